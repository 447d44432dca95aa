/** Types of scripts/budget-graph.mjs (the chunk-graph arithmetic of `npm run budgets`). */

export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;
export type Sizes = Record<string, number>;

export function entryKey(manifest: Manifest): string;
export function staticClosure(manifest: Manifest, roots: readonly string[]): Set<string>;
export function jsFiles(manifest: Manifest, keys: Iterable<string>): Set<string>;
export function totalSize(files: Iterable<string>, sizes: Sizes): number;
export function firstLoad(
  manifest: Manifest,
  sizes: Sizes,
  options?: { screens?: readonly string[]; blocking?: readonly string[] },
): { entry: string; entryGraph: Set<string>; files: Set<string>; size: number };
export function lazyChunkCost(
  manifest: Manifest,
  sizes: Sizes,
  key: string | readonly string[],
  loaded: Iterable<string>,
): { files: Set<string>; size: number };
export function dynamicImportersOf(manifest: Manifest, key: string): string[];
export function dynamicEntriesUnder(manifest: Manifest, prefix: string): string[];
export function eagerFiles(manifest: Manifest, roots: readonly string[]): Set<string>;
export function checkLazyLibraries(
  manifest: Manifest,
  modulesByFile: Record<string, readonly string[]>,
  libraries: readonly string[],
  roots: readonly string[],
): { name: string; files: string[]; eager: string[] }[];
