/**
 * Keeps the screen's draft while it is on screen (issue 17, 'a 401 loses nothing'): once the data
 * of a selection has loaded and whether the user may edit it is known, a draft kept for that
 * selection is put back (once) and the banner says so; from then on every change of the sellers'
 * unsaved values is written (debounced), and what is pending is written when the screen goes away
 * (a 401 unmounts it in the portal). Values saved, undone back to the saved ones, dropped by 'SIM'
 * of the unsaved-changes question or by 'Descartar rascunho', or an approval, leave nothing to
 * keep: the draft is removed.
 */
import { useCallback, useEffect, useMemo } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { createDraftKeeper, type DraftKeeper, type DraftStore } from '@conecta/core';
import type { SellerActions } from './actions';
import { anyDirtyAtom, draftNoticeAtom, draftStatusAtom, sellersAtom, supervisorAtom, versionsAtom, type DraftNotice } from './atoms';
import { SELLER_DRAFT_KEY, SELLER_DRAFT_VERSION, loadSellerDraft, sellerDraftOf, type DraftSnapshot } from './draft';

export interface SellerDraftOptions {
  /** The user's drafts (null: none are kept). */
  store: DraftStore | null;
  /** The record on screen (`sellerDraftTarget`), or null while the selection is incomplete. */
  target: string | null;
  /** The selection's data has loaded (with sellers) and whether it may be edited is known. */
  ready: boolean;
  /** The sellers' values may be edited now. */
  editable: boolean;
  actions: SellerActions;
}

export interface SellerDraftState {
  /** What the draft banner says for the selection on screen, or null. */
  notice: DraftNotice | null;
  /** 'Descartar rascunho': the restored values go and the draft is removed. */
  discard: () => void;
  /** Closes the banner (the draft itself stays while there are unsaved values). */
  dismiss: () => void;
}

export function useSellerDraft({ store: drafts, target, ready, editable, actions }: SellerDraftOptions): SellerDraftState {
  const store = useStore();
  const keeper: DraftKeeper<DraftSnapshot> | null = useMemo(
    () =>
      drafts && target !== null
        ? createDraftKeeper({ store: drafts, key: SELLER_DRAFT_KEY, target, version: SELLER_DRAFT_VERSION, toData: sellerDraftOf })
        : null,
    [drafts, target],
  );

  // Every change of the sellers is reported once this selection's draft is tracked; what is
  // pending is written when the selection changes or the screen goes away.
  useEffect(() => {
    if (!keeper || target === null) return;
    const report = () => {
      const status = store.get(draftStatusAtom);
      if (status?.target !== target || status.phase !== 'tracking') return;
      // Restored values all saved or undone: the banner has nothing left to say.
      if (store.get(draftNoticeAtom)?.kind === 'restored' && !store.get(anyDirtyAtom)) store.set(draftNoticeAtom, null);
      keeper.change({
        sellers: store.get(sellersAtom),
        versions: store.get(versionsAtom),
        supervisorPlanned: store.get(supervisorAtom)?.planned ?? 0,
      });
    };
    const unsubscribe = [store.sub(sellersAtom, report), store.sub(draftStatusAtom, report)];
    return () => {
      for (const stop of unsubscribe) stop();
      keeper.flush();
    };
  }, [store, keeper, target]);

  // The restore, once per selection, when its data is on screen.
  useEffect(() => {
    if (!ready || !keeper || !drafts || target === null) return;
    if (store.get(draftStatusAtom)?.target === target) return;
    const track = () => {
      if (store.get(draftStatusAtom)?.target === target) store.set(draftStatusAtom, { target, phase: 'tracking' });
    };
    store.set(draftStatusAtom, { target, phase: 'restoring' });
    const draft = loadSellerDraft(drafts, target);
    if (!draft) {
      track();
      return;
    }
    if (!editable) {
      // The target can no longer be changed (approved, released, re-planned, view only): the values
      // cannot be saved; the draft goes and the banner says why.
      keeper.clear();
      store.set(draftNoticeAtom, { kind: 'notApplied', target });
      track();
      return;
    }
    void actions.restoreDraft(draft).then((plan) => {
      if (store.get(draftStatusAtom)?.target !== target) return;
      if (plan.sellers.length > 0) {
        store.set(draftNoticeAtom, { kind: 'restored', target, baseChanged: plan.baseChanged, dropped: plan.dropped });
      }
      // Tracking writes the draft as restored at once (without what no longer applies), or removes it.
      track();
    });
  }, [ready, keeper, drafts, target, editable, actions, store]);

  const notice = useAtomValue(draftNoticeAtom);
  const discard = useCallback(() => {
    actions.discardDraft();
    keeper?.clear();
  }, [actions, keeper]);
  const dismiss = useCallback(() => store.set(draftNoticeAtom, null), [store]);
  return { notice: notice !== null && notice.target === target ? notice : null, discard, dismiss };
}
