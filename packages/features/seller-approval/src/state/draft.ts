/**
 * The screen's draft (issue 17, 'a 401 loses nothing'): the sellers' values typed and not saved are
 * kept in the tab's storage (core `createDraftStore`: per signed-in user, key
 * `DRAFT_KEYS.sellerApproval`), for the selection they were typed on, so that a forced sign-out, a
 * reload or leaving the screen loses nothing. Pure and unit-tested in node: the shape, its check on
 * read, the record it belongs to and what a restore puts back.
 *
 * What identifies the record (`target`): the target type (VBC), period, version, line, the
 * employee scope (`Empregado`: the supervisor, or 000 for the manager) and the broker scope. A draft
 * of another selection is never applied to this one.
 */
import { z } from 'zod';
import { DRAFT_KEYS, draftTarget, type DraftStore, type MetaType } from '@conecta/core';
import type { Versions } from './concurrency';
import { isDirty } from './rules';
import type { ChosenTarget, SellerState, Viewer } from './types';

// Under a strict Content-Security-Policy (no 'unsafe-eval'), zod's probe for `new Function` is
// reported as a violation even though it is caught: parse without it (issue 19).
z.config({ jitless: true });

/** Version of the stored shape: a draft of another version is dropped. */
export const SELLER_DRAFT_VERSION = 1;

/** The storage slot of this screen. */
export const SELLER_DRAFT_KEY = DRAFT_KEYS.sellerApproval;

/** One seller's unsaved values, as kept. */
export interface KeptSeller {
  /** idEmpregadoFlexx. */
  id: string;
  /** The seller's saved total when the values were typed (tells whether the server changed it since). */
  planned: number;
  /** The total typed; null when category values were typed instead. */
  total: number | null;
  /** Category values typed (as typed: a value below 1 stays, to be corrected). */
  categories: Array<{ key: number; value: number }>;
  /** The update date of the seller's team the values were typed on (the base of their save); null when unknown. */
  base: string | null;
}

/** What is stored for one selection. */
export interface SellerApprovalDraft {
  sellers: KeptSeller[];
  /** The supervisor's planned value the values were typed against. */
  supervisorPlanned: number;
}

const draftSchema = z.object({
  sellers: z
    .array(
      z.object({
        id: z.string().min(1),
        planned: z.number(),
        total: z.number().int().positive().nullable(),
        categories: z.array(z.object({ key: z.number().int(), value: z.number() })),
        base: z.string().nullable(),
      }),
    )
    .min(1),
  supervisorPlanned: z.number(),
});

/** The record a draft belongs to (see the module comment). */
export function sellerDraftTarget(scope: string, viewer: Pick<Viewer, 'empregado'>, chosen: ChosenTarget, metaType: MetaType = 'VBC'): string {
  return draftTarget([metaType, chosen.periodo, chosen.versao, chosen.linha, viewer.empregado, scope].join('|'));
}

/** What the screen holds when a draft is written. */
export interface DraftSnapshot {
  sellers: readonly SellerState[];
  versions: Versions;
  supervisorPlanned: number;
}

/** The draft of the screen's state, or null when nothing is typed and unsaved (the draft is then removed). */
export function sellerDraftOf({ sellers, versions, supervisorPlanned }: DraftSnapshot): SellerApprovalDraft | null {
  const kept: KeptSeller[] = [];
  for (const seller of sellers) {
    if (!isDirty(seller)) continue;
    const team = versions.teamOf[seller.id];
    kept.push({
      id: seller.id,
      planned: seller.planned,
      total: seller.draft,
      categories:
        seller.draft === null ? Object.entries(seller.categoryDrafts).map(([key, value]) => ({ key: Number(key), value })) : [],
      base: (team === undefined ? null : versions.bases[team]) ?? null,
    });
  }
  return kept.length === 0 ? null : { sellers: kept, supervisorPlanned };
}

/** Reads a stored draft; null when its shape is not this version's (the store then drops it). */
export function parseSellerDraft(data: unknown): SellerApprovalDraft | null {
  const parsed = draftSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** The draft kept for this selection, or null. */
export function loadSellerDraft(store: DraftStore | null, target: string): SellerApprovalDraft | null {
  return store?.load(SELLER_DRAFT_KEY, { version: SELLER_DRAFT_VERSION, target, parse: parseSellerDraft }) ?? null;
}

/** One seller's values put back on screen. */
export interface RestoredSeller {
  id: string;
  /** The total typed, or null. */
  draft: number | null;
  /** Category values typed, by key. */
  categoryDrafts: Record<number, number>;
  /** The base the values were typed on. */
  base: string | null;
}

/** What a restore does. */
export interface RestorePlan {
  sellers: RestoredSeller[];
  /** Sellers of the draft that are no longer on the screen (left out). */
  dropped: number;
  /**
   * The server's data changed since the values were typed (another update date of the team, another
   * saved total of a seller, another supervisor's value): the banner says so, and the save decides
   * (it is based on the old version, so the concurrency rule refuses it if the team changed).
   */
  baseChanged: boolean;
}

/**
 * What of a draft goes back on the screen just loaded: the sellers still there, their typed total
 * when it differs from the saved one, their typed categories that still exist (when the categories
 * are known) and differ from the saved values. Sellers with nothing left are not restored.
 */
export function planRestore(
  draft: SellerApprovalDraft,
  now: { sellers: readonly SellerState[]; versions: Versions; supervisorPlanned: number },
): RestorePlan {
  const byId = new Map(now.sellers.map((seller) => [seller.id, seller]));
  const sellers: RestoredSeller[] = [];
  let dropped = 0;
  let baseChanged = draft.supervisorPlanned !== now.supervisorPlanned;
  for (const kept of draft.sellers) {
    const seller = byId.get(kept.id);
    if (!seller) {
      dropped += 1;
      continue;
    }
    let restored: RestoredSeller | null = null;
    if (kept.total !== null) {
      if (kept.total !== seller.planned) restored = { id: kept.id, draft: kept.total, categoryDrafts: {}, base: kept.base };
    } else {
      const categoryDrafts: Record<number, number> = {};
      for (const { key, value } of kept.categories) {
        const saved = seller.categories?.find((category) => category.key === key);
        if (seller.categories !== null && !saved) continue; // the category no longer exists
        if (saved && saved.value === value) continue;
        categoryDrafts[key] = value;
      }
      if (Object.keys(categoryDrafts).length > 0) restored = { id: kept.id, draft: null, categoryDrafts, base: kept.base };
    }
    if (!restored) continue;
    sellers.push(restored);
    const team = now.versions.teamOf[kept.id];
    const read = (team === undefined ? null : now.versions.read[team]) ?? null;
    if (kept.planned !== seller.planned || (kept.base !== null && read !== null && kept.base !== read)) baseChanged = true;
  }
  return { sellers, dropped, baseChanged: sellers.length > 0 && baseChanged };
}

/**
 * The bases of the saves after a restore: each team with restored values is based on the version
 * they were typed on (not the one just read), so their save is refused (409) if someone changed
 * the team since — the existing concurrency rule decides, and the conflict panel shows both values.
 */
export function restoredBases(versions: Versions, sellers: readonly RestoredSeller[]): Versions {
  const bases = { ...versions.bases };
  for (const seller of sellers) {
    const team = versions.teamOf[seller.id];
    if (team !== undefined && seller.base !== null) bases[team] = seller.base;
  }
  return { ...versions, bases };
}
