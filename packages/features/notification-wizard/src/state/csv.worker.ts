/**
 * Module worker of the solds CSV (created by csv-job.ts with
 * `new Worker(new URL('./csv.worker.ts', import.meta.url), { type: 'module' })`): decodes, reads
 * and matches off the main thread, and transfers the matched indexes back.
 */
import { runCsvJobSync, splitKnown, type CsvWorkerRequest, type CsvWorkerResponse } from './csv-job';

interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<CsvWorkerRequest>) => void): void;
  postMessage(message: CsvWorkerResponse, transfer: Transferable[]): void;
}

const scope = globalThis as unknown as WorkerScope;

scope.addEventListener('message', (event) => {
  try {
    const result = runCsvJobSync(new Uint8Array(event.data.bytes), splitKnown(event.data.known));
    scope.postMessage({ ok: true, result }, [result.matched.buffer, result.unmatchedCsv.buffer]);
  } catch (error) {
    scope.postMessage({ ok: false, error: error instanceof Error ? error.message : String(error) }, []);
  }
});
