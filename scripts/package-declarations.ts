// The publishable packages and their declarations, shared by the typecheck (scripts/typecheck.ts) and
// the packages' build (scripts/build-packages.ts).
//
// The declarations come from one program of TypeScript's native compiler (tsgo) over the packages'
// entries. `npm test`'s typecheck writes them right after checking the workspace (into
// node_modules/.cache/conecta-build/dts, with a stamp of what they were made from); the build that the
// embedding test runs minutes later reuses them when every source they came from is unchanged.
// Anything changed, or no stamp: the build writes them itself.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import ts from 'typescript';

export const root = path.resolve(import.meta.dirname, '..');

/** Where the declarations are emitted (mirroring the repository's folders) before being copied to each dist/. */
export const DTS_DIR = path.join(root, 'node_modules', '.cache', 'conecta-build', 'dts');
const STAMP = path.join(DTS_DIR, '..', 'dts-stamp.json');

/** The declaration emit's options, over tsconfig.base.json's. */
const DECLARATION_OPTIONS = { noEmit: false, declaration: true, emitDeclarationOnly: true, outDir: DTS_DIR, rootDir: root, incremental: false } as const;

/** ui's module augmentation of styled-components' theme: part of every package's declarations. */
const STYLED_THEME_TYPING = path.join(root, 'packages/ui/src/theme/styled.d.ts');

interface PackageJson {
  name: string;
  private?: boolean;
  exports?: Record<string, string | Record<string, string>>;
}

/** A publishable package: its folder (relative to the root), its name and its entry modules. */
export interface BuildPackage {
  dir: string;
  name: string;
  /** Source entry files (the exports' `conecta-source` targets), relative to the package folder. */
  entries: string[];
  /** Whether its modules start with 'use client'. */
  client: boolean;
}

/** Packages whose modules are not client-only: plain TypeScript (core) and the API client (api). */
const SERVER_SAFE = new Set(['@conecta/core', '@conecta/api']);

