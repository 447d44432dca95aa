#!/usr/bin/env node
// `npm test`: every check a change must pass, in the order that fails fastest.
// contract lint → generated types fresh → bundle budgets (its demo build is the one the e2e tests
// serve) → two lanes side by side: {lint → typecheck → end-to-end → the packed packages embedded in a
// fresh app} and {unit → stories and visual baselines → docs pages}; a failed lint or typecheck stops
// both lanes.
// Prints each step's (and each run's) wall time and, at the end, one line: 'Tests: N passed, N failed'.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createCpuSampler, machineBusySeconds } from './cpu-sampler.mjs';

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
// one process, one Vite server per project, each project's story files sharing one page (isolate:
// false, vitest.config.ts). Alone with 2 story pages about 290 s and 390 CPU-s on 2 cores. Beside the
// end-to-end tests (below) the machine is busy anyway: 2 story pages, and 4 fault-matrix pages.
const storyRun = [...vitest('storybook', 'stories', ['--project', 'visual']), { STORY_WORKERS: process.env.STORY_WORKERS ?? '2' }];
const reports = ['unit', 'stories', 'e2e', 'docs', 'embed'];
for (const report of reports) rmSync(path.join(resultsDir, `${report}.json`), { force: true });

/** Each run of a parallel step: its name, wall time (s), whether it passed and its CPU seconds (sampled). */
const runTimings = [];
const cpu = createCpuSampler();
let runsStarted = 0;
const busyAtStart = machineBusySeconds();
const startedAt = performance.now();
/** A run's short name: the one it was given, the Vitest project(s) or the script. */
const runName = (args, options = {}) => {
  if (options.name) return options.name;
  const projects = args.flatMap((arg, index) => (args[index - 1] === '--project' ? [arg] : []));
  return projects.length > 0 ? projects.join(' + ') : (args.find((arg) => arg.startsWith('scripts/')) ?? args.join(' '));
};

/** The runs in progress (their child processes): a failed gate stops them. */
const running = new Set();
/** Sends `signal` to every run in progress and to what it started (each run is a process group). */
function stopRuns(signal) {
  for (const child of running) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
}
/** Set once a gate failed: no lane starts another run. */
let stopped = false;

/**
 * Runs one command; resolves with its exit status. A run marked `gate` (lint, typecheck) that fails
 * stops every other lane: the tests of code that does not lint or compile are not worth the minutes.
 */
function runOne([command, args, env, options = {}]) {
  const started = performance.now();
  return new Promise((resolve) => {
    // Its own process group, so that stopping it stops what it started (Vitest's browsers, servers).
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env }, detached: true });
    running.add(child);
    const key = runsStarted++;
    cpu.track(child.pid, key);
    const done = (status) => {
      running.delete(child);
      runTimings.push([runName(args, options), (performance.now() - started) / 1000, status === 0, cpu.secondsOf(key)]);
      if (status !== 0 && options.gate && !stopped) {
        stopped = true;
        console.error(`✖ ${runName(args, options)} failed: the other lanes are stopped`);
        stopRuns('SIGTERM');
      }
      resolve(status);
    };
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.on('error', () => done(1));
  });
}

/** Runs one after the other, stopping at the first that fails; resolves with its status, or 0. */
async function runSequence(runs) {
  for (const run of runs) {
    if (stopped) return 1;
    const status = await runOne(run);
    if (status !== 0) return status;
  }
  return 0;
}

/** Runs lanes side by side, each a list of commands run in turn; resolves with the first non-zero exit status, or 0. */
async function runParallel(lanes) {
  const statuses = await Promise.all(lanes.map(runSequence));
  return statuses.find((status) => status !== 0) ?? 0;
}

// Ctrl-C (or CI's stop) stops the runs' process groups too.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopRuns(signal);
    process.exit(130);
  });
}

/** The e2e build's time limit per backend call (E2E_API_TIMEOUT_MS in e2e/global-setup.ts). */
const E2E_API_TIMEOUT_MS = '4000';

