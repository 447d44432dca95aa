/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of a real backend. Unset: demo mode on the embedded mock backend. */
  readonly VITE_API_BASE_URL?: string;
  /** Public IP lookup used at sign-out for the access history (none: 'unknown'). */
  readonly VITE_IP_LOOKUP_URL?: string;
  /** Address of the external merchandising app opened from the side menu. */
  readonly VITE_MERCHANDISING_URL?: string;
  /** Time limit of a backend call in ms (0 = none). Unset: 30000. */
  readonly VITE_API_TIMEOUT_MS?: string;
}
