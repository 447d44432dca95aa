// `npm run check:packages`: every publishable package as npm would publish it, checked by the tools
// the ecosystem maintains: publint (package.json against what the tarball holds: exports, formats,
// files) and Are the Types Wrong (`@arethetypeswrong/core`: what TypeScript resolves for each export,
// for Node's ESM resolution and for bundlers — the packages are ESM-only, so CommonJS and the
// pre-exports `node10` resolution are out of scope, as attw's own `esm-only` profile does). Any
// publint error, warning or suggestion, and any attw problem, fails.
//
// Alone it builds every package (scripts/build-packages.ts) and packs them into a temporary folder;
// `scripts/test-embed.ts` calls `checkTarballs` on the tarballs it packed anyway.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkPackage, createPackageFromTarballData, type ResolutionKind } from '@arethetypeswrong/core';
import { problemAffectsResolutionKind } from '@arethetypeswrong/core/problems';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';

/** The resolutions an ESM-only package must satisfy (attw's `esm-only` profile leaves out the others). */
const RESOLUTIONS: ResolutionKind[] = ['node16-esm', 'bundler'];

export interface PackedTarball {
  /** The package's name. */
  name: string;
  /** The tarball's path. */
  file: string;
}

export interface TarballCheck {
  name: string;
  /** publint's messages, formatted. */
  publint: string[];
  /** attw's problems for the ESM resolutions: `kind (resolution) entrypoints`. */
  attw: string[];
  /** Entrypoints attw resolved (for the figures). */
  entrypoints: number;
}

/** Runs publint and attw on each tarball; resolves with one result per package. */
export async function checkTarballs(tarballs: PackedTarball[]): Promise<TarballCheck[]> {
  const results: TarballCheck[] = [];
  for (const { name, file } of tarballs) {
    const bytes = readFileSync(file);
    const lint = await publint({ pack: { tarball: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) }, level: 'suggestion', strict: true });
    const publintMessages = lint.messages.map((message) => `${message.type}: ${formatMessage(message, lint.pkg) ?? message.code}`);
    const analysis = await checkPackage(createPackageFromTarballData(new Uint8Array(bytes)));
    const attw: string[] = [];
    let entrypoints = 0;
    if (!analysis.types) {
      attw.push('no types');
    } else {
      entrypoints = Object.keys(analysis.entrypoints).length;
      for (const problem of analysis.problems) {
        const kinds = RESOLUTIONS.filter((kind) => problemAffectsResolutionKind(problem, kind, analysis));
        if (kinds.length === 0) continue;
        const where = 'moduleSpecifier' in problem ? ` '${problem.moduleSpecifier}' in ${problem.fileName}` : 'entrypoint' in problem ? ` ${String(problem.entrypoint)}` : '';
        attw.push(`${problem.kind} (${kinds.join(', ')})${where}`);
      }
    }
    results.push({ name, publint: publintMessages, attw, entrypoints });
  }
  return results;
}

/** One line per package, how many are clean, and the failures (empty when every package is clean). */
export function summarizeChecks(results: TarballCheck[]): { lines: string[]; passed: number; failures: string[] } {
  const lines: string[] = [];
  const failures: string[] = [];
  let passed = 0;
  for (const result of results) {
    const clean = result.publint.length === 0 && result.attw.length === 0;
    if (clean) passed += 1;
    lines.push(`  ${clean ? '✓' : '✗'} ${result.name.padEnd(30)} publint ${result.publint.length === 0 ? 'clean' : `${result.publint.length} messages`}, attw ${result.attw.length === 0 ? `clean (${result.entrypoints} entrypoints, node16 ESM and bundler)` : `${result.attw.length} problems`}`);
    for (const message of result.publint) failures.push(`${result.name}: publint ${message}`);
    for (const problem of result.attw) failures.push(`${result.name}: attw ${problem}`);
  }
  return { lines, passed, failures };
}

/** Packs the given workspaces into `destination`; resolves with each tarball. */
export function packWorkspaces(root: string, names: string[], destination: string): PackedTarball[] {
  const result = spawnSync('npm', ['pack', ...names.flatMap((name) => ['-w', name]), '--json', '--pack-destination', destination], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`npm pack failed:\n${result.stdout}\n${result.stderr}`);
  const packed = JSON.parse(result.stdout) as Array<{ name: string; filename: string }>;
  return packed.map((entry) => ({ name: entry.name, file: path.join(destination, entry.filename) }));
}

if (process.argv[1] === import.meta.filename) {
  const root = path.resolve(import.meta.dirname, '..');
  const build = spawnSync(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/build-packages.ts'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const destination = mkdtempSync(path.join(os.tmpdir(), 'conecta-packs-'));
  try {
    const publishable = spawnSync('npm', ['query', '.workspace:not([private])', '--json'], { cwd: root, encoding: 'utf8' });
    const workspaces = (JSON.parse(publishable.stdout) as Array<{ name: string }>).map((entry) => entry.name);
    const { lines, failures } = summarizeChecks(await checkTarballs(packWorkspaces(root, workspaces, destination)));
    console.log(`Packages (publint, Are the Types Wrong):\n${lines.join('\n')}`);
    if (failures.length > 0) {
      console.error(failures.join('\n'));
      process.exitCode = 1;
    }
  } finally {
    rmSync(destination, { recursive: true, force: true });
  }
}
