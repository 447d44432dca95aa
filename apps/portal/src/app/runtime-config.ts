/**
 * The production build's settings, read at start from `/config.json` (issue 19): one artefact serves
 * every environment; each deployment publishes its own file beside `index.html` (never cached).
 *
 * ```json
 * { "apiBaseUrl": "https://api.conecta.example", "ipLookupUrl": "https://api.ipify.org?format=json",
 *   "merchandisingUrl": "https://merchan.example", "apiTimeoutMs": 30000, "demo": false }
 * ```
 * Only `apiBaseUrl` is required. A missing, unreadable or invalid file stops the start with a page
 * saying what is wrong (ConfigProblem.tsx) rather than a portal that fails call by call.
 * Kept small and free of dependencies: it is part of every first load.
 */
import { checkHyperlink } from '@conecta/core';
import type { PortalSettings } from './backend';

/** Where the production build reads its settings. */
export const CONFIG_PATH = '/config.json';

/** What went wrong: no file (404), a file that could not be read, or one with errors. */
export type ConfigProblemKind = 'missing' | 'unavailable' | 'invalid';

/**
 * One thing wrong with the file, as a code: the problem page (config-messages.ts, loaded only then)
 * says it in Portuguese, so the first load of every start carries no texts for a rare failure.
 */
export interface ConfigIssue {
  /** The field at fault, if any. */
  field?: string;
  problem:
    | 'required'
    | 'address'
    | 'site-address'
    | 'milliseconds'
    | 'boolean'
    | 'unknown'
    | 'not-object'
    | 'not-json'
    | 'no-answer'
    | 'status';
  /** The value found (or the HTTP status). */
  value?: unknown;
}

export type RuntimeConfigResult =
  | { ok: true; settings: PortalSettings }
  | { ok: false; kind: ConfigProblemKind; issues: ConfigIssue[] };

/** The fields of the file. */
export const CONFIG_FIELDS = [
  'apiBaseUrl',
  'ipLookupUrl',
  'merchandisingUrl',
  'apiTimeoutMs',
  'demo',
];

/** An absolute http(s) address (core's hyperlink check); `allowPath`: or a path on this site ('/api'). */
function isAddress(value: string, allowPath: boolean): boolean {
  if (allowPath && value.startsWith('/') && !value.startsWith('//')) return true;
  return value !== '' && checkHyperlink(value) === null;
}

const invalid = (issues: ConfigIssue[]): RuntimeConfigResult => ({
  ok: false,
  kind: 'invalid',
  issues,
});

/** Checks the parsed file; every issue is listed. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfigResult {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return invalid([{ problem: 'not-object' }]);
  const file = raw as Record<string, unknown>;
  const issues: ConfigIssue[] = [];
  const address = (field: string, required: boolean, allowPath: boolean): string | null => {
    const value = file[field];
    if (value === undefined || value === null || value === '') {
      if (required) issues.push({ field, problem: 'required' });
      return null;
    }
    if (typeof value !== 'string' || !isAddress(value.trim(), allowPath)) {
      issues.push({ field, problem: allowPath ? 'site-address' : 'address', value });
      return null;
    }
    return value.trim().replace(/\/+$/, '');
  };
  const baseUrl = address('apiBaseUrl', true, true);
  const ipLookupUrl = address('ipLookupUrl', false, false);
  const merchandisingUrl = address('merchandisingUrl', false, false);
  const timeout = file.apiTimeoutMs;
  if (
    timeout != null &&
    !(typeof timeout === 'number' && Number.isInteger(timeout) && timeout >= 0)
  ) {
    issues.push({ field: 'apiTimeoutMs', problem: 'milliseconds', value: timeout });
  }
  if (file.demo !== undefined && typeof file.demo !== 'boolean')
    issues.push({ field: 'demo', problem: 'boolean', value: file.demo });
  for (const field of Object.keys(file))
    if (!CONFIG_FIELDS.includes(field)) issues.push({ field, problem: 'unknown' });
  if (issues.length > 0 || baseUrl === null) return invalid(issues);
  return {
    ok: true,
    settings: {
      baseUrl,
      demo: file.demo === true,
      ipLookupUrl,
      merchandisingUrl,
      timeoutMs: typeof timeout === 'number' ? timeout : null,
    },
  };
}

/** Reads and checks `/config.json` (never from a cache: a deployment may change it at any time). */
export async function loadRuntimeConfig(
  fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args),
  path = CONFIG_PATH,
): Promise<RuntimeConfigResult> {
  let response: Response;
  try {
    response = await fetchImpl(path, { cache: 'no-store' });
  } catch {
    return { ok: false, kind: 'unavailable', issues: [{ problem: 'no-answer' }] };
  }
  if (response.status === 404) return { ok: false, kind: 'missing', issues: [] };
  if (!response.ok)
    return {
      ok: false,
      kind: 'unavailable',
      issues: [{ problem: 'status', value: response.status }],
    };
  const text = await response.text();
  // A server without the file may answer its SPA fallback (index.html) with 200.
  if (/^\s*</.test(text)) return { ok: false, kind: 'missing', issues: [] };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return invalid([{ problem: 'not-json' }]);
  }
  return parseRuntimeConfig(raw);
}
