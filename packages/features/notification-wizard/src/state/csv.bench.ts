/**
 * Solds CSV performance (issue 17: the reader is linear). Prints, in one run, ms per 100,000 rows of
 * our reader (papaparse + the code column + the Map/Set match, what the worker runs after decoding)
 * beside papaparse's raw parse of the same text plus a Set match, at 100k, 200k and 400k codes, with
 * and without repeats, CRLF and LF, and for 5 MB of blank lines; then benches the whole worker job
 * on the ~5 MB file of 320,000 codes (budget ≤ 1 s). Run:
 * npx vitest bench --project unit --run packages/features/notification-wizard
 */
import Papa from 'papaparse';
import { bench, describe } from 'vitest';
import { createDb } from '@conecta/api/mocks';
import { decodeCsvBytes, readCsvCodes } from './csv-parse';
import { runCsvJobSync } from './csv-job';
import { bigSoldsCsv, type BigCsvOptions } from './perf-fixture';
import { SoldMatcher, soldKey } from './sold-match';

const known = createDb({ size: 'large' }).notifications.solds.map((sold) => sold.codigoSold);

/** Ours: what the worker does with the decoded text. */
function ours(text: string): number {
  const matcher = new SoldMatcher(known);
  const layout = readCsvCodes(text, matcher);
  return matcher.result(layout, 'utf-8').report.rows;
}

/** The reference: papaparse's raw parse of the same text, then a Set match of the first column. */
function papaparseRaw(text: string): number {
  const keys = new Set(known.map(soldKey));
  const { data } = Papa.parse<string[]>(text, { delimiter: ';', skipEmptyLines: true });
  let found = 0;
  for (const row of data) if (keys.has(soldKey(row[0] ?? ''))) found += 1;
  return found;
}

/** Median wall time of `runs` calls (ms), after one warm-up call. */
function median(run: () => unknown, runs = 3): number {
  run();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)] ?? 0;
}

const cases: { name: string; rows: number; text: string }[] = [];
for (const codes of [100_000, 200_000, 400_000]) {
  for (const options of [
    { repeats: false, eol: '\r\n' },
    { repeats: true, eol: '\r\n' },
    { repeats: false, eol: '\n' },
    { repeats: true, eol: '\n' },
  ] satisfies BigCsvOptions[]) {
    const name = `${codes / 1000}k codes, ${options.repeats ? '2% repeats' : 'no repeats'}, ${options.eol === '\n' ? 'LF' : 'CRLF'}`;
    cases.push({ name, rows: codes, text: bigSoldsCsv(known, codes, options) });
  }
}
// 5 MB of blank lines (2.5 million CRLF) around a few codes.
cases.push({ name: '5 MB of blank lines (CRLF), 10 codes', rows: 2_500_000, text: `codigo_sold\r\n${known.slice(0, 10).join('\r\n')}${'\r\n'.repeat(2_500_000)}` });

const lines = ['[solds CSV bench] ms per 100,000 rows — ours (papaparse + column + match) vs papaparse raw + Set match'];
for (const { name, rows, text } of cases) {
  const oursMs = median(() => ours(text));
  const rawMs = median(() => papaparseRaw(text));
  const per = (ms: number) => ((ms / rows) * 100_000).toFixed(1).padStart(6);
  lines.push(
    `  ${name.padEnd(40)} ${(text.length / 1024 / 1024).toFixed(1).padStart(4)} MB  ours ${per(oursMs)} ms/100k (${oursMs.toFixed(0)} ms)  papaparse raw ${per(rawMs)} ms/100k (${rawMs.toFixed(0)} ms)  ratio ${(oursMs / rawMs).toFixed(2)}`,
  );
}
console.log(lines.join('\n'));

const text = bigSoldsCsv(known);
const bytes = new TextEncoder().encode(text);

describe('solds CSV: 320,000 codes vs 100,000 solds', () => {
  bench('decode + parse + match + unmatched .csv (the worker job; budget 1 s)', () => {
    runCsvJobSync(bytes, known);
  }, { iterations: 5, time: 0 });
  bench('decode only (UTF-8, fatal)', () => {
    decodeCsvBytes(bytes);
  }, { iterations: 5, time: 0 });
  bench('parse + match (no decode, no download)', () => {
    ours(text);
  }, { iterations: 5, time: 0 });
  bench('papaparse raw parse + Set match (reference)', () => {
    papaparseRaw(text);
  }, { iterations: 5, time: 0 });
});
