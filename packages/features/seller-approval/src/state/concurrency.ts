/**
 * Concurrent edits (issue 16, "Beyond: concurrent edits"), pure and unit-tested in node: which
 * update date each save is based on, what a refused save (409) shows beside the server's values,
 * and what 'Reaplicar meus valores' sends again.
 *
 * The base is the `dataAtualizacao` of the seller rows: one date per supervisor part (every seller
 * of a team shares it). A supervisor sees one team; the manager (Empregado 000) every team, so the
 * bases are kept per team.
 */
import type { SaveConflict } from '@conecta/core';
import { isDirty } from './rules';
import type { SellerState } from './types';

/** One supervisor part as the seller rows show it: its sellers and the date the rows carry. */
export interface TeamVersion {
  /** Stable key of the team on this screen (`team:<first seller id>`). */
  key: string;
  /** idEmpregadoFlexx of its sellers, in row order. */
  sellerIds: readonly string[];
  /** dataAtualizacao of its rows ('YYYY-MM-DD HH:MM:SS'); null when the server sent none. */
  date: string | null;
  /** responsavel of its rows: who changed the team last; null when the server sent none. */
  changedBy?: string | null;
}

/** What the saves are based on. */
export interface Versions {
  /** The base each team's next save sends (`DataAtualizacaoBase`). */
  bases: Readonly<Record<string, string | null>>;
  /** The dates of the last read of the rows (what the screen shows). */
  read: Readonly<Record<string, string | null>>;
  /** The team of each seller. */
  teamOf: Readonly<Record<string, string>>;
}

export const EMPTY_VERSIONS: Versions = { bases: {}, read: {}, teamOf: {} };

/**
 * A new read of the rows. A team whose sellers hold nothing typed takes the read's date as its base
 * (the screen now shows that version). A team with values typed and not saved keeps the base they
 * were typed on: if someone else changed the team meanwhile, their next save is refused (409) and
 * the screen shows both values instead of silently writing over the other user's change.
 */
export function mergeRead(current: Versions, teams: readonly TeamVersion[], dirtyTeams: ReadonlySet<string>): Versions {
  const bases: Record<string, string | null> = {};
  const read: Record<string, string | null> = {};
  const teamOf: Record<string, string> = {};
  for (const team of teams) {
    read[team.key] = team.date;
    const kept = dirtyTeams.has(team.key) && team.key in current.bases;
    bases[team.key] = kept ? (current.bases[team.key] ?? null) : team.date;
    for (const id of team.sellerIds) teamOf[id] = team.key;
  }
  return { bases, read, teamOf };
}

/** After a successful save of `team`: its base is the date the server answered (`X-Data-Atualizacao`). */
export function afterSave(current: Versions, team: string | undefined, date: string | null): Versions {
  if (team === undefined || date === null || date === '') return current;
  return { ...current, bases: { ...current.bases, [team]: date } };
}

/** 'Reaplicar meus valores' / 'Recarregar': every team is based on what was read last. */
export function adoptRead(current: Versions): Versions {
  return { ...current, bases: { ...current.bases, ...current.read } };
}

/** The base of a seller's save (its team's). Undefined: none known (the save is not checked). */
export function baseOfSeller(versions: Versions, sellerId: string): string | undefined {
  const team = versions.teamOf[sellerId];
  return (team === undefined ? undefined : versions.bases[team]) ?? undefined;
}

/** The base of a whole-team save (difference, approval): the supervisor's only team. */
export function baseOfTeam(versions: Versions): string | undefined {
  const dates = Object.values(versions.bases).filter((date): date is string => typeof date === 'string' && date !== '');
  return dates.length === 0 ? undefined : dates.reduce((a, b) => (b > a ? b : a));
}

/** The keys of the teams whose sellers hold values typed and not saved. */
export function dirtyTeamsOf(versions: Versions, sellers: readonly SellerState[]): Set<string> {
  const teams = new Set<string>();
  for (const seller of sellers) {
    const team = versions.teamOf[seller.id];
    if (team !== undefined && (isDirty(seller) || seller.save === 'failed' || seller.save === 'invalid')) teams.add(team);
  }
  return teams;
}

/** The values one seller holds typed and not saved, kept when a save is refused. */
export interface TypedValues {
  id: string;
  name: string;
  /** The seller's total typed; null when categories were typed instead. */
  total: number | null;
  /** Category values typed: key, name and value. */
  categories: readonly { key: number; name: string; value: number }[];
}

/** Which save was refused: seller values, the difference record or the approval. */
export type ConflictOperation = 'save' | 'difference' | 'approve';

