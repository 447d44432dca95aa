#!/usr/bin/env node
// `npm test`: every check a change must pass, in the order that fails fastest.
// lint → typecheck → contract lint → generated types fresh → unit → stories in Chromium → end-to-end.
// Prints each step's wall time and, at the end, one line: 'Tests: N passed, N failed'.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, 'test-results');
mkdirSync(resultsDir, { recursive: true });
process.env.STORYBOOK_DISABLE_TELEMETRY = '1';

const vitest = (project) => [
  'npx',
  ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(resultsDir, `${project}.json`)}`],
];

const steps = [
  ['lint', 'npx', ['eslint', '--max-warnings=0', '.']],
  ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']],
  ['contract lint (Redocly)', 'npx', ['redocly', 'lint', 'openapi/conecta.yaml', '--config', 'openapi/redocly.yaml']],
  ['generated API types are fresh', 'node', ['scripts/check-generated.mjs']],
  ['unit tests', ...vitest('unit')],
  ['story tests (Chromium)', ...vitest('storybook')],
  ['end-to-end tests (Chromium)', ...vitest('e2e')],
];

const timings = [];
let failed = false;
for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}`);
  const started = performance.now();
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  const seconds = (performance.now() - started) / 1000;
  timings.push([name, seconds, status === 0]);
  if (status !== 0) {
    failed = true;
    console.error(`✖ ${name} failed (exit ${status})`);
    break;
  }
}

let passed = 0;
let failedTests = 0;
for (const project of ['unit', 'storybook', 'e2e']) {
  const file = path.join(resultsDir, `${project}.json`);
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failedTests += report.numFailedTests ?? 0;
}

console.log('\nStep timings:');
for (const [name, seconds, ok] of timings) console.log(`  ${ok ? '✓' : '✖'} ${name.padEnd(30)} ${seconds.toFixed(1)} s`);
console.log(`\nTests: ${passed} passed, ${failedTests} failed`);
process.exit(failed || failedTests > 0 ? 1 : 0);