export function workspacePackages(): BuildPackage[] {
  const dirs = [
    ...['core', 'ui', 'api', 'embed'].map((name) => `packages/${name}`),
    ...readdirSync(path.join(root, 'packages/features'))
      .sort()
      .map((name) => `packages/features/${name}`),
  ];
  return dirs.flatMap((dir) => {
    const file = path.join(root, dir, 'package.json');
    if (!existsSync(file)) return [];
    const pkg = JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
    if (pkg.private || !pkg.exports) return [];
    const entries = Object.values(pkg.exports).flatMap((target) =>
      typeof target === 'object' && target['conecta-source'] ? [target['conecta-source'].replace(/^\.\//, '')] : [],
    );
    return [{ dir, name: pkg.name, entries, client: !SERVER_SAFE.has(pkg.name) }];
  });
}

/** The entry files of `packages`, absolute. */
const entryFiles = (packages: readonly BuildPackage[]) => packages.flatMap((pkg) => pkg.entries.map((entry) => path.join(root, pkg.dir, entry)));

const sha1 = (text: string | Buffer) => createHash('sha1').update(text).digest('hex');

/** What the declarations depend on besides their sources: the compilers (tsgo, TypeScript 5.9 after it) and their base options. */
function toolchainKey(): string {
  const require = createRequire(import.meta.url);
  const versionOf = (name: string) => (require(`${name}/package.json`) as { version: string }).version;
  return sha1(`${versionOf('@typescript/native-preview')} ${versionOf('typescript')}\n${readFileSync(path.join(root, 'tsconfig.base.json'), 'utf8')}\n${JSON.stringify(DECLARATION_OPTIONS)}`);
}

interface Stamp {
  toolchain: string;
  entries: string[];
  /** Every source file the declarations were made from (relative to the root) → its SHA-1. */
  files: Record<string, string>;
}

/** The native TypeScript compiler (tsgo, @typescript/native-preview): the typecheck's and the declarations'. */
export const TSGO = path.join(root, 'node_modules', '.bin', 'tsgo');

/** Attempts of tsgo's declaration emit before TypeScript 5.9 writes them (see below). */
const TSGO_EMIT_ATTEMPTS = 3;

/** Source files of the packages (not declarations, not dependencies) among `files`. */
const packageSources = (files: readonly string[]) =>
  files.filter((file) => file.startsWith(path.join(root, 'packages') + path.sep) && !file.includes(`${path.sep}node_modules${path.sep}`));

/** The sources among `files` whose declaration file is not in DTS_DIR. */
const withoutDeclaration = (files: readonly string[]) =>
  packageSources(files).filter((file) => !file.endsWith('.d.ts') && !existsSync(path.join(DTS_DIR, path.relative(root, file)).replace(/\.tsx?$/, '.d.ts')));

/**
 * Emits the declarations of every module the packages' entries reach (a program over the entries
 * alone: the packages' own files, never their tests, stories or fixtures) with tsgo and
 * tsconfig.base.json's options, and stamps them. Prints TypeScript's diagnostics (a type that cannot
 * be named, …) and answers false when there were any. `tsgoOptions` are passed on (`--checkers 1`).
 *
 * This tsgo preview sometimes leaves a run of files out of the emit, without an error and with exit
 * status 0 (on this code base about one run in five, always a block of one package's files; its
 * diagnostics are not affected: an error planted in six packages was reported in 14 runs of 14). So
 * every source file must have its declaration file: a run that left some out is run again, and after
 * {@link TSGO_EMIT_ATTEMPTS} such runs TypeScript 5.9 writes them (one program, about 30 CPU-s).
 */
export function emitPackageDeclarations(packages: readonly BuildPackage[], { pretty = false, tsgoOptions = [] as readonly string[] } = {}): boolean {
  rmSync(STAMP, { force: true });
  const config = path.join(DTS_DIR, '..', 'tsconfig.declarations.json');
  mkdirSync(path.dirname(config), { recursive: true });
  const rootNames = [...entryFiles(packages), STYLED_THEME_TYPING];
  writeFileSync(config, `${JSON.stringify({ extends: path.join(root, 'tsconfig.base.json'), compilerOptions: DECLARATION_OPTIONS, files: rootNames }, null, 1)}\n`);
  let listed: string[] = [];
  let complete = false;
  for (let attempt = 1; attempt <= TSGO_EMIT_ATTEMPTS && !complete; attempt += 1) {
    rmSync(DTS_DIR, { recursive: true, force: true });
    // --listFiles: every file of the program, one per line, after any diagnostics.
    const run = spawnSync(TSGO, ['-p', config, '--listFiles', '--pretty', String(pretty), ...tsgoOptions], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const lines = `${run.stdout ?? ''}`.split('\n');
    listed = lines.filter((line) => path.isAbsolute(line.trim()) && existsSync(line.trim())).map((line) => path.resolve(line.trim()));
    if (run.status !== 0 || run.error) {
      process.stderr.write(lines.filter((line) => !listed.includes(path.resolve(line.trim()))).join('\n') + (run.stderr ?? '') + (run.error ? String(run.error) : ''));
      return false;
    }
    const missing = withoutDeclaration(listed);
    complete = missing.length === 0;
    if (!complete) console.warn(`declarations: tsgo left ${missing.length} of ${packageSources(listed).length} files out (${path.relative(root, missing[0]!)}, …); attempt ${attempt} of ${TSGO_EMIT_ATTEMPTS}`);
  }
  if (!complete) {
    console.warn('declarations: written by TypeScript 5.9 instead');
    rmSync(DTS_DIR, { recursive: true, force: true });
    const base = ts.readConfigFile(path.join(root, 'tsconfig.base.json'), (file) => ts.sys.readFile(file));
    const converted = ts.convertCompilerOptionsFromJson(base.config?.compilerOptions ?? {}, root);
    const program = ts.createProgram({ rootNames, options: { ...converted.options, ...DECLARATION_OPTIONS } });
    const emitted = program.emit(undefined, undefined, undefined, true);
    const diagnostics = [...converted.errors, ...ts.getPreEmitDiagnostics(program), ...emitted.diagnostics];
    if (diagnostics.length > 0) {
      const host = { getCanonicalFileName: (file: string) => file, getCurrentDirectory: () => root, getNewLine: () => '\n' };
      process.stderr.write(ts.formatDiagnostics(diagnostics, host));
      return false;
    }
    listed = program.getSourceFiles().map((source) => path.resolve(source.fileName));
    const missing = withoutDeclaration(listed);
    if (missing.length > 0) throw new Error(`declarations: none for ${missing.map((file) => path.relative(root, file)).join(', ')}`);
  }
  const files: Record<string, string> = {};
  for (const file of packageSources(listed).sort()) files[path.relative(root, file)] = sha1(readFileSync(file));
  const stamp: Stamp = { toolchain: toolchainKey(), entries: entryFiles(packages).map((file) => path.relative(root, file)).sort(), files };
  writeFileSync(STAMP, `${JSON.stringify(stamp, null, 1)}\n`);
  return true;
}

/** Whether DTS_DIR holds the declarations of `packages` made from the sources as they are now. */
export function declarationsAreFresh(packages: readonly BuildPackage[]): boolean {
  if (!existsSync(STAMP)) return false;
  try {
    const stamp = JSON.parse(readFileSync(STAMP, 'utf8')) as Stamp;
    if (stamp.toolchain !== toolchainKey()) return false;
    const stamped = new Set(stamp.entries);
    if (!entryFiles(packages).every((file) => stamped.has(path.relative(root, file)))) return false;
    return Object.entries(stamp.files).every(([file, hash]) => existsSync(path.join(root, file)) && sha1(readFileSync(path.join(root, file))) === hash);
  } catch {
    return false;
  }
}
