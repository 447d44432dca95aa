import type { components } from '@conecta/api';

/** A row of GET /usuarios as the server sends it: one per user and broker. */
export type ServerUserRow = components['schemas']['UserRow'];
/** An entry of GET /usuarioequipe/getlistaequipe. */
export type ServerTeamItem = components['schemas']['TeamListItem'];

/** Columns the list can be sorted by (shell spec §2). */
export type SortColumn = 'nome' | 'email' | 'funcao' | 'broker' | 'tipo' | 'status';

/** Sort direction, as react-aria names it. */
export type SortDirection = 'ascending' | 'descending';

/** The list's sort: a column and a direction. */
export interface ListSort {
  column: SortColumn;
  direction: SortDirection;
}

/** Status filter of the team view: A (Ativos) or I (Inativos). */
export type TeamStatus = 'A' | 'I';

/** Which team list a team-view user sees in the info dialog: G (supervisors) or V (sellers). */
export type TeamReport = 'G' | 'V';

/** Text of a row as shown on screen: the server's texts exactly as held (React escapes them on the page). */
export interface RowDisplay {
  nome: string;
  email: string;
  funcao: string;
  broker: string;
  tipo: string;
}

/**
 * One line of the users list, in this feature's terms (backend names stay in `rows.ts`).
 * A user with several brokers is one line whose `brokers` lists them all.
 */
export interface UserListRow {
  /** Unique key of the line (the user id, or the team entry's position when it has no id). */
  key: string;
  /** The user's id; null for a team member without a portal account. */
  idUsuario: number | null;
  /** Name as the server sent it (raw: for callbacks and, escaped, for exports). */
  nomeUsuario: string;
  /** E-mail as the server sent it ('' when absent). */
  email: string;
  /** Function code; null when the server only sent a description (team lists). */
  funcaoUsuario: number | null;
  /** Function description (dsC_FUNCAO / funcao). */
  funcao: string;
  /** User type code; null when the server only sent a description (team lists). */
  tipoUsuario: number | null;
  /** Type description (dsC_TIPO / TIPO). */
  tipo: string;
  /** Broker nicknames (dsC_APELIDO), in the order the server sent them, without repeats. */
  brokers: readonly string[];
  /** The user's first broker id, or null (flag users, broker 0). */
  idPuxada: number | null;
  /** Active ('0' in inD_USUARIO_INATIVO, 'A' in team lists). */
  ativo: boolean;
  /** Sales group (GRUPO_META) of a seller with sales history, team lists only. */
  grupoMeta: string | null;
  /** Display texts, sanitised once. */
  display: RowDisplay;
  /** Folded (lower case, no accents) sort keys, computed once so sorting 20,000 lines stays fast. */
  sortKeys: Readonly<Record<SortColumn, string>>;
  /** Folded name and e-mail, for the search. */
  searchText: string;
}
