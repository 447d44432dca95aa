/**
 * Runs the solds CSV job — decode, read, match, build the unmatched download — in a module worker
 * of our own (csv.worker.ts), or, where Worker does not exist (node tests, old embedders) or fails
 * to start, on the main thread in small chunks with a yield between them so no task runs long.
 */
import { CsvCodeReader, decodeCsvBytes, type CsvEncoding } from './csv-parse';
import { SoldMatcher, unmatchedCsv, type MatchReport } from './sold-match';

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
  /** Bytes decoded and read per main-thread slice. @default 131072 */
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

/** The job in one go: what the worker runs. */
export function runCsvJobSync(bytes: Uint8Array, known: readonly string[]): CsvJobResult {
  const { text, encoding } = decodeCsvBytes(bytes);
  const matcher = new SoldMatcher(known);
  const reader = new CsvCodeReader(matcher);
  reader.write(text);
  reader.end();
  return finish(matcher, reader, encoding);
}

function finish(matcher: SoldMatcher, reader: CsvCodeReader, encoding: CsvEncoding): CsvJobResult {
  const result = matcher.result(reader.detected, encoding);
  const unmatched =
    result.notFoundCodes.length || result.invalidValues.length
      ? new TextEncoder().encode(unmatchedCsv(result.notFoundCodes, result.invalidValues))
      : new Uint8Array(0);
  return { report: result.report, matched: result.matched, unmatchedCsv: unmatched };
}

/** Decodes a chunk stream: strict UTF-8 (throws on invalid bytes) or Windows-1252. */
async function readChunked(
  bytes: Uint8Array,
  known: readonly string[],
  encoding: CsvEncoding,
  chunkBytes: number,
): Promise<CsvJobResult> {
  const decoder = new TextDecoder(encoding, encoding === 'utf-8' ? { fatal: true } : {});
  const matcher = new SoldMatcher(known);
  const reader = new CsvCodeReader(matcher);
  let first = true;
  for (let offset = 0; offset < bytes.length; offset += chunkBytes) {
    let text = decoder.decode(bytes.subarray(offset, Math.min(bytes.length, offset + chunkBytes)), { stream: true });
    if (first && text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    first = false;
    reader.write(text);
    await yieldToEventLoop();
  }
  reader.write(decoder.decode());
  reader.end();
  return finish(matcher, reader, encoding);
}

/** The main-thread path: chunked, yielding between chunks; UTF-8 first, Windows-1252 when the bytes are not UTF-8. */
export async function runCsvJobChunked(bytes: Uint8Array, known: readonly string[], chunkBytes = 131_072): Promise<CsvJobResult> {
  try {
    return await readChunked(bytes, known, 'utf-8', chunkBytes);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return readChunked(bytes, known, 'windows-1252', chunkBytes);
  }
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
