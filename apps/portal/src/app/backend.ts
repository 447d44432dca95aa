/**
 * Where the portal's backend comes from. Demo mode (the default) serves every call from the
 * embedded mock backend in a service worker; `VITE_API_BASE_URL` points the portal at a real
 * backend, and then the mock code is never imported, so it is not bundled.
 */

/** Where the embedded mock backend answers in demo mode (same origin, so no CORS). */
export const DEMO_API_BASE = '/backend';

export interface BackendConfig {
  /** Base URL that API paths are appended to. */
  baseUrl: string;
  /** True when the embedded mock backend answers. */
  demo: boolean;
}

export function backendConfig(
  env: { VITE_API_BASE_URL?: string } = import.meta.env as { VITE_API_BASE_URL?: string },
): BackendConfig {
  const configured = env.VITE_API_BASE_URL?.trim();
  if (configured) return { baseUrl: configured.replace(/\/+$/, ''), demo: false };
  return { baseUrl: DEMO_API_BASE, demo: true };
}

/**
 * Starts the embedded mock backend when in demo mode; resolves once it answers. The check on
 * `import.meta.env.VITE_API_BASE_URL` is replaced at build time, so a build for a real backend
 * drops the mock import (and the whole mock backend) as dead code.
 */
export async function startBackend(config: BackendConfig): Promise<void> {
  if (import.meta.env.VITE_API_BASE_URL || !config.demo) return;
  const { startMockWorker } = await import('./mock-worker');
  await startMockWorker();
}

/** `VITE_API_TIMEOUT_MS`: the time limit of a backend call (ms, 0 = none); unset or invalid = the client's default (30 s). */
export function apiTimeout(raw: string | undefined): { timeoutMs?: number } {
  const value = Number(raw);
  return raw !== undefined && raw.trim() !== '' && Number.isInteger(value) && value >= 0 ? { timeoutMs: value } : {};
}
