// The contract as one JSON document (`$ref`s between files resolved to #/components), bundled by the
// Redocly CLI. Shared by the generators of `npm run gen:api`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** openapi/conecta.yaml bundled into one parsed document. */
export function bundleContract() {
  const dir = mkdtempSync(path.join(tmpdir(), 'conecta-contract-'));
  const out = path.join(dir, 'conecta.json');
  try {
    const result = spawnSync(
      path.join(root, 'node_modules/.bin/redocly'),
      ['bundle', 'openapi/conecta.yaml', '--ext', 'json', '-o', out],
      { cwd: root, encoding: 'utf8' },
    );
    if (result.status !== 0) throw new Error(`redocly bundle failed:\n${result.stderr}`);
    return JSON.parse(readFileSync(out, 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** HTTP methods of an OpenAPI path item, in the order they are read. */
export const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
