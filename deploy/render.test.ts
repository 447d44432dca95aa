import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configOf, originOf, render, substitute, templateValues } from './render';

const folders = { root: '/srv/conecta', confDir: '/etc/conecta', configDir: '/etc/conecta' };

describe('deploy/render', () => {
  it("allows the backend and the IP service in connect-src, the backend's images, and frames from the site itself by default", () => {
    const values = templateValues(
      {
        CONECTA_API_BASE_URL: 'https://api.conecta.example/v1',
        CONECTA_IP_LOOKUP_URL: 'https://api.ipify.org?format=json',
      },
      folders,
    );
    expect(values.CONECTA_CONNECT_SRC).toBe(
      "'self' https://api.conecta.example https://api.ipify.org",
    );
    expect(values.CONECTA_IMG_SRC).toBe("'self' data: blob: https://api.conecta.example");
    expect(values.CONECTA_FRAME_ANCESTORS).toBe("'self'");
    expect(values.CONECTA_CSP_REPORT).toBe('');
    expect(values.CONECTA_LISTEN).toBe('8080');
    // A backend on a path of the same site adds no origin.
    expect(templateValues({ CONECTA_API_BASE_URL: '/api' }, folders).CONECTA_CONNECT_SRC).toBe(
      "'self'",
    );
    expect(originOf('/api')).toBeNull();
    expect(
      templateValues(
        {
          CONECTA_API_BASE_URL: '/api',
          CONECTA_FRAME_ANCESTORS: 'https://parceiro.example',
          CONECTA_CSP_REPORT_URI: '/csp',
        },
        folders,
      ),
    ).toMatchObject({
      CONECTA_FRAME_ANCESTORS: 'https://parceiro.example',
      CONECTA_CSP_REPORT: '; report-uri /csp',
    });
  });

  it("replaces only the ${CONECTA_…} names, as the image's envsubst does, and refuses an unknown one", () => {
    expect(
      substitute(
        'root ${CONECTA_ROOT}; sub_filter "x" "$request_id"; try_files $uri /index.html;',
        { CONECTA_ROOT: '/srv' },
      ),
    ).toBe('root /srv; sub_filter "x" "$request_id"; try_files $uri /index.html;');
    expect(() => substitute('listen ${CONECTA_PORTA};', {})).toThrow('${CONECTA_PORTA}: no value');
  });

  it("writes the portal's config.json only when it is valid, saying what is wrong otherwise", () => {
    expect(
      configOf({
        CONECTA_API_BASE_URL: 'https://api.example',
        CONECTA_API_TIMEOUT_MS: '20000',
        CONECTA_DEMO: 'false',
      }),
    ).toEqual({
      apiBaseUrl: 'https://api.example',
      apiTimeoutMs: 20000,
      demo: false,
    });
    expect(() => configOf({})).toThrow(/apiBaseUrl: obrigatório/);
    expect(() =>
      configOf({ CONECTA_API_BASE_URL: 'https://api.example', CONECTA_IP_LOOKUP_URL: 'ipify' }),
    ).toThrow(/ipLookupUrl: "ipify" não é um endereço http\(s\):\/\//);
  });

  it('renders a whole configuration: every template value filled, the folders of this rendering', () => {
    const out = mkdtempSync(path.join(tmpdir(), 'conecta-render-test-'));
    try {
      render(
        { CONECTA_API_BASE_URL: 'https://api.example', CONECTA_LISTEN: '9090' },
        '/srv/dist',
        out,
      );
      const server = readFileSync(path.join(out, 'conecta.conf'), 'utf8');
      const headers = readFileSync(path.join(out, 'security-headers.inc'), 'utf8');
      expect(server).not.toMatch(/\$\{CONECTA_[A-Z_]+\}/);
      expect(headers).not.toMatch(/\$\{CONECTA_[A-Z_]+\}/);
      expect(server).toContain('listen 9090;');
      expect(server).toContain('root /srv/dist;');
      expect(server).toContain(`include ${out}/security-headers.inc;`);
      expect(headers).toContain("connect-src 'self' https://api.example;");
      expect(headers).toContain("style-src 'self' 'nonce-$request_id';");
      expect(JSON.parse(readFileSync(path.join(out, 'config.json'), 'utf8'))).toEqual({
        apiBaseUrl: 'https://api.example',
      });
      expect(readFileSync(path.join(out, 'nginx.conf'), 'utf8')).toContain(
        `include ${out}/conecta.conf;`,
      );
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
