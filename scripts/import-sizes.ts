// What one import costs a partner: a host bundle (minified, React external) that imports a single
// name from an installed package, gzip-compressed. Used by scripts/test-embed.ts on its fresh app
// (the packed tarballs installed as a partner installs them), where each figure is a budget.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'rolldown';

export interface ImportSize {
  /** What is imported, as the host writes it. */
  label: string;
  /** `import { name } from specifier`. */
  name: string;
  specifier: string;
  /** The budget (gzip bytes), or none for a reference figure. */
  budget?: number;
}

export interface ImportSizeResult extends ImportSize {
  bytes: number;
  gzip: number;
}

const KIB = 1024;

/**
 * The imports measured. react-aria-components' own Button is the reference: ours adds
 * styled-components and the kit's styles to it. Budgets: the Button of issue 21 (32 KiB, what
 * react-aria's Button, styled-components and ours may weigh together); DataTable and a whole
 * feature about a tenth above what they weighed when they were set.
 */
export const IMPORT_SIZES: ImportSize[] = [
  { label: "react-aria-components' Button (reference)", name: 'Button', specifier: 'react-aria-components' },
  { label: 'Button from @conecta/ui', name: 'Button', specifier: '@conecta/ui', budget: 32 * KIB },
  { label: 'DataTable from @conecta/ui', name: 'DataTable', specifier: '@conecta/ui', budget: 32 * KIB },
  { label: 'NotificationCenter (a whole feature)', name: 'NotificationCenter', specifier: '@conecta/notification-center', budget: 110 * KIB },
];

/** React stays the host's: a partner's page has it already. */
const REACT_EXTERNAL = /^(react|react-dom)(\/.*)?$/;

/** Bundles each import in `appDir` (which has the packages installed) and measures it. */
export async function measureImports(appDir: string, imports: ImportSize[] = IMPORT_SIZES): Promise<ImportSizeResult[]> {
  const work = path.join(appDir, '.import-sizes');
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const results: ImportSizeResult[] = [];
  for (const [index, entry] of imports.entries()) {
    const input = path.join(work, `entry-${index}.js`);
    // Kept alive by a global, as a host's page would use it.
    writeFileSync(input, `import { ${entry.name} } from '${entry.specifier}';\nglobalThis.used = ${entry.name};\n`);
    const output = await build({
      input,
      cwd: appDir,
      write: false,
      platform: 'browser',
      external: (id) => REACT_EXTERNAL.test(id),
      transform: { define: { 'process.env.NODE_ENV': '"production"' } },
      logLevel: 'silent',
      output: { format: 'esm', minify: true, codeSplitting: false },
    });
    const code = output.output.flatMap((chunk) => (chunk.type === 'chunk' ? [chunk.code] : [])).join('\n');
    results.push({ ...entry, bytes: Buffer.byteLength(code), gzip: gzipSync(code, { level: 9 }).length });
  }
  rmSync(work, { recursive: true, force: true });
  return results;
}

/** The table printed, how many budgets held, and the ones exceeded. */
export function describeImportSizes(results: ImportSizeResult[]): { lines: string[]; passed: number; failures: string[] } {
  const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;
  const lines = ['  import                                          minified       gzip     budget'];
  const failures: string[] = [];
  for (const result of results) {
    const over = result.budget !== undefined && result.gzip > result.budget;
    lines.push(`  ${over ? '✗' : ' '} ${result.label.padEnd(45)} ${kib(result.bytes).padStart(10)} ${kib(result.gzip).padStart(10)} ${(result.budget ? kib(result.budget) : '—').padStart(10)}`);
    if (over) failures.push(`${result.label}: ${kib(result.gzip)} gzip, over its budget of ${kib(result.budget ?? 0)}`);
  }
  const passed = results.filter((result) => result.budget !== undefined && result.gzip <= result.budget).length;
  return { lines, passed, failures };
}
