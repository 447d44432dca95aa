/**
 * The four target types (metas spec §1: VBC, COBERTURA, RECOMENDADOR and PRODUTO FOCO, value FOCO)
 * and what each one counts. The spec shows only VBC's screens; the others' programming screens
 * (issue 22) split a supervisor's target among his sellers with the same engine, in the type's unit.
 *
 * Units, decided from the data (the calls are the same for every type and every value field is
 * named `vlr*`, so the name alone does not say; the dashboard already reads coverage as
 * `valorMetaCobertura` beside `qtdSoldAtivos`, a count of active customers):
 * - VBC: sales value in reais ('R$ 1.234');
 * - COBERTURA: positivações — customers who buy in a category in the month, summed over the
 *   categories (a whole number, '1.234 clientes'); a seller's value in one category can never be
 *   above his active customers (`qtdSoldAtivos`) when the server says how many he has;
 * - RECOMENDADOR: items of the recommender's suggestions sold (a whole number, '1.234 itens');
 * - FOCO (PRODUTO FOCO): sales value of the focus products, in reais, as VBC.
 */
import { formatBRL, formatInteger } from './format';
import { DIFFERENCE_TOLERANCE } from './targets';

/** A target type as the backend names it (`TipoMeta`). */
export type MetaType = 'VBC' | 'COBERTURA' | 'RECOMENDADOR' | 'FOCO';

/** Every target type, in the spec's order. */
export const META_TYPES: readonly MetaType[] = ['VBC', 'COBERTURA', 'RECOMENDADOR', 'FOCO'];

/** What a type's values count: money (reais) or a whole count of something. */
export type MetaUnit = 'money' | 'count';

/** A target type's names and unit. */
export interface MetaTypeInfo {
  type: MetaType;
  /** How the screens name it: 'VBC', 'COBERTURA', 'RECOMENDADOR', 'PRODUTO FOCO'. */
  label: string;
  unit: MetaUnit;
  /** What one unit of a count is, singular and plural ('cliente'/'clientes'); null for money. */
  noun: { one: string; many: string } | null;
  /**
   * The approval tolerance of the difference still to distribute among the sellers (inclusive).
   * Money keeps the spec's 0 to 10 (§4.7: rounding of reais among many categories); a count is split
   * in whole units by the largest remainder, with nothing left over to tolerate: 0 to 0.
   */
  tolerance: { min: number; max: number };
  /** The programming screen of the type (metas spec §2.4). */
  path: string;
}

const TYPES: Readonly<Record<MetaType, MetaTypeInfo>> = {
  VBC: { type: 'VBC', label: 'VBC', unit: 'money', noun: null, tolerance: DIFFERENCE_TOLERANCE, path: '/metas/rateio-vendedor' },
  COBERTURA: {
    type: 'COBERTURA',
    label: 'COBERTURA',
    unit: 'count',
    noun: { one: 'cliente', many: 'clientes' },
    tolerance: { min: 0, max: 0 },
    path: '/metas/cobertura-programacao',
  },
  RECOMENDADOR: {
    type: 'RECOMENDADOR',
    label: 'RECOMENDADOR',
    unit: 'count',
    noun: { one: 'item', many: 'itens' },
    tolerance: { min: 0, max: 0 },
    path: '/metas/recomendador-programacao',
  },
  FOCO: { type: 'FOCO', label: 'PRODUTO FOCO', unit: 'money', noun: null, tolerance: DIFFERENCE_TOLERANCE, path: '/metas/produtofoco-programacao' },
};

/** True for one of the four target types. */
export function isMetaType(value: unknown): value is MetaType {
  return typeof value === 'string' && (META_TYPES as readonly string[]).includes(value);
}

/** The names, unit, tolerance and screen of a target type. */
export function metaTypeInfo(type: MetaType): MetaTypeInfo {
  return TYPES[type];
}

/**
 * A value of a type, as the screens show it alone: 'R$ 1.234' (money) or '1.234 clientes' (count;
 * '1 cliente', '0 clientes', '-3 clientes').
 */
export function formatMetaValue(value: number, type: MetaType): string {
  const info = TYPES[type];
  if (!info.noun) return formatBRL(value);
  const digits = formatInteger(value);
  return `${digits} ${digits === '1' || digits === '-1' ? info.noun.one : info.noun.many}`;
}

/**
 * A value of a type inside a table or a field whose header already says the unit: 'R$ 1.234' for
 * money, '1.234' for a count.
 */
export function formatMetaNumber(value: number, type: MetaType): string {
  return TYPES[type].noun ? formatInteger(value) : formatBRL(value);
}

/** True when the difference still to distribute is within the type's tolerance. */
export function isWithinMetaTolerance(diff: number, type: MetaType): boolean {
  const { min, max } = TYPES[type].tolerance;
  return diff >= min && diff <= max;
}
