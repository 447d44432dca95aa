/**
 * Metas area of the mock backend: target planning, supervisor split, seller split and approval,
 * status overview and release to FLEXX (metas spec §2–§9), answering from the seeded sales
 * history and the stored targets.
 *
 * Every type (TipoMeta) is answered the same way from its own history (metas-model
 * `historyOfType`: COBERTURA customers, RECOMENDADOR items, FOCO focus-product reais, all derived
 * from the line's sales), so the formulas below hold for each in its unit.
 *
 * ## Suggestions (GET /tabelacartametatotal and /tabelacartametagrupo)
 *
 * Per category c of a target for period P and a history base of N months (3, 6, 9 or 12), with
 * S(m) = the broker's sales of c in month m (every seller of the broker and line, whole reais):
 *
 * - base months: the N months before P (P−N … P−1) that the history holds (k of them);
 * - `vlrMediaBroker` = round(Σ S(m) over the base months / k)   (0 when k = 0);
 * - growth g = (sum of S over the 6 months before P) / (sum of S over the same 6 months one year
 *   earlier) − 1, clamped to [0.02, 0.15]; when any of those 12 months is missing from the history
 *   (or the year-ago sum is 0), g = 0.05;
 * - `metaMinima` = vlrMediaBroker   (holding the average);
 * - `metaMeta`   = round(vlrMediaBroker × (1 + g));
 * - `metaIdeal`  = round(metaMeta × 1.1);
 * - `metaMinimaTotal` (category rows) = Σ metaMinima over the categories.
 * Totals (Tipo=T/P) are the sums of the category values; `vlrMetaPlanejado` the sum of the
 * planned values, `vlrMetaSugerida` the sum of metaMeta. `round` is Math.round (half up).
 * The growth depends on the period, not on N; N changes the average, so 3/6/9/12 differ.
 *
 * ## What each call stores
 *
 * - `Tipo=P` (managers only) is a calculation and stores nothing: it answers the totals of the
 *   suggestions of base N with the planned values it proposes (vlrMetaPlanejado = Σ metaMeta).
 *   The status, the planned values and any supervisor and seller split stay as they are until
 *   the planning is saved. Refused (400) when the target is 'Liberado' or imported.
 * - `Tipo=T` / `Tipo=G` with QtdMesMedia 0 (or the stored base) read the stored values; with
 *   another base they answer that base's suggestions beside the stored planned values, storing
 *   nothing (the planning screen reads `Tipo=G` with N for the table of a chosen base).
 * - `POST /atualizartabelacartameta` stores the planned values (every category > 0 after the save,
 *   else 400 'Para darmos sequencia voce precisa selecionar os valores das metas que serao
 *   rateadas.'), sets 'Rateada' and splits among the supervisors: category by category, the
 *   planned value is split in proportion to each team's sales in that category over the base
 *   (core `splitProportionally`, largest remainder), so every category column sums exactly to its
 *   planned value. A supervisor's suggested value (vlrMetaSugerida) is the sum of their parts, so
 *   the suggested values sum exactly to the planned total. Teams are the broker's supervisors with
 *   their active sellers at save time. Saving again re-splits and discards supervisor and seller
 *   values. An item's optional `QTD_MES_MEDIA` (3, 6, 9 or 12; one base per target, else 400) is
 *   the base the planner chose: its suggestions and the base are stored with the plan and weigh
 *   the split. Without it the stored base weighs the split (6 months when none was stored).
 *
 * ## Supervisor screen
 *
 * - `PUT /atualizarvalorsupervisorvalor`: the supervisor's categories are rescaled to the new total
 *   in proportion to their current values (exact sum). `POST /atualizarvalorsupervisor` sets the
 *   given categories. Both: values ≤ 0 → 400 'Nao e permitido valores iguais ou menores que 0.';
 *   'Liberado' or imported → 400; 'Em aberto' → 400 (nothing split yet). After programming, an
 *   edited supervisor goes back to 'Aprovada gerente' (and the group from 'Aprovada supervisor' to
 *   'Aprovada gerente'); the sellers keep their values, so the difference shows on the seller
 *   screen until the supervisor redistributes it.
 * - `PUT /GravarProgramarMetasSupervisor`: refused when the total change (Σ supervisors' planned −
 *   Σ suggested) is negative ('Voce reduziu o valor da meta programada.'), or 'Liberado'/imported.
 *   Teams never split get their sellers' split: category by category in proportion to each
 *   seller's sales in the category, minimum 1 per category (exact sums); a seller's suggested
 *   value is their total. Group → 'Aprovada gerente' (or 'Aprovada supervisor' when every
 *   supervisor is still approved); supervisors 'Rateada' → 'Aprovada gerente'.
 * - `vlrMetaReal` = the sum of the sellers' planned values once programmed, else the supervisor's
 *   planned value. `vlrMediaVenda` = the team's average monthly sales over the base.
 *
 * ## Seller screen
 *
 * - `POST /atualizarvalorvendedor`: a category ≤ 0 (after rounding) → 400 'Não é permitido valores
 *   iguais ou menores que 0. Categoria: X.' naming the categories, nothing stored. `PUT /atualizarvalorvendedorvalor`:
 *   the seller's categories rescaled to the new total in proportion to their current values,
 *   minimum 1 each (exact sum); valor ≤ 0 → 400 'Não é permitido valores iguais ou menores que 0.'.
 *   Allowed while the supervisor's part is 'Aprovada gerente' (not 'Aprovada supervisor'), the
 *   target neither 'Liberado' nor imported.
 * - `vlrDiferencaCartaMeta` (seller rows) = Σ sellers' planned − the supervisor's planned, live.
 *   `salvardiferencametavbc` stores the client's figure beside it (kept for the record; approval
 *   checks the live one).
 * - COBERTURA (issue 22): no category of a seller may be above his active customers
 *   (`qtdSoldAtivos`, metas-model `activeCustomersOf`): the category save is refused (400, the
 *   categories named); the total save rescales with that ceiling (`redistributeCapped`) and is
 *   refused when the total cannot fit (active customers × categories).
 * - `PUT /GravarProgramarMetasVendedor`: the live difference must be within the type's tolerance
 *   (core `isWithinMetaTolerance`: 0..10 for reais, 0 for counts), else 400 'Existem valores a
 *   serem distribuídos entre os vendedores.';
 *   the supervisor → 'Aprovada supervisor'; when every supervisor approved, the group too.
 *   Imported targets can be approved (their values are fixed, not their workflow).
 *
 * ## Concurrent edits (contract addition; metas-versions.ts)
 *
 * The reads a save is based on carry `responsavel` and `dataAtualizacao`: the totals (Tipo=T/P)
 * the whole target's last change, the supervisor summary and the seller rows the supervisor part's.
 * Every save may send that date back (`DATA_ATUALIZACAO_BASE` per planning item,
 * `DataAtualizacaoBase` in the other query strings and bodies, `dataAtualizacaoBase` in the
 * difference). When the data changed since, it answers 409 `{ message, code: 'CONFLICT',
 * responsavel, dataAtualizacao }` and writes nothing; without a base it is not checked. Scopes: the
 * planning save — the whole target; the team programming — the latest supervisor part; the other
 * saves — the one supervisor part they touch (so supervisors of one team never block each other).
 * The seller saves check the base before the workflow refusals (not programmed, already
 * approved), so a screen opened before a re-plan or an approval hears who changed it and when.
 * A save answers `true` with the new date of what it changed in `X-Data-Atualizacao`. Every write
 * of a target is dated at least one second after its last one, so a date names one version.
 *
 * ## Release (GET /atualizarbaseflexxbroker)
 *
 * Answers `[{ codOcorrencia, idOcorrencia }]`, each attempt logged with a new idOcorrencia (a
 * repeated chaveocorrencia answers the logged result): 0 released ('Aprovada supervisor' →
 * 'Liberado'); 1 target not found; 2 not approved by every supervisor; 3 already released. Who
 * may release (functions 1, 10, 16) is the access table's: anyone else gets 403 before this.
 *
 * ## Scope and roles
 *
 * IdPuxada is intersected with the user's brokers (type 1 staff: any broker). Supervisors
 * (function 11) see only their own rows (status rows, supervisor cards and columns, their team's
 * sellers) and may edit and approve only their own team. Who may call each operation is the
 * contract's access table (`x-access`, applied before these handlers by ../access.ts): reads 1, 10,
 * 11, 16; planning, supervisor programming and the release 1, 10, 16; the seller values 10 and 11,
 * their approval 11; nothing here checks the function again. The one check left here is the one
 * that depends on the request (a Tipo=P calculation needs a manager): a 403 with 'Você não tem
 * permissão para esta ação.'. Timestamps come from the server clock (ctx.now()); `responsavel` is
 * the user's name.
 *
 * Status rows: 'Em aberto' and 'Rateada' targets answer one group row (the broker's manager as
 * responsible); from 'Aprovada gerente' on, one row per supervisor. `alteracao` is 'com alteração'
 * when a supervisor's planned value differs from their suggested value.
 */
