/**
 * The screen's calls (metas spec §7), each returning domain values. `ApiClient` throws an
 * `ApiError` for any non-2xx answer, so `data` is the success body. The reads take the query's
 * `signal`: a read whose query is superseded or whose screen unmounts is aborted.
 */
import { fetchTargetHistory, savedVersionOf, type ApiClient } from '@conecta/api';
import { commentToSend, currentComments, formatBackendTimestamp, type MetaType, type ValueComment } from '@conecta/core';
import {
  ALL_EMPLOYEES,
  cascadeOptions,
  categoriesFromRows,
  teamsOfRows,
  initialDifferenceOf,
  sellerFromRow,
  supervisorBoxOf,
  targetStateOf,
} from './map';
import type { CategoryValue, ChosenTarget, SellerRecord, SupervisorBox, TargetState, Viewer } from './types';
import type { TeamVersion } from './concurrency';

/** `Tela` of the version filter for this screen. */
export const SCREEN_ID = 'RATEIO_VENDEDOR';

/** What every call of a chosen target needs. */
export interface CallContext {
  api: ApiClient;
  /** The screen's target type (`TipoMeta` of every call): VBC (§2.3) or another type's programming (issue 22). */
  metaType: MetaType;
  /** brokerScope(user) ?? '' */
  scope: string;
  viewer: Viewer;
  idUsuario: number;
  /** Who saves (the user's e-mail in this contract). */
  usuario: string;
  /** Server clock of the saves. */
  now?: () => Date;
}

const stamp = (ctx: CallContext) => formatBackendTimestamp(ctx.now?.() ?? new Date());

/**
 * The update date a save answered (`X-Data-Atualizacao`): the base of the user's next save, so his
 * own consecutive saves never conflict with each other. Null when the server sent none.
 */
const savedDate = savedVersionOf;

/** The optional base of a save (the contract's `DataAtualizacaoBase`), left out when unknown. */
const baseQuery = (base: string | undefined) => (base ? { DataAtualizacaoBase: base } : {});
/** The optional comment of a save (`Comentario`, issue 26), left out when blank. */
const commentQuery = (comment: string | undefined) => {
  const text = commentToSend(comment);
  return text === undefined ? {} : { Comentario: text };
};

const targetQuery = (ctx: CallContext, t: ChosenTarget) => ({
  IdPuxada: ctx.scope,
  Versao: t.versao,
  Linha: t.linha,
  TipoMeta: ctx.metaType,
});

export async function fetchPermission(api: ApiClient, codigoPuxada: string, idUsuario: number, signal?: AbortSignal): Promise<unknown> {
  const { data } = await api.GET('/permissaosistema/getdadospermissoes', {
    params: { query: { codigoPuxada, idFuncionalidade: 1, idUsuario } },
    signal,
  });
  return data;
}

export async function fetchCascade(ctx: CallContext, periodo: string, signal?: AbortSignal) {
  const { data } = await ctx.api.GET('/parametrotabelacartametafiltroversao', {
    params: {
      query: { IdPuxada: ctx.scope, Periodo: periodo, TipoMeta: ctx.metaType, Empregado: ctx.viewer.empregado, Tela: SCREEN_ID },
    },
    signal,
  });
  const rows = data ?? [];
  return { empty: rows.length === 0, ...cascadeOptions(rows) };
}

/** Everything the cards need: status, supervisor box and sellers. */
export interface TargetData {
  state: TargetState;
  supervisor: SupervisorBox;
  sellers: SellerRecord[];
  initialDifference: number | null;
  /** The supervisor parts of the rows and their update dates (the bases of the saves). */
  teams: TeamVersion[];
}

export async function fetchTargetData(ctx: CallContext, t: ChosenTarget, signal?: AbortSignal): Promise<TargetData> {
  const [status, supervisors, sellers] = await Promise.all([
    ctx.api.GET('/tabelacartametastatus', {
      params: { query: { idPuxada: ctx.scope, versao: t.versao, tipoMeta: ctx.metaType, periodo: t.periodo } },
      signal,
    }),
    ctx.api.GET('/tabelacartametasupervisorresumo', {
      params: { query: { ...targetQuery(ctx, t), Tipo: 'R', Empregado: ctx.viewer.empregado, IdUsuario: ctx.idUsuario } },
      signal,
    }),
    ctx.api.GET('/tabelacartametavendedorresumo', {
      params: { query: { ...targetQuery(ctx, t), Tipo: 'R', Empregado: ctx.viewer.empregado, Cliente: ALL_EMPLOYEES } },
      signal,
    }),
  ]);
  const sellerRows = sellers.data ?? [];
  return {
    state: targetStateOf(status.data ?? [], t.linha, ctx.viewer, ctx.metaType),
    supervisor: supervisorBoxOf(supervisors.data ?? []),
    sellers: sellerRows.map(sellerFromRow),
    initialDifference: initialDifferenceOf(sellerRows),
    teams: teamsOfRows(sellerRows),
  };
}

export async function fetchSupervisorCategories(ctx: CallContext, t: ChosenTarget, signal?: AbortSignal): Promise<CategoryValue[]> {
  const { data } = await ctx.api.GET('/tabelacartametasupervisor', {
    params: { query: { ...targetQuery(ctx, t), Tipo: 'G', Empregado: ctx.viewer.empregado, IdUsuario: ctx.idUsuario } },
    signal,
  });
  return categoriesFromRows(data ?? []);
}

