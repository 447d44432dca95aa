// `npm run build:packages` (and each package's `npm run build`): the publishable packages' `dist/`.
//
// - JavaScript: ESM only, one output module per source module (Rolldown, `preserveModules`), so a
//   host's bundler keeps only what the host imports (`sideEffects: false` in every package.json): a
//   host importing `Button` from `@conecta/ui` gets the Button module and what it imports, not the
//   kit. Dependencies, peers and sibling packages stay imports. The client packages (ui, embed, the
//   features) start every module with 'use client', so a React Server Components host (Next.js App
//   Router) may import them; core and api (a client created on a server is fine) do not.
// - Declarations: one program of TypeScript's native compiler (tsgo) for every package at once (each
//   package's sources see the others' sources, as in the workspace), instead of one declaration build
//   per package that type-checked its dependencies again — or none: those the typecheck wrote
//   (scripts/typecheck.ts) while every source they came from is unchanged
//   (scripts/package-declarations.ts). Their `.d.ts` files are copied beside the JavaScript with
//   their relative imports completed (`./Button` → `./Button/index.js`), as Node's ESM resolution
//   (TypeScript's `node16`/`nodenext`) requires.
// - `require()` of a package gets `dist/esm-only.cjs`: an error that says the package is ESM-only.
//
// Usage: `tsx scripts/build-packages.ts` (every package) or `tsx scripts/build-packages.ts <dir>…`
// (those packages; a package's own `npm run build` passes its folder).
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'rolldown';
import { DTS_DIR, declarationsAreFresh, emitPackageDeclarations, root, workspacePackages, type BuildPackage } from './package-declarations.ts';
const started = performance.now();
const log = (message: string) => console.log(`[build-packages ${((performance.now() - started) / 1000).toFixed(1).padStart(5)} s] ${message}`);

/**
 * `new Worker(new URL('./csv.worker.ts', import.meta.url))`: the worker module is built as a module
 * of its own and the URL names its output (`./csv.worker.js`), which the host's bundler then emits.
 */
