#!/usr/bin/env node
// Fails when what `npm run gen:api` makes of openapi/conecta.yaml differs from what is committed in
// packages/api/src/generated/: the types (schema.ts, openapi-typescript) and the response
// validators (validators.js and validators.d.ts, scripts/gen-validators.mjs) and the access table
// (access.ts, scripts/gen-access.mjs) and the request validators (request-*validators.js,
// scripts/gen-request-validators.mjs) are never hand-edited
// and never stale.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const committedDir = path.join(root, 'packages/api/src/generated');
const freshDir = mkdtempSync(path.join(tmpdir(), 'conecta-gen-'));

const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
run('npx', ['openapi-typescript', 'openapi/conecta.yaml', '-o', path.join(freshDir, 'schema.ts')]);
run(process.execPath, [path.join(root, 'scripts/gen-validators.mjs'), '--out', freshDir]);
run(process.execPath, [path.join(root, 'scripts/gen-access.mjs'), '--out', freshDir]);
run(process.execPath, [path.join(root, 'scripts/gen-request-validators.mjs'), '--out', freshDir]);

const stale = ['schema.ts', 'validators.js', 'validators.d.ts', 'access.ts', 'request-validators.js', 'request-validators.d.ts', 'request-query-validators.js', 'request-body-validators.js'].filter((name) => {
  const read = (dir) => {
    try {
      return readFileSync(path.join(dir, name), 'utf8');
    } catch {
      return null;
    }
  };
  return read(freshDir) !== read(committedDir);
});
rmSync(freshDir, { recursive: true, force: true });
if (stale.length) {
  console.error(
    `packages/api/src/generated/${stale.join(', ')} ${stale.length > 1 ? 'are' : 'is'} stale: run \`npm run gen:api\` and commit the result.`,
  );
  process.exit(1);
}
console.log('Generated API types, response and request validators and access table match openapi/conecta.yaml.');
