import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: { compilerOptions: { customConditions: [] } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  tsconfig: '../../../tsconfig.base.json',
  external: [/^react/, /^styled-components/, /^jotai/, /^@conecta\//, /^@tanstack\//, /^lucide-react/, /^react-hook-form/, /^zod/, /^@hookform\//],
});
