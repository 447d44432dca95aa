/**
 * The keys of the drafts and what the session does with them at sign-in and sign-out, apart from the
 * drafts themselves (`drafts.ts`): the portal's first load (the sign-in screen) needs only this.
 * Pure TypeScript: no DOM types beyond the Web Storage shape.
 */

/** The part of the Web Storage API drafts use (`sessionStorage`, or `memoryDraftStorage()` in tests). */
export interface DraftStorage {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Every storage key of a draft starts with this. */
export const DRAFT_PREFIX = 'conecta.draft:';

/** The storage key of one user's draft of one screen. */
export function draftStorageKey(userId: number, key: string): string {
  return `${DRAFT_PREFIX}${userId}:${key}`;
}

/** The marker of a user who signed out on purpose (`clearDraftsOf`): nothing is kept until he signs in again. */
export const draftsClosedKey = (userId: number) => `${DRAFT_PREFIX}${userId}:#closed`;

/** Runs a storage call; a throw (quota, storage disabled) gives `fallback`: keeping drafts never fails a screen. */
export function safeStorageCall<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}

/** Removes every draft of a user (an explicit sign-out); other users' drafts stay. */
export function clearDraftsOf(storage: DraftStorage | null, userId: number): void {
  if (!storage) return;
  const prefix = draftStorageKey(userId, '');
  const keys = safeStorageCall(
    () =>
      Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
        (key): key is string => key?.startsWith(prefix) ?? false,
      ),
    [] as string[],
  );
  for (const key of keys) safeStorageCall(() => storage.removeItem(key), undefined);
  // Closed until the user signs in again (`reopenDraftsOf`): a screen unmounting after 'Sair' may
  // still flush its last change, and it must not bring a draft back.
  safeStorageCall(() => storage.setItem(draftsClosedKey(userId), '1'), undefined);
}

/** A user signed in again: his screens keep drafts again (see `clearDraftsOf`). */
export function reopenDraftsOf(storage: DraftStorage | null, userId: number): void {
  safeStorageCall(() => storage?.removeItem(draftsClosedKey(userId)), undefined);
}

/**
 * The tab's sessionStorage, or null where there is none or it may not be used (privacy settings,
 * sandboxed frames). Null on a server (no `window`): a server render keeps no drafts, and never
 * uses the `sessionStorage` global that Node 25 defines, which one process shares between requests.
 */
export function sessionDraftStorage(): DraftStorage | null {
  const page = (globalThis as { window?: { sessionStorage?: DraftStorage } }).window;
  if (page === undefined) return null;
  return safeStorageCall(() => page.sessionStorage ?? null, null);
}
