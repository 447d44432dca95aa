import type { Page } from 'playwright-core';
import { POLL } from './browser';

/**
 * Fault injection for the built demo portal: the page's `window.fetch` is wrapped before any of the
 * app's code runs, and a fault armed for a call (method + contract path) replaces that call's
 * answer once:
 * - `http500`: an HTTP 500 with a JSON error body, the backend's usual shape;
 * - `network`: the request fails as a dropped connection does (`TypeError: Failed to fetch`);
 * - `timeout`: the request never answers (only the client's own time limit ends it);
 * - `wrongShape`: HTTP 200 with JSON of another shape than the contract's (`{ "inesperado": true }`);
 * - `http503Html`: an HTTP 503 whose body is an HTML page (a proxy or load balancer's error page);
 * - `emptyBody`: HTTP 200 with an empty body (declared as JSON);
 * - `unauthorized`: an HTTP 401 (`{ "message": "Invalid access_token" }`), as when the session expired.
 * A faulted request never reaches the demo backend, so the server state must be exactly what it was.
 * A fault fires once, or on every matching call while it stays armed (`sticky`: a backend that keeps
 * failing, so a screen's automatic retry meets it too).
 * The app reads `globalThis.fetch` at call time, so the wrapper sees every backend call.
 */
export type FaultKind = 'http500' | 'network' | 'timeout' | 'wrongShape' | 'http503Html' | 'emptyBody' | 'unauthorized';

/** Every kind of failure a backend call can meet (the fault matrix of e2e/fault-matrix.e2e.ts). */
export const ALL_FAULT_KINDS: readonly FaultKind[] = ['http500', 'http503Html', 'wrongShape', 'emptyBody', 'network', 'timeout', 'unauthorized'];

/** The failures of a save, in the order the tests inject them. */
export const FAULT_KINDS: readonly FaultKind[] = ['http500', 'network', 'timeout'];

export interface FaultRecord {
  method: string;
  /** The path after the demo backend prefix, e.g. '/atualizartabelacartameta'. */
  path: string;
  kind: FaultKind;
  /** Stays armed after firing: every matching call fails until {@link disarmFaults}. */
  sticky?: boolean;
}

interface FaultWindow {
  __conectaFaults?: {
    armed: FaultRecord[];
    fired: FaultRecord[];
    calls: { method: string; path: string }[];
    /** Backend calls started and not yet answered (or failed). */
    inflight: number;
    /** When the last backend call ended (performance.now()). */
    lastEnded: number;
  };
}

/** Wraps `window.fetch` in every document the page loads from now on (call before the first `goto`). */
export async function installFaults(page: Page, prefix = '/backend'): Promise<void> {
  await page.addInitScript(({ backendPrefix, NEXT_LOAD_KEY }: { backendPrefix: string; NEXT_LOAD_KEY: string }) => {
    const target = window as unknown as FaultWindow;
    const state = {
      armed: [] as FaultRecord[],
      fired: [] as FaultRecord[],
      calls: [] as { method: string; path: string }[],
      inflight: 0,
      lastEnded: 0,
    };
    target.__conectaFaults = state;
    // Faults armed for this document before it loaded (armFaultOnNextLoad): active from its first call.
    const preset = sessionStorage.getItem(NEXT_LOAD_KEY);
    if (preset) {
      sessionStorage.removeItem(NEXT_LOAD_KEY);
      state.armed.push(...(JSON.parse(preset) as FaultRecord[]));
    }
    const original = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
      if (url.origin !== location.origin || !url.pathname.startsWith(`${backendPrefix}/`)) return original(input, init);
      const path = url.pathname.slice(backendPrefix.length);
      state.calls.push({ method, path });
      state.inflight += 1;
      const ended = () => {
        state.inflight -= 1;
        state.lastEnded = performance.now();
      };
      const index = state.armed.findIndex((fault) => fault.method === method && fault.path.toLowerCase() === path.toLowerCase());
      if (index < 0) {
        const answer = original(input, init);
        answer.then(ended, ended);
        return answer;
      }
      const fault = state.armed[index] as FaultRecord;
      if (!fault.sticky) state.armed.splice(index, 1);
      state.fired.push(fault);
      // A faulted call never reaches the backend. It ends now, except an unanswered one: that stays in
      // flight until the client gives up on it (its time limit, or the screen going away).
      if (fault.kind !== 'timeout') ended();
      const json = (status: number, body: unknown) =>
        Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
      if (fault.kind === 'unauthorized') return json(401, { message: 'Invalid access_token' });
      if (fault.kind === 'emptyBody') {
        return Promise.resolve(new Response('', { status: 200, headers: { 'Content-Type': 'application/json' } }));
      }
      if (fault.kind === 'http503Html') {
        const page = '<!DOCTYPE html><html><head><title>503 Service Unavailable</title></head><body><h1>Service Unavailable</h1></body></html>';
        return Promise.resolve(new Response(page, { status: 503, headers: { 'Content-Type': 'text/html' } }));
      }
      if (fault.kind === 'http500') {
        return Promise.resolve(
          new Response(JSON.stringify({ message: 'Erro interno do servidor.' }), {
            status: 500,
            headers: { 'Content-Type': 'application/json' },
          }),
        );
      }
      if (fault.kind === 'network') return Promise.reject(new TypeError('Failed to fetch'));
      if (fault.kind === 'wrongShape') {
        return Promise.resolve(
          new Response(JSON.stringify({ inesperado: true }), { status: 200, headers: { 'Content-Type': 'application/json' } }),
        );
      }
      const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
      return new Promise<Response>((_, reject) => {
        signal?.addEventListener(
          'abort',
          () => {
            ended();
            reject(signal.reason);
          },
          { once: true },
        );
      });
    };
  }, { backendPrefix: prefix, NEXT_LOAD_KEY: FAULTS_NEXT_LOAD_KEY });
}

