import { atom, useAtom, useSetAtom } from 'jotai';
import { useCallback, useEffect, useMemo } from 'react';

/** Hovering a group this long opens it (shell spec §2 and §9: menu hover debounce 150 ms). */
export const HOVER_OPEN_DELAY_MS = 150;

/**
 * The open groups, one id per depth: `[]` all closed, `['metas']` the Metas group open,
 * `['relatorios', 'x']` a top group and one of its sub-groups. Holding one id per depth is what
 * keeps one top item and one sub-item open at a time.
 */
export type OpenPath = readonly string[];

function startsWith(open: OpenPath, ancestors: readonly string[]): boolean {
  return ancestors.every((id, depth) => open[depth] === id);
}

/** Whether the group `id` (below `ancestors`) is open. */
export function isGroupOpen(open: OpenPath, ancestors: readonly string[], id: string): boolean {
  return startsWith(open, ancestors) && open[ancestors.length] === id;
}

/**
 * Opens the group `id` below `ancestors`: its ancestors stay open, any other group at its depth
 * (and everything below that) closes. Opening an open group changes nothing.
 */
export function openGroup(open: OpenPath, ancestors: readonly string[], id: string): OpenPath {
  if (isGroupOpen(open, ancestors, id)) return open;
  return [...ancestors, id];
}

/** Closes the group `id` and its sub-groups; a closed group changes nothing. */
export function closeGroup(open: OpenPath, ancestors: readonly string[], id: string): OpenPath {
  return isGroupOpen(open, ancestors, id) ? open.slice(0, ancestors.length) : open;
}

/** A click on a group: open it (closing its siblings) or, when open, close it. */
export function toggleGroup(open: OpenPath, ancestors: readonly string[], id: string): OpenPath {
  return isGroupOpen(open, ancestors, id) ? closeGroup(open, ancestors, id) : openGroup(open, ancestors, id);
}

/**
 * A click on a group. Usually a toggle; but when the pointer rested on the group long enough for the
 * hover intent to open it (`openedByHover`), the click confirms that group instead of shutting it
 * again — pointing at a group and clicking it always leaves it open.
 */
export function clickGroup(open: OpenPath, ancestors: readonly string[], id: string, openedByHover: boolean): OpenPath {
  return openedByHover ? openGroup(open, ancestors, id) : toggleGroup(open, ancestors, id);
}

/** Timers the hover intent uses (injectable for tests). */
export interface HoverTimers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const globalTimers: HoverTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The hover debounce: `enter(key)` starts the wait, `leave()` (or another `enter`) cancels it. */
export interface HoverIntent<K> {
  /** The pointer entered `key`: after the delay, `onIntent(key)` runs unless it left first. */
  enter: (key: K) => void;
  /** The pointer left: a pending intent is dropped (an open group stays open). */
  leave: () => void;
  /** Drops a pending intent (unmount). */
  cancel: () => void;
}

/** A hover debounce: resting on a target for `delayMs` calls `onIntent`; leaving earlier does nothing. */
export function createHoverIntent<K>(
  onIntent: (key: K) => void,
  delayMs: number = HOVER_OPEN_DELAY_MS,
  timers: HoverTimers = globalTimers,
): HoverIntent<K> {
  let pending: unknown = null;
  const cancel = () => {
    if (pending !== null) timers.clearTimeout(pending);
    pending = null;
  };
  return {
    enter(key) {
      cancel();
      pending = timers.setTimeout(() => {
        pending = null;
        onIntent(key);
      }, delayMs);
    },
    leave: cancel,
    cancel,
  };
}

/** The open groups of the side menu (one per store: each AppShell has its own). */
export const openPathAtom = atom<OpenPath>([]);

/** A group of the menu addressed by its ancestors and id. */
export interface GroupAddress {
  /** Ids of the enclosing groups, outermost first ([] for a top-level group). */
  ancestors: readonly string[];
  /** The group's id. */
  id: string;
}

const groupKey = ({ ancestors, id }: GroupAddress) => [...ancestors, id].join('/');

/** The group the hover intent opened while the pointer still rests on it (see `clickGroup`). */
const hoverOpenedAtom = atom<string | null>(null);

/** The hover intent fired: open the group, remembering whether the hover is what opened it. */
const hoverOpenAtom = atom(null, (get, set, address: GroupAddress) => {
  const current = get(openPathAtom);
  set(hoverOpenedAtom, isGroupOpen(current, address.ancestors, address.id) ? null : groupKey(address));
  set(openPathAtom, openGroup(current, address.ancestors, address.id));
});

/** A click on a group: confirms a group the hover just opened, toggles any other. */
const clickGroupAtom = atom(null, (get, set, address: GroupAddress) => {
  const openedByHover = get(hoverOpenedAtom) === groupKey(address);
  set(hoverOpenedAtom, null);
  set(openPathAtom, clickGroup(get(openPathAtom), address.ancestors, address.id, openedByHover));
});

/** The pointer left a group: a later click there toggles again. */
const pointerLeftAtom = atom(null, (_get, set) => set(hoverOpenedAtom, null));

/**
 * View model of the menu's open groups: what is open, and the click, hover and keyboard actions.
 * `timers` drive the hover debounce (the side menu passes the kit's clock, so a story can hold time).
 */
export function useMenuOpenState(timers: HoverTimers = globalTimers) {
  const [openPath, setOpenPath] = useAtom(openPathAtom);
  const toggle = useCallback(
    ({ ancestors, id }: GroupAddress) => setOpenPath((open) => toggleGroup(open, ancestors, id)),
    [setOpenPath],
  );
  const open = useCallback(
    ({ ancestors, id }: GroupAddress) => setOpenPath((current) => openGroup(current, ancestors, id)),
    [setOpenPath],
  );
  const close = useCallback(
    ({ ancestors, id }: GroupAddress) => setOpenPath((current) => closeGroup(current, ancestors, id)),
    [setOpenPath],
  );
  const hoverOpen = useSetAtom(hoverOpenAtom);
  const clickAt = useSetAtom(clickGroupAtom);
  const pointerLeft = useSetAtom(pointerLeftAtom);
  const intent = useMemo(() => createHoverIntent<GroupAddress>(hoverOpen, HOVER_OPEN_DELAY_MS, timers), [hoverOpen, timers]);
  const hover = useMemo<HoverIntent<GroupAddress>>(
    () => ({
      enter: intent.enter,
      leave: () => {
        intent.leave();
        pointerLeft();
      },
      cancel: intent.cancel,
    }),
    [intent, pointerLeft],
  );
  useEffect(() => () => hover.cancel(), [hover]);
  /** A click (or Enter/Space) on a group: see `clickGroup`. */
  const click = useCallback(
    (address: GroupAddress) => {
      hover.cancel();
      clickAt(address);
    },
    [hover, clickAt],
  );
  const isOpen = useCallback(
    (ancestors: readonly string[], id: string) => isGroupOpen(openPath, ancestors, id),
    [openPath],
  );
  return { openPath, setOpenPath, isOpen, toggle, click, open, close, hover };
}
