import type { HttpHandler } from 'msw';
import { currentPeriod, parsePeriodKey } from '@conecta/core';
import type { components } from '../../generated/schema';
import type { MockContext } from '../context';
import type { Employee, Network, UserRecord } from '../network';
import type { SeedOptions } from '../seed';
import { DASHBOARD_IMAGES } from './dashboard-images';
import { findBroker, scopedBrokers } from './users-common';

/**
 * Home dashboard of the mock backend (shell spec §2, §3, §7, §9): the category × supervisor table
 * ('% Atingimento'), the four totals, the 'Linha de produtos' combo and the image carousel.
 *
 * How the figures are made (the spec is silent; documented in the report):
 * - Figures exist for the last {@link HISTORY_MONTHS} periods up to the current month (of the
 *   request's time); other periods — the future, older months — have none (empty lists, the
 *   dashboard's empty state). The `empty` scenario has no figures at all and no carousel images.
 * - Each product line owns the categories whose index modulo the number of lines is the line's
 *   index (BRL1: BISCOITOS, CULINÁRIOS, …).
 * - Per active seller, category and period: target = the category's base value × 0.6–1.4, in
 *   whole tens of reais; achieved = target × 78–118 %. Coverage per seller and period: 20–49
 *   sold-to customers as target, 70–115 % of it active. The factors come from a hash of (salt,
 *   seller, category, period), so a broker's figures for a period are always the same.
 * - The selection: the brokers of `puxada` that the user may see (type 1: '' = all), narrowed by
 *   `empregado` ('000' all; a manager's, a supervisor's team; a seller alone). An employee (a user
 *   with a FLEXX id: manager, supervisor, seller) never gets more than his own team, whatever
 *   `empregado` asks: the data scope of the contract's `x-access`.
 * - `supervisores`: two aggregate entries first (the portal skips them): 'TOTAL BROKER' (every
 *   active seller of the brokers in scope) and the selection's manager (his name, or
 *   'TOTAL GERÊNCIA' when the selection spans several managers); then one entry per supervisor
 *   with sellers in the selection (with his `idEmpregadoFlexx`, issue 22). percentual = achieved ÷
 *   target × 100, one decimal.
 */

type DashboardRequest = components['schemas']['DashboardRequest'];
type DashboardCategoryRow = components['schemas']['DashboardCategoryRow'];
type DashboardTotals = components['schemas']['DashboardTotals'];

/** Periods with figures, counted back from the current month (inclusive). */
export const HISTORY_MONTHS = 12;

/** Name of the first (skipped) aggregate entry of `supervisores`. */
export const TOTAL_BROKER_LABEL = 'TOTAL BROKER';
/** Name of the second aggregate entry when the selection spans several managers. */
export const TOTAL_MANAGERS_LABEL = 'TOTAL GERÊNCIA';

/** State of the dashboard area of the mock backend (JSON-serialisable). */
export interface DashboardState {
  /** False in the `empty` scenario: no figures for any period. */
  hasData: boolean;
  /** Mixed into every figure's hash (from the seed). */
  salt: number;
  /** Monthly VBC target of one seller per category (keys are grupoBookKey as text), in reais. */
  categoryBase: Record<string, number>;
  /** File names of the carousel images, in display order. */
  carousel: string[];
  /** Images sent through /upload-imagens (issue 23), by file name; the seeded ones are DASHBOARD_IMAGES. */
  carouselUploads: Record<string, CarouselUpload>;
  /** Who changed the carousel last and when (epoch ms): its `dataAtualizacao`. */
  carouselChange: { responsavel: string; atualizadoEm: number };
}

/** An image sent to the carousel (issue 23). */
export interface CarouselUpload {
  base64: string;
  contentType: 'image/png' | 'image/jpeg';
  tamanho: number;
  enviadaEm: number;
  enviadaPor: string;
}

