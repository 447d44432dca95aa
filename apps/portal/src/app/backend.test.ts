import { describe, expect, it } from 'vitest';
import { apiTimeout, backendConfig } from './backend';

describe('backendConfig', () => {
  it('runs in demo mode on the embedded mock backend when no URL is configured', () => {
    expect(backendConfig({})).toEqual({ baseUrl: '/backend', demo: true });
    expect(backendConfig({ VITE_API_BASE_URL: '  ' })).toEqual({ baseUrl: '/backend', demo: true });
  });

  it('points at a real backend when VITE_API_BASE_URL is set, without trailing slashes', () => {
    expect(backendConfig({ VITE_API_BASE_URL: 'https://api.example.test/v1/' })).toEqual({
      baseUrl: 'https://api.example.test/v1',
      demo: false,
    });
  });
});

describe('apiTimeout', () => {
  it('reads VITE_API_TIMEOUT_MS as whole milliseconds, 0 included; anything else leaves the default', () => {
    expect(apiTimeout('8000')).toEqual({ timeoutMs: 8000 });
    expect(apiTimeout('0')).toEqual({ timeoutMs: 0 });
    for (const raw of [undefined, '', '  ', 'abc', '-1', '1.5']) expect(apiTimeout(raw)).toEqual({});
  });
});
