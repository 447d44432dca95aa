#!/usr/bin/env node
// Fails when packages/api/src/generated/schema.ts is not what `npm run gen:api` makes of
// openapi/conecta.yaml: the generated types are never hand-edited and never stale.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const committed = path.join(root, 'packages/api/src/generated/schema.ts');
const fresh = path.join(mkdtempSync(path.join(tmpdir(), 'conecta-gen-')), 'schema.ts');

const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
run('npx', ['openapi-typescript', 'openapi/conecta.yaml', '-o', fresh]);

if (readFileSync(fresh, 'utf8') !== readFileSync(committed, 'utf8')) {
  console.error('packages/api/src/generated/schema.ts is stale: run `npm run gen:api` and commit the result.');
  process.exit(1);
}
console.log('Generated API types match openapi/conecta.yaml.');