export function seedDashboard({ empty, rng, network, now }: SeedOptions): DashboardState {
  const categoryBase: Record<string, number> = {};
  for (const category of network.categories)
    categoryBase[String(category.key)] = rng.int(8, 60) * 100;
  return {
    hasData: !empty,
    salt: rng.int(1, 2 ** 30),
    categoryBase,
    carousel: empty ? [] : Object.keys(DASHBOARD_IMAGES),
    carouselUploads: {},
    carouselChange: { responsavel: SEEDED_BY, atualizadoEm: Math.floor(now / 1000) * 1000 },
  };
}

/** Who "sent" the seeded carousel images. */
export const SEEDED_BY = 'Conecta';

/** An image of the carousel: an upload, else a seeded banner; undefined when neither has the name. */
export function carouselImageOf(state: DashboardState, file: string): { base64: string; contentType: string } | undefined {
  const upload = state.carouselUploads[file];
  if (upload) return upload;
  const seeded = DASHBOARD_IMAGES[file];
  return seeded === undefined ? undefined : { base64: seeded, contentType: 'image/png' };
}

/** A deterministic number in [0, 1) from a list of keys (FNV-1a, then an avalanche step). */
function unit(...parts: Array<string | number>): number {
  let hash = 0x811c9dc5;
  for (const char of parts.join('|')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b) >>> 0;
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35) >>> 0;
  hash ^= hash >>> 16;
  return (hash >>> 0) / 4294967296;
}

