import { startMockWorker as startEmbeddedBackend } from '@conecta/api/mocks/browser';
import { DEMO_API_BASE } from './backend';

/**
 * Demo mode: the stateful mock backend of `@conecta/api/mocks` answers every call of the contract
 * from a service worker, at the same origin under `/backend`. Its database lives in sessionStorage,
 * so a reload keeps what the user did. This module is imported only in demo mode.
 */
export async function startMockWorker(): Promise<void> {
  await startEmbeddedBackend({ baseUrl: DEMO_API_BASE });
}
