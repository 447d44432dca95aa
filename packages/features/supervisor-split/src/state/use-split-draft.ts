/**
 * Keeps and restores the supervisor split's draft (see `draft.ts`). Headless: no styles.
 *
 * - Every change of the drafts on screen is reported to a core draft keeper (debounced writes; what
 *   is pending is written when the screen goes away — a 401 unmounts it in the portal). The keeper
 *   listens to the jotai store itself, so a change made right before the screen unmounts is kept too.
 * - A draft kept for the target on screen is looked up on entry and whenever a target is chosen;
 *   once the cards and the status have loaded (and the categories it changed), it is put back.
 */
import { useEffect, useMemo, useState } from 'react';
import { useAtom, useSetAtom, useStore } from 'jotai';
import { useHydrateAtoms } from 'jotai/utils';
import { createDraftKeeper, type DraftStore } from '@conecta/core';
import { draftsAtom, expandedAtom, restoreAtom } from './atoms';
import {
  SPLIT_DRAFT_KEY,
  SPLIT_DRAFT_VERSION,
  loadSplitDraft,
  restoreSplitDraft,
  splitDraftOf,
  splitDraftTarget,
  waitingFor,
} from './draft';
import type { CategoryValue, Draft, FullSelection, SupervisorCard } from './types';

export interface UseSplitDraftOptions {
  /** The signed-in user's drafts (null: nothing is kept). */
  draftStore: DraftStore | null;
  /** The broker scope (part of the target). */
  idPuxada: string;
  /** The full selection on screen, or null while the cascade is incomplete. */
  full: FullSelection | null;
  /** The supervisor cards as the server sent them (undefined until they load). */
  serverCards: readonly SupervisorCard[] | undefined;
  /** The status has loaded (whether the target can be edited is known). */
  isStatusReady: boolean;
  /** Values can be edited on this target now. */
  isEditable: boolean;
  /** Reads (or takes from the cache) a supervisor's categories. */
  readCategories: (id: string) => Promise<CategoryValue[]>;
}

export function useSplitDraft({ draftStore, idPuxada, full, serverCards, isStatusReady, isEditable, readCategories }: UseSplitDraftOptions) {
  const jotai = useStore();
  const target = full ? splitDraftTarget(full, idPuxada) : null;
  // The draft kept for the target the screen opens on (e.g. the address the portal brings the user
  // back to after signing in): looked up once, put back once the data is there.
  const [initial] = useState(() => waitingFor(loadSplitDraft(draftStore, full, idPuxada), target));
  useHydrateAtoms(new Map([[restoreAtom, initial]]));
  const [restore, setRestore] = useAtom(restoreAtom);
  const setDrafts = useSetAtom(draftsAtom);
  const setExpanded = useSetAtom(expandedAtom);

  const keeper = useMemo(
    () =>
      draftStore && target && full
        ? createDraftKeeper<Readonly<Record<string, Draft>>>({
            store: draftStore,
            key: SPLIT_DRAFT_KEY,
            target,
            version: SPLIT_DRAFT_VERSION,
            toData: (drafts) => splitDraftOf(drafts, full),
          })
        : null,
    [draftStore, target, full],
  );

  // Every change of the drafts is reported as it happens (not after a render): a save that fails
  // with 401 changes them right before the screen goes away. A kept draft not yet put back is left
  // as it is.
  useEffect(() => {
    if (!keeper) return;
    const unsubscribe = jotai.sub(draftsAtom, () => {
      if (jotai.get(restoreAtom)?.phase !== 'waiting') keeper.change(jotai.get(draftsAtom));
    });
    return () => {
      unsubscribe();
      keeper.flush();
    };
  }, [keeper, jotai]);

  // Puts the kept draft back once the cards and the status are there (and the categories it changed).
  const waiting = restore?.phase === 'waiting' && restore.target === target ? restore : null;
  useEffect(() => {
    if (!waiting || !serverCards || !isStatusReady) return;
    let cancelled = false;
    const put = async () => {
      const ids = [
        ...new Set(
          waiting.draft.changes
            .filter((change) => change.kind === 'categories' && serverCards.some((card) => card.id === change.supervisorId))
            .map((change) => change.supervisorId),
        ),
      ];
      const read = await Promise.all(
        ids.map((id) =>
          readCategories(id).then(
            (values) => [id, values] as const,
            // Unreadable now: its values are put back as they were kept (the save checks them).
            () => null,
          ),
        ),
      );
      if (cancelled) return;
      if (!isEditable) {
        draftStore?.clear(SPLIT_DRAFT_KEY, waiting.target);
        setRestore({ phase: 'notApplied', reason: 'locked' });
        return;
      }
      const restored = restoreSplitDraft(
        waiting.draft,
        serverCards,
        new Map(read.filter((entry): entry is readonly [string, CategoryValue[]] => entry !== null)),
      );
      const keptIds = Object.keys(restored.drafts);
      if (keptIds.length === 0) {
        // Nothing left to put back: gone from the target, or already on the server.
        draftStore?.clear(SPLIT_DRAFT_KEY, waiting.target);
        setRestore(restored.dropped > 0 ? { phase: 'notApplied', reason: 'gone' } : null);
        return;
      }
      // The phase first: the keeper then writes the re-based draft over the kept one.
      setRestore({ phase: 'restored', target: waiting.target, ids: keptIds, dropped: restored.dropped, changedSince: restored.changedSince });
      // A value the user typed meanwhile wins over the kept one.
      setDrafts((current) => ({ ...restored.drafts, ...current }));
      if (restored.categoryIds.length > 0) setExpanded((current) => new Set([...current, ...restored.categoryIds]));
    };
    void put();
    return () => {
      cancelled = true;
    };
  }, [waiting, serverCards, isStatusReady, isEditable, readCategories, draftStore, setRestore, setDrafts, setExpanded]);

  return {
    restore,
    /**
     * A target was chosen in the cascade: its kept draft (if any) waits for the data. What the
     * previous target left is written first (its values were just dropped: nothing comes back).
     */
    lookUp: (selection: FullSelection | null) => {
      keeper?.flush();
      setRestore(waitingFor(loadSplitDraft(draftStore, selection, idPuxada), selection ? splitDraftTarget(selection, idPuxada) : null));
    },
    /** Forgets the restore (the banner goes; the values stay as drafts). */
    acknowledge: () => setRestore(null),
    /** 'Descartar rascunho': the put-back values that are still not saved go; the loaded values show. */
    discard: () => {
      const ids = restore?.phase === 'restored' ? restore.ids : [];
      setRestore(null);
      setDrafts((current) =>
        Object.fromEntries(Object.entries(current).filter(([id, draft]) => !(ids.includes(id) && draft.status === 'failed'))),
      );
    },
  };
}