function workerUrls(): Plugin {
  const pattern = /new URL\((['"])(\.{1,2}\/[^'"]+)\.tsx?\1,\s*import\.meta\.url\)/g;
  return {
    name: 'conecta-worker-urls',
    transform(code, id) {
      if (!code.includes('import.meta.url')) return null;
      let changed = false;
      const next = code.replace(pattern, (match, quote: string, specifier: string) => {
        const source = [`${specifier}.ts`, `${specifier}.tsx`].map((file) => path.resolve(path.dirname(id), file)).find(existsSync);
        if (!source) return match;
        this.emitFile({ type: 'chunk', id: source });
        changed = true;
        return `new URL(${quote}${specifier}.js${quote}, import.meta.url)`;
      });
      return changed ? { code: next, map: null } : null;
    },
  };
}

async function buildJavaScript(pkg: BuildPackage): Promise<void> {
  const dir = path.join(root, pkg.dir);
  await build({
    cwd: dir,
    input: pkg.entries.map((entry) => path.join(dir, entry)),
    // Only the package's own modules are built; every bare import (dependency, peer, sibling
    // package, Node built-in) stays an import.
    external: (id) => !id.startsWith('.') && !path.isAbsolute(id) && !id.startsWith('\0'),
    platform: 'neutral',
    tsconfig: path.join(root, 'tsconfig.base.json'),
    transform: { jsx: 'react-jsx', target: 'es2022' },
    plugins: [workerUrls()],
    logLevel: 'warn',
    output: {
      dir: path.join(dir, 'dist'),
      format: 'esm',
      preserveModules: true,
      preserveModulesRoot: path.join(dir, 'src'),
      entryFileNames: '[name].js',
      sourcemap: true,
      banner: pkg.client ? "'use client';" : undefined,
    },
  });
  // require() of an ESM-only package: a message that says so, instead of Node's own error.
  const message = `${pkg.name} is ESM-only: load it with import (or a bundler); require() is not supported.`;
  writeFileSync(path.join(dir, 'dist', 'esm-only.cjs'), `throw new Error(${JSON.stringify(message)});\n`);
  writeFileSync(path.join(dir, 'dist', 'esm-only.d.cts'), `// ${message}\nexport {};\n`);
}

/** All `.d.ts` files under `dir`, relative to it. */
function declarationFiles(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return declarationFiles(full, path.join(prefix, entry));
    return entry.endsWith('.d.ts') ? [path.join(prefix, entry)] : [];
  });
}

/**
 * Completes a declaration file's relative module specifiers for Node's ESM resolution, and refuses
 * one that leaves the package (a type the program could only name through another package's sources).
 */
function completeSpecifiers(file: string, packageDist: string): string {
  const text = readFileSync(file, 'utf8');
  return text.replace(/(\bfrom\s+|\bimport\(\s*|\bimport\s+|declare module\s+)(['"])(\.{1,2}(?:\/[^'"]*)?)\2/g, (_, before: string, quote: string, specifier: string) => {
    const base = path.resolve(path.dirname(file), specifier.replace(/\.(tsx?|jsx?)$/, ''));
    if (base !== packageDist && !base.startsWith(packageDist + path.sep)) {
      throw new Error(`${path.relative(root, file)}: '${specifier}' leaves the package (export the type from its own package)`);
    }
    const completed = existsSync(`${base}.d.ts`) ? `${specifier.replace(/\.(tsx?|jsx?)$/, '')}.js` : existsSync(path.join(base, 'index.d.ts')) ? `${specifier.replace(/\/$/, '')}/index.js` : null;
    if (!completed) throw new Error(`${path.relative(root, file)}: cannot find the declarations of '${specifier}'`);
    return `${before}${quote}${completed}${quote}`;
  });
}

function buildDeclarations(packages: BuildPackage[]): 'reused' | 'built' {
  if (declarationsAreFresh(packages)) return 'reused';
  // No fresh declarations from the typecheck: tsgo over the packages' entries (and what they import:
  // sibling packages resolve to their sources too) with tsconfig.base.json's options (TypeScript 5.9
  // when tsgo's emit keeps leaving files out).
  if (!emitPackageDeclarations(packages)) throw new Error('declarations: TypeScript failed (above)');
  return 'built';
}

function copyDeclarations(packages: BuildPackage[]): void {
  for (const pkg of packages) {
    const dist = path.join(root, pkg.dir, 'dist');
    const emitted = path.join(DTS_DIR, pkg.dir, 'src');
    cpSync(emitted, dist, { recursive: true });
    // Declarations written by hand or generated beside a JavaScript module (the API's validators):
    // TypeScript reads them but does not emit them.
    for (const file of declarationFiles(path.join(root, pkg.dir, 'src'))) {
      if (!existsSync(path.join(dist, file))) cpSync(path.join(root, pkg.dir, 'src', file), path.join(dist, file));
    }
    for (const file of declarationFiles(dist)) {
      const full = path.join(dist, file);
      writeFileSync(full, completeSpecifiers(full, dist));
    }
  }
}

const all = workspacePackages();
const wanted = process.argv.slice(2).map((arg) => path.relative(root, path.resolve(arg)));
const packages = wanted.length === 0 ? all : all.filter((pkg) => wanted.includes(pkg.dir));
if (wanted.length > 0 && packages.length !== wanted.length) {
  throw new Error(`not a publishable package: ${wanted.filter((dir) => !packages.some((pkg) => pkg.dir === dir)).join(', ')}`);
}

for (const pkg of packages) rmSync(path.join(root, pkg.dir, 'dist'), { recursive: true, force: true });
await Promise.all(packages.map(buildJavaScript));
log(`JavaScript of ${packages.map((pkg) => pkg.name).join(', ')}`);
const declarations = buildDeclarations(packages);
copyDeclarations(packages);
log(declarations === 'reused' ? "declarations: the typecheck's, its sources unchanged (scripts/package-declarations.ts)" : 'declarations (written anew: scripts/package-declarations.ts)');