export async function fetchSellerCategories(
  ctx: CallContext,
  t: ChosenTarget,
  sellerId: string,
  signal?: AbortSignal,
): Promise<CategoryValue[]> {
  const { data } = await ctx.api.GET('/tabelacartametavendedor', {
    params: { query: { ...targetQuery(ctx, t), Tipo: 'G', Empregado: ctx.viewer.empregado, Cliente: sellerId } },
    signal,
  });
  return categoriesFromRows(data ?? []);
}

/** The comparison table: one row per category, one value per seller (in the summary's order). */
export interface ComparisonRow {
  category: string;
  values: number[];
}

export async function fetchComparison(ctx: CallContext, t: ChosenTarget, signal?: AbortSignal): Promise<ComparisonRow[]> {
  const { data } = await ctx.api.GET('/tabelaovendedor', {
    params: { query: { ...targetQuery(ctx, t), Tipo: 'I', Supervisor: ctx.viewer.empregado, Empregado: ALL_EMPLOYEES } },
    signal,
  });
  return (data ?? []).map((row) => ({ category: row.GrupoBook, values: row.Itens.map((item) => Math.round(item.Valor)) }));
}

/**
 * The saves below send the base they are built on (`base`: the rows' `dataAtualizacao`, or the date
 * of the user's previous save) and answer the new date (`X-Data-Atualizacao`). A save on stale data
 * throws an `ApiError` 409 'CONFLICT' and writes nothing.
 */
export async function saveSellerTotal(
  ctx: CallContext,
  t: ChosenTarget,
  sellerId: string,
  valor: number,
  base?: string,
  comment?: string,
): Promise<string | null> {
  const { response } = await ctx.api.PUT('/atualizarvalorvendedorvalor', {
    params: {
      query: {
        ...targetQuery(ctx, t),
        GrupoMeta: t.linha,
        valor,
        EmpregadoSupervisor: ctx.viewer.empregado,
        empregadoVendedor: sellerId,
        usuario: ctx.usuario,
        DataAtualizacao: stamp(ctx),
        Tipo: 'P',
        ...baseQuery(base),
        ...commentQuery(comment),
      },
    },
  });
  return savedDate(response);
}

export async function saveSellerCategories(
  ctx: CallContext,
  t: ChosenTarget,
  sellerId: string,
  values: ReadonlyArray<{ key: number; value: number }>,
  base?: string,
  comment?: string,
): Promise<string | null> {
  const at = stamp(ctx);
  const { response } = await ctx.api.POST('/atualizarvalorvendedor', {
    body: {
      IdPuxada: ctx.scope,
      IdEmpregadoFlexx: sellerId,
      TipoMeta: ctx.metaType,
      GrupoMeta: t.linha,
      Versao: t.versao,
      DADOS: values.map(({ key, value }) => ({
        GrupoBookKey: key,
        VlrTotalMetaPlanejadoFinal: value,
        UltimoUsuarioAlteracao: ctx.usuario,
        UltimaDataAlteracao: at,
      })),
      ...baseQuery(base),
      ...commentQuery(comment),
    },
  });
  return savedDate(response);
}

/** The comments of the target's values (issue 26): its change history, each value's current comment. */
export async function fetchComments(ctx: CallContext, t: ChosenTarget, signal?: AbortSignal): Promise<Map<string, ValueComment>> {
  return currentComments(await fetchTargetHistory(ctx.api, targetQuery(ctx, t), signal));
}

export async function saveDifference(ctx: CallContext, t: ChosenTarget, difference: number, base?: string): Promise<string | null> {
  const { response } = await ctx.api.POST('/tabelacartametadiferencasupervisor/salvardiferencametavbc', {
    body: {
      puxada: ctx.scope,
      versao: t.versao,
      tipoMeta: ctx.metaType,
      empregadoResponsavel: ctx.viewer.empregado,
      linha: t.linha,
      usuario: ctx.usuario,
      dataAtualizacao: stamp(ctx),
      vlrDiferencaCartaMeta: Math.round(difference),
      ...(base ? { dataAtualizacaoBase: base } : {}),
    },
  });
  return savedDate(response);
}

/** The `{token}` query value is the session's access token: copied from the bearer header. */
const tokenFromBearer = {
  onRequest({ request }: { request: Request }) {
    const header = request.headers.get('Authorization') ?? '';
    const url = new URL(request.url);
    url.searchParams.set('token', header.replace(/^Bearer\s+/i, ''));
    return new Request(url, request);
  },
};

export async function approve(ctx: CallContext, t: ChosenTarget, base?: string): Promise<string | null> {
  const { response } = await ctx.api.PUT('/GravarProgramarMetasVendedor', {
    params: {
      query: {
        ...targetQuery(ctx, t),
        IdEmpregadoResponsavel: ctx.viewer.empregado,
        token: '',
        usuario: ctx.usuario,
        DataAtualizacao: stamp(ctx),
        ...baseQuery(base),
      },
    },
    middleware: [tokenFromBearer],
  });
  return savedDate(response);
}
