// The contract as one JSON document (`$ref`s between files resolved to #/components), bundled by the
// Redocly CLI. Shared by the generators of `npm run gen:api` (types aside, three of them run in a
// row): the bundle is kept in the temporary folder under a hash of the contract's files, so the
// CLI runs once per version of the contract, not once per generator.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** A hash of every file of openapi/ (names and contents). */
function contractHash() {
  const hash = createHash('sha256');
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(path.relative(root, full)).update(readFileSync(full));
    }
  };
  walk(path.join(root, 'openapi'));
  return hash.digest('hex').slice(0, 16);
}

/** openapi/conecta.yaml bundled into one parsed document. */
export function bundleContract() {
  const cached = path.join(tmpdir(), `conecta-contract-${contractHash()}.json`);
  if (!existsSync(cached)) {
    // Written beside, then renamed: a generator running at the same time never reads half a file.
    const partial = path.join(mkdtempSync(path.join(tmpdir(), 'conecta-contract-')), 'conecta.json');
    const result = spawnSync(
      path.join(root, 'node_modules/.bin/redocly'),
      ['bundle', 'openapi/conecta.yaml', '--ext', 'json', '-o', partial],
      { cwd: root, encoding: 'utf8' },
    );
    if (result.status !== 0) throw new Error(`redocly bundle failed:\n${result.stderr}`);
    renameSync(partial, cached);
    rmSync(path.dirname(partial), { recursive: true, force: true });
  }
  return JSON.parse(readFileSync(cached, 'utf8'));
}

/** HTTP methods of an OpenAPI path item, in the order they are read. */
export const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
