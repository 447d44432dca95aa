import { describe, expect, it } from 'vitest';
import {
  checkLazyLibraries,
  dynamicEntriesUnder,
  dynamicImportersOf,
  entryKey,
  firstLoad,
  lazyChunkCost,
  staticClosure,
  type Manifest,
} from './budget-graph.mjs';

/**
 * A small build: the entry imports react (shared) and lazily the sign-in route, two pages and the
 * mock backend. Pages share a table chunk; the users page lazily imports the Excel export.
 */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/app/SignInRoute.tsx', 'src/app/ShellLayout.tsx', 'src/pages/UsersPage.tsx', 'src/pages/DashboardPage.tsx', 'src/app/mock-worker.ts'],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_form.js': { file: 'assets/form.js', imports: ['_react.js'] },
  '_table.js': { file: 'assets/table.js', imports: ['_react.js', '_form.js'] },
  'src/app/ShellLayout.tsx': { file: 'assets/ShellLayout.js', src: 'src/app/ShellLayout.tsx', isDynamicEntry: true, imports: ['_form.js', 'index.html'] },
  'src/app/SignInRoute.tsx': { file: 'assets/SignInRoute.js', src: 'src/app/SignInRoute.tsx', isDynamicEntry: true, imports: ['_form.js', 'index.html'] },
  'src/pages/UsersPage.tsx': {
    file: 'assets/UsersPage.js',
    src: 'src/pages/UsersPage.tsx',
    isDynamicEntry: true,
    imports: ['_table.js', 'index.html'],
    dynamicImports: ['../../node_modules/write-excel-file/browser/index.js'],
  },
  'src/pages/DashboardPage.tsx': { file: 'assets/DashboardPage.js', src: 'src/pages/DashboardPage.tsx', isDynamicEntry: true, imports: ['_table.js'] },
  '../../node_modules/write-excel-file/browser/index.js': { file: 'assets/browser.js', isDynamicEntry: true },
  'src/app/mock-worker.ts': { file: 'assets/mock-worker.js', src: 'src/app/mock-worker.ts', isDynamicEntry: true, imports: ['index.html'] },
  'style.css': { file: 'assets/index.css' },
};

const sizes = {
  'assets/index.js': 100,
  'assets/react.js': 60,
  'assets/form.js': 20,
  'assets/table.js': 30,
  'assets/SignInRoute.js': 5,
  'assets/ShellLayout.js': 4,
  'assets/UsersPage.js': 7,
  'assets/DashboardPage.js': 3,
  'assets/browser.js': 19,
  'assets/mock-worker.js': 200,
};

describe('budget graph', () => {
  it('finds the one entry chunk', () => {
    expect(entryKey(manifest)).toBe('index.html');
    expect(() => entryKey({ a: { file: 'a.js' } })).toThrow(/one entry chunk/);
  });

  it('follows static imports transitively, never dynamic ones, and survives cycles', () => {
    expect([...staticClosure(manifest, ['src/pages/UsersPage.tsx'])].sort()).toEqual([
      '_form.js',
      '_react.js',
      '_table.js',
      'index.html',
      'src/pages/UsersPage.tsx',
    ]);
    expect(() => staticClosure(manifest, ['_missing.js'])).toThrow(/no chunk/);
  });

  it('first load of /login = entry graph + the sign-in chunk and its static imports, JS only', () => {
    const login = firstLoad(manifest, sizes, { screens: ['src/app/SignInRoute.tsx'] });
    expect([...login.files].sort()).toEqual(['assets/SignInRoute.js', 'assets/form.js', 'assets/index.js', 'assets/react.js']);
    expect(login.size).toBe(100 + 60 + 20 + 5);
  });

  it('adds a chunk the entry awaits before rendering (the demo backend) only when asked', () => {
    const demo = firstLoad(manifest, sizes, { screens: ['src/app/SignInRoute.tsx'], blocking: ['src/app/mock-worker.ts'] });
    expect(demo.size).toBe(185 + 200);
    expect(() => firstLoad(manifest, sizes, { screens: ['src/app/Gone.tsx'] })).toThrow(/not a chunk/);
  });

  it('costs a lazy page as its chunk plus static imports not already loaded with the entry', () => {
    const { entryGraph } = firstLoad(manifest, sizes);
    const users = lazyChunkCost(manifest, sizes, 'src/pages/UsersPage.tsx', entryGraph);
    expect([...users.files].sort()).toEqual(['assets/UsersPage.js', 'assets/form.js', 'assets/table.js']);
    expect(users.size).toBe(7 + 20 + 30);
  });

  it('costs a route beyond the entry and the shell (layout + shared kit), counting the shell once', () => {
    const { entryGraph } = firstLoad(manifest, sizes);
    // The shell's load: the layout and the kit it fetches (here the kit is the table chunk).
    const shell = lazyChunkCost(manifest, sizes, ['src/app/ShellLayout.tsx', '_table.js'], entryGraph);
    expect([...shell.files].sort()).toEqual(['assets/ShellLayout.js', 'assets/form.js', 'assets/table.js']);
    expect(shell.size).toBe(4 + 20 + 30);
    const signedIn = new Set([...entryGraph, ...staticClosure(manifest, ['src/app/ShellLayout.tsx', '_table.js'])]);
    const users = lazyChunkCost(manifest, sizes, 'src/pages/UsersPage.tsx', signedIn);
    expect([...users.files]).toEqual(['assets/UsersPage.js']);
    expect(users.size).toBe(7);
  });

  it('finds where an on-demand chunk is opened from', () => {
    expect(dynamicImportersOf(manifest, '../../node_modules/write-excel-file/browser/index.js')).toEqual(['src/pages/UsersPage.tsx']);
    expect(dynamicImportersOf(manifest, 'src/pages/UsersPage.tsx')).toEqual(['index.html']);
    expect(dynamicImportersOf(manifest, '_table.js')).toEqual([]);
  });

  it('lists the lazy pages under a folder', () => {
    expect(dynamicEntriesUnder(manifest, 'src/pages/')).toEqual(['src/pages/DashboardPage.tsx', 'src/pages/UsersPage.tsx']);
  });

  it('accepts a library found only in on-demand chunks and flags one that loads eagerly', () => {
    const roots = ['index.html', 'src/app/SignInRoute.tsx', 'src/pages/UsersPage.tsx', 'src/pages/DashboardPage.tsx'];
    const modules = {
      'assets/browser.js': ['../../node_modules/write-excel-file/browser/index.js'],
      'assets/table.js': ['../../packages/ui/src/Table.tsx', '../../node_modules/papaparse/papaparse.min.js'],
      'assets/csv.worker.js': ['../../node_modules/papaparse/papaparse.min.js'],
      'assets/index.js': ['src/main.tsx'],
    };
    const [excel, csv, absent] = checkLazyLibraries(manifest, modules, ['write-excel-file', 'papaparse', 'jszip'], roots);
    expect(excel).toEqual({ name: 'write-excel-file', files: ['assets/browser.js'], eager: [] });
    expect(csv).toEqual({ name: 'papaparse', files: ['assets/csv.worker.js', 'assets/table.js'], eager: ['assets/table.js'] });
    expect(absent).toEqual({ name: 'jszip', files: [], eager: [] });
  });
});