/** Where {@link armFaultOnNextLoad} leaves the faults for the next document of the tab. */
const FAULTS_NEXT_LOAD_KEY = 'conecta:e2e-faults-next-load';

/**
 * Arms a fault for the next document the tab loads (a `page.goto`), from its very first call: for a
 * call that a screen makes only while the app starts, or that an earlier visit left in a cache.
 */
export async function armFaultOnNextLoad(page: Page, method: string, path: string, kind: FaultKind, options: { sticky?: boolean } = {}): Promise<void> {
  await page.evaluate(
    ({ key, fault }) => sessionStorage.setItem(key, JSON.stringify([fault])),
    { key: FAULTS_NEXT_LOAD_KEY, fault: { method: method.toUpperCase(), path, kind, ...(options.sticky ? { sticky: true } : {}) } },
  );
}

/**
 * Waits until the page has no backend call in flight and none ended in the last `quietMs`: the
 * server state read then is what the user's last action left (a save the screen sends after
 * another, such as the difference after a seller's values, has landed).
 */
export async function backendIdle(page: Page, quietMs = 300): Promise<void> {
  await page.waitForFunction(
    (quiet) => {
      const state = (window as unknown as FaultWindow).__conectaFaults;
      return !!state && state.inflight === 0 && performance.now() - state.lastEnded >= quiet;
    },
    quietMs,
    { ...POLL, timeout: 15_000 },
  );
}

/**
 * Arms one fault for the next call of `method path` (e.g. 'POST', '/atualizartabelacartameta');
 * `{ sticky: true }` keeps it armed for every later matching call too.
 */
export async function armFault(page: Page, method: string, path: string, kind: FaultKind, options: { sticky?: boolean } = {}): Promise<void> {
  await page.evaluate(
    (fault) => {
      const state = (window as unknown as FaultWindow).__conectaFaults;
      if (!state) throw new Error('installFaults(page) was not called before the page loaded');
      state.armed.push(fault);
    },
    { method: method.toUpperCase(), path, kind, ...(options.sticky ? { sticky: true } : {}) },
  );
}

/** Removes every armed fault (the sticky ones included) and forgets the calls seen so far. */
export async function disarmFaults(page: Page): Promise<void> {
  await page.evaluate(() => {
    const state = (window as unknown as FaultWindow).__conectaFaults;
    if (!state) return;
    state.armed.length = 0;
    state.calls.length = 0;
    state.fired.length = 0;
  });
}

/** The faults that fired in the current document, and the ones still armed. */
export async function faultLog(page: Page): Promise<{ fired: FaultRecord[]; armed: FaultRecord[] }> {
  return page.evaluate(() => {
    const state = (window as unknown as FaultWindow).__conectaFaults;
    return { fired: [...(state?.fired ?? [])], armed: [...(state?.armed ?? [])] };
  });
}

/** The backend calls the current document made, in order (method and path). */
export async function backendCalls(page: Page): Promise<{ method: string; path: string }[]> {
  return page.evaluate(() => [...((window as unknown as FaultWindow).__conectaFaults?.calls ?? [])]);
}

/**
 * The demo backend's saved state of the metas area (sessionStorage, written after every change):
 * what "the server holds", compared before and after a failed save.
 */
export async function serverMetas(page: Page): Promise<string> {
  return page.evaluate(() => {
    const saved = sessionStorage.getItem('conecta:mock-db');
    if (!saved) throw new Error('No demo backend state in this tab');
    return JSON.stringify((JSON.parse(saved) as { metas: unknown }).metas);
  });
}

/** Up to `limit` JSON paths where two states differ (a readable reason instead of two whole databases). */
export function changedPaths(before: string, after: string, limit = 8): string[] {
  const found: string[] = [];
  const walk = (a: unknown, b: unknown, at: string) => {
    if (found.length >= limit) return;
    if (Object.is(a, b)) return;
    if (a && b && typeof a === 'object' && typeof b === 'object') {
      const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
      for (const key of keys) walk((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${at}.${key}`);
      return;
    }
    found.push(`${at}: ${JSON.stringify(a)} → ${JSON.stringify(b)}`);
  };
  walk(JSON.parse(before), JSON.parse(after), 'metas');
  return found;
}