const steps = [
  // First what every later step needs, about 8 s: the contract linted, the generated types fresh, and
  // two production builds of the portal (real backend: enforced; demo: reported) measured from their
  // manifests and source maps (scripts/budgets.mjs). The demo build is kept in apps/portal/dist with
  // the e2e time limit: the end-to-end tests serve it.
  ['contract lint (Redocly)', 'npx', ['redocly', 'lint', 'openapi/conecta.yaml', '--config', 'openapi/redocly.yaml']],
  ['generated API types are fresh', 'node', ['scripts/check-generated.mjs']],
  [
    'bundle budgets',
    'node',
    ['scripts/budgets.mjs'],
    { BUDGETS_DEMO_OUT: 'apps/portal/dist', BUDGETS_PROD_OUT: 'apps/portal/dist-prod', BUDGETS_DEMO_API_TIMEOUT_MS: E2E_API_TIMEOUT_MS },
  ],
  // Then two lanes side by side until both end; the machine is busy throughout (CPU-bound on a 2-core
  // CI machine), so what counts is the CPU each run needs and lanes of about equal length:
  // - lint and typecheck (each single-threaded: they ran first, alone, and left a core idle for 45 s;
  //   side by side with each other they took 59 s against 46 s in turn), then the portal end to end
  //   (serving the budgets' demo build: its pages start the mock worker and wait until it controls
  //   them, see packages/api/src/mocks/worker-start.ts), two files at a time, then the partner's view
  //   (scripts/test-embed.ts: packed packages in a fresh Vite app against the mock server; its build
  //   of the packages reuses the declarations the typecheck wrote, scripts/typecheck.ts).
  //   Lint and typecheck are gates: either failing stops the other lane;
  // - the unit tests; the contract test against the mock server over HTTP (scripts/contract/run.ts,
  //   about 5 s); the stories and visual baselines; the workbench's docs pages
  //   (e2e/workbench-docs.docs.ts: the built workbench, every docs page opened in Chromium, three at
  //   a time). The docs test keeps both cores busy on its own (about 1.9 of them), the story run about
  //   1.4, so the docs test goes last.
  [
    'lint, typecheck, unit, docs, stories, visual, embedding and end-to-end tests',
    'parallel',
    [
      [
        ['npx', ['eslint', '--max-warnings=0', '.'], {}, { name: 'lint', gate: true }],
        ['npx', ['tsx', 'scripts/typecheck.ts', '--one-checker'], {}, { name: 'typecheck', gate: true }],
        [...vitest('e2e'), { E2E_SKIP_BUILD: '1', E2E_WORKERS: process.env.E2E_WORKERS ?? '2', FAULT_MATRIX_PAGES: process.env.FAULT_MATRIX_PAGES ?? '4' }],
        ['npx', ['tsx', 'scripts/test-embed.ts']],
      ],
      [[...vitest('unit')], ['npx', ['tsx', '--conditions=conecta-source', 'scripts/contract/run.ts'], {}, { name: 'contract' }], storyRun, [...vitest('docs')]],
    ],
  ],
];

const timings = [];
let failed = false;
for (const [name, command, args, env] of steps) {
  console.log(`\n▶ ${name}`);
  const started = performance.now();
  const status =
    command === 'parallel'
      ? await runParallel(args)
      : spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status;
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
for (const [name, seconds, ok, cpuSeconds] of runTimings) {
  console.log(`      ${ok ? '✓' : '✖'} ${name.padEnd(26)} ${seconds.toFixed(1).padStart(6)} s, ${cpuSeconds.toFixed(0).padStart(4)} CPU-s`);
}
cpu.stop();
const busy = machineBusySeconds();
if (busyAtStart !== undefined && busy !== undefined) {
  console.log(`  in all: ${((performance.now() - startedAt) / 1000).toFixed(0)} s, the machine busy ${(busy - busyAtStart).toFixed(0)} CPU-s (runs' CPU sampled once a second: slightly low)`);
}
if (failures.length > 0) {
  console.log('\nFailed:');
  for (const failure of failures) console.log(`  ✖ ${failure}`);
}
console.log(`\nTests: ${passed} passed, ${failedTests} failed`);
process.exit(failed || failedTests > 0 ? 1 : 0);
