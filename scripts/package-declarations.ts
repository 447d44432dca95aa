// The publishable packages and their declarations, shared by the typecheck (scripts/typecheck.ts) and
// the packages' build (scripts/build-packages.ts).
//
// The declarations come from one TypeScript program. `npm test`'s typecheck already builds one over the
// whole workspace, so it writes them too (into node_modules/.cache/conecta-build/dts, with a stamp of
// what they were made from); the build that the embedding test runs minutes later reuses them when
// every source they came from is unchanged, instead of type-checking the packages a second time (about
// 20 s and 30 CPU-s on 2 cores). Anything changed, or no stamp: the build runs its own program.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

export const root = path.resolve(import.meta.dirname, '..');

/** Where the declarations are emitted (mirroring the repository's folders) before being copied to each dist/. */
export const DTS_DIR = path.join(root, 'node_modules', '.cache', 'conecta-build', 'dts');
const STAMP = path.join(DTS_DIR, '..', 'dts-stamp.json');

/** The declaration emit's options, over tsconfig.base.json's. */
export const DECLARATION_OPTIONS = { noEmit: false, declaration: true, emitDeclarationOnly: true, outDir: DTS_DIR, rootDir: root, incremental: false } as const;

/** ui's module augmentation of styled-components' theme: part of every package's declarations. */
export const STYLED_THEME_TYPING = path.join(root, 'packages/ui/src/theme/styled.d.ts');

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
export const entryFiles = (packages: readonly BuildPackage[]) => packages.flatMap((pkg) => pkg.entries.map((entry) => path.join(root, pkg.dir, entry)));

const sha1 = (text: string | Buffer) => createHash('sha1').update(text).digest('hex');

/** What the declarations depend on besides their sources: the compiler and its base options. */
function toolchainKey(): string {
  const require = createRequire(import.meta.url);
  const { version } = require('typescript/package.json') as { version: string };
  return sha1(`${version}\n${readFileSync(path.join(root, 'tsconfig.base.json'), 'utf8')}\n${JSON.stringify(DECLARATION_OPTIONS)}`);
}

interface Stamp {
  toolchain: string;
  entries: string[];
  /** Every source file the declarations were made from (relative to the root) → its SHA-1. */
  files: Record<string, string>;
}

/**
 * Emits the declarations of every module the packages' entries reach (as a program over the entries
 * alone would: the packages' own files, never their tests, stories or fixtures) from `program`, and
 * stamps them. Returns the declaration diagnostics (a type that cannot be named, …).
 */
export function emitPackageDeclarations(program: ts.Program, packages: readonly BuildPackage[]): ts.Diagnostic[] {
  const options = program.getCompilerOptions();
  // The program resolved these imports already but keeps its resolutions private: resolved again, with
  // one cache for the walk.
  const resolutions = ts.createModuleResolutionCache(root, (file) => file, options);
  const reached = new Set<string>();
  const queue = [...entryFiles(packages), STYLED_THEME_TYPING];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (reached.has(file)) continue;
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`declarations: ${path.relative(root, file)} is not part of the typecheck's program`);
    reached.add(file);
    const info = ts.preProcessFile(source.text, true, true);
    for (const imported of info.importedFiles) {
      const resolved = ts.resolveModuleName(imported.fileName, file, options, ts.sys, resolutions).resolvedModule;
      const target = resolved?.resolvedFileName ? path.resolve(resolved.resolvedFileName) : undefined;
      if (target && !resolved?.isExternalLibraryImport && target.startsWith(path.join(root, 'packages') + path.sep) && /\.(tsx?|d\.ts)$/.test(target)) queue.push(target);
    }
    for (const reference of info.referencedFiles) queue.push(path.resolve(path.dirname(file), reference.fileName));
  }
  rmSync(DTS_DIR, { recursive: true, force: true });
  mkdirSync(DTS_DIR, { recursive: true });
  const diagnostics: ts.Diagnostic[] = [];
  const files: Record<string, string> = {};
  for (const file of [...reached].sort()) {
    const source = program.getSourceFile(file)!;
    files[path.relative(root, file)] = sha1(source.text);
    if (source.isDeclarationFile) continue;
    diagnostics.push(...program.emit(source, undefined, undefined, true).diagnostics);
  }
  if (diagnostics.length === 0) {
    const stamp: Stamp = { toolchain: toolchainKey(), entries: entryFiles(packages).map((file) => path.relative(root, file)).sort(), files };
    writeFileSync(STAMP, `${JSON.stringify(stamp, null, 1)}\n`);
  } else {
    rmSync(STAMP, { force: true });
  }
  return diagnostics;
}

/** Whether DTS_DIR holds the declarations of `packages` made from the sources as they are now. */
export function declarationsAreFresh(packages: readonly BuildPackage[]): boolean {
  if (!existsSync(STAMP)) return false;
  try {
    const stamp = JSON.parse(readFileSync(STAMP, 'utf8')) as Stamp;
    if (stamp.toolchain !== toolchainKey()) return false;
    const stamped = new Set(stamp.entries);
    if (!entryFiles(packages).every((file) => stamped.has(path.relative(root, file)))) return false;
    return Object.entries(stamp.files).every(([file, hash]) => existsSync(path.join(root, file)) && sha1(readFileSync(path.join(root, file), 'utf8')) === hash);
  } catch {
    return false;
  }
}

const formatHost: ts.FormatDiagnosticsHost = { getCanonicalFileName: (file) => file, getCurrentDirectory: () => root, getNewLine: () => '\n' };

/** Diagnostics as `tsc` prints them (with colour and the source line on a terminal). */
export function formatDiagnostics(diagnostics: readonly ts.Diagnostic[], color = false): string {
  return color ? ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost) : ts.formatDiagnostics(diagnostics, formatHost);
}