/** A save refused because another user changed the data first. */
export interface ConflictState {
  conflict: SaveConflict;
  operation: ConflictOperation;
  /** Everything typed and not saved when the save was refused (nothing is lost). */
  typed: readonly TypedValues[];
  /** The supervisor's total the user worked on (before the re-read). */
  supervisorBefore: number;
  /** The sellers' totals the screen showed before the re-read (for the approval's rows). */
  shownBefore: Readonly<Record<string, number>>;
  /** The server's values are being read again after the refusal (the panel says so and waits). */
  pending: boolean;
  /** 'Recarregar' runs (a second press is ignored; the button is not marked busy while focused). */
  running?: boolean;
}

/** What a seller holds typed and not saved (empty categories and null total: nothing). */
export function typedOf(seller: SellerState): TypedValues | null {
  if (!isDirty(seller)) return null;
  const categories = Object.entries(seller.categoryDrafts).map(([key, value]) => {
    const k = Number(key);
    return { key: k, name: seller.categories?.find((c) => c.key === k)?.name ?? key, value };
  });
  return { id: seller.id, name: seller.name, total: seller.draft, categories: seller.draft === null ? categories : [] };
}

/** The typed values of every seller. */
export function typedValuesOf(sellers: readonly SellerState[]): TypedValues[] {
  return sellers.map(typedOf).filter((typed): typed is TypedValues => typed !== null);
}

/** One line of the conflict panel: the user's value beside the server's now (null: none any more). */
export interface ConflictLine {
  key: string;
  kind: 'supervisor' | 'seller' | 'category';
  /** Seller's name (or the category's and its seller's); empty for the supervisor. */
  seller: string;
  category?: string;
  mine: number;
  theirs: number | null;
}

/**
 * The panel's lines: the supervisor's total when the other user changed it (the difference to
 * distribute changes with it); then, per seller the user changed, the total typed beside the
 * server's total now, or each category typed beside the server's category value now. For a refused
 * approval (nothing typed), the sellers whose totals the server now holds differently.
 */
export function conflictLines(
  state: Pick<ConflictState, 'typed' | 'supervisorBefore' | 'shownBefore' | 'operation'>,
  now: { supervisorPlanned: number; sellers: readonly SellerState[] },
): ConflictLine[] {
  const lines: ConflictLine[] = [];
  if (now.supervisorPlanned !== state.supervisorBefore) {
    lines.push({ key: 'supervisor', kind: 'supervisor', seller: '', mine: state.supervisorBefore, theirs: now.supervisorPlanned });
  }
  const byId = new Map(now.sellers.map((seller) => [seller.id, seller]));
  for (const typed of state.typed) {
    const seller = byId.get(typed.id);
    if (typed.total !== null) {
      lines.push({ key: `t:${typed.id}`, kind: 'seller', seller: typed.name, mine: typed.total, theirs: seller ? seller.planned : null });
      continue;
    }
    for (const category of typed.categories) {
      const saved = seller?.categories?.find((c) => c.key === category.key);
      lines.push({
        key: `c:${typed.id}:${category.key}`,
        kind: 'category',
        seller: typed.name,
        category: category.name,
        mine: category.value,
        theirs: saved ? saved.value : null,
      });
    }
  }
  if (state.typed.length === 0) {
    for (const seller of now.sellers) {
      const before = state.shownBefore[seller.id];
      if (before !== undefined && before !== seller.planned) {
        lines.push({ key: `t:${seller.id}`, kind: 'seller', seller: seller.name, mine: before, theirs: seller.planned });
      }
    }
  }
  return lines;
}

/**
 * What 'Reaplicar meus valores' puts back before saving: the values typed, for the sellers that
 * still exist and lost them (a seller keeps what was typed through the re-read, so usually nothing
 * changes). Category values are kept only for categories that still exist.
 */
export function reapplyTyped(typed: readonly TypedValues[], sellers: readonly SellerState[]): Array<Pick<SellerState, 'id' | 'draft' | 'categoryDrafts'>> {
  const byId = new Map(sellers.map((seller) => [seller.id, seller]));
  const out: Array<Pick<SellerState, 'id' | 'draft' | 'categoryDrafts'>> = [];
  for (const values of typed) {
    const seller = byId.get(values.id);
    if (!seller) continue;
    if (values.total !== null) {
      out.push({ id: values.id, draft: values.total, categoryDrafts: {} });
      continue;
    }
    const drafts: Record<number, number> = {};
    for (const category of values.categories) {
      if (seller.categories === null || seller.categories.some((c) => c.key === category.key)) drafts[category.key] = category.value;
    }
    out.push({ id: values.id, draft: null, categoryDrafts: drafts });
  }
  return out;
}
