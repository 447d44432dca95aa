/**
 * Renders the portal's server configuration for one environment (issue 19): the nginx server block
 * and its security headers (deploy/nginx/*.template) and the portal's /config.json, from
 * environment variables — the same names the container image reads (deploy/docker).
 *
 *   CONECTA_API_BASE_URL=https://api.example tsx --conditions=conecta-source deploy/render.ts --dist apps/portal/dist --out /tmp/conecta
 *
 * writes into --out: nginx.conf (a whole configuration for `nginx -p <out> -c nginx.conf`, with its
 * pid, logs and temporary files in <out>), conecta.conf, security-headers.inc and config.json.
 * The variables (only CONECTA_API_BASE_URL is required):
 *   CONECTA_API_BASE_URL       the backend (config.json apiBaseUrl; also allowed by connect-src and img-src)
 *   CONECTA_IP_LOOKUP_URL      the public IP service (ipLookupUrl; allowed by connect-src)
 *   CONECTA_MERCHANDISING_URL  the merchandising app (merchandisingUrl)
 *   CONECTA_API_TIMEOUT_MS     time limit of a backend call (apiTimeoutMs)
 *   CONECTA_DEMO               'true': a demonstration environment (demo)
 *   CONECTA_FRAME_ANCESTORS    who may frame the portal (CSP frame-ancestors; default 'self')
 *   CONECTA_CSP_REPORT_URI     where browsers report violations (report-uri; default none)
 *   CONECTA_LISTEN             the port (default 8080); CONECTA_SERVER_NAME (default _)
 */
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseRuntimeConfig } from '@conecta/portal/src/app/runtime-config';
import { describeIssue } from '@conecta/portal/src/app/config-messages';

const here = import.meta.dirname;

/** The values of one environment. */
export interface Environment {
  [name: string]: string | undefined;
}

/** The origin of an absolute URL ('https://api.example:8443'); null for a path of the same site. */
export function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The portal's /config.json for `env`; throws with every problem (in Portuguese) when it is not valid. */
export function configOf(env: Environment): Record<string, unknown> {
  const config: Record<string, unknown> = { apiBaseUrl: env.CONECTA_API_BASE_URL ?? '' };
  if (env.CONECTA_IP_LOOKUP_URL) config.ipLookupUrl = env.CONECTA_IP_LOOKUP_URL;
  if (env.CONECTA_MERCHANDISING_URL) config.merchandisingUrl = env.CONECTA_MERCHANDISING_URL;
  if (env.CONECTA_API_TIMEOUT_MS) config.apiTimeoutMs = Number(env.CONECTA_API_TIMEOUT_MS);
  if (env.CONECTA_DEMO) config.demo = env.CONECTA_DEMO === 'true';
  const checked = parseRuntimeConfig(config);
  if (!checked.ok)
    throw new Error(
      `Configuração inválida:\n${checked.issues.map((issue) => `  - ${describeIssue(issue)}`).join('\n')}`,
    );
  return config;
}

/** The ${CONECTA_…} values the templates take, derived from `env` (and the folders of this rendering). */
export function templateValues(
  env: Environment,
  folders: { root: string; confDir: string; configDir: string },
): Record<string, string> {
  const origins = [env.CONECTA_API_BASE_URL, env.CONECTA_IP_LOOKUP_URL]
    .flatMap((url) => (url ? [originOf(url)] : []))
    .filter((origin): origin is string => !!origin);
  const backend = env.CONECTA_API_BASE_URL ? originOf(env.CONECTA_API_BASE_URL) : null;
  return {
    CONECTA_LISTEN: env.CONECTA_LISTEN || '8080',
    CONECTA_SERVER_NAME: env.CONECTA_SERVER_NAME || '_',
    CONECTA_ROOT: folders.root,
    CONECTA_CONF_DIR: folders.confDir,
    CONECTA_CONFIG_DIR: folders.configDir,
    CONECTA_CONNECT_SRC: ["'self'", ...new Set(origins)].join(' '),
    CONECTA_IMG_SRC: ["'self'", 'data:', 'blob:', ...(backend ? [backend] : [])].join(' '),
    CONECTA_FRAME_ANCESTORS: env.CONECTA_FRAME_ANCESTORS || "'self'",
    CONECTA_CSP_REPORT: env.CONECTA_CSP_REPORT_URI
      ? `; report-uri ${env.CONECTA_CSP_REPORT_URI}`
      : '',
  };
}

/**
 * Replaces `${NAME}` for the names in `values` only, as the nginx image's envsubst does with the
 * variables it is given: nginx's own `$uri`, `$request_id` stay. A ${CONECTA_…} left unknown is an error.
 */
export function substitute(template: string, values: Record<string, string>): string {
  const text = template.replace(/\$\{(CONECTA_[A-Z_]+)\}/g, (whole, name: string) => {
    if (!(name in values)) throw new Error(`${whole}: no value`);
    return values[name] as string;
  });
  return text;
}

/** A whole nginx configuration around the server block, for `nginx -p <out> -c nginx.conf` without root's folders. */
export function standaloneNginxConf(out: string): string {
  return `# Rendered by deploy/render.ts: nginx -p ${out} -c nginx.conf
worker_processes 1;
pid ${out}/nginx.pid;
error_log ${out}/error.log warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log ${out}/access.log;
    client_body_temp_path ${out}/temp/body;
    proxy_temp_path ${out}/temp/proxy;
    fastcgi_temp_path ${out}/temp/fastcgi;
    uwsgi_temp_path ${out}/temp/uwsgi;
    scgi_temp_path ${out}/temp/scgi;
    sendfile on;
    include ${out}/conecta.conf;
}
`;
}

/** Writes the rendering of `env` into `out` for the build in `dist`; returns the template values used. */
export function render(env: Environment, dist: string, out: string): Record<string, string> {
  mkdirSync(path.join(out, 'temp'), { recursive: true });
  // As root, nginx's workers run as nobody: they must read the folder.
  chmodSync(out, 0o755);
  const values = templateValues(env, { root: dist, confDir: out, configDir: out });
  const template = (name: string) => readFileSync(path.join(here, 'nginx', name), 'utf8');
  writeFileSync(path.join(out, 'config.json'), `${JSON.stringify(configOf(env), null, 2)}\n`);
  writeFileSync(
    path.join(out, 'conecta.conf'),
    substitute(template('conecta.conf.template'), values),
  );
  writeFileSync(
    path.join(out, 'security-headers.inc'),
    substitute(template('security-headers.inc.template'), values),
  );
  writeFileSync(path.join(out, 'nginx.conf'), standaloneNginxConf(out));
  return values;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const { values } = parseArgs({ options: { dist: { type: 'string' }, out: { type: 'string' } } });
  if (!values.dist || !values.out) {
    console.error(
      'usage: CONECTA_API_BASE_URL=… tsx --conditions=conecta-source deploy/render.ts --dist <the build> --out <folder>',
    );
    process.exit(2);
  }
  const used = render(process.env, path.resolve(values.dist), path.resolve(values.out));
  console.log(
    `rendered into ${path.resolve(values.out)}: nginx.conf, conecta.conf, security-headers.inc, config.json`,
  );
  console.log(
    `  connect-src ${used.CONECTA_CONNECT_SRC}; frame-ancestors ${used.CONECTA_FRAME_ANCESTORS}`,
  );
}
