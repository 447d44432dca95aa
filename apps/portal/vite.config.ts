import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, defaultClientConditions, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * React Aria ships its built-in strings (drag-and-drop announcements, table and grid labels,
 * overlay "dismiss"...) for 34 locales and bundles every one of them. The portal pins the locale
 * to pt-BR (ConectaThemeProvider's I18nProvider), so only pt-BR and the en-US fallback can ever be
 * read: this drops the other locales from the dictionaries of react-aria, react-aria-components
 * and react-stately, as Adobe's optimize-locales plugin does (about 10 KiB gzip on a form with a
 * drop zone). A dictionary whose shape is not recognised is left untouched.
 */
export function reactAriaLocales(keep: readonly string[]): Plugin {
  const localeImport = /^import (\$[\w$]+) from "(?:\.\.?\/)+intl\/(?:[\w-]+\/)?([a-z]{2}-[A-Z]{2})\.mjs";\n/gm;
  return {
    name: 'conecta:react-aria-locales',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]react-(?:aria|aria-components|stately)[\\/]dist[\\/].*\.mjs$/.test(id)) return null;
      const dropped = new Map<string, string>();
      for (const [, name, locale] of code.matchAll(localeImport)) if (name && locale && !keep.includes(locale)) dropped.set(name, locale);
      if (dropped.size === 0) return null;
      // Removed lines become empty lines, so every other line keeps its place for the source map.
      let next = code.replace(localeImport, (line, _name: string, locale: string) => (keep.includes(locale) ? line : '\n'));
      for (const [name, locale] of dropped) next = next.replace(`    "${locale}": ${name},\n`, '\n').replace(`    "${locale}": ${name}\n`, '\n');
      // Every dropped import must be gone from the dictionary; otherwise keep the module as it is.
      if ([...dropped.keys()].some((name) => next.includes(name))) return null;
      return { code: next, map: null };
    },
  };
}

/**
 * `vite preview` (the end-to-end tests, Lighthouse, `npm run preview`) with production's cache rules:
 * the build's hashed files under /assets/ never change under their name, so they are cached for a year
 * as immutable; everything else (index.html, the mock service worker) is revalidated, as Vite's preview
 * does for every file. A page loaded again in the same tab then takes its scripts from the cache and
 * V8's code cache instead of compiling them again: a reload of the demo portal 1.05 → 0.55 CPU-s on 2
 * cores. (Vite's static server keeps a header that is already set.)
 */
export function immutableAssetsInPreview(): Plugin {
  return {
    name: 'conecta:immutable-assets-in-preview',
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.startsWith('/assets/')) response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        next();
      });
    },
  };
}

/**
 * The production build ships no mock code: msw's worker script, which `public/` holds for the demo
 * build and the dev server (committed, see TOOLCHAIN), is removed from its output.
 */
export function noMockWorkerInProduction(): Plugin {
  let outDir = '';
  let production = false;
  return {
    name: 'conecta:no-mock-worker-in-production',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      production = config.mode === 'production';
    },
    closeBundle() {
      if (production) rmSync(path.join(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

/**
 * The portal. The production build (`vite build`) reads its settings from /config.json at start and
 * carries no mock code; the demo build (`vite build --mode demo`) and the dev server run on the
 * embedded mock backend (a service worker).
 */
export default defineConfig({
  plugins: [react(), reactAriaLocales(['pt-BR', 'en-US']), immutableAssetsInPreview(), noMockWorkerInProduction()],
  resolve: {
    conditions: ['conecta-source', ...defaultClientConditions],
    // Demo mode only (a real-backend build bundles no msw): the Public Suffix List that msw's cookie
    // store would bring (tldts, ~100 KiB gzip, ~1 s to evaluate) is replaced by its default rule.
    alias: { tldts: fileURLToPath(new URL('./src/app/public-suffix.ts', import.meta.url)) },
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: true,
    // dist/.vite/manifest.json: the chunk graph that `npm run budgets -- --no-build` measures.
    manifest: true,
    chunkSizeWarningLimit: 600,
  },
});
