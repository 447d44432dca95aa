/**
 * The only place where backend field names are read: GET /usuarios rows and team-list entries
 * become {@link UserListRow}s.
 */
import type { RowDisplay, ServerTeamItem, ServerUserRow, SortColumn, UserListRow } from './types';

const COMBINING_MARKS = /[\u0300-\u036f]/g;

/** Lower case without accents: the key that search and sort compare ('Ávila' ~ 'avila'). */
export function fold(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase();
}

/** Status text of shell spec §3: '0' is Ativo, anything else Inativo. */
export function isActiveFlag(inativo: string | null | undefined): boolean {
  return inativo === '0';
}

function displayOf(nome: string, email: string, funcao: string, brokers: readonly string[], tipo: string): RowDisplay {
  return {
    nome,
    email,
    funcao,
    broker: brokers.join(', '),
    tipo,
  };
}

function keysOf(row: Omit<UserListRow, 'sortKeys' | 'searchText' | 'display'>): Record<SortColumn, string> {
  return {
    nome: fold(row.nomeUsuario),
    email: fold(row.email),
    funcao: fold(row.funcao),
    broker: fold(row.brokers.join(', ')),
    tipo: fold(row.tipo),
    status: row.ativo ? '0' : '1',
  };
}

function finish(base: Omit<UserListRow, 'sortKeys' | 'searchText' | 'display'>): UserListRow {
  const sortKeys = keysOf(base);
  return {
    ...base,
    display: displayOf(base.nomeUsuario, base.email, base.funcao, base.brokers, base.tipo),
    sortKeys,
    searchText: `${sortKeys.nome}\n${sortKeys.email}`,
  };
}

interface Draft {
  first: ServerUserRow;
  brokers: string[];
  idPuxada: number | null;
}

/**
 * Turns GET /usuarios rows (one per user and broker) into one line per user, in the order the
 * server sent each user first. The brokers of a user are merged into `brokers` (nicknames without
 * repeats); `idPuxada` is the first non-zero broker id. The masked password (dsC_SENHA) and the
 * profile image are never read.
 */
export function userRowsFromServer(rows: readonly ServerUserRow[]): UserListRow[] {
  const drafts = new Map<number, Draft>();
  for (const row of rows) {
    let draft = drafts.get(row.iD_USUARIO);
    if (!draft) {
      draft = { first: row, brokers: [], idPuxada: null };
      drafts.set(row.iD_USUARIO, draft);
    }
    const apelido = row.dsC_APELIDO ?? '';
    if (apelido !== '' && !draft.brokers.includes(apelido)) draft.brokers.push(apelido);
    if (draft.idPuxada === null && row.iD_PUXADA) draft.idPuxada = row.iD_PUXADA;
  }
  const result: UserListRow[] = [];
  for (const { first, brokers, idPuxada } of drafts.values()) {
    result.push(
      finish({
        key: `u${first.iD_USUARIO}`,
        idUsuario: first.iD_USUARIO,
        nomeUsuario: first.dsC_NOME_USUARIO ?? '',
        email: first.dsC_EMAIL ?? '',
        funcaoUsuario: first.iD_USUARIO_FUNCAO,
        funcao: first.dsC_FUNCAO ?? '',
        tipoUsuario: first.iD_USUARIO_TIPO,
        tipo: first.dsC_TIPO ?? '',
        brokers,
        idPuxada,
        ativo: isActiveFlag(first.inD_USUARIO_INATIVO),
        grupoMeta: null,
      }),
    );
  }
  return result;
}

/** Turns team-list entries (GET /usuarioequipe/getlistaequipe) into lines; status 'A' is Ativo. */
export function teamRowsFromServer(items: readonly ServerTeamItem[]): UserListRow[] {
  return items.map((item, index) =>
    finish({
      key: item.idUsuario === undefined ? `t${index}` : `u${item.idUsuario}`,
      idUsuario: item.idUsuario ?? null,
      nomeUsuario: item.nomeUsuario ?? '',
      email: item.email ?? '',
      funcaoUsuario: null,
      funcao: item.funcao ?? '',
      tipoUsuario: null,
      tipo: item.TIPO ?? '',
      brokers: item.broker ? [item.broker] : [],
      idPuxada: null,
      ativo: item.status === 'A',
      grupoMeta: item.GRUPO_META ?? null,
    }),
  );
}

/** True when a team list has at least one seller with a sales group (GRUPO_META). */
export function hasSalesHistory(items: readonly ServerTeamItem[]): boolean {
  return items.some((item) => typeof item.GRUPO_META === 'string' && item.GRUPO_META !== '');
}