import { formatBackendTimestamp, formatInteger, isMetaType, isWithinMetaTolerance, type TargetStatus } from '@conecta/core';
import { HttpResponse, type HttpHandler } from 'msw';
import { SAVED_VERSION_HEADER } from '../../conflict';
import type { components } from '../../generated/schema';
import { FORBIDDEN_MESSAGE, type MockContext } from '../context';
import type { Employee, Network, UserRecord } from '../network';
import {
  META_TYPES,
  applySuggestions,
  baseIndices,
  baseOf,
  findHistory,
  activeCustomersOf,
  redistributeCapped,
  redistribute,
  sellerCategorySales,
  sellerDifference,
  sellerSales,
  splitAmongSellers,
  splitAmongSupervisors,
  suggestionsFor,
  totalOf,
  type HistoryView,
  type MetasState,
  type SellerPart,
  type SupervisorPart,
  type TargetCategory,
  type TargetRecord,
} from './metas-model';
import { teamsOf } from './metas-seed';
import {
  answerReturnToManager,
  commentOf,
  onApproved,
  onProgrammed,
  partWorkflow,
  recordCategoryChanges,
  recordChange,
  returnBody,
} from './metas-workflow';
import {
  conflictOf,
  partChange,
  targetChange,
  teamChange,
  versionStamp,
  writeTimeOf,
  type Change,
} from './metas-versions';

export type { MetasState } from './metas-model';
export { seedMetas, metasSeedPeriods } from './metas-seed';

type Schemas = components['schemas'];

/** Messages of the refusals (400, and 403 for `forbidden`). */
export const METAS_MESSAGES = {
  notFound: 'Meta não encontrada.',
  released: 'Meta liberada para o time: não é permitido alterar.',
  imported: 'Meta importada: não é permitido alterar.',
  forbidden: FORBIDDEN_MESSAGE,
  invalid: 'Parâmetro obrigatório não informado ou inválido.',
  planningMissing:
    'Para darmos sequencia voce precisa selecionar os valores das metas que serao rateadas.',
  supervisorNonPositive: 'Nao e permitido valores iguais ou menores que 0.',
  sellerNonPositive: 'Não é permitido valores iguais ou menores que 0.',
  negativeChange: 'Voce reduziu o valor da meta programada.',
  notSplit: 'A meta ainda não foi rateada.',
  notProgrammed: 'A meta ainda não foi programada para o time.',
  alreadyApproved: 'As metas deste supervisor já foram aprovadas.',
  outOfTolerance: 'Existem valores a serem distribuídos entre os vendedores.',
  /** COBERTURA: a category above the seller's active customers (the categories follow). */
  coverageAboveActive: (active: number) =>
    `A cobertura de uma categoria não pode passar dos clientes ativos do vendedor (${formatInteger(active)}).`,
  /** COBERTURA: a seller total that cannot fit (active customers × categories). */
  coverageTotalAboveActive: (active: number, categories: number) =>
    `A cobertura do vendedor não pode passar de ${formatInteger(active * categories)} (${formatInteger(active)} clientes ativos em cada uma das ${categories} categorias).`,
} as const;

/** codOcorrencia of the release to FLEXX. */
export const RELEASE_CODES = {
  ok: 0,
  notFound: 1,
  notApproved: 2,
  alreadyReleased: 3,
} as const;

const SUPERVISOR_FUNCTION = 11;
const MANAGER_FUNCTIONS = new Set([1, 10, 16]);
const ALL = '000';

export const isSupervisor = (user: UserRecord) => user.funcaoUsuario === SUPERVISOR_FUNCTION;
const canManage = (user: UserRecord) =>
  user.tipoUsuario === 1 || MANAGER_FUNCTIONS.has(user.funcaoUsuario);

const employeeIndex = new WeakMap<Network, Map<number, Employee>>();
export function employeesOf(network: Network): Map<number, Employee> {
  let index = employeeIndex.get(network);
  if (!index) {
    index = new Map(network.employees.map((employee) => [employee.idEmpregadoFlexx, employee]));
    employeeIndex.set(network, index);
  }
  return index;
}

export const upper = (name: string | undefined) => (name ?? '').toLocaleUpperCase('pt-BR');
const stamp = (ms: number) => formatBackendTimestamp(new Date(ms));
const isDigits = (value: string | null): value is string => value !== null && /^\d+$/.test(value);

/** Brokers a request may see: IdPuxada ∩ the user's brokers; null = any broker. */
export function brokersFor(user: UserRecord, raw: string | null | undefined): number[] | null {
  const text = (raw ?? '').trim();
  if (text !== '' && !/^\d+(,\d+)*$/.test(text)) return [];
  const requested = text === '' ? null : text.split(',').map(Number);
  const allowed =
    user.tipoUsuario === 1 ? null : [...user.brokers, ...(user.idPuxada ? [user.idPuxada] : [])];
  if (!requested) return allowed;
  if (!allowed) return requested;
  return requested.filter((id) => allowed.includes(id));
}

export const inScope = (brokers: number[] | null, idPuxada: number) =>
  brokers === null || brokers.includes(idPuxada);

export function findTarget(
  state: MetasState,
  brokers: number[] | null,
  versao: string | null,
  tipoMeta: string | null,
  linha: string | null,
): TargetRecord | undefined {
  return state.targets.find(
    (t) =>
      inScope(brokers, t.idPuxada) &&
      t.versao === versao &&
      t.tipoMeta === tipoMeta &&
      t.linha === linha,
  );
}

/** The supervisor parts a user may see, filtered by an Empregado value ('000' = all). */
export function visibleParts(
  target: TargetRecord,
  user: UserRecord,
  empregado: string | null,
): SupervisorPart[] {
  const wanted =
    empregado === null || empregado === '' || empregado === ALL ? null : Number(empregado);
  return target.supervisors.filter((part) => {
    if (isSupervisor(user) && part.id !== user.idEmpregadoFlexx) return false;
    return wanted === null || part.id === wanted;
  });
}

export function editBlock(target: TargetRecord): string | null {
  if (target.status === 'Liberado') return METAS_MESSAGES.released;
  if (target.metaImportada === 1) return METAS_MESSAGES.imported;
  return null;
}

export const isProgrammed = (part: SupervisorPart) =>
  part.sellers.some((seller) => seller.values.length > 0);

