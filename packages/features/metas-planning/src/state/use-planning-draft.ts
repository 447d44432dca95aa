/**
 * The planning draft on screen (issue 17): which selection the screen opens on and the draft it
 * restores (read once, when the screen mounts), and the keeper that writes the draft while there
 * are unsaved values. See `draft.ts` for what is kept.
 */
import { useEffect, useMemo, useState } from 'react';
import { useStore } from 'jotai';
import { useHydrateAtoms } from 'jotai/utils';
import { DRAFT_KEYS, createDraftKeeper, emptyHistory, type DraftKeeper, type DraftStore, type MetasSelection } from '@conecta/core';
import { draftsAtom, editHistoryAtom, historyBaseAtom, historyBaseUnsavedAtom, restoredDraftAtom, saveBaseAtom, selectionAtom } from './atoms';
import { targetKeyOf } from './concurrency';
import {
  PLANNING_DRAFT_VERSION,
  openingSelection,
  parsePlanningDraft,
  planningDraftOf,
  planningDraftTarget,
  type PlanningDraft,
  type PlanningDraftSource,
} from './draft';
import { selectionFromAddress, type PlanningSelection } from './selection';

/** The draft kept for a selection's target, or null (another version, another selection, unreadable: see core `DraftStore.load`). */
export function loadPlanningDraft(store: DraftStore | null, target: string | null): PlanningDraft | null {
  if (!store || !target) return null;
  return store.load(DRAFT_KEYS.metasPlanning, { version: PLANNING_DRAFT_VERSION, target, parse: parsePlanningDraft });
}

/** What the screen opens with. */
export interface PlanningOpening {
  /** The cascade: the address's, or the kept draft's when the address names none. */
  selection: PlanningSelection;
  /** The target of that selection's draft (null while the selection is incomplete). */
  target: string | null;
  /** The draft kept for it, or null. */
  draft: PlanningDraft | null;
}

/** Decides the opening selection and reads its draft (once per mount: it reads the storage). */
export function openPlanning(store: DraftStore | null, initial: MetasSelection | undefined, now: Date): PlanningOpening {
  const kept = store?.targetOf(DRAFT_KEYS.metasPlanning) ?? null;
  const selection = openingSelection(selectionFromAddress(initial, now), kept, now);
  const target = planningDraftTarget(selection);
  return { selection, target, draft: loadPlanningDraft(store, target) };
}

/** The screen's state an opening decides: the selection and, with a kept draft, what it restores. */
function openingState({ selection, target, draft }: PlanningOpening, scope: string) {
  return {
    selection,
    drafts: draft?.values ?? {},
    history: draft?.history ?? emptyHistory<string>(),
    historyBase: draft?.historyBase ?? null,
    historyBaseUnsaved: (draft?.historyBase ?? null) !== null,
    saveBase:
      draft?.base && selection.versao !== null && selection.linha !== null
        ? { target: targetKeyOf(scope, selection.versao, selection.linha), date: draft.base }
        : null,
    restored: draft && target ? { target, values: draft.values, loaded: draft.loaded } : null,
  };
}

/**
 * Puts the opening into the screen's jotai store before its first read: the selection and, with a
 * kept draft, its values, undo history, pending history base and save base. The values show as
 * soon as the rows arrive (values of categories the target no longer has are never shown, and the
 * next write leaves them out).
 */
export function useHydratePlanning(opening: PlanningOpening, scope: string): void {
  const state = openingState(opening, scope);
  useHydrateAtoms([
    [selectionAtom, state.selection],
    [draftsAtom, state.drafts],
    [editHistoryAtom, state.history],
    [historyBaseAtom, state.historyBase],
    [historyBaseUnsavedAtom, state.historyBaseUnsaved],
    [saveBaseAtom, state.saveBase],
    [restoredDraftAtom, state.restored],
  ] as const);
}

/**
 * For a screen that opened in a hydration (the server's markup: a server has no tab, so no drafts,
 * and the first client render must match it): once hydrated, `open()` reads the tab's drafts and,
 * when that opening differs (a kept draft, or the kept draft's selection), it replaces the server's
 * before anything was typed. `openedInHydration` is read once, on mount; a screen mounted in the
 * browser opened on its drafts already and nothing happens.
 */
export function useOpenAfterHydration(openedInHydration: boolean, open: () => PlanningOpening, scope: string): void {
  const store = useStore();
  const [late] = useState(() => (openedInHydration ? { open, scope } : null));
  useEffect(() => {
    if (!late) return;
    const opening = late.open();
    const current = store.get(selectionAtom);
    const sameSelection = (['ano', 'mes', 'versao', 'linha'] as const).every((step) => opening.selection[step] === current[step]);
    if (!opening.draft && sameSelection) return;
    const state = openingState(opening, late.scope);
    store.set(selectionAtom, state.selection);
    store.set(draftsAtom, state.drafts);
    store.set(editHistoryAtom, state.history);
    store.set(historyBaseAtom, state.historyBase);
    store.set(historyBaseUnsavedAtom, state.historyBaseUnsaved);
    store.set(saveBaseAtom, state.saveBase);
    store.set(restoredDraftAtom, state.restored);
  }, [late, store]);
}

/**
 * Keeps the draft of the selection on screen (`target`; null: nothing is kept): `source` is
 * reported while `ready` (the target's rows are on screen and no save or reload is running) and
 * written once the user pauses (a state with nothing to keep removes the draft at once); what
 * is pending is written when the screen goes away (a 401 unmounts it in the portal). `clear` for a successful save, 'Descartar rascunho', 'Recarregar'
 * and a confirmed discard ('SIM' of the unsaved-changes question).
 */
export function usePlanningDraftKeeper(
  store: DraftStore | null,
  target: string | null,
  source: PlanningDraftSource,
  ready: boolean,
): DraftKeeper<PlanningDraftSource> {
  const keeper = useMemo(
    () =>
      createDraftKeeper<PlanningDraftSource>({
        store: target === null ? null : store,
        key: DRAFT_KEYS.metasPlanning,
        target: target ?? '',
        version: PLANNING_DRAFT_VERSION,
        toData: planningDraftOf,
      }),
    [store, target],
  );
  useEffect(() => () => keeper.flush(), [keeper]);
  useEffect(() => {
    if (!ready) return;
    // Nothing left to keep (e.g. undone back to the loaded values): removed at once, so that a
    // screen opened right after never finds it. Values to keep wait for the user to pause.
    if (planningDraftOf(source) === null) keeper.clear();
    else keeper.change(source);
  }, [keeper, ready, source]);
  return keeper;
}
