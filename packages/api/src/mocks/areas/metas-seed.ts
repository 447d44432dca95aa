import { seedConversation } from './metas-conversation-seed';
import { periodKey, type TargetStatus } from '@conecta/core';
import { DEMO_BROKER_ID, type Employee, type Network } from '../network';
import type { Rng } from '../rng';
import type { SeedOptions } from '../seed';
import {
  addMonths,
  applySuggestions,
  historyOfType,
  redistribute,
  splitAmongSellers,
  splitAmongSupervisors,
  totalOf,
  versionKey,
  viewOf,
  type HistoryView,
  type MetaTypeCode,
  type MetasState,
  type SalesHistory,
  type TargetRecord,
  type Team,
} from './metas-model';

/**
 * Seed of the metas area: 18 months of sales history per seller and category for every line of
 * the demo broker, and a spread of targets over the last 12 months (see {@link metasSeedPeriods}).
 */

/** Months of sales history before the current period. */
export const HISTORY_MONTHS = 18;

/** First idOcorrencia of a release to FLEXX. */
export const FIRST_OCORRENCIA = 58_201;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Monthly seasonality of the whole market (January first): weak summer holidays, strong year end. */
const SEASONALITY = [0.86, 0.84, 0.97, 0.99, 1.02, 0.98, 1.0, 1.03, 1.01, 1.05, 1.08, 1.17];
/** Extra seasonality of summer categories (December to March). */
const SUMMER = [1.18, 1.15, 1.08, 0.95, 0.88, 0.82, 0.82, 0.86, 0.92, 1.0, 1.08, 1.2];
/** Easter bump of chocolates (March, April). */
const EASTER = [0.95, 1.0, 1.25, 1.3, 0.95, 0.95, 0.95, 0.95, 0.95, 0.97, 1.0, 1.05];

const seasonOf = (name: string): number[] | null =>
  /SORVETE|ÁGUA|BEBIDA/.test(name) ? SUMMER : /CHOCOLATE/.test(name) ? EASTER : null;

/**
 * The seeded periods, relative to the seed time `now` (local month):
 * - `emAberto`: the current month, every VBC line 'Em aberto' (the end-to-end flow plans it);
 * - `aprovadaSupervisor`: 1 month back, every supervisor approved (ready to release);
 * - `aprovadaGerente`: 2 months back, programmed; the first supervisor already approved;
 * - `rateada`: 3 months back, planned and split among supervisors;
 * - `liberado`: 4 months back, two versions (V01 and V02), both released;
 * - `importada`: 5 months back, an imported target (metaImportada 1) at 'Aprovada gerente';
 * - 6 to 11 months back: released;
 * - `semDados`: 12 months back (the same month of the previous year) has no parameters, like
 *   every earlier month and every future month: 'Nenhum dado para este período!'.
 * VBC targets exist for every line of the demo broker; COBERTURA, RECOMENDADOR and FOCO targets
 * for its first line: this month 'Aprovada gerente' (no team approved yet), 1 month back 'Aprovada
 * supervisor', the earlier months 'Liberado'.
 */
export function metasSeedPeriods(now: number) {
  const date = new Date(now);
  const current = periodKey(date.getFullYear(), date.getMonth() + 1);
  return {
    emAberto: current,
    aprovadaSupervisor: addMonths(current, -1),
    aprovadaGerente: addMonths(current, -2),
    rateada: addMonths(current, -3),
    liberado: addMonths(current, -4),
    importada: addMonths(current, -5),
    semDados: addMonths(current, -12),
  } as const;
}

/** Supervisors of a broker with the active sellers of their teams, in network order. */
export function teamsOf(network: Network, idPuxada: number): Team[] {
  const sellersBySupervisor = new Map<number, number[]>();
  for (const employee of network.employees) {
    if (
      employee.tipo !== 'V' ||
      employee.status !== 'A' ||
      employee.idPuxada !== idPuxada ||
      employee.responsavelId === null
    )
      continue;
    const list = sellersBySupervisor.get(employee.responsavelId) ?? [];
    list.push(employee.idEmpregadoFlexx);
    sellersBySupervisor.set(employee.responsavelId, list);
  }
  return network.employees
    .filter((employee) => employee.tipo === 'S' && employee.idPuxada === idPuxada)
    .map((supervisor) => ({
      id: supervisor.idEmpregadoFlexx,
      sellers: sellersBySupervisor.get(supervisor.idEmpregadoFlexx) ?? [],
    }));
}

