import { afterEach, describe, expect, it, vi } from 'vitest';
import { CSV_MAX_BYTES } from '@conecta/core';
import { runCsvJob, runCsvJobChunked, runCsvJobSync, splitKnown, type CsvWorkerRequest, type CsvWorkerResponse } from './csv-job';
import { bigSoldsCsv, PERF_CSV_CODES } from './perf-fixture';

const KNOWN = ['0001045871', '0001045872', '0001045873'];
const fileOf = (text: string | Uint8Array) => new Blob([text as BlobPart]);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('runCsvJob without Worker (node): main-thread chunks', () => {
  it('reads, matches and builds the unmatched download', async () => {
    expect(typeof (globalThis as { Worker?: unknown }).Worker).toBe('undefined');
    const result = await runCsvJob(fileOf('codigo_sold\r\n0001045871\r\n1045872\r\n777\r\n777\r\n'), KNOWN, { chunkBytes: 4 });
    expect(result.via).toBe('main');
    expect(Array.from(result.matched)).toEqual([0, 1]);
    expect(result.report).toMatchObject({ found: 2, notFound: 1, duplicates: 1, encoding: 'utf-8' });
    expect(new TextDecoder().decode(result.unmatchedCsv)).toContain('777;não pertence aos brokers selecionados');
  });
  it('falls back to Windows-1252 across chunks', async () => {
    // 'nome;codigo_sold\r\nSão;0001045873' with ã = 0xE3.
    const bytes = new Uint8Array([...new TextEncoder().encode('nome;codigo_sold\r\nS'), 0xe3, ...new TextEncoder().encode('o;0001045873\r\n')]);
    const result = await runCsvJobChunked(bytes, KNOWN, 3);
    expect(result.report).toMatchObject({ found: 1, encoding: 'windows-1252', header: true });
    expect(result.unmatchedCsv).toHaveLength(0);
  });
  it('a UTF-8 character split across chunks is decoded whole', async () => {
    const bytes = new TextEncoder().encode('nome;codigo_sold\r\nPão;0001045871\r\n');
    for (const size of [1, 2, 5]) expect((await runCsvJobChunked(bytes, KNOWN, size)).report.encoding).toBe('utf-8');
  });
  it('chunked and one-go results agree on the 5 MB fixture', async () => {
    const known = Array.from({ length: 1000 }, (_, i) => String(1_000_000 + i * 3).padStart(10, '0'));
    const text = bigSoldsCsv(known, 20_000);
    const bytes = new TextEncoder().encode(text);
    const chunked = await runCsvJobChunked(bytes, known);
    expect(chunked).toEqual(runCsvJobSync(bytes, known));
    expect(chunked.report.found).toBe(1000);
  }, 30_000);
});

describe('runCsvJob with a worker', () => {
  /** A fake Worker running the worker's code in process (the real one is exercised in the browser story). */
  class FakeWorker {
    onmessage: ((event: MessageEvent<CsvWorkerResponse>) => void) | null = null;
    onerror: ((event: ErrorEvent) => void) | null = null;
    terminated = false;
    postMessage(request: CsvWorkerRequest) {
      const result = runCsvJobSync(new Uint8Array(request.bytes), splitKnown(request.known));
      queueMicrotask(() => this.onmessage?.({ data: { ok: true, result } } as MessageEvent<CsvWorkerResponse>));
    }
    terminate() {
      this.terminated = true;
    }
  }

  it('posts the bytes and the known codes, and terminates the worker', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const worker = new FakeWorker();
    const result = await runCsvJob(fileOf('0001045873\n'), KNOWN, { createWorker: () => worker as unknown as Worker });
    expect(result.via).toBe('worker');
    expect(Array.from(result.matched)).toEqual([2]);
    expect(worker.terminated).toBe(true);
  });
  it('falls back to the main thread when the worker fails or cannot start', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const failing = {
      onmessage: null,
      onerror: null as ((event: { message: string; preventDefault(): void }) => void) | null,
      postMessage() {
        queueMicrotask(() => failing.onerror?.({ message: 'boom', preventDefault: () => undefined }));
      },
      terminate: vi.fn(),
    };
    const viaError = await runCsvJob(fileOf('0001045873\n'), KNOWN, { createWorker: () => failing as unknown as Worker });
    expect(viaError).toMatchObject({ via: 'main', report: { found: 1 } });
    expect(failing.terminate).toHaveBeenCalled();
    const viaThrow = await runCsvJob(fileOf('0001045873\n'), KNOWN, {
      createWorker: () => {
        throw new Error('CSP');
      },
    });
    expect(viaThrow).toMatchObject({ via: 'main', report: { found: 1 } });
  });
});

describe('perf fixture', () => {
  it('is a CSV of 320,000 codes under 5 MB where every known sold matches', () => {
    const known = Array.from({ length: 100_000 }, (_, i) => String(1_000_000 + i * 7).padStart(10, '0'));
    const text = bigSoldsCsv(known);
    const bytes = new TextEncoder().encode(text);
    expect(bytes.length).toBeLessThanOrEqual(CSV_MAX_BYTES);
    expect(bytes.length).toBeGreaterThan(4_000_000);
    const result = runCsvJobSync(bytes, known);
    expect(result.report.rows).toBe(PERF_CSV_CODES);
    expect(result.report.found).toBe(100_000);
    expect(result.report.duplicates).toBeGreaterThan(0);
  }, 30_000);
});
