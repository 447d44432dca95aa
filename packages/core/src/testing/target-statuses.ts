/**
 * The status × role table of issue 16 item 5, shared by the targets screens' tests: one server
 * answer of GET /tabelacartametastatus per case (shaped as the mock backend sends it), and the
 * status each role must be shown — written out by hand, so that every screen is checked against
 * the same expectations rather than against its own code.
 */
import type { TargetStatus } from '../targets';

/** A status row as GET /tabelacartametastatus answers it (the fields the screens read). */
export interface StatusCaseRow {
  tipoMeta: 'VBC' | 'COBERTURA' | 'RECOMENDADOR' | 'FOCO';
  grupoMeta: string;
  statusGrupo: TargetStatus;
  dscVersao: string;
  metaImportada: 0 | 1;
  idEmpregadoResponsavelFlexx: string;
  dscNomeEmpregado: string;
  statusSupervisor: TargetStatus;
}

/** One case of the table. */
export interface StatusCase {
  /** What the month looks like. */
  name: string;
  /** The server's answer for the line (BRL1, version {@link STATUS_CASE_TARGET}). */
  rows: readonly StatusCaseRow[];
  /** 'Status da META' of the manager (function 10) on the split and seller screens, and on planning. */
  gerente: TargetStatus;
  /** 'Status da META' of the supervisor {@link STATUS_CASE_SUPERVISOR} (null: 'Não informado'). */
  supervisor: TargetStatus | null;
  /** The status overview's lines for the manager: the team (employee id) and the status shown. */
  teams: ReadonlyArray<readonly [id: string, status: TargetStatus]>;
}

/** The target of every case. */
export const STATUS_CASE_TARGET = {
  tipoMeta: 'VBC',
  linha: 'BRL1',
  versao: '202608-V01',
  ano: 2026,
  mes: 8,
} as const;
/** The manager of the cases. */
export const STATUS_CASE_MANAGER = '5001';
/** The supervisor whose screens the cases check; {@link STATUS_CASE_OTHER} leads the other team. */
export const STATUS_CASE_SUPERVISOR = '5102';
/** The other team's supervisor. */
export const STATUS_CASE_OTHER = '5101';

function row(statusGrupo: TargetStatus, id: string, statusSupervisor: TargetStatus): StatusCaseRow {
  const names: Record<string, string> = {
    [STATUS_CASE_MANAGER]: 'FERNANDA OLIVEIRA',
    [STATUS_CASE_SUPERVISOR]: 'CARLOS EDUARDO SANTOS',
    [STATUS_CASE_OTHER]: 'MARIANA COSTA LIMA',
  };
  return {
    tipoMeta: STATUS_CASE_TARGET.tipoMeta,
    grupoMeta: STATUS_CASE_TARGET.linha,
    statusGrupo,
    dscVersao: STATUS_CASE_TARGET.versao,
    metaImportada: 0,
    idEmpregadoResponsavelFlexx: id,
    dscNomeEmpregado: names[id] ?? id,
    statusSupervisor,
  };
}

const M = STATUS_CASE_MANAGER;
const S = STATUS_CASE_SUPERVISOR;
const O = STATUS_CASE_OTHER;

/** Every stage of a month, and the odd answers a real server can give. */
export const STATUS_CASES: readonly StatusCase[] = [
  // Before programming the server answers one group row naming the manager.
  {
    name: 'Em aberto',
    rows: [row('Em aberto', M, 'Em aberto')],
    gerente: 'Em aberto',
    supervisor: null,
    teams: [[M, 'Em aberto']],
  },
  {
    name: 'Rateada (split, not programmed)',
    rows: [row('Rateada', M, 'Rateada')],
    gerente: 'Rateada',
    supervisor: null,
    teams: [[M, 'Rateada']],
  },
  {
    name: 'Aprovada gerente, no team approved',
    rows: [
      row('Aprovada gerente', O, 'Aprovada gerente'),
      row('Aprovada gerente', S, 'Aprovada gerente'),
    ],
    gerente: 'Aprovada gerente',
    supervisor: 'Aprovada gerente',
    teams: [
      [O, 'Aprovada gerente'],
      [S, 'Aprovada gerente'],
    ],
  },
  {
    name: 'Aprovada gerente, the other team approved',
    rows: [
      row('Aprovada gerente', O, 'Aprovada supervisor'),
      row('Aprovada gerente', S, 'Aprovada gerente'),
    ],
    gerente: 'Aprovada gerente',
    supervisor: 'Aprovada gerente',
    teams: [
      [O, 'Aprovada supervisor'],
      [S, 'Aprovada gerente'],
    ],
  },
  {
    name: 'Aprovada gerente, his team approved',
    rows: [
      row('Aprovada gerente', O, 'Aprovada gerente'),
      row('Aprovada gerente', S, 'Aprovada supervisor'),
    ],
    gerente: 'Aprovada gerente',
    supervisor: 'Aprovada supervisor',
    teams: [
      [O, 'Aprovada gerente'],
      [S, 'Aprovada supervisor'],
    ],
  },
  {
    name: 'Aprovada supervisor (every team)',
    rows: [
      row('Aprovada supervisor', O, 'Aprovada supervisor'),
      row('Aprovada supervisor', S, 'Aprovada supervisor'),
    ],
    gerente: 'Aprovada supervisor',
    supervisor: 'Aprovada supervisor',
    teams: [
      [O, 'Aprovada supervisor'],
      [S, 'Aprovada supervisor'],
    ],
  },
  {
    // The release leaves each team's statusSupervisor as it was: the target's 'Liberado' decides.
    name: 'Liberado',
    rows: [row('Liberado', O, 'Aprovada supervisor'), row('Liberado', S, 'Aprovada supervisor')],
    gerente: 'Liberado',
    supervisor: 'Liberado',
    teams: [
      [O, 'Liberado'],
      [S, 'Liberado'],
    ],
  },
  {
    name: 'Aprovada gerente, no row for his team',
    rows: [row('Aprovada gerente', O, 'Aprovada supervisor')],
    gerente: 'Aprovada gerente',
    supervisor: null,
    teams: [[O, 'Aprovada supervisor']],
  },
];
