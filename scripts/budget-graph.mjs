// The chunk-graph arithmetic behind `npm run budgets` (scripts/budgets.mjs), kept free of I/O so
// it can be unit-tested against a small fake Vite manifest (scripts/budgets.test.ts).
//
// A Vite manifest maps a key (a source path such as `src/pages/UsersPage.tsx`, `index.html`, or
// `_shared-<hash>.js` for a chunk with no source of its own) to a chunk: its output `file`, the
// keys it imports statically (`imports`) and dynamically (`dynamicImports`), and `isEntry` /
// `isDynamicEntry`. Files are compared by output file, sizes are supplied by the caller.

/** The manifest key of the HTML entry chunk (`isEntry`). Throws when there is not exactly one. */
export function entryKey(manifest) {
  const keys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (keys.length !== 1) throw new Error(`Expected one entry chunk in the manifest, found ${keys.length}`);
  return keys[0];
}

/**
 * Every manifest key reachable from `roots` through static imports only, the roots included.
 * Dynamic imports are not followed: they load when the code asks for them.
 */
export function staticClosure(manifest, roots) {
  const seen = new Set();
  const stack = [...roots];
  while (stack.length > 0) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk '${key}'`);
    seen.add(key);
    for (const next of chunk.imports ?? []) if (!seen.has(next)) stack.push(next);
  }
  return seen;
}

/** Only the keys whose output is JavaScript (CSS and assets have their own entries in a manifest). */
export function jsFiles(manifest, keys) {
  const files = new Set();
  for (const key of keys) {
    const file = manifest[key]?.file;
    if (file?.endsWith('.js')) files.add(file);
  }
  return files;
}

/** Sums `sizes[file]` over `files`; a file missing from `sizes` is an error, never a silent zero. */
export function totalSize(files, sizes) {
  let total = 0;
  for (const file of files) {
    const size = sizes[file];
    if (size === undefined) throw new Error(`No size measured for ${file}`);
    total += size;
  }
  return total;
}

/**
 * First load of a route: the entry chunk with its static graph, plus the route's lazily loaded
 * screen chunk(s) (manifest keys such as `src/app/SignInRoute.tsx`) with their static graphs, plus
 * any chunk the entry awaits before it renders (`blocking`, e.g. the demo mock backend).
 * Returns the JS files, the entry's own static graph, and the total size.
 */
export function firstLoad(manifest, sizes, { screens = [], blocking = [] } = {}) {
  const entry = entryKey(manifest);
  for (const key of [...screens, ...blocking]) {
    if (!manifest[key]) throw new Error(`'${key}' is not a chunk of this build: is it still imported lazily?`);
  }
  const entryGraph = staticClosure(manifest, [entry]);
  const files = jsFiles(manifest, staticClosure(manifest, [entry, ...screens, ...blocking]));
  return { entry, entryGraph, files, size: totalSize(files, sizes) };
}

/**
 * What opening lazy chunk(s) costs once other chunks are loaded: the chunk(s) (`key`, one manifest
 * key or several loaded together) and their static imports, minus the files of `loaded` (manifest
 * keys already loaded: the entry's static graph, or that plus the signed-in shell's load).
 */
export function lazyChunkCost(manifest, sizes, key, loaded) {
  const have = jsFiles(manifest, loaded);
  const files = new Set([...jsFiles(manifest, staticClosure(manifest, Array.isArray(key) ? key : [key]))].filter((file) => !have.has(file)));
  return { files, size: totalSize(files, sizes) };
}

/** Manifest keys of the chunks that import `key` dynamically (where an on-demand chunk is opened from). */
export function dynamicImportersOf(manifest, key) {
  return Object.keys(manifest)
    .filter((candidate) => (manifest[candidate].dynamicImports ?? []).includes(key))
    .sort();
}

/** Manifest keys of the lazily imported chunks whose source lies under `prefix` (e.g. `src/pages/`). */
export function dynamicEntriesUnder(manifest, prefix) {
  return Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry && (manifest[key].src ?? key).startsWith(prefix))
    .sort();
}

/**
 * Files that load statically with the entry or with any of `roots` (the entry, each page, the
 * layouts): a library found in one of them is not "loaded only when used".
 */
export function eagerFiles(manifest, roots) {
  return jsFiles(manifest, staticClosure(manifest, roots));
}

/**
 * Checks that each library is loaded only on demand. `modulesByFile` maps every emitted JS file
 * (chunks and worker bundles alike) to the source modules it contains (from its source map).
 * A library is identified by its `node_modules/<name>/` path segment. Returns, per library, the
 * files that contain it and the ones among them that load eagerly (which must be none).
 */
export function checkLazyLibraries(manifest, modulesByFile, libraries, roots) {
  const eager = eagerFiles(manifest, roots);
  return libraries.map((name) => {
    const marker = `node_modules/${name}/`;
    const files = Object.keys(modulesByFile)
      .filter((file) => modulesByFile[file].some((source) => source.includes(marker)))
      .sort();
    return { name, files, eager: files.filter((file) => eager.has(file)) };
  });
}
