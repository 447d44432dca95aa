/**
 * The screen's jotai state. Each seller lives in its own atom (split atoms): a card subscribes to
 * its own atom only, so editing one seller re-renders that card and the totals, never the other
 * cards. The list subscribes to the entries (ids and atom references), which change only when the
 * set of sellers changes.
 */
import { atom, type Atom, type PrimitiveAtom } from 'jotai';
import { emptyHistory, type EditHistory, type MetasSelection, type ValueComment } from '@conecta/core';
import { computeTotals } from './totals';
import { isDirty } from './rules';
import type { CategoryValue, SellerRecord, SellerState, SupervisorBox } from './types';
import type { DistributionLine } from './rules';
import { EMPTY_VERSIONS, type ConflictState, type Versions } from './concurrency';

/** One seller of the list: its id and the atom holding its state. */
export interface SellerEntry {
  id: string;
  atom: PrimitiveAtom<SellerState>;
}

export const selectionAtom = atom<MetasSelection>({});
export const sellerEntriesAtom = atom<readonly SellerEntry[]>([]);
export const supervisorAtom = atom<SupervisorBox | null>(null);
export const supervisorCategoriesAtom = atom<readonly CategoryValue[]>([]);
/** vlrDiferencaCartaMeta as loaded (the "initial" difference of §4.7). */
export const initialDifferenceAtom = atom<number | null>(null);

/** Every seller's state, in list order (recomputed when any seller changes). */
export const sellersAtom = atom((get) => get(sellerEntriesAtom).map((entry) => get(entry.atom)));

/** Totals and difference, recomputed from the sellers and the supervisor. */
export const totalsAtom = atom((get) => computeTotals(get(sellersAtom), get(supervisorAtom)?.planned ?? 0));

/**
 * The supervisor's planned value: the base of each seller's share (a seller's share of the team
 * target), so a card re-renders only when its own value changes.
 */
export const supervisorPlannedAtom = atom((get) => get(supervisorAtom)?.planned ?? 0);

/**
 * The comment of the change that set each value (issue 26), by `valueKey` (core): read from the
 * target's history; a card subscribes to its own values only (`selectAtom`), so a new history
 * re-renders only the cards whose comment changed.
 */
export const commentsAtom = atom<ReadonlyMap<string, ValueComment>>(new Map<string, ValueComment>());
export const differenceAtom = atom((get) => get(totalsAtom).difference);
/** Some seller holds values typed and not saved (the draft banner shows while there are). */
export const anyDirtyAtom = atom((get) => get(sellersAtom).some(isDirty));
export const unsavedCountAtom = atom((get) => get(totalsAtom).unsaved);

/** Undo history of value edits; keys `t:<sellerId>` (a total) or `c:<sellerId>:<categoryKey>`. */
export const historyAtom = atom<EditHistory<string>>(emptyHistory<string>());

/** A change waiting for 'Salvar novo valor.' (Sim saves it, Não reverts it). */
export interface PendingChange {
  sellerId: string;
  kind: 'total' | 'categories';
  /** The history batch of the change. */
  batch: readonly { key: string; before: number | null; after: number | null }[];
  /** 'undo': the change restores a previous value through 'Desfazer'. */
  mode: 'edit' | 'undo';
}
export const pendingAtom = atom<PendingChange | null>(null);

/** A notice dialog of the screen. */
/**
 * What 'Tentar novamente' of a failed call repeats: 'load' a read of the target (OK asks again too,
 * as the spec's OK reloads the page), 'save' the unsaved values, 'compare' the comparison table,
 * 'approve' the approval, 'difference' the record of the difference.
 */
export type NoticeRetry = 'load' | 'save' | 'compare' | 'approve' | 'difference';

export type Notice =
  /** A failed call: the spec's code, why it failed in the user's words (api `failureReason`), what a retry repeats. */
  | { kind: 'error'; code: number; retry?: NoticeRetry; reason?: string }
  | { kind: 'nonPositive' }
  /** Category values below 1 were refused (nothing sent; what was typed stays in the table). */
  | { kind: 'categoryNonPositive'; seller: string; categories: readonly string[] }
  /** COBERTURA: category values above the seller's active customers were refused (kept in the table, issue 22). */
  | { kind: 'categoryAboveCeiling'; seller: string; categories: readonly string[]; ceiling: number }
  /** COBERTURA: a seller total that cannot fit his active customers × the categories (the value reverts). */
  | { kind: 'totalAboveCeiling'; seller: string; ceiling: number; active: number; categories: number }
  | { kind: 'outOfTolerance' }
  | { kind: 'approved' }
  /** 'Reaplicar meus valores' on a screen that can no longer be edited (the re-read locked it). */
  | { kind: 'reapplyLocked' }
  | { kind: 'unsavedChanges'; next: MetasSelection };