/** The period `months` before a 'YYYYMM' key. */
function periodMinus(key: string, months: number): string {
  const period = parsePeriodKey(key);
  if (!period) return key;
  const index = period.year * 12 + (period.month - 1) - months;
  return `${Math.floor(index / 12)}${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Whether a period has figures at `now`. */
export function periodHasData(state: DashboardState, periodo: string, now: number): boolean {
  if (!state.hasData || !parsePeriodKey(periodo)) return false;
  const current = currentPeriod(new Date(now));
  return periodo <= current && periodo > periodMinus(current, HISTORY_MONTHS);
}

/** Categories of a product line: those whose index modulo the number of lines is the line's index. */
export function categoriesOfLine(network: Network, line: string) {
  const index = network.lines.findIndex((candidate) => candidate.nome === line);
  if (index < 0) return [];
  return network.categories.filter((_, position) => position % network.lines.length === index);
}

interface SellerFigures {
  meta: number;
  efetivo: number;
}

const upper = (name: string) => name.toLocaleUpperCase('pt-BR');
const percent = ({ meta, efetivo }: SellerFigures) =>
  meta > 0 ? Math.round((efetivo / meta) * 1000) / 10 : 0;
const add = (a: SellerFigures, b: SellerFigures): SellerFigures => ({
  meta: a.meta + b.meta,
  efetivo: a.efetivo + b.efetivo,
});
const ZERO: SellerFigures = { meta: 0, efetivo: 0 };

export function dashboardHandlers(ctx: MockContext): HttpHandler[] {
  const { http } = ctx;
  const state = () => ctx.db.dashboard;
  const network = () => ctx.db.network;
  const employeeById = (id: number) =>
    network().employees.find((employee) => employee.idEmpregadoFlexx === id);

  /** Active sellers of the brokers in scope that sell the line. */
  const sellersInScope = (brokers: number[], line: string | null) =>
    network().employees.filter((employee) => {
      if (employee.tipo !== 'V' || employee.status !== 'A' || !brokers.includes(employee.idPuxada))
        return false;
      return (
        line === null || (findBroker(network(), employee.idPuxada)?.linhas.includes(line) ?? false)
      );
    });

  /** Narrows sellers to an employee's team ('000' or empty: everyone); null for an unknown employee. */
  const narrow = (sellers: Employee[], empregado: string | null | undefined): Employee[] | null => {
    const id = Number(empregado ?? '0');
    if (!empregado || !Number.isInteger(id) || id === 0) return sellers;
    const leader = employeeById(id);
    if (!leader) return null;
    return sellers.filter((seller) => {
      if (leader.tipo === 'V') return seller.idEmpregadoFlexx === leader.idEmpregadoFlexx;
      if (leader.tipo === 'S') return seller.responsavelId === leader.idEmpregadoFlexx;
      return employeeById(seller.responsavelId ?? -1)?.responsavelId === leader.idEmpregadoFlexx;
    });
  };

  /**
   * The data scope of an employee (a manager, supervisor or seller with a FLEXX id): only his own
   * team, whatever the request asks ('000' included); users without an employee id keep their brokers.
   */
  const ownTeam = (user: UserRecord, sellers: Employee[]): Employee[] =>
    user.idEmpregadoFlexx ? (narrow(sellers, String(user.idEmpregadoFlexx)) ?? []) : sellers;

  const figures = (seller: Employee, categoryKey: number, periodo: string): SellerFigures => {
    const base = state().categoryBase[String(categoryKey)] ?? 0;
    const meta =
      Math.round(
        (base *
          (0.6 + 0.8 * unit(state().salt, 'meta', seller.idEmpregadoFlexx, categoryKey, periodo))) /
          10,
      ) * 10;
    const efetivo = Math.round(
      meta *
        (0.78 + 0.4 * unit(state().salt, 'efetivo', seller.idEmpregadoFlexx, categoryKey, periodo)),
    );
    return { meta, efetivo };
  };

  const coverage = (seller: Employee, line: string, periodo: string) => {
    const target =
      20 + Math.floor(30 * unit(state().salt, 'cobertura', seller.idEmpregadoFlexx, line, periodo));
    const active = Math.round(
      target * (0.7 + 0.45 * unit(state().salt, 'ativos', seller.idEmpregadoFlexx, line, periodo)),
    );
    return { target, active };
  };

  interface Selection {
    /** Every active seller of the brokers in scope (for the 'TOTAL BROKER' entry). */
    all: Employee[];
    /** The sellers the request asks about. */
    selected: Employee[];
    line: string;
  }

  /** The sellers a dashboard request covers; null when the period or the selection has no figures. */
  const select = (user: UserRecord, body: Partial<DashboardRequest> | null): Selection | null => {
    if (!body || typeof body.periodo !== 'string' || typeof body.grupoMeta !== 'string')
      return null;
    if (!periodHasData(state(), body.periodo, ctx.now())) return null;
    const brokers = scopedBrokers(network(), user, body.puxada);
    const all = ownTeam(user, sellersInScope(brokers, body.grupoMeta));
    const selected = narrow(all, body.empregado);
    return selected && selected.length > 0 ? { all, selected, line: body.grupoMeta } : null;
  };

  const isValidBody = (body: Partial<DashboardRequest> | null) =>
    !!body &&
    typeof body.periodo === 'string' &&
    !!parsePeriodKey(body.periodo) &&
    typeof body.grupoMeta === 'string' &&
    typeof body.puxada === 'string';

  const badRequest = {
    message: 'Informe puxada, periodo (YYYYMM), grupoMeta, tipoMeta e empregado.',
    code: 'BAD_REQUEST',
  };

  return [
    http.post('/Home', async ({ request, response }) => {
      const user = ctx.userOf(request);
      if (!user) return ctx.unauthorized();
      const body = (await request.json().catch(() => null)) as Partial<DashboardRequest> | null;
      if (!isValidBody(body)) return response(400).json(badRequest);
      const selection = select(user, body);
      if (!selection || !body?.periodo) return response(200).json([]);
      const { periodo } = body;
      const { all, selected, line } = selection;

      const supervisors: Employee[] = [];
      for (const seller of selected) {
        const supervisor = employeeById(seller.responsavelId ?? -1);
        if (supervisor && !supervisors.includes(supervisor)) supervisors.push(supervisor);
      }
      const managers = [...new Set(supervisors.map((supervisor) => supervisor.responsavelId))];
      const manager = managers.length === 1 ? employeeById(managers[0] ?? -1) : undefined;
      const secondLabel = manager ? upper(manager.nome) : TOTAL_MANAGERS_LABEL;

      const rows: DashboardCategoryRow[] = categoriesOfLine(network(), line).map((category) => {
        const sum = (sellers: Employee[]) =>
          sellers.reduce(
            (total, seller) => add(total, figures(seller, category.key, periodo)),
            ZERO,
          );
        return {
          categoria: category.nome,
          supervisores: [
            { nome: TOTAL_BROKER_LABEL, percentual: percent(sum(all)) },
            { nome: secondLabel, percentual: percent(sum(selected)) },
            ...supervisors.map((supervisor) => ({
              nome: upper(supervisor.nome),
              idEmpregadoFlexx: String(supervisor.idEmpregadoFlexx),
              percentual: percent(
                sum(
                  selected.filter((seller) => seller.responsavelId === supervisor.idEmpregadoFlexx),
                ),
              ),
            })),
          ],
        };
      });
      return response(200).json(rows);
    }),

    http.post('/Home/Totais', async ({ request, response }) => {
      const user = ctx.userOf(request);
      if (!user) return ctx.unauthorized();
      const body = (await request.json().catch(() => null)) as Partial<DashboardRequest> | null;
      if (!isValidBody(body)) return response(400).json(badRequest);
      const selection = select(user, body);
      if (!selection || !body?.periodo) return response(200).json([]);
      const { periodo } = body;
      const totals: DashboardTotals = {
        valorMeta: 0,
        valorEfetivo: 0,
        qtdSoldAtivos: 0,
        valorMetaCobertura: 0,
      };
      const categories = categoriesOfLine(network(), selection.line);
      for (const seller of selection.selected) {
        for (const category of categories) {
          const { meta, efetivo } = figures(seller, category.key, periodo);
          totals.valorMeta += meta;
          totals.valorEfetivo += efetivo;
        }
        const { target, active } = coverage(seller, selection.line, periodo);
        totals.valorMetaCobertura += target;
        totals.qtdSoldAtivos += active;
      }
      return response(200).json([totals]);
    }),

    http.get('/Home/Combo', ({ request, query, response }) => {
      const user = ctx.userOf(request);
      if (!user) return ctx.unauthorized();
      const periodo = query.get('periodo') ?? '';
      const puxada = query.get('puxada');
      if (!parsePeriodKey(periodo) || puxada === null) return response(400).json(badRequest);
      if (!periodHasData(state(), periodo, ctx.now())) return response(200).json([]);
      const sellers =
        narrow(
          ownTeam(user, sellersInScope(scopedBrokers(network(), user, puxada), null)),
          query.get('empregado'),
        ) ?? [];
      const lines = new Set(
        sellers.flatMap((seller) => findBroker(network(), seller.idPuxada)?.linhas ?? []),
      );
      return response(200).json(
        network()
          .lines.filter((line) => lines.has(line.nome))
          .map((line) => ({ dadoBase: line.nome, tipoMeta: 'VBC' })),
      );
    }),

    http.get('/uploadimagens/getimagensdashboardcarrossel', ({ request, response }) => {
      const user = ctx.userOf(request);
      if (!user) return ctx.unauthorized();
      const images = state().carousel.filter((file) => carouselImageOf(state(), file) !== undefined);
      if (images.length === 0) return response(200).json([]);
      const json = {
        IMAGENS: images.map((file) => ({
          CAMINHO: `${ctx.publicBaseUrl}/uploadimagens/imagem/${encodeURIComponent(file)}`,
        })),
      };
      return response(200).json([{ jsonRetorno: JSON.stringify(json) }]);
    }),

    http.get('/uploadimagens/imagem/{filename}', ({ params, response }) => {
      const file = decodeURIComponent(String(params.filename));
      // A file taken out of the carousel is no longer served.
      const image = state().carousel.includes(file) ? carouselImageOf(state(), file) : undefined;
      if (image === undefined)
        return response(404).json({ message: 'Arquivo não encontrado.', code: 'NOT_FOUND' });
      const bytes = Uint8Array.from(atob(image.base64), (char) => char.charCodeAt(0));
      return new Response(bytes, {
        status: 200,
        headers: {
          'Content-Type': image.contentType,
          'Content-Length': String(bytes.byteLength),
          'Cache-Control': 'public, max-age=86400',
        },
      });
    }),
  ];
}
