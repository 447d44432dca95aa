// A partner's unit tests of the packed packages (issue 21): a fresh project outside the monorepo with
// the files of scripts/partner-unit/ — plain-JS Vitest tests of NotificationCenter (jsdom and
// happy-dom) and of SellerApproval's mount() (jsdom), and a vitest.config.js that sets the
// environment and nothing else (no inlined dependencies, no aliases, no setup files).
//
// `runPartnerUnitTests(work, tarballs)` writes the project into `work` (an empty folder outside the
// monorepo), installs the tarballs (`file:` dependencies), the features' peers, Vitest, jsdom,
// happy-dom, msw and @testing-library/* — each at the version the monorepo has installed, else at the
// one pinned below — runs `vitest run` with the JSON reporter and returns the counts. Only the
// Conecta packages the template lists are installed (other tarballs given are ignored): the two
// features and all they depend on.
//
// Alone: `tsx scripts/partner-unit.ts <folder of tarballs> [work folder]` (the tarballs of
// `npm pack -w @conecta/core -w @conecta/ui -w @conecta/api -w @conecta/embed
// -w @conecta/notification-center -w @conecta/seller-approval --pack-destination <folder>`).
import { spawn, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const template = path.join(import.meta.dirname, 'partner-unit');

/**
 * Versions for what the monorepo does not install, each checked with the partner project on this
 * machine's Node 20.19: jsdom 30 and later need Node 22 (their worker fails to start on 20 with
 * "Cannot read properties of undefined (reading 'bind')" from undici), so 29.1.1, the last for Node 20.
 */
const PINNED: Record<string, string> = {
  jsdom: '29.1.1',
  'happy-dom': '21.0.4',
  '@testing-library/react': '16.3.3',
};

/** How long install and run may take before they are stopped (a hang guard). */
const INSTALL_TIMEOUT_MS = 10 * 60_000;
const RUN_TIMEOUT_MS = 5 * 60_000;

interface PackageJson {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  [key: string]: unknown;
}

/** The fields of Vitest's JSON report read here. */
interface VitestReport {
  success: boolean;
  numTotalTests: number;
  numPassedTests: number;
  numFailedTests: number;
  numFailedTestSuites: number;
}

/** The version of `name` installed in the monorepo's node_modules, else the pinned one. */
function versionOf(name: string): string {
  const installed = path.join(root, 'node_modules', name, 'package.json');
  if (existsSync(installed))
    return (JSON.parse(readFileSync(installed, 'utf8')) as { version: string }).version;
  const pinned = PINNED[name];
  if (!pinned)
    throw new Error(
      `partner-unit: no version for ${name} (not in the monorepo's node_modules, not pinned)`,
    );
  return pinned;
}

/** The environment of the partner's commands: none of a surrounding Vitest run's or Node's options. */
function cleanEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (key.startsWith('VITEST') || key === 'NODE_OPTIONS' || key === 'NODE_ENV') continue;
    env[key] = value;
  }
  return env;
}

/** Runs a command, its output collected; resolves with its exit code (killed after `timeoutMs`). */
function run(
  command: string,
  args: string[],
  cwd: string,
  timeoutMs: number,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: cleanEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      output += `\n[partner-unit] ${command} ${args.join(' ')} stopped after ${timeoutMs / 1000} s\n`;
      child.kill('SIGTERM');
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? 1, output });
    });
  });
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/**
 * Creates the partner's project in `work` (created if missing; must lie outside the monorepo, or Node
 * would find the workspace's own packages), installs it with the tarballs (`name → .tgz path`; every
 * Conecta package the template lists must be among them, others are ignored) and runs its tests with Vitest's JSON
 * reporter. `failed` also counts a run that failed without a failed test (a file that did not load,
 * an uncaught error, no test at all). `output` is Vitest's and npm's output, then a summary line.
 */
export async function runPartnerUnitTests(
  work: string,
  tarballs: Record<string, string>,
): Promise<{ passed: number; failed: number; output: string }> {
  const folder = path.resolve(work);
  if (!path.relative(root, folder).startsWith('..')) {
    throw new Error(
      `partner-unit: ${folder} is inside the monorepo; the partner's project must be outside it`,
    );
  }
  mkdirSync(folder, { recursive: true });

  const pkg = JSON.parse(readFileSync(path.join(template, 'package.json'), 'utf8')) as PackageJson;
  delete pkg['//'];
  for (const deps of [pkg.dependencies, pkg.devDependencies]) {
    for (const name of Object.keys(deps)) {
      if (name.startsWith('@conecta/')) {
        const tarball = tarballs[name];
        if (!tarball) throw new Error(`partner-unit: no tarball for ${name}`);
        deps[name] = `file:${path.resolve(tarball)}`;
      } else {
        deps[name] = versionOf(name);
      }
    }
  }
  writeFileSync(path.join(folder, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  for (const file of readdirSync(template)) {
    if (file !== 'package.json') copyFileSync(path.join(template, file), path.join(folder, file));
  }

  const installStarted = performance.now();
  const install = await run(
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'],
    folder,
    INSTALL_TIMEOUT_MS,
  );
  const installSeconds = seconds(installStarted);
  if (install.code !== 0) {
    return {
      passed: 0,
      failed: 1,
      output: `${install.output}\n[partner-unit] npm install failed (${install.code}) after ${installSeconds} s`,
    };
  }

  const reportFile = path.join(folder, 'vitest-report.json');
  const runStarted = performance.now();
  const vitest = await run(
    path.join(folder, 'node_modules', '.bin', 'vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`],
    folder,
    RUN_TIMEOUT_MS,
  );
  const runSeconds = seconds(runStarted);
  const report: VitestReport = existsSync(reportFile)
    ? (JSON.parse(readFileSync(reportFile, 'utf8')) as VitestReport)
    : {
        success: false,
        numTotalTests: 0,
        numPassedTests: 0,
        numFailedTests: 0,
        numFailedTestSuites: 0,
      };
  const passed = report.numPassedTests;
  let failed = report.numFailedTests;
  if (failed === 0 && (vitest.code !== 0 || !report.success || report.numTotalTests === 0)) {
    failed = Math.max(1, report.numFailedTestSuites);
  }
  const summary = `[partner-unit] npm install ${installSeconds} s, vitest run ${runSeconds} s: ${passed} passed, ${failed} failed (exit ${vitest.code})`;
  return { passed, failed, output: `${install.output}${vitest.output}\n${summary}` };
}

/** The package name inside a tarball (its package/package.json). */
function packageNameOf(tarball: string): string {
  const result = spawnSync('tar', ['-xOzf', tarball, 'package/package.json'], { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`partner-unit: cannot read ${tarball}: ${result.stderr}`);
  return (JSON.parse(result.stdout) as { name: string }).name;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [tarballDir, workArg] = process.argv.slice(2);
  if (!tarballDir) {
    console.error('usage: tsx scripts/partner-unit.ts <folder of tarballs> [work folder]');
    process.exit(2);
  }
  const tarballs: Record<string, string> = {};
  for (const file of readdirSync(tarballDir).filter((name) => name.endsWith('.tgz'))) {
    const tarball = path.join(tarballDir, file);
    tarballs[packageNameOf(tarball)] = tarball;
  }
  const work = workArg ?? mkdtempSync(path.join(os.tmpdir(), 'conecta-partner-unit-'));
  const result = await runPartnerUnitTests(work, tarballs);
  console.log(result.output);
  console.log(`[partner-unit] ${work}`);
  process.exit(result.failed === 0 && result.passed > 0 ? 0 : 1);
}