export function touch(target: TargetRecord, user: UserRecord, at: number, part?: SupervisorPart): void {
  target.responsavel = user.nomeUsuario;
  target.atualizadoEm = at;
  if (part) {
    part.responsavel = user.nomeUsuario;
    part.atualizadoEm = at;
  }
}

/** After a supervisor's values change: re-approval needed once programmed. */
function reopenSupervisor(target: TargetRecord, part: SupervisorPart): void {
  if (part.status === 'Aprovada supervisor') part.status = 'Aprovada gerente';
  if (target.status === 'Aprovada supervisor') target.status = 'Aprovada gerente';
}

/** Category rows with the stored suggestions, or those of another base (not stored). */
function categoryRows(target: TargetRecord, view: HistoryView | null, n: number): TargetCategory[] {
  if (n <= 0 || n === target.qtdMesMedia) return target.categories;
  const suggestions = suggestionsFor(target, view, n);
  return target.categories.map((category, i) => ({ ...category, ...suggestions[i] }));
}

/** Who changed a scope last and its update date, as the reads answer them (the saves' base). */
const changeFields = (change: Change) => ({
  responsavel: change.responsavel,
  dataAtualizacao: versionStamp(change.atualizadoEm),
});

function totalsRow(rows: readonly TargetCategory[]): Schemas['TargetTotalRow'] {
  const sumOf = (pick: (row: TargetCategory) => number) =>
    rows.reduce((acc, row) => acc + pick(row), 0);
  return {
    vlrMediaBroker: sumOf((r) => r.vlrMediaBroker),
    metaMinima: sumOf((r) => r.metaMinima),
    metaMeta: sumOf((r) => r.metaMeta),
    metaIdeal: sumOf((r) => r.metaIdeal),
    vlrMetaPlanejado: sumOf((r) => r.vlrMetaPlanejado),
    vlrMetaSugerida: sumOf((r) => r.metaMeta),
  };
}

function statusRows(target: TargetRecord, network: Network): Schemas['TargetStatusRow'][] {
  const employees = employeesOf(network);
  const base = {
    tipoMeta: target.tipoMeta,
    grupoMeta: target.linha,
    statusGrupo: target.status,
    dscVersao: target.versao,
    metaImportada: target.metaImportada,
  };
  const changed = (part: SupervisorPart) =>
    totalOf(part.values) !== part.sugerida ? 'com alteração' : 'sem alteração';
  if (
    target.status === 'Em aberto' ||
    target.status === 'Rateada' ||
    target.supervisors.length === 0
  ) {
    const manager = network.employees.find((e) => e.tipo === 'G' && e.idPuxada === target.idPuxada);
    return [
      {
        ...base,
        ...(manager
          ? {
              idEmpregadoResponsavelFlexx: String(manager.idEmpregadoFlexx),
              dscNomeEmpregado: upper(manager.nome),
            }
          : {}),
        statusSupervisor: target.status,
        alteracao: target.supervisors.some((part) => changed(part) === 'com alteração')
          ? 'com alteração'
          : 'sem alteração',
        responsavel: target.responsavel,
        dataAtualizacao: stamp(target.atualizadoEm),
      },
    ];
  }
  return target.supervisors.map((part) => {
    const devolucao = partWorkflow(part).devolucao;
    return {
      ...base,
      idEmpregadoResponsavelFlexx: String(part.id),
      dscNomeEmpregado: upper(employees.get(part.id)?.nome),
      statusSupervisor: part.status,
      alteracao: changed(part),
      responsavel: part.responsavel,
      dataAtualizacao: stamp(part.atualizadoEm),
      ...(devolucao ? { devolucao: returnBody(devolucao) } : {}),
    };
  });
}

interface SellerEntry {
  part: SupervisorPart;
  seller: SellerPart;
}

const sellerEntries = (parts: readonly SupervisorPart[]): SellerEntry[] =>
  parts.flatMap((part) => part.sellers.map((seller) => ({ part, seller })));

/** Finds a seller part by id among the parts a user may touch. */
function findSeller(
  target: TargetRecord,
  user: UserRecord,
  sellerId: number,
): SellerEntry | undefined {
  return sellerEntries(visibleParts(target, user, ALL)).find(
    (entry) => entry.seller.id === sellerId,
  );
}

/** Category weights of a seller (their history over the base), for rescaling empty values. */
function sellerWeights(target: TargetRecord, view: HistoryView | null, sellerId: number): number[] {
  const indices = baseIndices(view, target.periodo, baseOf(target));
  return target.categories.map((category) =>
    sellerCategorySales(view, sellerId, category.key, indices),
  );
}

function teamWeights(
  target: TargetRecord,
  view: HistoryView | null,
  part: SupervisorPart,
): number[] {
  const indices = baseIndices(view, target.periodo, baseOf(target));
  return target.categories.map((category) =>
    part.sellers.reduce(
      (acc, seller) => acc + sellerCategorySales(view, seller.id, category.key, indices),
      0,
    ),
  );
}

interface ChangeItem {
  key: number;
  value: number;
}

/** Reads DADOS items of the supervisor/seller saves; null when malformed. */
function readChanges(dados: unknown): ChangeItem[] | null {
  if (!Array.isArray(dados) || dados.length === 0) return null;
  const items: ChangeItem[] = [];
  for (const item of dados as unknown[]) {
    if (typeof item !== 'object' || item === null) return null;
    const { GrupoBookKey, VlrTotalMetaPlanejadoFinal } = item as Record<string, unknown>;
    const key = Number(GrupoBookKey);
    const value = Number(VlrTotalMetaPlanejadoFinal);
    if (!Number.isInteger(key) || !Number.isFinite(value)) return null;
    items.push({ key, value: Math.round(value) });
  }
  return items;
}

/** Category indices of the given keys, or null when one is not a category of the target. */
function indicesOf(target: TargetRecord, items: readonly ChangeItem[]): number[] | null {
  const index = new Map(target.categories.map((category, i) => [category.key, i]));
  const found = items.map((item) => index.get(item.key));
  return found.every((i): i is number => i !== undefined) ? found : null;
}

const ORDER: readonly TargetStatus[] = [
  'Em aberto',
  'Rateada',
  'Aprovada gerente',
  'Aprovada supervisor',
  'Liberado',
];
export const stageOf = (status: TargetStatus) => ORDER.indexOf(status);

/** The JSON body of a request as a plain object; null when it is not JSON. */
async function jsonBody(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await request.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return null;
  }
}

