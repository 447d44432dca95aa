import { afterEach, describe, expect, it, vi } from 'vitest';
import { lookupClientIp, parseIpAnswer } from './ip';

afterEach(() => {
  vi.useRealTimers();
});

describe('client IP lookup', () => {
  it("answers 'unknown' without any request when no service is configured", async () => {
    const fetchSpy = vi.fn<typeof fetch>();
    await expect(lookupClientIp({ url: null, fetch: fetchSpy })).resolves.toBe('unknown');
    await expect(lookupClientIp({ url: '', fetch: fetchSpy })).resolves.toBe('unknown');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('reads plain text and JSON answers', async () => {
    const text = vi.fn<typeof fetch>(async () => new Response('189.45.112.37\n'));
    await expect(lookupClientIp({ url: 'https://ip.example', fetch: text })).resolves.toBe('189.45.112.37');
    const json = vi.fn<typeof fetch>(async () => Response.json({ ip: '2804:14c::1' }));
    await expect(lookupClientIp({ url: 'https://ip.example', fetch: json })).resolves.toBe('2804:14c::1');
    expect(parseIpAnswer('<html>')).toBeNull();
  });

  it("falls back to 'unknown' on an error answer or a network failure", async () => {
    const failing = vi.fn<typeof fetch>(async () => new Response('x', { status: 500 }));
    await expect(lookupClientIp({ url: 'https://ip.example', fetch: failing })).resolves.toBe('unknown');
    const offline = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(lookupClientIp({ url: 'https://ip.example', fetch: offline })).resolves.toBe('unknown');
  });

  it("gives up after the timeout with 'unknown'", async () => {
    vi.useFakeTimers();
    const hanging = vi.fn<typeof fetch>(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const result = lookupClientIp({ url: 'https://ip.example', fetch: hanging, timeoutMs: 3000 });
    await vi.advanceTimersByTimeAsync(3000);
    await expect(result).resolves.toBe('unknown');
  });
});