export const noticeAtom = atom<Notice | null>(null);

/** The 'Distribuir diferença' preview, or null when closed. */
export const distributionAtom = atom<readonly DistributionLine[] | null>(null);
export const compareOpenAtom = atom(false);
/** The update dates the saves are based on (per team), from the reads and the saves' answers. */
export const versionsAtom = atom<Versions>(EMPTY_VERSIONS);
/** A save refused because another user changed the data first (409), or null. */
export const conflictAtom = atom<ConflictState | null>(null);

/**
 * The draft of the selection on screen: 'restoring' while a kept draft is put back (once per
 * selection, after its data loaded), 'tracking' once every change is kept. Changes made before the
 * restore are never written (opening a screen never overwrites a kept draft).
 */
export const draftStatusAtom = atom<{ target: string; phase: 'restoring' | 'tracking' } | null>(null);

/** What the draft banner says: values restored (and whether the server changed since), or a draft that could not be applied. */
export type DraftNotice =
  | { kind: 'restored'; target: string; baseChanged: boolean; dropped: number }
  | { kind: 'notApplied'; target: string };
export const draftNoticeAtom = atom<DraftNotice | null>(null);

/** A save or an approval is running. */
export const busyAtom = atom<'saving' | 'approving' | null>(null);

/** A new state from a server record, keeping nothing typed. */
export function freshSeller(record: SellerRecord): SellerState {
  return { ...record, draft: null, categories: null, categoryDrafts: {}, save: 'idle' };
}

const sameRecord = (a: SellerRecord, b: SellerRecord) =>
  a.name === b.name && a.average === b.average && a.suggested === b.suggested && a.planned === b.planned;

/**
 * Brings the per-seller atoms in line with the server's rows without touching sellers whose
 * data did not change (after a save, only the saved seller re-renders). A seller with unsaved
 * values keeps them (no lost work). The entries array is replaced only when the ids change.
 */
export const syncSellersAtom = atom(null, (get, set, records: readonly SellerRecord[]) => {
  const current = get(sellerEntriesAtom);
  const sameIds = current.length === records.length && current.every((entry, i) => entry.id === records[i]?.id);
  if (!sameIds) {
    const byId = new Map(current.map((entry) => [entry.id, entry]));
    const next = records.map((record) => {
      const found = byId.get(record.id);
      if (found) {
        syncOne(get, set, found.atom, record);
        return found;
      }
      return { id: record.id, atom: atom(freshSeller(record)) };
    });
    set(sellerEntriesAtom, next);
    return;
  }
  current.forEach((entry, i) => syncOne(get, set, entry.atom, records[i] as SellerRecord));
});

type Getter = <V>(a: Atom<V>) => V;
type Setter = <V>(a: PrimitiveAtom<V>, value: V) => void;

function syncOne(get: Getter, set: Setter, sellerAtom: PrimitiveAtom<SellerState>, record: SellerRecord) {
  const state = get(sellerAtom);
  if (sameRecord(state, record)) return;
  set(sellerAtom, { ...state, ...record });
}

/** Stores a seller's loaded categories when they differ from what the atom holds. */
export function sameCategories(a: readonly CategoryValue[] | null, b: readonly CategoryValue[]): boolean {
  return a !== null && a.length === b.length && a.every((c, i) => c.key === b[i]?.key && c.value === b[i]?.value && c.name === b[i]?.name);
}

/** Clears everything loaded (a new selection). */
export const clearDataAtom = atom(null, (_get, set) => {
  set(sellerEntriesAtom, []);
  set(supervisorAtom, null);
  set(supervisorCategoriesAtom, []);
  set(initialDifferenceAtom, null);
  set(historyAtom, emptyHistory<string>());
  set(pendingAtom, null);
  set(distributionAtom, null);
  set(compareOpenAtom, false);
  set(versionsAtom, EMPTY_VERSIONS);
  set(conflictAtom, null);
  set(commentsAtom, new Map<string, ValueComment>());
  // The draft banner belongs to the selection it was shown for.
  set(draftNoticeAtom, null);
});
