import { describe, expect, it } from 'vitest';
import { backendConfig } from './backend';

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
