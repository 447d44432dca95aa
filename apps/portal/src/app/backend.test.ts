import { describe, expect, it } from 'vitest';
import { EMBEDS_MOCK_BACKEND, apiTimeout, demoSettings } from './backend';

describe('demoSettings', () => {
  it('runs on the embedded mock backend, marked as a demonstration, with the build-time services', () => {
    expect(demoSettings({})).toEqual({
      baseUrl: '/backend',
      demo: true,
      ipLookupUrl: null,
      merchandisingUrl: null,
      timeoutMs: null,
    });
    expect(demoSettings({ VITE_IP_LOOKUP_URL: ' https://ip.example/ ', VITE_MERCHANDISING_URL: 'https://m.example', VITE_API_TIMEOUT_MS: '4000' })).toMatchObject({
      ipLookupUrl: 'https://ip.example/',
      merchandisingUrl: 'https://m.example',
      timeoutMs: 4000,
    });
  });

  it('embeds the mock backend in every mode but production (tests run in mode "test")', () => {
    expect(EMBEDS_MOCK_BACKEND).toBe(true);
  });
});

describe('apiTimeout', () => {
  it('reads VITE_API_TIMEOUT_MS as whole milliseconds, 0 included; anything else leaves the default', () => {
    expect(apiTimeout('8000')).toBe(8000);
    expect(apiTimeout('0')).toBe(0);
    for (const raw of [undefined, '', '  ', 'abc', '-1', '1.5']) expect(apiTimeout(raw)).toBeNull();
  });
});