export function metasHandlers(ctx: MockContext): HttpHandler[] {
  const { http } = ctx;
  const state = () => ctx.db.metas;
  const network = () => ctx.db.network;
  const fail = (message: string) => ctx.error(400, message);
  /** 409 when a save's base is not the current update date of what it changes (metas-versions.ts). */
  const conflict = (base: unknown, change: Change): Response | null => {
    const body = conflictOf(typeof base === 'string' ? base : null, change);
    return body ? HttpResponse.json(body, { status: 409 }) : null;
  };
  /** A save's answer: `true`, and the new update date of what it changed in `X-Data-Atualizacao`. */
  const saved = (change: Change): Response =>
    HttpResponse.json(true, { headers: { [SAVED_VERSION_HEADER]: versionStamp(change.atualizadoEm) } });
  const searchOf = (request: Request) => new URL(request.url).searchParams;
  const view = (target: TargetRecord) => findHistory(state(), target.idPuxada, target.linha, target.tipoMeta);
  /** A seller's active customers (every type's rows carry them). */
  const activeOf = (target: TargetRecord, sellerId: number) =>
    activeCustomersOf(findHistory(state(), target.idPuxada, target.linha, 'COBERTURA'), sellerId);
  /**
   * Who may change a type's seller split: VBC, the supervisor and the manager (the seller screen
   * treats function 10 as GERENTE, metas §6); COBERTURA, RECOMENDADOR and FOCO, only the supervisor
   * (their programming is function 11 in the permission table; issue 22).
   */
  const programsType = (user: UserRecord, target: TargetRecord) => target.tipoMeta === 'VBC' || isSupervisor(user);
  /** The ceiling of a seller's category values: his active customers on a COBERTURA target, else none. */
  const activeCustomers = (target: TargetRecord, sellerId: number): number | null =>
    target.tipoMeta === 'COBERTURA' ? activeOf(target, sellerId) : null;
  /** The target a query names (IdPuxada, Versao, TipoMeta, Linha), within the user's brokers. */
  const targetOfQuery = (user: UserRecord, q: URLSearchParams) =>
    findTarget(state(), brokersFor(user, q.get('IdPuxada')), q.get('Versao'), q.get('TipoMeta'), q.get('Linha'));
  /** The target a save body names (IdPuxada, Versao, TipoMeta, GrupoMeta), within the user's brokers. */
  const targetOfBody = (user: UserRecord, body: Record<string, unknown>) =>
    findTarget(
      state(),
      brokersFor(user, String(body.IdPuxada ?? '')),
      String(body.Versao ?? ''),
      String(body.TipoMeta ?? ''),
      String(body.GrupoMeta ?? ''),
    );

  /** Teams answered by the summary: every visible part, with names and history figures. */
  const supervisorSummary = (
    target: TargetRecord,
    parts: readonly SupervisorPart[],
  ): Schemas['SupervisorSummaryRow'][] => {
    const employees = employeesOf(network());
    const history = view(target);
    const indices = baseIndices(history, target.periodo, baseOf(target));
    const keys = target.categories.map((category) => category.key);
    return parts.map((part) => {
      const sales = part.sellers.reduce(
        (acc, seller) => acc + sellerSales(history, seller.id, keys, indices),
        0,
      );
      const planned = totalOf(part.values);
      return {
        dscNomeEmpregado: upper(employees.get(part.id)?.nome),
        idEmpregadoResponsavelFlexx: String(part.id),
        idPuxada: target.idPuxada,
        qtdEmpregadosSupervisor: part.sellers.length,
        vlrMetaPlanejado: planned,
        vlrMetaReal: isProgrammed(part)
          ? part.sellers.reduce((acc, seller) => acc + totalOf(seller.values), 0)
          : planned,
        vlrMetaSugerida: part.sugerida,
        vlrMediaVenda: indices.length > 0 ? Math.round(sales / indices.length) : 0,
        ...changeFields(partChange(part)),
      };
    });
  };

  const sellerSummary = (
    target: TargetRecord,
    parts: readonly SupervisorPart[],
  ): Schemas['SellerRow'][] => {
    const employees = employeesOf(network());
    const history = view(target);
    const indices = baseIndices(history, target.periodo, baseOf(target));
    const keys = target.categories.map((category) => category.key);
    return parts.flatMap((part) => {
      const supervisorPlanned = totalOf(part.values);
      const sellersPlanned = part.sellers.reduce((acc, seller) => acc + totalOf(seller.values), 0);
      const difference = sellerDifference(part);
      return part.sellers.map((seller) => ({
        idEmpregadoFlexx: String(seller.id),
        dscNomeEmpregado: upper(employees.get(seller.id)?.nome),
        idPuxada: target.idPuxada,
        vlrMetaPlanejado: totalOf(seller.values),
        vlrMediaVenda:
          indices.length > 0
            ? Math.round(sellerSales(history, seller.id, keys, indices) / indices.length)
            : 0,
        vlrMetaSugerida: seller.sugerida,
        qtdEmpregadosSupervisor: part.sellers.length,
        vlrMetaPlanejadoVendedor: sellersPlanned,
        vlrMetaPlanejadoSupervisor: supervisorPlanned,
        vlrDiferencaCartaMeta: difference,
        qtdSoldAtivos: activeOf(target, seller.id),
        ...changeFields(partChange(part)),
      }));
    });
  };

  return [
    // ------------------------------------------------------------------ planning
    http.get('/tabelacartametatotal', ({ request, response }) => {
      const user = ctx.userOf(request);
      if (!user) return response.untyped(ctx.unauthorized());
      const q = searchOf(request);
      const tipo = q.get('Tipo');
      const n = Number(q.get('QtdMesMedia'));
      if (
        (tipo !== 'T' && tipo !== 'P') ||
        ![0, 3, 6, 9, 12].includes(n) ||
        (tipo === 'P' && n === 0)
      ) {
        return response.untyped(fail(METAS_MESSAGES.invalid));
      }
      const target = targetOfQuery(user, q);
      if (!target || target.categories.length === 0) {
        return tipo === 'P' && !target
          ? response.untyped(fail(METAS_MESSAGES.notFound))
          : response(200).json([]);
      }
      if (tipo === 'P') {
        // A calculation, not a write: the suggestions of base N with the planned values it
        // proposes (metaMeta); the target is stored only by POST /atualizartabelacartameta.
        if (!canManage(user)) return response.untyped(ctx.forbidden(METAS_MESSAGES.forbidden));
        const blocked = editBlock(target);
        if (blocked) return response.untyped(fail(blocked));
        const proposed = suggestionsFor(target, view(target), n).map((suggestion, i) => ({
          ...(target.categories[i] as TargetCategory),
          ...suggestion,
          vlrMetaPlanejado: suggestion.metaMeta,
        }));
        return response(200).json([{ ...totalsRow(proposed), ...changeFields(targetChange(target)) }]);
      }
      return response(200).json([
        { ...totalsRow(categoryRows(target, view(target), n)), ...changeFields(targetChange(target)) },
      ]);
    }),

    http.get('/tabelacartametagrupo', ({ request, response }) => {
      const user = ctx.userOf(request);
      if (!user) return response.untyped(ctx.unauthorized());
      const q = searchOf(request);
      const n = Number(q.get('QtdMesMedia'));
      if (q.get('Tipo') !== 'G' || ![0, 3, 6, 9, 12].includes(n))
        return response.untyped(fail(METAS_MESSAGES.invalid));
      const target = targetOfQuery(user, q);
      if (!target) return response(200).json([]);
      const rows = categoryRows(target, view(target), n);
      const metaMinimaTotal = rows.reduce((acc, row) => acc + row.metaMinima, 0);
      return response(200).json(
        rows.map((row) => ({
          grupoBook: row.nome,
          grupoBookKey: row.key,
          vlrMediaBroker: row.vlrMediaBroker,
          metaMinima: row.metaMinima,
          metaMinimaTotal,
          metaMeta: row.metaMeta,
          metaIdeal: row.metaIdeal,
          vlrMetaPlanejado: row.vlrMetaPlanejado,
          dscVersao: target.versao,
        })),
      );
    }),

    http.get('/tabelacartametastatus', ({ request, response }) => {
      const user = ctx.userOf(request);
      if (!user) return response.untyped(ctx.unauthorized());
      const q = searchOf(request);
      const periodo = q.get('periodo') ?? '';
      if (!/^\d{4}(0[1-9]|1[0-2])$/.test(periodo))
        return response.untyped(fail(METAS_MESSAGES.invalid));
      const brokers = brokersFor(user, q.get('idPuxada'));
      const tipo = (q.get('tipoMeta') ?? '').toUpperCase();
      const versao = q.get('versao') ?? '';
      const anyVersion = ['', 'TODOS', 'TODAS', ALL].includes(versao.toUpperCase());
      const rows = state()
        .targets.filter(
          (t) =>
            inScope(brokers, t.idPuxada) &&
            t.periodo === periodo &&
            (tipo === '' || tipo === 'TODOS' || t.tipoMeta === tipo) &&
            (anyVersion || t.versao === versao),
        )
        .sort(
          (a, b) =>
            META_TYPES.indexOf(a.tipoMeta) - META_TYPES.indexOf(b.tipoMeta) ||
            a.versao.localeCompare(b.versao) ||
            a.linha.localeCompare(b.linha),
        )
        .flatMap((t) => statusRows(t, network()))
        .filter(
          (row) =>
            !isSupervisor(user) ||
            row.idEmpregadoResponsavelFlexx === String(user.idEmpregadoFlexx),
        );
      return response(200).json(rows);
    }),

    http.get('/parametrotabelacartameta', ({ request, response }) => {
      const user = ctx.userOf(request);
      if (!user) return response.untyped(ctx.unauthorized());
      const q = searchOf(request);
      const periodo = q.get('Periodo') ?? '';
      const tipo = q.get('TipoMeta');
      if (!/^\d{6}$/.test(periodo) || (tipo !== 'VBC' && tipo !== 'TODOS'))
        return response.untyped(fail(METAS_MESSAGES.invalid));
      const brokers = brokersFor(user, q.get('IdPuxada'));
      const targets = state().targets.filter(
        (t) =>
          inScope(brokers, t.idPuxada) &&
          t.periodo === periodo &&
          (tipo === 'TODOS' || t.tipoMeta === tipo),
      );
      const rows: Schemas['ParameterRow'][] = [];
      const seen = new Set<string>();
      const add = (row: Schemas['ParameterRow']) => {
        const key = `${row.identificador}|${row.dadoBase}|${row.versao ?? ''}`;
        if (seen.has(key)) return;
        seen.add(key);
        rows.push(row);
      };
      const sorted = [...targets].sort(
        (a, b) =>
          META_TYPES.indexOf(a.tipoMeta) - META_TYPES.indexOf(b.tipoMeta) ||
          a.versao.localeCompare(b.versao) ||
          a.linha.localeCompare(b.linha),
      );
      const withVersion = tipo === 'TODOS';
      for (const t of sorted)
        add({
          identificador: 'TIPO_META',
          dadoBase: t.tipoMeta,
          ...(withVersion ? { versao: t.versao } : {}),
        });
      for (const t of [...sorted].sort((a, b) => a.versao.localeCompare(b.versao))) {
        add({
          identificador: 'DSC_VERSAO',
          dadoBase: t.versao,
          ...(withVersion ? { versao: t.versao } : {}),
        });
      }
      for (const t of [...sorted].sort(
        (a, b) => a.linha.localeCompare(b.linha) || a.versao.localeCompare(b.versao),
      )) {
        add({
          identificador: 'LINHA',
          dadoBase: t.linha,
          ...(withVersion ? { versao: t.versao } : {}),
        });
      }
      return response(200).json(rows);
    }),

    http.get('/parametrotabelacartametafiltroversao', ({ request, response }) => {
      const user = ctx.userOf(request);
      if (!user) return response.untyped(ctx.unauthorized());
      const q = searchOf(request);
      const periodo = q.get('Periodo') ?? '';
      const empregado = q.get('Empregado');
      const tipoMeta = q.get('TipoMeta');
      if (!/^\d{6}$/.test(periodo) || !isMetaType(tipoMeta) || !isDigits(empregado)) {
        return response.untyped(fail(METAS_MESSAGES.invalid));
      }
      const brokers = brokersFor(user, q.get('IdPuxada'));
      const employee = isSupervisor(user)
        ? user.idEmpregadoFlexx
        : empregado === ALL
          ? null
          : Number(empregado);
      const targets = state()
        .targets.filter(
          (t) => inScope(brokers, t.idPuxada) && t.periodo === periodo && t.tipoMeta === tipoMeta,
        )
        .filter(
          (t) =>
            employee === null ||
            t.supervisors.some((part) => part.id === employee) ||
            teamsOf(network(), t.idPuxada).some((team) => team.id === employee),
        );
      const versions = [...new Set(targets.map((t) => t.versao))].sort();
      const lines = [...new Set(targets.map((t) => `${t.linha}|${t.versao}`))].sort();
      return response(200).json([
        ...versions.map((versao) => ({
          identificador: 'DSC_VERSAO' as const,
          dadoBase: versao,
          versao,
        })),
        ...lines.map((pair) => {
          const [linha = '', versao = ''] = pair.split('|');
          return { identificador: 'LINHA' as const, dadoBase: linha, versao };
        }),
      ]);
    }),

    http.post('/atualizartabelacartameta', async ({ request, response }) => {
      const user = ctx.userOf(request);
      if (!user) return response.untyped(ctx.unauthorized());
      let body: unknown;
      try {
        body = await request.json();
      } catch {
        return response.untyped(fail(METAS_MESSAGES.invalid));
      }
      const dados = (body as { DADOS?: unknown } | null)?.DADOS;
      if (!Array.isArray(dados) || dados.length === 0)
        return response.untyped(fail(METAS_MESSAGES.invalid));
      const brokers = brokersFor(user, null);
      // Validate everything first: nothing is written unless the whole request is valid.
      const plans = new Map<TargetRecord, Map<number, number>>();
      // Optional QTD_MES_MEDIA (contract addition): the history base the planner chose; one
      // base per target. Absent → the stored base (or 6 months) weighs the split.
      const bases = new Map<TargetRecord, number>();
      for (const raw of dados as unknown[]) {
        const item = (raw ?? {}) as Record<string, unknown>;
        const value = Number(item.VLR_META_PLANEJADO);
        if (!Number.isFinite(value) || !Number.isInteger(value) || value <= 0) {
          return response.untyped(fail(METAS_MESSAGES.planningMissing));
        }
        const base = item.QTD_MES_MEDIA;
        if (base !== undefined && ![3, 6, 9, 12].includes(Number(base)))
          return response.untyped(fail(METAS_MESSAGES.invalid));
        const target = state().targets.find(
          (t) =>
            t.idPuxada === Number(item.PUXADA_FLEXX_KEY) &&
            inScope(brokers, t.idPuxada) &&
            t.versao === item.DSC_VERSAO &&
            t.linha === item.GRUPO_META &&
            t.tipoMeta === item.TIPO_META &&
            t.periodo === item.PERIODO,
        );
        if (!target) return response.untyped(fail(METAS_MESSAGES.notFound));
        const blocked = editBlock(target);
        if (blocked) return response.untyped(fail(blocked));
        const key = Number(item.GRUPO_BOOK_KEY);
        if (!target.categories.some((category) => category.key === key))
          return response.untyped(fail(METAS_MESSAGES.invalid));
        const plan = plans.get(target) ?? new Map<number, number>();
        plan.set(key, value);
        plans.set(target, plan);
        if (base !== undefined) {
          if ((bases.get(target) ?? Number(base)) !== Number(base))
            return response.untyped(fail(METAS_MESSAGES.invalid));
          bases.set(target, Number(base));
        }
        const stale = conflict(item.DATA_ATUALIZACAO_BASE, targetChange(target));
        if (stale) return response.untyped(stale);
      }
      for (const [target, plan] of plans) {
        if (
          target.categories.some(
            (category) => (plan.get(category.key) ?? category.vlrMetaPlanejado) <= 0,
          )
        ) {
          return response.untyped(fail(METAS_MESSAGES.planningMissing));
        }
      }
      let last: Change | null = null;
      for (const [target, plan] of plans) {
        const at = writeTimeOf(target, ctx.now());
        const stored = target.categories.map((category) => category.vlrMetaPlanejado);
        const base = bases.get(target);
        // The chosen base: its suggestions and the base itself are stored with the plan.
        if (base !== undefined) applySuggestions(target, view(target), base);
        target.categories.forEach((category, i) => {
          category.vlrMetaPlanejado = plan.get(category.key) ?? stored[i] ?? 0;
        });
        recordCategoryChanges(
          state(),
          target,
          user,
          at,
          { acao: 'PLANEJAMENTO', nivel: 'META', tela: 'PLANEJAMENTO', comentario: commentOf((body as { Comentario?: unknown }).Comentario) },
          stored,
          target.categories.map((category) => category.vlrMetaPlanejado),
        );
        target.status = 'Rateada';
        splitAmongSupervisors(
          target,
          view(target),
          teamsOf(network(), target.idPuxada),
          user.nomeUsuario,
          at,
        );
        touch(target, user, at);
        last = targetChange(target);
      }
      ctx.commit();
      return response.untyped(last ? saved(last) : HttpResponse.json(true));
    }),

    // ------------------------------------------------------------------ supervisor screen
    http.get('/tabelacartametasupervisorresumo', ({ request, response }) => {
      const user = ctx.userOf(request);
      if (!user) return response.untyped(ctx.unauthorized());
      const q = searchOf(request);
      const empregado = q.get('Empregado');
      if (q.get('Tipo') !== 'R' || !isDigits(empregado))
        return response.untyped(fail(METAS_MESSAGES.invalid));
      const target = targetOfQuery(user, q);
      if (!target) return response(200).json([]);
      return response(200).json(supervisorSummary(target, visibleParts(target, user, empregado)));
    }),

    http.get('/tabelacartametasupervisor', ({ request, response }) => {
      const user = ctx.userOf(request);
      if (!user) return response.untyped(ctx.unauthorized());
      const q = searchOf(request);
      const empregado = q.get('Empregado');
      if (q.get('Tipo') !== 'G' || !isDigits(empregado))
        return response.untyped(fail(METAS_MESSAGES.invalid));
      const target = targetOfQuery(user, q);
      if (!target) return response(200).json([]);
      const parts = visibleParts(target, user, empregado);
      if (parts.length === 0) return response(200).json([]);
      return response(200).json(
        target.categories.map((category, i) => ({
          grupoBook: category.nome,
          grupoBookKey: category.key,
          vlrMetaPlanejado: parts.reduce((acc, part) => acc + (part.values[i] ?? 0), 0),
        })),
      );
    }),

    http.get('/tabelaosupervisor', ({ request, response }) => {
      const user = ctx.userOf(request);
      if (!user) return response.untyped(ctx.unauthorized());
      const q = searchOf(request);
      const empregado = q.get('Empregado');
      if (q.get('Tipo') !== 'I' || !isDigits(empregado))
        return response.untyped(fail(METAS_MESSAGES.invalid));
      const target = targetOfQuery(user, q);
      if (!target) return response(200).json([]);
      const parts = visibleParts(target, user, empregado);
      if (parts.length === 0) return response(200).json([]);
      return response(200).json(
        target.categories.map((category, i) => ({
          GrupoBook: category.nome,
          Itens: parts.map((part) => ({ Valor: part.values[i] ?? 0 })),
        })),
      );
    }),

    http.put('/atualizarvalorsupervisorvalor', ({ request, response }) => {
      const user = ctx.userOf(request);
      if (!user) return response.untyped(ctx.unauthorized());
      const q = searchOf(request);
      const supervisorId = q.get('IdEmpregadoResponsavelFlexx');
      const valor = Number(q.get('Valor'));
      if (q.get('Tipo') !== 'P' || !isDigits(supervisorId) || !Number.isFinite(valor))
        return response.untyped(fail(METAS_MESSAGES.invalid));
      const target = targetOfQuery(user, q);
      if (!target) return response.untyped(fail(METAS_MESSAGES.notFound));
      const blocked = editBlock(target);
      if (blocked) return response.untyped(fail(blocked));
      if (!Number.isInteger(valor) || valor <= 0)
        return response.untyped(fail(METAS_MESSAGES.supervisorNonPositive));
      if (stageOf(target.status) < 1) return response.untyped(fail(METAS_MESSAGES.notSplit));
      const part = target.supervisors.find((candidate) => candidate.id === Number(supervisorId));
      if (!part) return response.untyped(fail(METAS_MESSAGES.notFound));
      const stale = conflict(q.get('DataAtualizacaoBase'), partChange(part));
      if (stale) return response.untyped(stale);
      const before = totalOf(part.values);
      part.values = redistribute(valor, part.values, teamWeights(target, view(target), part));
      reopenSupervisor(target, part);
      const at = writeTimeOf(target, ctx.now());
      touch(target, user, at, part);
      answerReturnToManager(part, at);
      recordChange(state(), target, user, at, {
        acao: 'VALOR',
        nivel: 'SUPERVISOR',
        tela: 'PROGRAMACAO',
        supervisor: part.id,
        anterior: before,
        novo: totalOf(part.values),
        comentario: commentOf(q.get('Comentario')),
      });
      ctx.commit();
      return response.untyped(saved(partChange(part)));
    }),

    http.post('/atualizarvalorsupervisor', async ({ request, response }) => {
      const user = ctx.userOf(request);
      if (!user) return response.untyped(ctx.unauthorized());
      const body = await jsonBody(request);
      if (!body) return response.untyped(fail(METAS_MESSAGES.invalid));
      const items = readChanges(body.DADOS);
      const supervisorId = String(body.IdEmpregadoResponsavelFlexx ?? '');
      if (!items || !isDigits(supervisorId)) return response.untyped(fail(METAS_MESSAGES.invalid));
      const target = targetOfBody(user, body);
      if (!target) return response.untyped(fail(METAS_MESSAGES.notFound));
      const blocked = editBlock(target);
      if (blocked) return response.untyped(fail(blocked));
      if (items.some((item) => item.value <= 0))
        return response.untyped(fail(METAS_MESSAGES.supervisorNonPositive));
      if (stageOf(target.status) < 1) return response.untyped(fail(METAS_MESSAGES.notSplit));
      const part = target.supervisors.find((candidate) => candidate.id === Number(supervisorId));
      const indices = indicesOf(target, items);
      if (!part) return response.untyped(fail(METAS_MESSAGES.notFound));
      if (!indices) return response.untyped(fail(METAS_MESSAGES.invalid));
      const stale = conflict(body.DataAtualizacaoBase, partChange(part));
      if (stale) return response.untyped(stale);
      const before = [...part.values];
      indices.forEach((i, k) => {
        part.values[i] = items[k]?.value ?? part.values[i] ?? 0;
      });
      reopenSupervisor(target, part);
      const at = writeTimeOf(target, ctx.now());
      touch(target, user, at, part);
      answerReturnToManager(part, at);
      recordCategoryChanges(
        state(),
        target,
        user,
        at,
        { acao: 'VALOR', nivel: 'SUPERVISOR', tela: 'PROGRAMACAO', supervisor: part.id, comentario: commentOf(body.Comentario) },
        before,
        part.values,
      );
      ctx.commit();
      return response.untyped(saved(partChange(part)));
    }),

    http.put('/GravarProgramarMetasSupervisor', ({ request, response }) => {
      const user = ctx.userOf(request);
      if (!user) return response.untyped(ctx.unauthorized());
      const q = searchOf(request);
      const target = targetOfQuery(user, q);
      if (!target) return response.untyped(fail(METAS_MESSAGES.notFound));
      const blocked = editBlock(target);
      if (blocked) return response.untyped(fail(blocked));
      if (stageOf(target.status) < 1 || target.supervisors.length === 0)
        return response.untyped(fail(METAS_MESSAGES.notSplit));
      const change = target.supervisors.reduce(
        (acc, part) => acc + totalOf(part.values) - part.sugerida,
        0,
      );
      if (change < 0) return response.untyped(fail(METAS_MESSAGES.negativeChange));
      const stale = conflict(q.get('DataAtualizacaoBase'), teamChange(target));
      if (stale) return response.untyped(stale);
      const history = view(target);
      const at = writeTimeOf(target, ctx.now());
      for (const part of target.supervisors) {
        const programmed = isProgrammed(part);
        if (!programmed) splitAmongSellers(target, history, part);
        const before = part.status;
        if (part.status !== 'Aprovada supervisor') part.status = 'Aprovada gerente';
        // A part that this programming changed (its sellers split, or its status) is dated now.
        if (!programmed || part.status !== before) touch(target, user, at, part);
      }
      target.status = target.supervisors.every((part) => part.status === 'Aprovada supervisor')
        ? 'Aprovada supervisor'
        : 'Aprovada gerente';
      touch(target, user, at);
      onProgrammed(state(), network(), target, user, at);
      ctx.commit();
      return response.untyped(saved(teamChange(target)));
    }),

    // ------------------------------------------------------------------ seller screen
    http.get('/tabelacartametavendedorresumo', ({ request, response }) => {
      const user = ctx.userOf(request);
      if (!user) return response.untyped(ctx.unauthorized());
      const q = searchOf(request);
      const empregado = q.get('Empregado');
      if (q.get('Tipo') !== 'R' || !isDigits(empregado))
        return response.untyped(fail(METAS_MESSAGES.invalid));
      const target = targetOfQuery(user, q);
      if (!target) return response(200).json([]);
      return response(200).json(sellerSummary(target, visibleParts(target, user, empregado)));
    }),

    http.get('/tabelacartametavendedor', ({ request, response }) => {
      const user = ctx.userOf(request);
      if (!user) return response.untyped(ctx.unauthorized());
      const q = searchOf(request);
      const empregado = q.get('Empregado');
      const cliente = q.get('Cliente');
      if (q.get('Tipo') !== 'G' || !isDigits(empregado) || !isDigits(cliente))
        return response.untyped(fail(METAS_MESSAGES.invalid));
      const target = targetOfQuery(user, q);
      if (!target) return response(200).json([]);
      const entry = sellerEntries(visibleParts(target, user, empregado)).find(
        (candidate) => candidate.seller.id === Number(cliente),
      );
      if (!entry) return response(200).json([]);
      return response(200).json(
        target.categories.map((category, i) => ({
          grupoBook: category.nome,
          grupoBookKey: category.key,
          vlrMetaPlanejado: entry.seller.values[i] ?? 0,
        })),
      );
    }),

    http.get('/tabelaovendedor', ({ request, response }) => {
      const user = ctx.userOf(request);
      if (!user) return response.untyped(ctx.unauthorized());
      const q = searchOf(request);
      const supervisor = q.get('Supervisor');
      if (q.get('Tipo') !== 'I' || !isDigits(supervisor))
        return response.untyped(fail(METAS_MESSAGES.invalid));
      const target = targetOfQuery(user, q);
      if (!target) return response(200).json([]);
      const entries = sellerEntries(visibleParts(target, user, supervisor));
      if (entries.length === 0) return response(200).json([]);
      return response(200).json(
        target.categories.map((category, i) => ({
          GrupoBook: category.nome,
          Itens: entries.map(({ seller }) => ({ Valor: seller.values[i] ?? 0 })),
        })),
      );
    }),

    http.post('/atualizarvalorvendedor', async ({ request, response }) => {
      const user = ctx.userOf(request);
      if (!user) return response.untyped(ctx.unauthorized());
      const body = await jsonBody(request);
      if (!body) return response.untyped(fail(METAS_MESSAGES.invalid));
      const items = readChanges(body.DADOS);
      const sellerId = String(body.IdEmpregadoFlexx ?? '');
      if (!items || !isDigits(sellerId)) return response.untyped(fail(METAS_MESSAGES.invalid));
      const target = targetOfBody(user, body);
      if (!target) return response.untyped(fail(METAS_MESSAGES.notFound));
      if (!programsType(user, target)) return response.untyped(ctx.forbidden(METAS_MESSAGES.forbidden));
      const blocked = editBlock(target);
      if (blocked) return response.untyped(fail(blocked));
      const entry = findSeller(target, user, Number(sellerId));
      if (!entry) return response.untyped(fail(METAS_MESSAGES.notFound));
      // Changed since it was read (re-planned, approved…): say who and when before why not.
      const stale = conflict(body.DataAtualizacaoBase, partChange(entry.part));
      if (stale) return response.untyped(stale);
      if (!isProgrammed(entry.part)) return response.untyped(fail(METAS_MESSAGES.notProgrammed));
      if (entry.part.status === 'Aprovada supervisor')
        return response.untyped(fail(METAS_MESSAGES.alreadyApproved));
      const indices = indicesOf(target, items);
      if (!indices) return response.untyped(fail(METAS_MESSAGES.invalid));
      const refused = indices
        .filter((_, k) => (items[k]?.value ?? 0) <= 0)
        .map((i) => target.categories[i]?.nome ?? '');
      if (refused.length > 0) {
        const label = refused.length === 1 ? 'Categoria' : 'Categorias';
        return response.untyped(
          fail(`${METAS_MESSAGES.sellerNonPositive} ${label}: ${refused.join(', ')}.`),
        );
      }
      const active = activeCustomers(target, entry.seller.id);
      if (active !== null) {
        const above = indices
          .filter((_, k) => (items[k]?.value ?? 0) > active)
          .map((i) => target.categories[i]?.nome ?? '');
        if (above.length > 0) {
          const label = above.length === 1 ? 'Categoria' : 'Categorias';
          return response.untyped(
            fail(`${METAS_MESSAGES.coverageAboveActive(active)} ${label}: ${above.join(', ')}.`),
          );
        }
      }
      const before = [...entry.seller.values];
      indices.forEach((i, k) => {
        entry.seller.values[i] = items[k]?.value ?? 1;
      });
      const at = writeTimeOf(target, ctx.now());
      touch(target, user, at, entry.part);
      recordCategoryChanges(
        state(),
        target,
        user,
        at,
        {
          acao: 'VALOR',
          nivel: 'VENDEDOR',
          tela: 'RATEIO_VENDEDOR',
          supervisor: entry.part.id,
          vendedor: entry.seller.id,
          comentario: commentOf(body.Comentario),
        },
        before,
        entry.seller.values,
      );
      ctx.commit();
      return response.untyped(saved(partChange(entry.part)));
    }),

    http.put('/atualizarvalorvendedorvalor', ({ request, response }) => {
      const user = ctx.userOf(request);
      if (!user) return response.untyped(ctx.unauthorized());
      const q = searchOf(request);
      const sellerId = q.get('empregadoVendedor');
      const supervisorId = q.get('EmpregadoSupervisor');
      const valor = Number(q.get('valor'));
      if (
        q.get('Tipo') !== 'P' ||
        !isDigits(sellerId) ||
        !isDigits(supervisorId) ||
        !Number.isFinite(valor)
      ) {
        return response.untyped(fail(METAS_MESSAGES.invalid));
      }
      const target = targetOfQuery(user, q);
      if (!target) return response.untyped(fail(METAS_MESSAGES.notFound));
      if (!programsType(user, target)) return response.untyped(ctx.forbidden(METAS_MESSAGES.forbidden));
      const blocked = editBlock(target);
      if (blocked) return response.untyped(fail(blocked));
      if (!Number.isInteger(valor) || valor <= 0)
        return response.untyped(fail(METAS_MESSAGES.sellerNonPositive));
      const entry = findSeller(target, user, Number(sellerId));
      if (!entry || (supervisorId !== ALL && entry.part.id !== Number(supervisorId)))
        return response.untyped(fail(METAS_MESSAGES.notFound));
      const stale = conflict(q.get('DataAtualizacaoBase'), partChange(entry.part));
      if (stale) return response.untyped(stale);
      if (!isProgrammed(entry.part)) return response.untyped(fail(METAS_MESSAGES.notProgrammed));
      if (entry.part.status === 'Aprovada supervisor')
        return response.untyped(fail(METAS_MESSAGES.alreadyApproved));
      const sellerBefore = totalOf(entry.seller.values);
      const weights = sellerWeights(target, view(target), entry.seller.id);
      const active = activeCustomers(target, entry.seller.id);
      if (active === null) {
        entry.seller.values = redistribute(valor, entry.seller.values, weights, 1);
      } else {
        const values = redistributeCapped(valor, entry.seller.values, weights, 1, active);
        if (!values)
          return response.untyped(
            fail(METAS_MESSAGES.coverageTotalAboveActive(active, entry.seller.values.length)),
          );
        entry.seller.values = values;
      }
      const at = writeTimeOf(target, ctx.now());
      touch(target, user, at, entry.part);
      recordChange(state(), target, user, at, {
        acao: 'VALOR',
        nivel: 'VENDEDOR',
        tela: 'RATEIO_VENDEDOR',
        supervisor: entry.part.id,
        vendedor: entry.seller.id,
        anterior: sellerBefore,
        novo: totalOf(entry.seller.values),
        comentario: commentOf(q.get('Comentario')),
      });
      ctx.commit();
      return response.untyped(saved(partChange(entry.part)));
    }),

    http.post(
      '/tabelacartametadiferencasupervisor/salvardiferencametavbc',
      async ({ request, response }) => {
        const user = ctx.userOf(request);
        if (!user) return response.untyped(ctx.unauthorized());
        let body: Record<string, unknown>;
        try {
          body = ((await request.json()) ?? {}) as Record<string, unknown>;
        } catch {
          return response.untyped(fail(METAS_MESSAGES.invalid));
        }
        const supervisorId = String(body.empregadoResponsavel ?? '');
        const difference = Number(body.vlrDiferencaCartaMeta);
        if (!isDigits(supervisorId) || !Number.isInteger(difference))
          return response.untyped(fail(METAS_MESSAGES.invalid));
        const target = findTarget(
          state(),
          brokersFor(user, String(body.puxada ?? '')),
          String(body.versao ?? ''),
          String(body.tipoMeta ?? ''),
          String(body.linha ?? ''),
        );
        if (!target) return response.untyped(fail(METAS_MESSAGES.notFound));
        if (!programsType(user, target)) return response.untyped(ctx.forbidden(METAS_MESSAGES.forbidden));
        if (target.status === 'Liberado') return response.untyped(fail(METAS_MESSAGES.released));
        const part = visibleParts(target, user, supervisorId)[0];
        if (!part) return response.untyped(fail(METAS_MESSAGES.notFound));
        const stale = conflict(body.dataAtualizacaoBase, partChange(part));
        if (stale) return response.untyped(stale);
        part.diferencaSalva = difference;
        touch(target, user, writeTimeOf(target, ctx.now()), part);
        ctx.commit();
        return response.untyped(saved(partChange(part)));
      },
    ),

    http.put('/GravarProgramarMetasVendedor', ({ request, response }) => {
      const user = ctx.userOf(request);
      if (!user) return response.untyped(ctx.unauthorized());
      const q = searchOf(request);
      const supervisorId = q.get('IdEmpregadoResponsavel');
      if (!isDigits(supervisorId)) return response.untyped(fail(METAS_MESSAGES.invalid));
      const target = targetOfQuery(user, q);
      if (!target) return response.untyped(fail(METAS_MESSAGES.notFound));
      if (target.status === 'Liberado') return response.untyped(fail(METAS_MESSAGES.released));
      const part = visibleParts(target, user, supervisorId)[0];
      if (!part || supervisorId === ALL) return response.untyped(fail(METAS_MESSAGES.notFound));
      const stale = conflict(q.get('DataAtualizacaoBase'), partChange(part));
      if (stale) return response.untyped(stale);
      if (stageOf(target.status) < 2 || !isProgrammed(part))
        return response.untyped(fail(METAS_MESSAGES.notProgrammed));
      if (part.status === 'Aprovada supervisor')
        return response.untyped(fail(METAS_MESSAGES.alreadyApproved));
      if (!isWithinMetaTolerance(sellerDifference(part), target.tipoMeta))
        return response.untyped(fail(METAS_MESSAGES.outOfTolerance));
      part.status = 'Aprovada supervisor';
      if (target.supervisors.every((candidate) => candidate.status === 'Aprovada supervisor'))
        target.status = 'Aprovada supervisor';
      const at = writeTimeOf(target, ctx.now());
      touch(target, user, at, part);
      onApproved(state(), network(), target, part, user, at);
      ctx.commit();
      return response.untyped(saved(partChange(part)));
    }),

    // ------------------------------------------------------------------ release
    http.get('/atualizarbaseflexxbroker', ({ request, response }) => {
      const user = ctx.userOf(request);
      if (!user) return response.untyped(ctx.unauthorized());
      const q = searchOf(request);
      const chave = q.get('chaveocorrencia') ?? '';
      const periodo = q.get('periodo') ?? '';
      if (chave === '' || !/^\d{6}$/.test(periodo))
        return response.untyped(fail(METAS_MESSAGES.invalid));
      const metas = state();
      const previous = metas.releases.find((release) => release.chaveOcorrencia === chave);
      if (previous)
        return response(200).json([
          { codOcorrencia: previous.codOcorrencia, idOcorrencia: previous.idOcorrencia },
        ]);
      const target = findTarget(
        metas,
        brokersFor(user, q.get('IdPuxada')),
        q.get('codVersao'),
        q.get('tipoMeta'),
        q.get('grupoMeta'),
      );
      const code =
        !target || target.periodo !== periodo
          ? RELEASE_CODES.notFound
          : target.status === 'Liberado'
            ? RELEASE_CODES.alreadyReleased
            : target.status !== 'Aprovada supervisor'
              ? RELEASE_CODES.notApproved
              : RELEASE_CODES.ok;
      const at = target ? writeTimeOf(target, ctx.now()) : ctx.now();
      if (code === RELEASE_CODES.ok && target) {
        target.status = 'Liberado';
        touch(target, user, at);
        recordChange(metas, target, user, at, { acao: 'LIBERACAO', nivel: 'META', tela: 'STATUS' });
      }
      const idOcorrencia = metas.nextOcorrencia;
      metas.nextOcorrencia += 1;
      metas.releases.push({
        idOcorrencia,
        codOcorrencia: code,
        chaveOcorrencia: chave,
        idPuxada: target?.idPuxada ?? 0,
        periodo,
        versao: q.get('codVersao') ?? '',
        linha: q.get('grupoMeta') ?? '',
        tipoMeta: q.get('tipoMeta') ?? '',
        usuario: q.get('usuario') ?? user.email,
        em: at,
      });
      ctx.commit();
      return response(200).json([{ codOcorrencia: code, idOcorrencia }]);
    }),
  ];
}