function seedHistory(
  rng: Rng,
  network: Network,
  idPuxada: number,
  linha: string,
  lineIndex: number,
  current: string,
  sellerScale: Map<number, number>,
): SalesHistory {
  const months = Array.from({ length: HISTORY_MONTHS }, (_, i) =>
    addMonths(current, i - HISTORY_MONTHS),
  );
  const lineScale = lineIndex === 0 ? 1 : 0.55;
  const categories = network.categories.map((category) => ({
    key: category.key,
    base: rng.int(3_000, 16_000) * lineScale,
    growth: -0.03 + rng.next() * 0.17,
    season: seasonOf(category.nome),
  }));
  const sellers: Record<string, number[][]> = {};
  const team = network.employees.filter((e: Employee) => e.tipo === 'V' && e.idPuxada === idPuxada);
  for (const seller of team) {
    const scale = sellerScale.get(seller.idEmpregadoFlexx) ?? 1;
    sellers[String(seller.idEmpregadoFlexx)] = categories.map((category) => {
      const affinity = 0.75 + rng.next() * 0.5;
      return months.map((month, t) => {
        // An inactive seller left the team three months ago.
        if (seller.status === 'I' && t >= HISTORY_MONTHS - 3) return 0;
        const calendar = Number(month.slice(4, 6)) - 1;
        const season = (SEASONALITY[calendar] ?? 1) * (category.season?.[calendar] ?? 1);
        const trend = (1 + category.growth) ** ((t - (HISTORY_MONTHS - 1)) / 12);
        const noise = 0.93 + rng.next() * 0.14;
        return Math.round(category.base * scale * affinity * season * trend * noise);
      });
    });
  }
  return { idPuxada, linha, months, categoryKeys: categories.map((c) => c.key), sellers };
}

interface SeedContext {
  rng: Rng;
  network: Network;
  now: number;
  teams: Team[];
  gerente: string;
  names: Map<number, string>;
  views: Map<string, HistoryView>;
}

/** Moves `amount` of the first category from one seller to another (a supervisor's own touch). */
function shiftBetweenSellers(values: number[][], from: number, to: number, amount: number): void {
  const a = values[from];
  const b = values[to];
  if (!a || !b || a.length === 0 || b.length === 0) return;
  const moved = Math.min(amount, (a[0] ?? 0) - 1);
  if (moved <= 0) return;
  a[0] = (a[0] ?? 0) - moved;
  b[0] = (b[0] ?? 0) + moved;
}

function buildTarget(
  seed: SeedContext,
  periodo: string,
  version: number,
  linha: string,
  tipoMeta: MetaTypeCode,
  status: TargetStatus,
  monthsBack: number,
  metaImportada: 0 | 1 = 0,
  /** At 'Aprovada gerente', the first supervisor has already approved his sellers' split. */
  firstApproved = true,
): TargetRecord {
  const { rng, network, now, teams, gerente } = seed;
  const at = now - monthsBack * 29 * DAY_MS - rng.int(1, 5) * DAY_MS - rng.int(0, 36_000) * 1000;
  const target: TargetRecord = {
    idPuxada: DEMO_BROKER_ID,
    periodo,
    versao: versionKey(periodo, version),
    linha,
    tipoMeta,
    status,
    metaImportada,
    qtdMesMedia: 0,
    categories: [],
    supervisors: [],
    responsavel: gerente,
    atualizadoEm: at,
  };
  const order = ['Em aberto', 'Rateada', 'Aprovada gerente', 'Aprovada supervisor', 'Liberado'];
  const stage = order.indexOf(status);

  target.categories = network.categories.map((category) => ({
    key: category.key,
    nome: category.nome,
    vlrMediaBroker: 0,
    metaMinima: 0,
    metaMeta: 0,
    metaIdeal: 0,
    vlrMetaPlanejado: 0,
  }));
  if (stage === 0) return target;

  // Planned from a history base, mostly the suggested meta: money rounded to hundreds, a count
  // (COBERTURA, RECOMENDADOR) to whole units. The other types' targets are planned and split
  // upstream (their planning is not a screen of the portal); the seed builds them the same way
  // from the type's own history (metas-model historyOfType).
  const sales = seed.views.get(linha) ?? null;
  const view = sales && tipoMeta !== 'VBC' ? viewOf(historyOfType(sales.history, tipoMeta)) : sales;
  const step = tipoMeta === 'COBERTURA' || tipoMeta === 'RECOMENDADOR' ? 1 : 100;
  applySuggestions(target, view, rng.pick([6, 6, 3, 9, 12]));
  for (const category of target.categories) {
    const r = rng.next();
    const chosen = r < 0.6 ? category.metaMeta : r < 0.8 ? category.metaIdeal : category.metaMinima;
    category.vlrMetaPlanejado = Math.max(step, Math.round(chosen / step) * step);
  }
  splitAmongSupervisors(target, view, teams, gerente, at);
  if (stage === 1) return target;

  // Programmed: the manager raised one supervisor by about 3 % ('com alteração'), then the
  // sellers got their split.
  const raised = target.supervisors[2 % target.supervisors.length];
  if (raised && metaImportada === 0) {
    const total = totalOf(raised.values);
    raised.values = redistribute(total + Math.round((total * 0.03) / step) * step, raised.values, raised.values);
  }
  for (const part of target.supervisors) {
    splitAmongSellers(target, view, part);
    part.status = 'Aprovada gerente';
  }
  // Supervisors who approved moved a little value between sellers first.
  target.supervisors.forEach((part, j) => {
    if (stage === 2 && (j !== 0 || !firstApproved)) return;
    if (metaImportada === 0) {
      const values = part.sellers.map((seller) => seller.values);
      shiftBetweenSellers(values, 0, 1, step * rng.int(2, 9));
    }
    part.status = 'Aprovada supervisor';
    part.responsavel = seed.names.get(part.id) ?? gerente;
    part.atualizadoEm = at + rng.int(1, 3) * DAY_MS;
  });
  if (stage === 2) target.status = 'Aprovada gerente';
  return target;
}

