import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { createConectaQueryClient, isRetryableReadError } from './query';

const apiError = (status: number, code: string) => new ApiError({ status, code, message: code });

describe('automatic retry of a failed read', () => {
  it('retries once what may be gone a second later: a lost connection, a 5xx', () => {
    expect(isRetryableReadError(apiError(0, 'NETWORK'))).toBe(true);
    expect(isRetryableReadError(apiError(500, 'HTTP'))).toBe(true);
    expect(isRetryableReadError(apiError(503, 'HTTP'))).toBe(true);
    expect(isRetryableReadError(new TypeError('Failed to fetch'))).toBe(true);
  });

  it('never retries a time-out, an answer off the contract, a cancellation or a 4xx', () => {
    expect(isRetryableReadError(apiError(0, 'TIMEOUT'))).toBe(false);
    expect(isRetryableReadError(apiError(200, 'INVALID_RESPONSE'))).toBe(false);
    expect(isRetryableReadError(apiError(200, 'EMPTY'))).toBe(false);
    expect(isRetryableReadError(apiError(0, 'ABORTED'))).toBe(false);
    expect(isRetryableReadError(apiError(401, 'UNAUTHORIZED'))).toBe(false);
    expect(isRetryableReadError(apiError(409, 'CONFLICT'))).toBe(false);
  });

  it('the Conecta query client asks the same question, once', async () => {
    const client = createConectaQueryClient();
    let calls = 0;
    const failing = (error: ApiError) =>
      client
        .fetchQuery({
          queryKey: ['read', error.code],
          queryFn: () => {
            calls += 1;
            throw error;
          },
          retryDelay: 0,
        })
        .catch(() => undefined);
    await failing(apiError(0, 'TIMEOUT'));
    expect(calls).toBe(1);
    calls = 0;
    await failing(apiError(503, 'HTTP'));
    expect(calls).toBe(2);
  });
});
