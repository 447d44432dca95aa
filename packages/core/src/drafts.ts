/**
 * Drafts: what a user typed on a screen and has not saved yet, kept in the tab's storage
 * (sessionStorage) so that a forced sign-out (a 401), a reload or leaving the screen loses nothing.
 *
 * - One slot per user and screen: key `conecta.draft:<userId>:<screen>`. Another user signing in
 *   on the same tab reads his own keys only; an explicit sign-out removes the user's keys
 *   (`clearDraftsOf`).
 * - Versioned JSON with the record it belongs to (`target`: 'new' or the id being edited): a draft of
 *   an older shape, of another record or that cannot be read is never handed back.
 * - Size-guarded and tolerant of storage errors (quota, storage disabled): keeping a draft is a
 *   help, never a reason for the screen to fail.
 * - `createDraftKeeper` debounces the writes: the screen reports each change, the (possibly large)
 *   JSON is built once the user pauses, and `flush` writes what is pending when the screen goes away.
 *
 * Pure TypeScript: no React, no DOM types beyond the Web Storage shape. What the session needs at
 * sign-in and sign-out (the keys, `clearDraftsOf`, `reopenDraftsOf`) lives in `draft-keys.ts`, so the
 * portal's first load carries only that.
 */
import {
  draftStorageKey,
  draftsClosedKey,
  safeStorageCall as safe,
  sessionDraftStorage,
  type DraftStorage,
} from './draft-keys';

export {
  DRAFT_PREFIX,
  clearDraftsOf,
  draftStorageKey,
  reopenDraftsOf,
  sessionDraftStorage,
  type DraftStorage,
} from './draft-keys';

/** The screens that keep drafts (the last part of the storage key). */
export const DRAFT_KEYS = {
  userForm: 'user-form',
  notificationWizard: 'notification-wizard',
  metasPlanning: 'metas-planning',
  supervisorSplit: 'supervisor-split',
  sellerApproval: 'seller-approval',
} as const;

/** Largest draft kept, in characters of JSON (sessionStorage holds about 5 million per origin, shared with the demo backend). */
export const DRAFT_MAX_CHARS = 600_000;

/** Pause after the last change before the draft is written (ms). */
export const DRAFT_SAVE_DELAY_MS = 400;

/** The record a draft belongs to: 'new' for a record being created, else the id being edited. */
export function draftTarget(id: number | string | null | undefined): string {
  return id === null || id === undefined || id === '' ? 'new' : String(id);
}

/** What is stored: the shape's version, the record, and the screen's data. */
interface Envelope {
  v: number;
  target: string;
  data: unknown;
}

/** What a screen asks for when it reads its draft back. */
export interface DraftExpectation<T> {
  /** The shape's version: a draft written with another version is dropped. */
  version: number;
  /** The record on screen ('new' or the id being edited): a draft of another record is left alone. */
  target: string;
  /** Checks the stored data and turns it into the screen's value; null (or a throw) drops the draft. */
  parse: (data: unknown) => T | null;
}

/** How a write ended. */
export type DraftSaveOutcome = 'saved' | 'too-large' | 'failed' | 'off';

/** One user's drafts. */
export interface DraftStore {
  /** The user the drafts belong to. */
  readonly userId: number;
  /** The draft of a screen, when it has this version, this record and a readable shape; else null. */
  load<T>(key: string, expect: DraftExpectation<T>): T | null;
  /** Which record the stored draft of a screen belongs to (any version), or null. */
  targetOf(key: string): string | null;
  /** Writes a screen's draft; a draft over the size limit or refused by the storage is removed instead. */
  save(key: string, draft: { version: number; target: string; data: unknown }): DraftSaveOutcome;
  /** Removes a screen's draft (only when it belongs to `target`, when given). */
  clear(key: string, target?: string): void;
}

function readEnvelope(storage: DraftStorage, storageKey: string): Envelope | null {
  const raw = safe(() => storage.getItem(storageKey), null);
  if (raw === null) return null;
  const parsed = safe<unknown>(() => JSON.parse(raw), null);
  if (!parsed || typeof parsed !== 'object') return null;
  const { v, target } = parsed as Partial<Envelope>;
  if (typeof v !== 'number' || typeof target !== 'string' || !('data' in parsed)) return null;
  return parsed as Envelope;
}

/**
 * The drafts of one user over a storage (null: storage unavailable, nothing is kept).
 * `maxChars` limits the JSON of one draft. @default DRAFT_MAX_CHARS
 */
