/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of a real backend. Unset: demo mode on the embedded mock backend. */
  readonly VITE_API_BASE_URL?: string;
}
