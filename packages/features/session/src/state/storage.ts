import { REFRESH_COUNTER_LIMIT, REFRESH_COUNTER_LOADED, STORAGE_KEYS, STORAGE_PREFIX } from './constants';

/** The part of the Web Storage API the session uses (localStorage in the browser, a Map in tests). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** Every key currently stored. */
  keys(): string[];
}

/** Wraps a Web Storage (`localStorage`); when it is unavailable (privacy mode), falls back to memory. */
export function webStorage(storage: Storage | undefined = globalThis.localStorage): KeyValueStorage {
  if (!storage) return memoryStorage();
  return {
    getItem: (key) => {
      try {
        return storage.getItem(key);
      } catch {
        return null;
      }
    },
    setItem: (key, value) => {
      try {
        storage.setItem(key, value);
      } catch {
        // Quota or privacy mode: the session still works, it only forgets across reloads.
      }
    },
    removeItem: (key) => {
      try {
        storage.removeItem(key);
      } catch {
        // ignored, as above
      }
    },
    keys: () => {
      try {
        return Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
          (key): key is string => key !== null,
        );
      } catch {
        return [];
      }
    },
  };
}

/** An in-memory storage (tests, or when localStorage is not available). */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, value);
    },
    removeItem: (key) => {
      map.delete(key);
    },
    keys: () => [...map.keys()],
  };
}

/** The refresh counter (0 when absent or unreadable). */
export function readRefreshCounter(storage: KeyValueStorage): number {
  const value = Number.parseInt(storage.getItem(STORAGE_KEYS.refreshCounter) ?? '', 10);
  return Number.isFinite(value) ? value : 0;
}

/**
 * Counts one more start-up (page load). Returns the new count and whether it went past the limit
 * (more than 4 reloads without the data loading), in which case the session must be cleared.
 */
export function bumpRefreshCounter(storage: KeyValueStorage): { count: number; exceeded: boolean } {
  const count = readRefreshCounter(storage) + 1;
  const exceeded = count > REFRESH_COUNTER_LIMIT;
  storage.setItem(STORAGE_KEYS.refreshCounter, String(exceeded ? 0 : count));
  return { count, exceeded };
}

/** Sets the counter to -2 once the user's data has loaded. */
export function markDataLoaded(storage: KeyValueStorage): void {
  storage.setItem(STORAGE_KEYS.refreshCounter, String(REFRESH_COUNTER_LOADED));
}

/**
 * Removes the keys a session leaves behind: every `conecta.` key (the session's own and the
 * temporary state features keep, e.g. the user form's stored user type). The refresh counter is
 * kept unless `includeCounter`, so a reload loop is still counted.
 */
export function clearSessionKeys(storage: KeyValueStorage, { includeCounter = false } = {}): void {
  for (const key of storage.keys()) {
    if (!key.startsWith(STORAGE_PREFIX)) continue;
    if (key === STORAGE_KEYS.refreshCounter && !includeCounter) continue;
    storage.removeItem(key);
  }
}
