import { createApiClient, type ApiClient } from '../../client';
import { mockFetch, TEST_BASE_URL, type TestBackend } from '../testing';

/**
 * A typed client signed in as `email` through the contract (`POST /sistema/Usuarios/auth`), with
 * its own token, so a test can hold a manager's and a supervisor's session side by side.
 */
export async function metasClient(test: TestBackend, email: string): Promise<ApiClient> {
  const token = await test.signIn(email);
  return createApiClient({
    baseUrl: TEST_BASE_URL,
    getToken: () => token,
    fetch: mockFetch(test.backend),
  });
}
