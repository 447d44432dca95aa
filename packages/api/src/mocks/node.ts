import { setupServer, type SetupServer } from 'msw/node';
import { createMockBackend, type MockBackend, type MockBackendOptions } from './backend';

export interface MockServer {
  server: SetupServer;
  backend: MockBackend;
}

/**
 * The mock backend for Node tests that use the global fetch (MSW's request interception).
 * `server.listen({ onUnhandledRequest: 'error' })` before, `server.close()` after.
 */
export function setupMockServer(options: MockBackendOptions = {}): MockServer {
  const backend = createMockBackend(options);
  return { server: setupServer(...backend.handlers), backend };
}

export { createTestBackend, mockFetch, TEST_BASE_URL } from './testing';
export type { TestBackend } from './testing';
