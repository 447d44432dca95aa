import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'mocks/index': 'src/mocks/index.ts',
    'mocks/browser': 'src/mocks/browser.ts',
    'mocks/node': 'src/mocks/node.ts',
  },
  format: ['esm'],
  dts: { compilerOptions: { customConditions: [] } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  tsconfig: '../../tsconfig.base.json',
  external: [/^react/, /^@conecta\//, /^msw/, /^openapi-/, /^@tanstack\//],
});
