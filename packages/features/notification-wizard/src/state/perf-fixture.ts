/**
 * The performance fixture shared by the bench (csv.bench.ts) and the long-task story: a solds CSV
 * of about 5 MB (320,000 codes) against a list of known sold codes. Deterministic.
 */

/** Codes in the big CSV. */
export const PERF_CSV_CODES = 320_000;

/** Variants of {@link bigSoldsCsv} for the bench. */
export interface BigCsvOptions {
  /** One line in 50 repeats an earlier code. @default true */
  repeats?: boolean;
  /** The line break. @default '\r\n' */
  eol?: '\r\n' | '\n';
}

/**
 * A CSV with a 'codigo_sold;observacao' header, CRLF (or `eol`), every known code once (so all solds match),
 * the rest unknown codes, some repeats and a few blank lines, in a shuffled order; just under 5 MB.
 */
export function bigSoldsCsv(known: readonly string[], codes = PERF_CSV_CODES, { repeats = true, eol = '\r\n' }: BigCsvOptions = {}): string {
  let seed = 20260321;
  const random = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  const values: string[] = [...known.slice(0, codes)];
  let unknown = 9_000_000_000;
  while (values.length < codes) {
    // One in 50 lines repeats an earlier code; the others are codes no broker has.
    if (repeats && values.length > 0 && random() < 0.02) values.push(values[Math.floor(random() * values.length)] as string);
    else values.push(String((unknown += 7)));
  }
  for (let i = values.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [values[i], values[j]] = [values[j] as string, values[i] as string];
  }
  const lines = ['codigo_sold;observacao'];
  for (let i = 0; i < values.length; i += 1) {
    lines.push(i % 10 === 0 ? `"${values[i]}";ok` : (values[i] as string));
    if (i % 5000 === 4999) lines.push('');
  }
  return `${lines.join(eol)}${eol}`;
}
