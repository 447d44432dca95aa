import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Options } from 'tsup';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The tsconfig of one package's build: the workspace settings, but only that package's own sources
 * (no stories or tests) and the theme typing of styled-components. Without it, the declaration build would type-check the whole monorepo for
 * every package (the base config has no `include`), and read the `dist/` of packages being rebuilt
 * side by side.
 */
function packageTsconfig(packageDir: string): string {
  const dir = path.join(root, 'node_modules', '.cache', 'tsup-tsconfig');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${path.relative(root, packageDir).replaceAll(path.sep, '__')}.json`);
  const config = {
    extends: path.join(root, 'tsconfig.base.json'),
    // styled-components' DefaultTheme is the Conecta theme in every package (ui's module augmentation).
    include: [path.join(packageDir, 'src'), path.join(root, 'packages/ui/src/theme/styled.d.ts')],
    exclude: ['**/*.stories.tsx', '**/*.test.ts', '**/*.test.tsx', '**/*.bench.ts', '**/*.mdx'],
  };
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}

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
    tsconfig: packageTsconfig(process.cwd()),
  });
}
