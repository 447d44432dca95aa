import { setupWorker, type SetupWorker } from 'msw/browser';
import { createMockBackend, type MockBackend, type MockBackendOptions } from './backend';
import type { MockDb } from './context';
import { startWorkerReliably } from './worker-start';

export interface StartMockWorkerOptions extends Pick<MockBackendOptions, 'scenario' | 'seed'> {
  /** Path prefix the app's client calls, e.g. '/backend'. @default '/backend' */
  baseUrl?: string;
  /** sessionStorage key that keeps the database across reloads; null keeps nothing. @default 'conecta:mock-db' */
  persistKey?: string | null;
  /** URL of the worker script. @default '/mockServiceWorker.js' */
  serviceWorkerUrl?: string;
}

export interface MockWorker {
  worker: SetupWorker;
  backend: MockBackend;
  /** Forgets the saved state (the next load starts from the seed). */
  reset(): void;
}

function restore(key: string | null): MockDb | undefined {
  if (!key || typeof sessionStorage === 'undefined') return undefined;
  try {
    const saved = sessionStorage.getItem(key);
    const db = saved ? (JSON.parse(saved) as MockDb) : undefined;
    return db?.version === 1 ? db : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starts the embedded mock backend in a service worker (the portal's demo mode). The database
 * survives a page reload in sessionStorage; requests outside `baseUrl` pass through untouched.
 */
export async function startMockWorker({
  baseUrl = '/backend',
  persistKey = 'conecta:mock-db',
  serviceWorkerUrl = '/mockServiceWorker.js',
  ...options
}: StartMockWorkerOptions = {}): Promise<MockWorker> {
  const prefix = baseUrl.replace(/\/+$/, '');
  const save = (db: MockDb) => {
    if (!persistKey) return;
    try {
      sessionStorage.setItem(persistKey, JSON.stringify(db));
    } catch {
      // Storage full or disabled: the demo keeps working, only without surviving a reload.
    }
  };
  const restored = restore(persistKey);
  const backend = createMockBackend({
    ...options,
    baseUrl: `${location.origin}${prefix}`,
    publicBaseUrl: `${location.origin}${prefix}`,
    db: restored,
    onCommit: save,
  });
  // A restored database is already saved as it is.
  if (!restored) save(backend.db);
  const worker = setupWorker(...backend.handlers);
  await startWorkerReliably(worker, {
    quiet: true,
    serviceWorker: { url: serviceWorkerUrl },
    onUnhandledRequest(request, print) {
      const url = new URL(request.url);
      if (url.origin === location.origin && url.pathname.startsWith(`${prefix}/`)) print.error();
    },
  });
  return {
    worker,
    backend,
    reset: () => {
      if (persistKey) sessionStorage.removeItem(persistKey);
    },
  };
}

export { startWorkerReliably, type WorkerStartOptions } from './worker-start';
