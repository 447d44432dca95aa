import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Options } from 'tsup';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The build of every publishable package: ESM + `.d.ts` from the TypeScript sources. tsup leaves
 * the package's dependencies and peer dependencies external on its own.
 */
export function conectaPackage(entry: Options['entry'] = ['src/index.ts']) {
  return defineConfig({
    entry,
    format: ['esm'],
    // The declaration build reads the published `types` of sibling packages, not their sources.
    dts: { compilerOptions: { customConditions: [] } },
    sourcemap: true,
    clean: true,
    target: 'es2022',
    tsconfig: path.join(root, 'tsconfig.base.json'),
  });
}
