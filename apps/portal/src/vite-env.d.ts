/// <reference types="vite/client" />

/**
 * Build-time settings of the demo build and the dev server only: the production build reads its
 * settings from /config.json at start (src/app/runtime-config.ts).
 */
interface ImportMetaEnv {
  /** Public IP lookup used at sign-in and sign-out for the access history (none: 'unknown'). */
  readonly VITE_IP_LOOKUP_URL?: string;
  /** Address of the external merchandising app opened from the side menu. */
  readonly VITE_MERCHANDISING_URL?: string;
  /** Time limit of a backend call in ms (0 = none). Unset: 30000. */
  readonly VITE_API_TIMEOUT_MS?: string;
}
