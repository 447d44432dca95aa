/**
 * Where the portal's backend comes from. Demo mode (the default) serves every call from the
 * embedded mock backend in a service worker; `VITE_API_BASE_URL` points the portal at a real
 * backend, and then the mock code is never imported, so it is not bundled.
 */
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
  return { baseUrl: '', demo: true };
}

/** Starts the embedded mock backend when in demo mode; resolves once it answers. */
export async function startBackend(config: BackendConfig): Promise<void> {
  if (!config.demo) return;
  const { startMockWorker } = await import('./mock-worker');
  await startMockWorker();
}
