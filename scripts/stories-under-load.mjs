#!/usr/bin/env node
// `npm run test:stories:load`: the story suite run several times back to back (STORY_RUNS, default 3)
// while the machine is kept busy by production builds of the portal, one after another (the load a
// CI machine meets when another job builds). Nothing is retried (CI is unset for the runs), so a
// story that depends on timing fails here. Prints each run's figures; exits non-zero on any failure.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const runs = Math.max(1, Number(process.env.STORY_RUNS ?? 3) || 1);
const env = { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' };
delete env.CI;

const outDir = mkdtempSync(path.join(os.tmpdir(), 'conecta-load-'));
let loading = true;
let builds = 0;
let current = null;
// The load: `vite build` of the portal, again and again, until the story runs are over.
const load = (async () => {
  while (loading) {
    await new Promise((resolve) => {
      current = spawn(
        'node_modules/.bin/vite',
        [
          'build',
          'apps/portal',
          '--outDir',
          path.join(outDir, 'dist'),
          '--emptyOutDir',
          '--logLevel',
          'error',
        ],
        {
          cwd: root,
          stdio: 'ignore',
          env,
        },
      );
      current.on('exit', (code) => {
        if (code === 0) builds += 1;
        resolve();
      });
    });
  }
})();

const results = [];
for (let run = 1; run <= runs; run += 1) {
  const report = path.join(outDir, `stories-${run}.json`);
  const started = performance.now();
  const status = await new Promise((resolve) => {
    const child = spawn(
      'npx',
      [
        'vitest',
        'run',
        '--project',
        'storybook',
        '--reporter=dot',
        '--reporter=json',
        `--outputFile.json=${report}`,
      ],
      {
        cwd: root,
        stdio: 'inherit',
        env,
      },
    );
    child.on('exit', (code) => resolve(code ?? 1));
  });
  const seconds = (performance.now() - started) / 1000;
  let passed = 0;
  let failed = 0;
  const failures = [];
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    passed = json.numPassedTests;
    failed = json.numFailedTests;
    for (const suite of json.testResults)
      for (const test of suite.assertionResults)
        if (test.status === 'failed')
          failures.push(`${path.relative(root, suite.name)} › ${test.fullName}`);
  } catch {
    failed = Math.max(failed, 1);
  }
  results.push({ run, seconds, passed, failed, status, failures });
  console.log(
    `\n[stories under load] run ${run}: ${passed} passed, ${failed} failed, ${seconds.toFixed(0)} s (builds so far: ${builds})`,
  );
}
loading = false;
current?.kill();
await load;
rmSync(outDir, { recursive: true, force: true });

console.log('\n[stories under load] summary');
for (const { run, seconds, passed, failed, failures } of results) {
  console.log(`  run ${run}: ${passed} passed, ${failed} failed, ${seconds.toFixed(0)} s`);
  for (const failure of failures) console.log(`    ✖ ${failure}`);
}
console.log(`  load: ${builds} production builds of the portal alongside`);
process.exit(results.every((result) => result.failed === 0 && result.status === 0) ? 0 : 1);
