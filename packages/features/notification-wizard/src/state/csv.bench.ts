/**
 * Solds CSV performance: a ~5 MB CSV of 320,000 codes read and matched against the large
 * scenario's 100,000 solds (budget: ≤ 1 s; matching uses a Map/Set). Run:
 * npx vitest bench --project unit --run packages/features/notification-wizard
 */
import { bench, describe } from 'vitest';
import { createDb } from '@conecta/api/mocks';
import { CsvCodeReader, decodeCsvBytes } from './csv-parse';
import { runCsvJobSync } from './csv-job';
import { bigSoldsCsv } from './perf-fixture';
import { SoldMatcher } from './sold-match';

const known = createDb({ size: 'large' }).notifications.solds.map((sold) => sold.codigoSold);
const text = bigSoldsCsv(known);
const bytes = new TextEncoder().encode(text);
const once = runCsvJobSync(bytes, known);
console.log(
  `[notification-wizard bench] ${known.length} solds, CSV ${(bytes.length / 1024 / 1024).toFixed(2)} MB, ${once.report.rows} codes: ` +
    `${once.report.found} found, ${once.report.notFound} not found, ${once.report.duplicates} duplicates`,
);

describe('solds CSV: 320,000 codes vs 100,000 solds', () => {
  bench('decode + parse + match + unmatched .csv (the worker job; budget 1 s)', () => {
    runCsvJobSync(bytes, known);
  });
  bench('decode only (UTF-8, fatal)', () => {
    decodeCsvBytes(bytes);
  });
  bench('parse + match (no decode, no download)', () => {
    const matcher = new SoldMatcher(known);
    const reader = new CsvCodeReader(matcher);
    reader.write(text);
    reader.end();
    matcher.result(reader.detected, 'utf-8');
  });
});
