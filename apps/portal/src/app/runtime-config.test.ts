import { describe, expect, it } from 'vitest';
import { describeIssue } from './config-messages';
import { loadRuntimeConfig, parseRuntimeConfig } from './runtime-config';

const answer = (status: number, body: string) => async () => new Response(body, { status });

describe('parseRuntimeConfig', () => {
  it('takes a backend address (absolute or a path of this site) and the optional services', () => {
    expect(
      parseRuntimeConfig({
        apiBaseUrl: 'https://api.conecta.example/v1/',
        ipLookupUrl: 'https://api.ipify.org?format=json',
        merchandisingUrl: 'https://merchan.example',
        apiTimeoutMs: 20000,
        demo: true,
      }),
    ).toEqual({
      ok: true,
      settings: {
        baseUrl: 'https://api.conecta.example/v1',
        demo: true,
        ipLookupUrl: 'https://api.ipify.org?format=json',
        merchandisingUrl: 'https://merchan.example',
        timeoutMs: 20000,
      },
    });
    expect(parseRuntimeConfig({ apiBaseUrl: '/api' })).toEqual({
      ok: true,
      settings: {
        baseUrl: '/api',
        demo: false,
        ipLookupUrl: null,
        merchandisingUrl: null,
        timeoutMs: null,
      },
    });
  });

  it('lists every problem (said in Portuguese by the problem page) and never starts on a half-valid file', () => {
    const result = parseRuntimeConfig({
      apiBaseURL: 'https://x.example',
      ipLookupUrl: 'javascript:alert(1)',
      apiTimeoutMs: -5,
      demo: 'sim',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.kind).toBe('invalid');
    expect(result.issues.map(describeIssue)).toEqual([
      'apiBaseUrl: obrigatório — o endereço do backend (https://… ou um caminho deste site, como /api).',
      'ipLookupUrl: "javascript:alert(1)" não é um endereço http(s)://.',
      'apiTimeoutMs: -5 não é um número inteiro de milissegundos (0 = sem limite).',
      'demo: "sim" precisa ser true ou false.',
      'apiBaseURL: campo desconhecido (os campos são apiBaseUrl, ipLookupUrl, merchandisingUrl, apiTimeoutMs, demo).',
    ]);
    for (const bad of ['ftp://files.example', '//evil.example', 'api.example', 'https://']) {
      expect(parseRuntimeConfig({ apiBaseUrl: bad })).toMatchObject({
        ok: false,
        issues: [{ field: 'apiBaseUrl', problem: 'site-address' }],
      });
    }
    expect(describeIssue({ field: 'apiBaseUrl', problem: 'site-address', value: 'ftp://x' })).toBe(
      'apiBaseUrl: "ftp://x" não é um endereço http(s):// nem um caminho deste site (/…).',
    );
    const notObject = parseRuntimeConfig([{ apiBaseUrl: '/api' }]);
    expect(notObject.ok ? [] : notObject.issues.map(describeIssue)).toEqual([
      'O arquivo precisa conter um objeto JSON ({ … }).',
    ]);
  });
});

describe('loadRuntimeConfig', () => {
  it('reads /config.json without a cache', async () => {
    let seen: RequestInit | undefined;
    const result = await loadRuntimeConfig(async (_input, init) => {
      seen = init;
      return new Response('{"apiBaseUrl":"https://api.example"}', { status: 200 });
    });
    expect(result).toMatchObject({ ok: true, settings: { baseUrl: 'https://api.example' } });
    expect(seen?.cache).toBe('no-store');
  });

  it("says 'missing' for a 404 or a server's SPA fallback page, 'unavailable' for another answer or none, 'invalid' for bad JSON", async () => {
    const said = async (fetchImpl: typeof fetch) => {
      const result = await loadRuntimeConfig(fetchImpl);
      return result.ok ? result : { kind: result.kind, problems: result.issues.map(describeIssue) };
    };
    expect(await said(answer(404, 'not found'))).toEqual({ kind: 'missing', problems: [] });
    expect(await said(answer(200, '<!doctype html><html></html>'))).toEqual({
      kind: 'missing',
      problems: [],
    });
    expect(await said(answer(503, 'busy'))).toEqual({
      kind: 'unavailable',
      problems: ['/config.json respondeu 503.'],
    });
    expect(
      await said(async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).toEqual({
      kind: 'unavailable',
      problems: ['O servidor não respondeu ao pedido de /config.json.'],
    });
    expect(await said(answer(200, '{ apiBaseUrl: x }'))).toEqual({
      kind: 'invalid',
      problems: ['O arquivo não é um JSON válido.'],
    });
  });
});
