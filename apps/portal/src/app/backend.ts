/**
 * The settings the portal runs with, and where they come from. Two builds (Vite modes):
 * - production (`npm run build`, mode `production`): one artefact for every environment — the
 *   settings are read at start from `/config.json` (runtime-config.ts); no mock code is bundled;
 * - demo (`npm run build:demo`, mode `demo`, and the dev server): every call is answered by the
 *   embedded mock backend in a service worker.
 * `import.meta.env.MODE` is replaced at build time, so the production build drops the mock import
 * (and the whole mock backend) as dead code.
 */

/** Where the embedded mock backend answers in demo mode (same origin, so no CORS). */
export const DEMO_API_BASE = '/backend';

/** The settings of one running portal. */
export interface PortalSettings {
  /** Base URL that API paths are appended to. */
  baseUrl: string;
  /** Marked as a demonstration (the 'Modo demonstração' badge): fictitious data. */
  demo: boolean;
  /** Public IP service read at sign-in and sign-out for the access history (null: 'unknown', no request). */
  ipLookupUrl: string | null;
  /** The external merchandising app opened from the side menu (null: the entry is not offered). */
  merchandisingUrl: string | null;
  /** Time limit of a backend call (ms, 0 = none); null: the client's default (30 s). */
  timeoutMs: number | null;
}

/** True in the builds that embed the mock backend (demo, the dev server, tests); false in production. */
export const EMBEDS_MOCK_BACKEND: boolean = import.meta.env.MODE !== 'production';

/** Build-time settings of the demo build and the dev server. */
interface DemoEnv {
  VITE_IP_LOOKUP_URL?: string;
  VITE_MERCHANDISING_URL?: string;
  VITE_API_TIMEOUT_MS?: string;
}

/**
 * The demo build's settings: the embedded mock backend at {@link DEMO_API_BASE}; `VITE_IP_LOOKUP_URL`,
 * `VITE_MERCHANDISING_URL` and `VITE_API_TIMEOUT_MS` (the tests' short time limit) still apply.
 */
export function demoSettings(env: DemoEnv = import.meta.env as DemoEnv): PortalSettings {
  return {
    baseUrl: DEMO_API_BASE,
    demo: true,
    ipLookupUrl: env.VITE_IP_LOOKUP_URL?.trim() || null,
    merchandisingUrl: env.VITE_MERCHANDISING_URL?.trim() || null,
    timeoutMs: apiTimeout(env.VITE_API_TIMEOUT_MS),
  };
}

/** Starts the embedded mock backend (builds that have one); resolves once it answers. */
export async function startBackend(): Promise<void> {
  if (!EMBEDS_MOCK_BACKEND) return;
  const { startMockWorker } = await import('./mock-worker');
  await startMockWorker();
}

/** `VITE_API_TIMEOUT_MS`: whole milliseconds (0 = none); unset or invalid = null (the client's default, 30 s). */
export function apiTimeout(raw: string | undefined): number | null {
  const value = Number(raw);
  return raw !== undefined && raw.trim() !== '' && Number.isInteger(value) && value >= 0 ? value : null;
}
