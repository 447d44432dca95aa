/**
 * The screen's actions as plain functions of a jotai store and a QueryClient: no React, so the
 * rules are unit-tested in node, and the object is created once per screen (stable identity: the
 * memoized seller cards never re-render because of it).
 */
import { atom, type PrimitiveAtom } from 'jotai';
import type { createStore } from 'jotai';
import type { QueryClient } from '@tanstack/react-query';
import { commentToSend, emptyHistory, recordEdits, undoLast, type EditRecord, type MetasSelection, type SaveConflict } from '@conecta/core';
import { failureReason, isAbortError, saveConflictOf, toApiError } from '@conecta/api';
import { ERROR_CODES } from '../messages';
import {
  busyAtom,
  clearDataAtom,
  compareOpenAtom,
  conflictAtom,
  differenceAtom,
  distributionAtom,
  draftNoticeAtom,
  historyAtom,
  initialDifferenceAtom,
  noticeAtom,
  pendingAtom,
  selectionAtom,
  sellerEntriesAtom,
  sellersAtom,
  supervisorAtom,
  supervisorCategoriesAtom,
  syncSellersAtom,
  totalsAtom,
  unsavedCountAtom,
  versionsAtom,
  type Notice,
  type NoticeRetry,
  type PendingChange,
} from './atoms';
import {
  adoptRead,
  afterSave,
  baseOfSeller,
  baseOfTeam,
  dirtyTeamsOf,
  mergeRead,
  reapplyTyped,
  typedValuesOf,
  type ConflictOperation,
  type ConflictState,
} from './concurrency';
import { planRestore, restoredBases, type RestorePlan, type SellerApprovalDraft } from './draft';
import { queryKeys } from './keys';
import * as requests from './requests';
import {
  canApprove,
  categoryShown,
  invalidCategories,
  isDirty,
  planDistribution,
  readCategoryValue,
  readSellerTotal,
  categoryCeiling,
  totalCeiling,
  selectionBlock,
  sellerShown,
  type ApproveBlock,
} from './rules';
import { choose, sameSelection, type SelectorField } from './selection';
import type { CategoryValue, ChosenTarget, SellerState } from './types';
import type { CallContext, TargetData } from './requests';

type Store = ReturnType<typeof createStore>;

/** What the actions need from the current render (set by the view model on every change). */
export interface ActionEnv {
  ctx: CallContext;
  chosen: ChosenTarget | null;
  /** Seller values may be edited (§4.7). */
  editable: boolean;
  /** Why 'Aprovar Metas' is disabled, or null. */
  approveBlock: ApproveBlock | null;
  /** Called with the screen's path and query after the selection changes. */
  onSelectionChange?: (selection: MetasSelection) => void;
}

export const envAtom = atom<ActionEnv | null>(null);

/**
 * Whether the user's values of a conflict cannot be re-applied on the screen as it stands: the
 * re-read locked it (e.g. the manager re-split the target, back to 'Rateada'; or it was approved or
 * released meanwhile) — for an approval, when approving is blocked now; otherwise, when nothing
 * can be edited. The panel then offers only 'Recarregar' and says why.
 */
export function reapplyLocked(conflict: Pick<ConflictState, 'operation'>, env: Pick<ActionEnv, 'editable' | 'approveBlock'>): boolean {
  return conflict.operation === 'approve' ? env.approveBlock !== null : !env.editable;
}

/** An edit confirmed in a seller's category grid. */
export interface CategoryEdit {
  key: number;
  value: number | null;
}

const totalKey = (sellerId: string) => `t:${sellerId}`;
const categoryKey = (sellerId: string, key: number) => `c:${sellerId}:${key}`;

/**
 * The notice of a failed call: the spec's code, why it failed in the user's words when the api
 * knows (time-out, no connection, unreadable answer; nothing for a plain HTTP error), and what
 * 'Tentar novamente' repeats.
 */
