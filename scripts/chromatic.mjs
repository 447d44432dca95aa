#!/usr/bin/env node
// `npm run chromatic`: the workbench's visual review on Chromatic, for a team with an account.
// Builds the workbench once with its dependency graph (`storybook build --stats-json`: what TurboSnap
// reads to snapshot only the stories a change can affect), then publishes that build with the
// options in chromatic.config.json. Only the stories tagged 'visual' are snapshotted (they opt in
// with `parameters.chromatic.disableSnapshot: false`; .storybook/preview.tsx checks the two agree).
//
// CHROMATIC_PROJECT_TOKEN (the project's token, from chromatic.com › Manage) comes from the
// environment, never from a file. CHROMATIC_SKIP_BUILD=1 publishes the existing storybook-static/
// (it must have been built with --stats-json). Other arguments go to the chromatic CLI as they are
// (e.g. `npm run chromatic -- --branch-name feature/x`).
// Without an account: `npm run test:visual` compares the same stories with the PNGs in the repository.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.join(root, 'storybook-static');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    'npm run chromatic needs the project token in CHROMATIC_PROJECT_TOKEN (chromatic.com › your project › Manage › Configure).\n' +
      'Without a Chromatic account, `npm run test:visual` checks the same stories against the baselines committed in the repository.',
  );
  process.exit(2);
}

if (process.env.CHROMATIC_SKIP_BUILD !== '1') {
  const build = spawnSync(bin('storybook'), ['build', '-o', buildDir, '--stats-json', buildDir, '--quiet'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (!existsSync(path.join(buildDir, 'preview-stats.json'))) {
  console.error(`${path.relative(root, buildDir)}/preview-stats.json is missing: TurboSnap needs a build made with --stats-json (run without CHROMATIC_SKIP_BUILD).`);
  process.exit(2);
}

const run = spawnSync(bin('chromatic'), ['--config-file', path.join(root, 'chromatic.config.json'), ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
process.exit(run.status ?? 1);