export function seedMetas({ empty, now, rng, network }: SeedOptions): MetasState {
  const state: MetasState = {
    history: [],
    targets: [],
    releases: [],
    nextOcorrencia: FIRST_OCORRENCIA,
  };
  if (empty) return state;
  const broker = network.brokers.find((b) => b.idPuxada === DEMO_BROKER_ID);
  if (!broker) return state;
  const periods = metasSeedPeriods(now);
  const current = periods.emAberto;

  const sellerScale = new Map<number, number>();
  for (const employee of network.employees) {
    if (employee.tipo === 'V' && employee.idPuxada === DEMO_BROKER_ID)
      sellerScale.set(employee.idEmpregadoFlexx, 0.55 + rng.next());
  }
  state.history = broker.linhas.map((linha, index) =>
    seedHistory(rng, network, DEMO_BROKER_ID, linha, index, current, sellerScale),
  );

  const manager = network.employees.find((e) => e.tipo === 'G' && e.idPuxada === DEMO_BROKER_ID);
  const seed: SeedContext = {
    rng,
    network,
    now,
    teams: teamsOf(network, DEMO_BROKER_ID),
    gerente: manager?.nome ?? 'Gerente',
    names: new Map(network.employees.map((e) => [e.idEmpregadoFlexx, e.nome])),
    views: new Map(state.history.map((history) => [history.linha, viewOf(history)])),
  };

  const vbc: Array<{ back: number; status: TargetStatus; version?: number; importada?: 0 | 1 }> = [
    { back: 0, status: 'Em aberto' },
    { back: 1, status: 'Aprovada supervisor' },
    { back: 2, status: 'Aprovada gerente' },
    { back: 3, status: 'Rateada' },
    { back: 4, status: 'Liberado' },
    { back: 4, status: 'Liberado', version: 2 },
    { back: 5, status: 'Aprovada gerente', importada: 1 },
    ...[6, 7, 8, 9, 10, 11].map((back) => ({ back, status: 'Liberado' as const })),
  ];
  for (const plan of vbc) {
    const periodo = addMonths(current, -plan.back);
    for (const linha of broker.linhas) {
      const target = buildTarget(
        seed,
        periodo,
        plan.version ?? 1,
        linha,
        'VBC',
        plan.status,
        plan.back,
        plan.importada ?? 0,
      );
      state.targets.push(target);
    }
  }

  const firstLine = broker.linhas[0] ?? 'BRL1';
  // The other types, on the first line: this month programmed for every team (each supervisor
  // splits and approves on the type's programming screen), last month approved by every team
  // (ready to release), the ten before released.
  const others: MetaTypeCode[] = ['COBERTURA', 'RECOMENDADOR', 'FOCO'];
  for (let back = 0; back <= 11; back += 1) {
    for (const tipo of others) {
      const status: TargetStatus = back === 0 ? 'Aprovada gerente' : back === 1 ? 'Aprovada supervisor' : 'Liberado';
      state.targets.push(
        buildTarget(seed, addMonths(current, -back), 1, firstLine, tipo, status, back, 0, back !== 0),
      );
    }
  }
  seedConversation(state, network, now);
  return state;
}