export function errorNotice(code: number, error: unknown, retry?: NoticeRetry): Extract<Notice, { kind: 'error' }> {
  const reason = failureReason(error);
  return { kind: 'error', code, ...(retry ? { retry } : {}), ...(reason ? { reason } : {}) };
}

function parseKey(key: string): { sellerId: string; category: number | null } {
  const [kind, sellerId = '', category] = key.split(':');
  return { sellerId, category: kind === 'c' ? Number(category) : null };
}

export function createActions(store: Store, queryClient: QueryClient) {
  const env = () => store.get(envAtom);
  /** The screen's target type (VBC until the screen has told). */
  const metaType = () => env()?.ctx.metaType ?? 'VBC';
  const entryOf = (sellerId: string) => store.get(sellerEntriesAtom).find((entry) => entry.id === sellerId);
  const update = (sellerId: string, change: (state: SellerState) => SellerState) => {
    const entry = entryOf(sellerId);
    if (entry) store.set(entry.atom, change(store.get(entry.atom)));
  };

  /** Puts one value back on screen: equal to the saved value clears the draft. */
  const applyValue = (key: string, value: number | null) => {
    const { sellerId, category } = parseKey(key);
    update(sellerId, (state) => {
      if (category === null) {
        return { ...state, draft: value === null || value === state.planned ? null : value };
      }
      const saved = state.categories?.find((c) => c.key === category)?.value;
      const drafts = { ...state.categoryDrafts };
      if (value === null || value === saved) delete drafts[category];
      else drafts[category] = value;
      return { ...state, categoryDrafts: drafts };
    });
  };

  const applyBatch = (batch: readonly EditRecord<string>[], side: 'before' | 'after') => {
    const ordered = side === 'before' ? [...batch].reverse() : batch;
    for (const record of ordered) applyValue(record.key, record[side]);
  };

  /** Reads the target again (a read already under way is not started twice: OK and 'Tentar novamente' may both ask). */
  const reloadTarget = async () => {
    const e = env();
    if (!e?.chosen) return;
    await queryClient.invalidateQueries({ queryKey: queryKeys.target(e.ctx, e.chosen) }, { cancelRefetch: false });
  };

  /** A save answered `date` (`X-Data-Atualizacao`): the base of the next save of that team. */
  const savedBase = (sellerId: string | null, date: string | null) => {
    const versions = store.get(versionsAtom);
    const team = sellerId === null ? Object.keys(versions.bases)[0] : versions.teamOf[sellerId];
    store.set(versionsAtom, afterSave(versions, team, date));
  };

  /**
   * A read of the target (the screen's load, a reload, the re-read after a conflict): the sellers'
   * atoms (keeping what is typed), the supervisor, the loaded difference and the bases of the saves.
   */
  const applyRead = (data: TargetData) => {
    store.set(syncSellersAtom, data.sellers);
    const current = store.get(supervisorAtom);
    const next = data.supervisor;
    if (!current || current.planned !== next.planned || current.names.join('|') !== next.names.join('|')) store.set(supervisorAtom, next);
    store.set(initialDifferenceAtom, data.initialDifference);
    const versions = store.get(versionsAtom);
    store.set(versionsAtom, mergeRead(versions, data.teams, dirtyTeamsOf(versions, store.get(sellersAtom))));
  };

  /** Reads the target again now (the cache and the screen follow); null when the read failed. */
  const reread = async (): Promise<TargetData | null> => {
    const e = env();
    if (!e?.chosen) return null;
    const chosen = e.chosen;
    try {
      const data = await queryClient.fetchQuery({
        queryKey: queryKeys.data(e.ctx, chosen),
        queryFn: ({ signal }) => requests.fetchTargetData(e.ctx, chosen, signal),
        staleTime: 0,
      });
      applyRead(data);
      return data;
    } catch {
      return null;
    }
  };

  /** What a conflict keeps of the screen at the moment the save was refused. */
  const snapshotOf = (operation: ConflictOperation) => {
    const sellers = store.get(sellersAtom);
    return {
      operation,
      typed: typedValuesOf(sellers),
      supervisorBefore: store.get(supervisorAtom)?.planned ?? 0,
      shownBefore: Object.fromEntries(sellers.map((seller) => [seller.id, seller.planned])),
    };
  };

  /**
   * Shows the conflict panel: nothing typed is lost (kept on the cards and in the conflict), the
   * server's values are read again (unless `read` already did), with the category values of the
   * sellers whose categories were typed, and the panel shows the user's values beside them.
   */
  const showConflict = async (conflict: SaveConflict, snapshot: ReturnType<typeof snapshotOf>, read: boolean) => {
    const e = env();
    store.set(conflictAtom, { ...snapshot, conflict, pending: true });
    if (!read) await reread();
    if (e?.chosen) {
      const chosen = e.chosen;
      const typedCategories = typedValuesOf(store.get(sellersAtom)).filter((typed) => typed.total === null);
      await Promise.all(
        typedCategories.map(async ({ id }) => {
          try {
            const categories = await queryClient.fetchQuery({
              queryKey: queryKeys.sellerCategories(e.ctx, chosen, id),
              queryFn: ({ signal }) => requests.fetchSellerCategories(e.ctx, chosen, id, signal),
              staleTime: 0,
            });
            actions.setSellerCategories(id, categories);
          } catch {
            // The panel shows the values last read.
          }
        }),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.supervisorCategories(e.ctx, chosen) });
    }
    const current = store.get(conflictAtom);
    if (current) store.set(conflictAtom, { ...current, pending: false });
  };

  /** A save refused because another user changed the data first (409). */
  const openConflict = (conflict: SaveConflict, operation: ConflictOperation) => showConflict(conflict, snapshotOf(operation), false);

  /**
   * A save refused by the server for the state of the target (400: e.g. re-planned and back to
   * 'Rateada', approved or released meanwhile — the backend checks those before the base). The
   * target is read again; when the team's version is no longer the one the save was based on,
   * another user changed it: the conflict panel shows who and when (the re-read's `responsavel`
   * and `dataAtualizacao`) instead of the generic error. True when it did.
   */
  const staleRefusal = async (operation: ConflictOperation, sellerId: string | null): Promise<boolean> => {
    const versions = store.get(versionsAtom);
    const team = sellerId === null ? Object.keys(versions.bases)[0] : versions.teamOf[sellerId];
    const base = team === undefined ? undefined : versions.bases[team];
    const snapshot = snapshotOf(operation);
    const data = await reread();
    if (!data || !base) return false;
    const now = data.teams.find((candidate) => candidate.key === team) ?? (data.teams.length === 1 ? data.teams[0] : undefined);
    if (!now?.date || now.date === base) return false;
    await showConflict({ changedBy: now.changedBy ?? '', changedAt: now.date }, snapshot, true);
    return true;
  };

  /** Saves one seller's unsaved values; false when the save failed (values kept, marked unsaved). */
  const saveSeller = async (sellerId: string): Promise<boolean | SaveConflict | 'stale'> => {
    const e = env();
    const entry = entryOf(sellerId);
    if (!e?.chosen || !entry) return false;
    const state = store.get(entry.atom);
    const categoryValues = Object.entries(state.categoryDrafts).map(([key, value]) => ({ key: Number(key), value }));
    if (state.draft === null && categoryValues.length === 0) return true;
    // A category below 1 (§9 minimum 1) or above the seller's active customers (COBERTURA) is never
    // sent: the seller stays marked, the values typed stay.
    const ceiling = categoryCeiling(state, metaType());
    const low = state.draft === null ? invalidCategories(state) : [];
    const invalid = state.draft === null ? invalidCategories(state, ceiling) : [];
    if (invalid.length > 0) {
      store.set(entry.atom, { ...state, save: 'invalid' });
      store.set(
        noticeAtom,
        low.length > 0 || ceiling === null
          ? { kind: 'categoryNonPositive', seller: state.name, categories: low }
          : { kind: 'categoryAboveCeiling', seller: state.name, categories: invalid, ceiling },
      );
      return false;
    }
    store.set(entry.atom, { ...state, save: 'saving' });
    const isTotal = state.draft !== null;
    const base = baseOfSeller(store.get(versionsAtom), sellerId);
    try {
      const date =
        state.draft !== null
          ? await requests.saveSellerTotal(e.ctx, e.chosen, sellerId, state.draft, base, state.comment)
          : await requests.saveSellerCategories(e.ctx, e.chosen, sellerId, categoryValues, base, state.comment);
      savedBase(sellerId, date);
    } catch (error) {
      const conflict = saveConflictOf(error);
      if (conflict) {
        // Stale data: the values stay typed (unsaved) for the conflict panel to re-apply or drop.
        update(sellerId, (s) => ({ ...s, save: 'idle' }));
        return conflict;
      }
      if (isRefusal(error)) {
        update(sellerId, (s) => ({ ...s, save: 'idle' }));
        if (await staleRefusal('save', sellerId)) return 'stale';
      }
      update(sellerId, (s) => ({ ...s, save: 'failed' }));
      store.set(noticeAtom, errorNotice(isTotal ? ERROR_CODES.saveTotal : ERROR_CODES.saveCategories, error, 'save'));
      return false;
    }
    update(sellerId, (s) => {
      const categories: readonly CategoryValue[] | null = isTotal
        ? null // the backend rescaled them; the open table reloads
        : (s.categories?.map((c) => ({ ...c, value: categoryShown(s, c) })) ?? null);
      const { comment: _sent, ...rest } = s;
      return { ...rest, planned: sellerShown(s), draft: null, categoryDrafts: {}, categories, save: 'idle' };
    });
    if (isTotal) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.sellerCategories(e.ctx, e.chosen, sellerId) });
    }
    return true;
  };

  /** After saves: the difference is recorded (supervisors) and the screen reloads. */
  const afterSaves = async () => {
    const e = env();
    if (!e?.chosen) return;
    if (e.ctx.viewer.role === 'SUPERVISOR') {
      try {
        savedBase(null, await requests.saveDifference(e.ctx, e.chosen, store.get(differenceAtom), baseOfTeam(store.get(versionsAtom))));
      } catch (error) {
        const conflict = saveConflictOf(error);
        if (conflict) {
          await openConflict(conflict, 'difference');
          return;
        }
        store.set(noticeAtom, errorNotice(ERROR_CODES.saveDifference, error, 'difference'));
      }
    }
    await reloadTarget();
  };

  const saveMany = async (sellerIds: readonly string[]) => {
    store.set(busyAtom, 'saving');
    try {
      let saved = 0;
      for (const id of sellerIds) {
        const result = await saveSeller(id);
        if (result === 'stale') return;
        if (typeof result === 'object') {
          // Someone else changed the team first: nothing more is sent; every value stays typed.
          await openConflict(result, 'save');
          return;
        }
        if (!result) {
          // The rest stay unsaved (and marked) for 'Tentar salvar novamente'.
          for (const rest of sellerIds.slice(sellerIds.indexOf(id) + 1)) update(rest, (s) => ({ ...s, save: 'failed' }));
          break;
        }
        saved += 1;
      }
      if (saved > 0) await afterSaves();
    } finally {
      store.set(busyAtom, null);
    }
  };

  const startPending = (pending: PendingChange) => {
    store.set(historyAtom, recordEdits(store.get(historyAtom), pending.batch));
    applyBatch(pending.batch, 'after');
    store.set(pendingAtom, pending);
  };

  const sellerIdsOf = (batch: readonly EditRecord<string>[]) => [...new Set(batch.map((r) => parseKey(r.key).sellerId))];

  const actions = {
    /** Chooses a value in one of the four selects (§4.4, §5 tolerance rule). */
    choose(field: SelectorField, value: string | number | null) {
      const current = store.get(selectionAtom);
      const next = choose(current, field, value);
      if (sameSelection(current, next)) return;
      actions.changeSelection(next);
    },

    /**
     * Moves to another selection. The tolerance rule guards only a split this user can edit
     * (`selectionBlock`): a locked screen — not programmed yet, approved, released, imported,
     * view-only — always lets the user change the selection.
     */
    changeSelection(next: MetasSelection, { force = false }: { force?: boolean } = {}) {
      const block = force
        ? null
        : selectionBlock({
            editable: env()?.editable ?? false,
            loaded: store.get(sellerEntriesAtom).length > 0,
            difference: store.get(differenceAtom),
            unsaved: store.get(unsavedCountAtom),
            metaType: metaType(),
          });
      if (block === 'outOfTolerance') {
        store.set(noticeAtom, { kind: 'outOfTolerance' });
        return;
      }
      if (block === 'unsavedChanges') {
        store.set(noticeAtom, { kind: 'unsavedChanges', next });
        return;
      }
      store.set(clearDataAtom);
      store.set(selectionAtom, next);
      env()?.onSelectionChange?.(next);
    },

    /** A seller's total was typed and confirmed (Enter or leaving the field). */
    commitTotal(sellerId: string, typed: number | null) {
      const entry = entryOf(sellerId);
      if (!entry || !env()?.editable) return;
      const state = store.get(entry.atom);
      const categoryCount = state.categories?.length ?? store.get(supervisorCategoriesAtom).length;
      const read = readSellerTotal(typed, totalCeiling(state, metaType(), categoryCount));
      if (!read.ok) {
        if (read.reason === 'aboveCeiling')
          store.set(noticeAtom, {
            kind: 'totalAboveCeiling',
            seller: state.name,
            ceiling: read.ceiling,
            active: state.activeCustomers ?? 0,
            categories: categoryCount,
          });
        else store.set(noticeAtom, { kind: 'nonPositive' });
        return;
      }
      const before = sellerShown(state);
      if (read.value === before) return;
      startPending({
        sellerId,
        kind: 'total',
        mode: 'edit',
        batch: [{ key: totalKey(sellerId), before: state.draft ?? state.planned, after: read.value }],
      });
    },

    /**
     * Category cells were typed or pasted in a seller's grid. A value below 1 (0, negative, empty)
     * is refused with a message naming the categories (issue 16 item 8): nothing is sent, and what
     * was typed stays in the table, marked, to be corrected (an empty cell keeps its value).
     */
    commitCategories(sellerId: string, edits: readonly CategoryEdit[]) {
      const entry = entryOf(sellerId);
      if (!entry || !env()?.editable) return;
      const state = store.get(entry.atom);
      if (!state.categories) return;
      const batch: EditRecord<string>[] = [];
      const refused: string[] = [];
      const above: string[] = [];
      const ceiling = categoryCeiling(state, metaType());
      for (const edit of edits) {
        const category = state.categories.find((c) => c.key === edit.key);
        if (!category) continue;
        const read = readCategoryValue(edit.value, ceiling);
        if (!read.ok) (read.reason === 'aboveCeiling' ? above : refused).push(category.name);
        const after = read.ok ? read.value : edit.value;
        const before = categoryShown(state, category);
        if (after !== null && after !== before) batch.push({ key: categoryKey(sellerId, edit.key), before, after });
      }
      if (refused.length > 0 || above.length > 0) {
        applyBatch(batch, 'after');
        update(sellerId, (s) => ({ ...s, save: 'invalid' }));
        store.set(
          noticeAtom,
          refused.length > 0
            ? { kind: 'categoryNonPositive', seller: state.name, categories: refused }
            : { kind: 'categoryAboveCeiling', seller: state.name, categories: above, ceiling: ceiling ?? 0 },
        );
        return;
      }
      if (batch.length === 0) return;
      startPending({ sellerId, kind: 'categories', mode: 'edit', batch });
    },

    /** 'Salvar novo valor.' answered: Sim saves, Não restores the previous value. */
    /**
     * 'Salvar novo valor.' → Sim (with the comment typed, issue 26: it goes with the values of each
     * seller of the change) or Não (the values go back).
     */
    async resolvePending(confirm: boolean, comment?: string) {
      const pending = store.get(pendingAtom);
      if (!pending) return;
      store.set(pendingAtom, null);
      if (!confirm) {
        applyBatch(pending.batch, 'before');
        if (pending.mode === 'edit') store.set(historyAtom, undoLast(store.get(historyAtom)).history);
        else {
          const original = pending.batch.map((r) => ({ key: r.key, before: r.after, after: r.before }));
          store.set(historyAtom, recordEdits(store.get(historyAtom), original));
        }
        return;
      }
      const text = commentToSend(comment);
      if (text !== undefined) for (const id of sellerIdsOf(pending.batch)) update(id, (s) => ({ ...s, comment: text }));
      await saveMany(sellerIdsOf(pending.batch));
    },

    /** 'Desfazer' (or Ctrl+Z in a grid): the last change comes back, to be confirmed and saved. */
    undo() {
      // Not while a save or an approval runs (Ctrl+Z in a grid too): see ActionsBar.
      if (!env()?.editable || store.get(pendingAtom) || store.get(busyAtom) !== null) return;
      const { history, revert } = undoLast(store.get(historyAtom));
      if (!revert) return;
      store.set(historyAtom, history);
      const inverse = [...revert].reverse().map((r) => ({ key: r.key, before: r.after, after: r.before }));
      applyBatch(inverse, 'after');
      const first = parseKey(inverse[0]?.key ?? '');
      store.set(pendingAtom, {
        sellerId: first.sellerId,
        kind: first.category === null ? 'total' : 'categories',
        mode: 'undo',
        batch: inverse,
      });
    },

    /** Saves again every seller whose save failed. */
    async retry(sellerId?: string) {
      const ids =
        sellerId !== undefined
          ? [sellerId]
          : store
              .get(sellersAtom)
              .filter((s) => s.save === 'failed' || s.draft !== null || Object.keys(s.categoryDrafts).length > 0)
              .map((s) => s.id);
      if (ids.length > 0) await saveMany(ids);
    },

    /** Drops a seller's unsaved values (or everyone's). */
    discard(sellerId?: string) {
      const ids = sellerId !== undefined ? [sellerId] : store.get(sellerEntriesAtom).map((entry) => entry.id);
      for (const id of ids)
        update(id, (s) => {
          const { comment: _dropped, ...rest } = s;
          return { ...rest, draft: null, categoryDrafts: {}, save: 'idle' };
        });
    },

    /** Stores a seller's category table as loaded (only when it changed). */
    setSellerCategories(sellerId: string, categories: readonly CategoryValue[]) {
      update(sellerId, (s) =>
        s.categories !== null &&
        s.categories.length === categories.length &&
        s.categories.every((c, i) => c.key === categories[i]?.key && c.value === categories[i]?.value)
          ? s
          : { ...s, categories },
      );
    },

    /** Opens the 'Distribuir diferença' preview. */
    previewDistribution() {
      const sellers = store.get(sellersAtom);
      const totals = store.get(totalsAtom);
      const supervisor = store.get(supervisorAtom);
      if (!supervisor || sellers.length === 0) return;
      store.set(
        distributionAtom,
        planDistribution(sellers, totals.shown, supervisor.planned, store.get(supervisorCategoriesAtom).length, metaType()),
      );
    },
    cancelDistribution() {
      store.set(distributionAtom, null);
    },
    /** Applies the previewed distribution (one undoable change) and saves the changed sellers. */
    async applyDistribution() {
      const plan = store.get(distributionAtom);
      store.set(distributionAtom, null);
      if (!plan || !env()?.editable) return;
      const batch = plan
        .filter((line) => line.after !== line.before)
        .map((line) => ({ key: totalKey(line.id), before: line.before, after: line.after }));
      if (batch.length === 0) return;
      store.set(historyAtom, recordEdits(store.get(historyAtom), batch));
      applyBatch(batch, 'after');
      await saveMany(sellerIdsOf(batch));
    },

    openCompare(open: boolean) {
      store.set(compareOpenAtom, open);
    },

    /** 'Aprovar Metas': tolerance first (§4.7), then the call; the selections reset afterwards. */
    async approve() {
      const e = env();
      if (!e?.chosen || e.approveBlock !== null) return;
      if (!canApprove(store.get(initialDifferenceAtom), store.get(differenceAtom), e.ctx.metaType)) {
        store.set(noticeAtom, { kind: 'outOfTolerance' });
        return;
      }
      store.set(busyAtom, 'approving');
      try {
        savedBase(null, await requests.approve(e.ctx, e.chosen, baseOfTeam(store.get(versionsAtom))));
      } catch (error) {
        const conflict = saveConflictOf(error);
        if (conflict) await openConflict(conflict, 'approve');
        else if (!(isRefusal(error) && (await staleRefusal('approve', null))))
          store.set(noticeAtom, errorNotice(ERROR_CODES.approval, error, 'approve'));
        return;
      } finally {
        store.set(busyAtom, null);
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.root });
      store.set(noticeAtom, { kind: 'approved' });
      actions.changeSelection({}, { force: true });
    },

    /** A read of the target arrived (the view model's load or reload). */
    applyRead,

    /**
     * 'Recarregar' of the conflict panel: the user's unsaved values are dropped and the screen shows
     * the server's data, read again now (the undo history, built on the old values, is cleared).
     */
    async reloadConflict() {
      const conflict = store.get(conflictAtom);
      if (!conflict || conflict.pending || conflict.running) return;
      store.set(conflictAtom, { ...conflict, running: true });
      store.set(pendingAtom, null);
      store.set(distributionAtom, null);
      actions.discard();
      store.set(historyAtom, emptyHistory<string>());
      store.set(versionsAtom, adoptRead(store.get(versionsAtom)));
      await reread();
      await reloadTarget();
      store.set(conflictAtom, null);
    },

    /**
     * 'Reaplicar meus valores': the user's values are sent again on the server's new version (the
     * base read after the conflict); a refused approval or difference is sent again. When the
     * re-read says the screen can no longer be edited (e.g. the target went back to 'Rateada'),
     * nothing is sent and a notice says why. Another conflict opens a new panel.
     */
    async reapplyConflict() {
      const conflict = store.get(conflictAtom);
      const e = env();
      if (!conflict || conflict.pending || conflict.running || !e?.chosen) return;
      if (reapplyLocked(conflict, e)) {
        store.set(noticeAtom, { kind: 'reapplyLocked' });
        return;
      }
      // Values typed and since lost (a seller re-read without them) come back from the conflict.
      for (const values of reapplyTyped(conflict.typed, store.get(sellersAtom))) {
        update(values.id, (s) =>
          s.draft !== null || Object.keys(s.categoryDrafts).length > 0 ? s : { ...s, draft: values.draft, categoryDrafts: values.categoryDrafts },
        );
      }
      store.set(versionsAtom, adoptRead(store.get(versionsAtom)));
      store.set(conflictAtom, null);
      if (conflict.operation === 'approve') {
        await actions.approve();
        return;
      }
      const dirty = store
        .get(sellersAtom)
        .filter((s) => s.draft !== null || Object.keys(s.categoryDrafts).length > 0)
        .map((s) => s.id);
      if (dirty.length > 0) await saveMany(dirty);
      else if (conflict.operation === 'difference') {
        store.set(busyAtom, 'saving');
        try {
          await afterSaves();
        } finally {
          store.set(busyAtom, null);
        }
      }
    },

    dismissNotice() {
      const notice = store.get(noticeAtom);
      store.set(noticeAtom, null);
      if (notice?.kind === 'error' && notice.retry === 'load') void reloadTarget();
    },

    /** 'Tentar novamente' of a failed call's dialog (closed by then): repeats what failed. */
    async retryNotice(notice: Notice | null) {
      if (notice?.kind !== 'error' || !notice.retry) return;
      switch (notice.retry) {
        case 'load':
          await reloadTarget();
          return;
        case 'save':
          await actions.retry();
          return;
        case 'compare':
          actions.openCompare(true);
          return;
        case 'approve':
          await actions.approve();
          return;
        case 'difference':
          store.set(busyAtom, 'saving');
          try {
            await afterSaves();
          } finally {
            store.set(busyAtom, null);
          }
      }
    },

    /**
     * Puts a kept draft back on the screen just loaded (issue 17): the categories of the sellers
     * whose category values were typed are read first (their totals follow from them), then the
     * values still applicable come back marked unsaved (as after a failed save: 'Tentar salvar
     * novamente' sends them), based on the version they were typed on. Returns what was done.
     */
    async restoreDraft(draft: SellerApprovalDraft): Promise<RestorePlan> {
      const e = env();
      const present = new Set(store.get(sellerEntriesAtom).map((entry) => entry.id));
      if (e?.chosen) {
        const chosen = e.chosen;
        const withCategories = draft.sellers.filter((kept) => kept.total === null && present.has(kept.id));
        await Promise.all(
          withCategories.map(async ({ id }) => {
            try {
              const categories = await queryClient.fetchQuery({
                queryKey: queryKeys.sellerCategories(e.ctx, chosen, id),
                queryFn: ({ signal }) => requests.fetchSellerCategories(e.ctx, chosen, id, signal),
              });
              actions.setSellerCategories(id, categories);
            } catch {
              // Kept as typed: the category table shows them once it loads.
            }
          }),
        );
      }
      const plan = planRestore(draft, {
        sellers: store.get(sellersAtom),
        versions: store.get(versionsAtom),
        supervisorPlanned: store.get(supervisorAtom)?.planned ?? 0,
      });
      for (const restored of plan.sellers) {
        update(restored.id, (s) => {
          // Values typed meanwhile win over the draft.
          if (isDirty(s)) return s;
          const next = { ...s, draft: restored.draft, categoryDrafts: restored.categoryDrafts };
          return { ...next, save: invalidCategories(next, categoryCeiling(next, metaType())).length > 0 ? 'invalid' : 'failed' };
        });
      }
      store.set(versionsAtom, restoredBases(store.get(versionsAtom), plan.sellers));
      return plan;
    },

    /** 'Descartar rascunho': the restored values go, the screen shows the values as loaded. */
    discardDraft() {
      store.set(draftNoticeAtom, null);
      store.set(pendingAtom, null);
      store.set(distributionAtom, null);
      actions.discard();
      store.set(historyAtom, emptyHistory<string>());
      store.set(versionsAtom, adoptRead(store.get(versionsAtom)));
    },
    /** 'SIM' of the unsaved-changes question: the typed values are dropped and the selection moves on. */
    continueWithoutSaving() {
      const notice = store.get(noticeAtom);
      store.set(noticeAtom, null);
      if (notice?.kind !== 'unsavedChanges') return;
      actions.discard();
      actions.changeSelection(notice.next, { force: true });
    },
  };
  return actions;
}

export type SellerActions = ReturnType<typeof createActions>;

/** A seller's atom for tests. */
export type SellerAtom = PrimitiveAtom<SellerState>;

/** A save the server answered and refused (4xx other than 401 and 409): not worth sending again as is. */
function isRefusal(error: unknown): boolean {
  const { status } = toApiError(error);
  return status >= 400 && status < 500 && status !== 401 && status !== 409;
}

/**
 * Whether an error object is a lost connection (no HTTP answer, 502, 503): 'Conexão com o servidor
 * reiniciada!'. A time-out is not one.
 */
export function isConnectionLost(error: unknown): boolean {
  if (error === null || error === undefined || isAbortError(error)) return false;
  const apiError = toApiError(error);
  // A time-out is no dropped connection: the dialog says so and offers 'Tentar novamente' (issue 17).
  if (apiError.code === 'TIMEOUT') return false;
  return apiError.code === 'NETWORK' || apiError.status === 0 || apiError.status === 502 || apiError.status === 503;
}