export function createDraftStore(
  storage: DraftStorage | null,
  userId: number,
  { maxChars = DRAFT_MAX_CHARS }: { maxChars?: number } = {},
): DraftStore {
  const remove = (storageKey: string) => safe(() => storage?.removeItem(storageKey), undefined);
  return {
    userId,
    load(key, expect) {
      if (!storage) return null;
      const storageKey = draftStorageKey(userId, key);
      const envelope = readEnvelope(storage, storageKey);
      if (!envelope) {
        // Unreadable (not JSON, not an envelope): nothing to give back, nothing worth keeping.
        if (safe(() => storage.getItem(storageKey), null) !== null) remove(storageKey);
        return null;
      }
      if (envelope.v !== expect.version) {
        remove(storageKey);
        return null;
      }
      if (envelope.target !== expect.target) return null;
      const value = safe(() => expect.parse(envelope.data), null);
      if (value === null) remove(storageKey);
      return value;
    },
    targetOf(key) {
      return storage ? (readEnvelope(storage, draftStorageKey(userId, key))?.target ?? null) : null;
    },
    save(key, { version, target, data }) {
      if (!storage) return 'off';
      // Signed out on purpose: a screen still going away (its last change flushed on unmount) keeps nothing.
      if (safe(() => storage.getItem(draftsClosedKey(userId)), null) !== null) return 'off';
      const storageKey = draftStorageKey(userId, key);
      const json = safe(
        () => JSON.stringify({ v: version, target, data } satisfies Envelope),
        null,
      );
      if (json === null) {
        remove(storageKey);
        return 'failed';
      }
      if (json.length > maxChars) {
        // An older, smaller draft would bring back outdated values: it goes too.
        remove(storageKey);
        return 'too-large';
      }
      try {
        storage.setItem(storageKey, json);
        return 'saved';
      } catch {
        remove(storageKey);
        return 'failed';
      }
    },
    clear(key, target) {
      if (!storage) return;
      const storageKey = draftStorageKey(userId, key);
      if (target !== undefined) {
        const stored = readEnvelope(storage, storageKey);
        if (stored && stored.target !== target) return;
      }
      remove(storageKey);
    },
  };
}

/** A storage in memory (tests and stories: each has its own). */
export function memoryDraftStorage(initial: Record<string, string> = {}): DraftStorage {
  const map = new Map(Object.entries(initial));
  return {
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, String(value));
    },
    removeItem: (key) => {
      map.delete(key);
    },
  };
}

/**
 * The drafts a screen uses: `option` is the root's `drafts` prop. Absent → the tab's sessionStorage
 * for `userId`; false → none; a store of another user → none (a draft never crosses users).
 */
export function resolveDraftStore(
  option: DraftStore | false | undefined,
  userId: number,
): DraftStore | null {
  if (option === false) return null;
  if (option === undefined) return createDraftStore(sessionDraftStorage(), userId);
  return option.userId === userId ? option : null;
}

/** What a keeper needs to know about its screen. */
export interface DraftKeeperOptions<T> {
  store: DraftStore | null;
  /** The screen (`DRAFT_KEYS`). */
  key: string;
  /** The record on screen ('new' or the id). */
  target: string;
  /** The shape's version. */
  version: number;
  /** What to store for a value; null when there is nothing worth keeping (the screen as it opened). */
  toData: (value: T) => unknown;
  /** Pause before writing (ms). @default DRAFT_SAVE_DELAY_MS */
  delayMs?: number;
  /** Timers (tests). @default globalThis.setTimeout / clearTimeout */
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  /** Where 'pagehide' is heard (tests). @default globalThis (the window, in a browser) */
  page?: PageEvents;
}

/** The part of the window a keeper listens to: 'pagehide' writes a change still waiting. */
export interface PageEvents {
  addEventListener?: (type: 'pagehide', listener: () => void) => void;
  removeEventListener?: (type: 'pagehide', listener: () => void) => void;
}

/** Writes one screen's draft as the user works; see `createDraftKeeper`. */
export interface DraftKeeper<T> {
  /** The value changed: written after `delayMs` without another change. */
  change(value: T): void;
  /** Writes a pending change now (the screen is going away). */
  flush(): void;
  /** Forgets the pending change and removes the draft (cancel, saved, 'Descartar rascunho'). */
  clear(): void;
}

/**
 * Keeps one screen's draft: `change` on every change (cheap: it only remembers the value and
 * restarts a timer), the JSON is built and written once the user pauses, `flush` writes what is
 * still pending, `clear` removes it. A value with nothing to keep (`toData` → null) removes this
 * record's draft. Nothing is written before the first change, so opening a screen never touches a
 * draft kept for another record.
 */
export function createDraftKeeper<T>(options: DraftKeeperOptions<T>): DraftKeeper<T> {
  const { store, key, target, version, toData, delayMs = DRAFT_SAVE_DELAY_MS } = options;
  const setTimer =
    options.setTimer ?? ((run: () => void, ms: number) => globalThis.setTimeout(run, ms));
  const clearTimer =
    options.clearTimer ??
    ((handle: unknown) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>));
  let pending: { value: T } | null = null;
  let timer: unknown = null;
  // While a change waits, leaving the page (a reload, closing the tab) writes it at once: a reload
  // does not unmount the screen, so its `flush` would never run.
  const page = options.page ?? (globalThis as unknown as PageEvents);
  let listening = false;
  const onPageHide = () => write();
  const listen = (on: boolean) => {
    if (on === listening || typeof page.addEventListener !== 'function') return;
    listening = on;
    if (on) page.addEventListener('pagehide', onPageHide);
    else page.removeEventListener?.('pagehide', onPageHide);
  };

  const stop = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
  };
  const write = () => {
    stop();
    listen(false);
    if (!pending || !store) {
      pending = null;
      return;
    }
    const { value } = pending;
    pending = null;
    const data = safe(() => toData(value), undefined);
    if (data === undefined) return;
    if (data === null) store.clear(key, target);
    else store.save(key, { version, target, data });
  };
  return {
    change(value) {
      if (!store) return;
      pending = { value };
      stop();
      timer = setTimer(write, delayMs);
      listen(true);
    },
    flush: write,
    clear() {
      stop();
      listen(false);
      pending = null;
      store?.clear(key, target);
    },
  };
}
