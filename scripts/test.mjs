#!/usr/bin/env node
// `npm test`: every check a change must pass, in the order that fails fastest.
// lint → typecheck → contract lint → generated types fresh → {unit, bundle budgets (its demo build is
// the one the e2e tests serve), docs pages} → {stories and visual baselines, end-to-end, the packed
// packages embedded in a fresh app} in Chromium.
// Prints each step's wall time and, at the end, one line: 'Tests: N passed, N failed'.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, 'test-results');
mkdirSync(resultsDir, { recursive: true });
process.env.STORYBOOK_DISABLE_TELEMETRY = '1';

const vitest = (project, report = project, extra = []) => [
  'npx',
  ['vitest', 'run', '--project', project, ...extra, '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(resultsDir, `${report}.json`)}`],
];

// The stories (Vitest's 'storybook' project, several story files at a time: STORY_WORKERS pages of one
// browser, each its own context) and the stories tagged 'visual' (play, axe, and the screen compared
// with its committed PNG; left out of the other project, so each story runs once) in one Vitest run:
// one process, one Vite server per project. Two shards in two processes took about 500 s on 2 cores
// beside the visual run; one run of both with 3 story pages, about 440 s. Beside the end-to-end tests
// (below) the machine is busy anyway: 2 story pages, and 4 fault-matrix pages (8 when alone).
const storyRun = [...vitest('storybook', 'stories', ['--project', 'visual']), { STORY_WORKERS: process.env.STORY_WORKERS ?? '2' }];
const reports = ['unit', 'stories', 'e2e', 'docs', 'embed'];
for (const report of reports) rmSync(path.join(resultsDir, `${report}.json`), { force: true });

/** Runs commands side by side; resolves with the first non-zero exit status, or 0. */
async function runParallel(runs) {
  const statuses = await Promise.all(
    runs.map(
      ([command, args, env]) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
          child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
          child.on('error', () => resolve(1));
        }),
    ),
  );
  return statuses.find((status) => status !== 0) ?? 0;
}

/** The e2e build's time limit per backend call (E2E_API_TIMEOUT_MS in e2e/global-setup.ts). */
const E2E_API_TIMEOUT_MS = '4000';

const steps = [
  // One after the other: side by side, lint and typecheck (each builds the TypeScript program) took
  // 59 s against 46 s in turn on 2 cores.
  ['lint', 'npx', ['eslint', '--max-warnings=0', '.']],
  ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']],
  ['contract lint (Redocly)', 'npx', ['redocly', 'lint', 'openapi/conecta.yaml', '--config', 'openapi/redocly.yaml']],
  ['generated API types are fresh', 'node', ['scripts/check-generated.mjs']],
  // Side by side, none of them timing-sensitive: the unit tests; two production builds of the portal
  // (real backend: enforced; demo: reported) measured from their manifests and source maps
  // (scripts/budgets.mjs); and the workbench's docs pages (e2e/workbench-docs.docs.ts: the built
  // workbench, every docs page opened in Chromium).
  [
    'unit tests, bundle budgets and docs pages',
    'parallel',
    [
      [...vitest('unit')],
      // The demo build is kept in apps/portal/dist with the e2e time limit: the end-to-end tests serve it.
      ['node', ['scripts/budgets.mjs'], { BUDGETS_DEMO_OUT: 'apps/portal/dist', BUDGETS_DEMO_API_TIMEOUT_MS: E2E_API_TIMEOUT_MS }],
      [...vitest('docs')],
    ],
  ],
  // Side by side in Chromium: the stories and visual baselines; the portal end to end (serving the
  // budgets' demo build: its pages start the mock worker and wait until it controls them, see
  // packages/api/src/mocks/worker-start.ts); the partner's view (scripts/test-embed.ts: packed
  // packages in a fresh Vite app against the mock server). The end-to-end tests mostly wait (time
  // limits, dialogs that close by themselves): after the stories instead, this step took about 5 min more.
  [
    'stories, visual, end-to-end and embedding tests (Chromium)',
    'parallel',
    [storyRun, [...vitest('e2e'), { E2E_SKIP_BUILD: '1', FAULT_MATRIX_PAGES: process.env.FAULT_MATRIX_PAGES ?? '4' }], ['npx', ['tsx', 'scripts/test-embed.ts']]],
  ],
];

const timings = [];
let failed = false;
for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}`);
  const started = performance.now();
  const status =
    command === 'parallel'
      ? await runParallel(args)
      : spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env }).status;
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
// The failed tests by name, printed last: parallel steps interleave their output, and a CI log is often
// read from its tail.
const failures = [];
for (const name of reports) {
  const file = path.join(resultsDir, `${name}.json`);
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failedTests += report.numFailedTests ?? 0;
  for (const failure of report.failures ?? []) failures.push(`[${name}] ${failure}`);
  for (const suite of report.testResults ?? []) {
    const file = path.relative(root, suite.name ?? '');
    const failedAssertions = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedAssertions) {
      const reason = String(test.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300);
      failures.push(`[${name}] ${file} › ${test.fullName}: ${reason}`);
    }
    if (suite.status === 'failed' && failedAssertions.length === 0) failures.push(`[${name}] ${file}: ${String(suite.message ?? '').split('\n')[0].slice(0, 300)}`);
  }
}

console.log('\nStep timings:');
for (const [name, seconds, ok] of timings) console.log(`  ${ok ? '✓' : '✖'} ${name.padEnd(30)} ${seconds.toFixed(1)} s`);
if (failures.length > 0) {
  console.log('\nFailed:');
  for (const failure of failures) console.log(`  ✖ ${failure}`);
}
console.log(`\nTests: ${passed} passed, ${failedTests} failed`);
process.exit(failed || failedTests > 0 ? 1 : 0);
