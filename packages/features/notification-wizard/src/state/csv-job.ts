/**
 * Runs the solds CSV job — decode, read (papaparse), match (Map/Set), build the unmatched download —
 * in a module worker of our own (csv.worker.ts; papaparse's own `worker: true` is not used: it
 * rebuilds itself from its source text, which a bundled build breaks), or, where Worker does not
 * exist (node tests, old embedders) or fails to start, on the main thread in slices with a yield
 * between them so no task runs long.
 */
import { decodeCsvBytes, readCsvCodes, type CsvLayout } from './csv-parse';
import { SoldMatcher, unmatchedCsv, type MatchReport, type MatchResult } from './sold-match';

/**
 * performance.mark names around a solds CSV job: start (file accepted), posted (bytes handed to the
 * worker), parsed (result back on the main thread), end (state updated). The long-task story
 * measures the main thread between posted and parsed.
 */
export const CSV_MARKS = {
  start: 'conecta:solds-csv:start',
  posted: 'conecta:solds-csv:posted',
  parsed: 'conecta:solds-csv:parsed',
  end: 'conecta:solds-csv:end',
} as const;

/** Message to the worker. */
export interface CsvWorkerRequest {
  /** The file's bytes (transferred). */
  bytes: ArrayBuffer;
  /** The selected brokers' sold codes joined by '\n' (one string clones much faster than an array). */
  known: string;
}

/** Result of a CSV job. */
export interface CsvJobResult {
  report: MatchReport;
  /** Indexes into the `known` list, file order. */
  matched: Int32Array;
  /** The 'solds não identificados' download as UTF-8 bytes (empty when everything matched): bytes are transferred, a 3 MB string would be copied on the main thread. */
  unmatchedCsv: Uint8Array;
}

/** Message from the worker. */
export type CsvWorkerResponse = { ok: true; result: CsvJobResult } | { ok: false; error: string };

/** Where the job ran (reported by the long-task story and the bench). */
export type CsvJobVia = 'worker' | 'main';

/** Options of {@link runCsvJob}. */
export interface CsvJobOptions {
  /** Run in a worker when possible. @default true */
  preferWorker?: boolean;
  /** Characters papaparse reads per main-thread slice (a yield between slices). @default 131072 */
  chunkBytes?: number;
  /** Creates the worker (tests pass a fake). @default the module worker csv.worker.ts */
  createWorker?: () => Worker;
  /**
   * A worker started beforehand (the wizard starts one when the solds panel opens, so its modules
   * are loaded before the upload). It is kept after a success and terminated after a failure.
   */
  worker?: Worker | null;
}

/** Creates the CSV module worker. Bundlers (Vite) see the `new URL(..., import.meta.url)` pattern and emit it. */
export function createCsvWorker(): Worker {
  return new Worker(new URL('./csv.worker.ts', import.meta.url), { type: 'module', name: 'conecta-solds-csv' });
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Splits `known` joined by '\n' (the worker's side of the protocol). */
export function splitKnown(known: string): string[] {
  return known === '' ? [] : known.split('\n');
}

/** The job in one go: what the worker runs (decode, papaparse, Set/Map match, download bytes). */
export function runCsvJobSync(bytes: Uint8Array, known: readonly string[]): CsvJobResult {
  const { text, encoding } = decodeCsvBytes(bytes);
  const matcher = new SoldMatcher(known);
  const layout = readCsvCodes(text, matcher);
  return finish(matcher.result(layout, encoding));
}

function finish(result: MatchResult): CsvJobResult {
  const unmatched =
    result.notFoundCodes.length || result.invalidValues.length
      ? new TextEncoder().encode(unmatchedCsv(result.notFoundCodes, result.invalidValues))
      : new Uint8Array(0);
  return { report: result.report, matched: result.matched, unmatchedCsv: unmatched };
}

/**
 * The main-thread path: the bytes decoded at once (UTF-8 first, Windows-1252 when they are not
 * UTF-8; 5 MB decode in a few ms), then read by papaparse in slices of `chunkChars` characters
 * with a yield to the event loop between them, so no task runs long.
 */
export async function runCsvJobChunked(bytes: Uint8Array, known: readonly string[], chunkChars = 131_072): Promise<CsvJobResult> {
  const { text, encoding } = decodeCsvBytes(bytes);
  const matcher = new SoldMatcher(known);
  const layout: CsvLayout = await readCsvCodes(text, matcher, {
    chunkChars,
    between: (resume) => {
      void yieldToEventLoop().then(resume);
    },
  });
  return finish(matcher.result(layout, encoding));
}

/** The known codes joined by '\n', cached per list (computed before the upload, not during it). */
const joinedKnown = new WeakMap<readonly string[], string>();
export function knownPayload(known: readonly string[]): string {
  let joined = joinedKnown.get(known);
  if (joined === undefined) {
    joined = known.join('\n');
    joinedKnown.set(known, joined);
  }
  return joined;
}

function runInWorker(worker: Worker, bytes: ArrayBuffer, known: readonly string[]): Promise<CsvJobResult> {
  return new Promise((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<CsvWorkerResponse>) => {
      if (event.data.ok) resolve(event.data.result);
      else reject(new Error(event.data.error));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      reject(new Error(event.message || 'worker error'));
    };
    const request: CsvWorkerRequest = { bytes, known: knownPayload(known) };
    worker.postMessage(request, [bytes]);
    if (typeof performance !== 'undefined') performance.mark(CSV_MARKS.posted);
  });
}

/**
 * Reads and matches a solds CSV. In a browser it runs in the module worker (the file's bytes are
 * transferred, the matched indexes come back transferred); without Worker, or when the worker
 * cannot start, it runs on the main thread in chunks.
 */
export async function runCsvJob(
  file: Blob,
  known: readonly string[],
  { preferWorker = true, chunkBytes, createWorker = createCsvWorker, worker: given = null }: CsvJobOptions = {},
): Promise<CsvJobResult & { via: CsvJobVia }> {
  const buffer = await file.arrayBuffer();
  if (preferWorker && typeof Worker !== 'undefined') {
    let worker: Worker | null = given;
    if (!worker) {
      try {
        worker = createWorker();
      } catch {
        worker = null;
      }
    }
    if (worker) {
      let ok = false;
      try {
        const result = await runInWorker(worker, buffer, known);
        ok = true;
        return { ...result, via: 'worker' };
      } catch {
        // The bytes went to the worker: read the file again for the main-thread path.
        return { ...(await runCsvJobChunked(new Uint8Array(await file.arrayBuffer()), known, chunkBytes)), via: 'main' };
      } finally {
        if (!ok || worker !== given) worker.terminate();
      }
    }
  }
  const result = await runCsvJobChunked(new Uint8Array(buffer), known, chunkBytes);
  return { ...result, via: 'main' };
}
