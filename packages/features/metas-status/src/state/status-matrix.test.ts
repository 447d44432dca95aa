/**
 * Table test of issue 16 items 5 and 6: for every status row the mock backend's `statusRows` can
 * send (packages/api/src/mocks/areas/metas.ts) × every role that opens /metas/status, the line the
 * user sees — status label, action label, link or none, check icon, reason — through the screen's
 * whole pipeline (server row → `statusRowsFromServer` → `visibleRows` → `actionFor` → `actionHref`).
 * Then the same pipeline over every row the seeded mock backend actually answers, per demo account.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_BROKER_ID } from '@conecta/api/mocks';
import { createTestBackend } from '@conecta/api/mocks/node';
import { PROFILE_PRESETS, canOpenPath, periodKey, type ProfilePreset } from '@conecta/core';
import { STATUS_CASES, STATUS_CASE_MANAGER, STATUS_CASE_SUPERVISOR } from '@conecta/core/testing';
import { MESSAGES } from '../messages';
import { actionFor, actionHref, statusRoleOf } from './actions';
import { statusRowsFromServer, visibleRows, type ServerStatusRow } from './rows';
import type { ReleasePermission, StatusViewer } from './types';

const MANAGER_ID = '5001';
const SUPERVISOR_ID = '5102';

/** The roles of the brief: manager (function 10), supervisor (11), the company's staff (type 1), master broker (16). */
const ROLES = {
  gerente: { tipoUsuario: 3, funcaoUsuario: 10, idEmpregadoFlexx: 5001 },
  supervisor: { tipoUsuario: 3, funcaoUsuario: 11, idEmpregadoFlexx: 5102 },
  staff: { tipoUsuario: 1, funcaoUsuario: 1, idEmpregadoFlexx: null },
  master16: { tipoUsuario: 3, funcaoUsuario: 16, idEmpregadoFlexx: null },
} as const;
type RoleKey = keyof typeof ROLES;

/** A server row shaped like the mock's `statusRows`: a group row (manager responsible) or one per supervisor. */
function serverRow(tipoMeta: string, statusGrupo: string, statusSupervisor: string, alteracao = 'sem alteração'): ServerStatusRow {
  const groupRow = statusGrupo === 'Em aberto' || statusGrupo === 'Rateada';
  return {
    tipoMeta,
    grupoMeta: 'BRL1',
    statusGrupo,
    dscVersao: '202608-V01',
    metaImportada: 0,
    idEmpregadoResponsavelFlexx: groupRow ? MANAGER_ID : SUPERVISOR_ID,
    dscNomeEmpregado: groupRow ? 'FERNANDA OLIVEIRA' : 'CARLOS EDUARDO SANTOS',
    statusSupervisor,
    alteracao,
    responsavel: 'Fernanda Oliveira',
    dataAtualizacao: '2026-08-10 16:42:08',
  };
}

interface Seen {
  /** The Status column. */
  status: string;
  /** The Ação text. */
  action: string;
  /** The path the action links to (without the selection query), or null for text. */
  link: string | null;
  /** The check icon (release to FLEXX). */
  check: boolean;
  /** The reason under the action, or null. */
  reason: string | null;
}

/** What `role` sees for `row` (null: no line), with the metas permission `permission`. */
function seen(row: ServerStatusRow, role: RoleKey, permission: ReleasePermission = 'allowed'): Seen | null {
  const user = ROLES[role];
  const viewer: StatusViewer = user;
  const [line] = visibleRows(statusRowsFromServer([row], 'VBC'), statusRoleOf(user.funcaoUsuario), user.idEmpregadoFlexx);
  if (!line) return null;
  const action = actionFor(line, viewer, permission);
  const href = actionHref(line, action, { ano: 2026, mes: 8 });
  return { status: line.status, action: action.label, link: href?.split('?')[0] ?? null, check: action.canRelease, reason: action.reason };
}

const A = MESSAGES.actions;
const R = A.reasons;
const MANAGERS: readonly RoleKey[] = ['gerente', 'staff', 'master16'];
const text = (status: string, action: string, reason: string | null = null): Seen => ({ status, action, link: null, check: false, reason });
const link = (status: string, action: string, path: string): Seen => ({ status, action, link: path, check: false, reason: null });

/**
 * [case, server row, what each manager-view role (10, type 1, 16) sees, what the supervisor (11) sees].
 * The supervisor's rows carry his own employee id; group rows carry the manager's (as the mock sends them).
 */
const MATRIX: ReadonlyArray<[string, ServerStatusRow, Seen | null, Seen | null]> = [
  ['VBC Em aberto', serverRow('VBC', 'Em aberto', 'Em aberto'), link('Em aberto', A.ratear, '/metas/planejamentos'), null],
  ['VBC Rateada', serverRow('VBC', 'Rateada', 'Rateada'), link('Rateada', A.programar, '/metas/programacao'), null],
  [
    'VBC Aprovada gerente, sem alteração',
    serverRow('VBC', 'Aprovada gerente', 'Aprovada gerente'),
    text('Aprovada gerente', A.aguardarSupervisor),
    link('Aprovada gerente', A.aprovarRateioVendedor, '/metas/rateio-vendedor'),
  ],
  [
    'VBC Aprovada gerente, com alteração',
    serverRow('VBC', 'Aprovada gerente', 'Aprovada gerente', 'com alteração'),
    text('Aprovada gerente', A.aguardarSupervisor),
    link('Aprovada gerente', A.aprovarRateioVendedor, '/metas/rateio-vendedor'),
  ],
  [
    'VBC target Aprovada gerente, this supervisor Aprovada supervisor',
    serverRow('VBC', 'Aprovada gerente', 'Aprovada supervisor'),
    text('Aprovada supervisor', A.aguardarOutrosSupervisores, R.othersPendingManager),
    text('Aprovada supervisor', A.aguardarLiberacao, R.othersPendingSupervisor),
  ],
  [
    'VBC Aprovada supervisor (every supervisor)',
    serverRow('VBC', 'Aprovada supervisor', 'Aprovada supervisor'),
    { ...text('Aprovada supervisor', A.liberar), check: true },
    text('Aprovada supervisor', A.aguardarLiberacao),
  ],
  [
    'VBC Liberado (supervisor part still Aprovada supervisor)',
    serverRow('VBC', 'Liberado', 'Aprovada supervisor'),
    text('Liberado', A.semAcao),
    text('Liberado', A.semAcao),
  ],
  [
    'COBERTURA Rateada',
    serverRow('COBERTURA', 'Rateada', 'Rateada'),
    // Issue 22: planned outside the portal; the manager follows it on the type's screen.
    { ...link('Rateada', A.acompanhar, '/metas/cobertura-programacao'), reason: R.upstream },
    null,
  ],
  [
    'RECOMENDADOR Em aberto',
    serverRow('RECOMENDADOR', 'Em aberto', 'Em aberto'),
    // Issue 22: planned outside the portal; the manager follows it on the type's screen.
    { ...link('Em aberto', A.acompanhar, '/metas/recomendador-programacao'), reason: R.upstream },
    null,
  ],
  [
    'FOCO Rateada',
    serverRow('FOCO', 'Rateada', 'Rateada'),
    // Issue 22: planned outside the portal; the manager follows it on the type's screen.
    { ...link('Rateada', A.acompanhar, '/metas/produtofoco-programacao'), reason: R.upstream },
    null,
  ],
  [
    'FOCO Aprovada gerente',
    serverRow('FOCO', 'Aprovada gerente', 'Aprovada gerente'),
    text('Aprovada gerente', A.aguardarSupervisor),
    link('Aprovada gerente', A.aprovarRateioVendedor, '/metas/produtofoco-programacao'),
  ],
  [
    'FOCO target Aprovada gerente, this supervisor Aprovada supervisor',
    serverRow('FOCO', 'Aprovada gerente', 'Aprovada supervisor'),
    text('Aprovada supervisor', A.aguardarOutrosSupervisores, R.othersPendingManager),
    text('Aprovada supervisor', A.aguardarLiberacao, R.othersPendingSupervisor),
  ],
  [
    'COBERTURA Aprovada supervisor',
    serverRow('COBERTURA', 'Aprovada supervisor', 'Aprovada supervisor'),
    { ...text('Aprovada supervisor', A.liberar), check: true },
    text('Aprovada supervisor', A.aguardarLiberacao),
  ],
  ['RECOMENDADOR Liberado', serverRow('RECOMENDADOR', 'Liberado', 'Liberado'), text('Liberado', A.semAcao), text('Liberado', A.semAcao)],
];

describe('status × role → status shown, action, link, check icon (issue 16 items 5 and 6)', () => {
  describe.each(MATRIX)('%s', (_name, row, managerView, supervisorView) => {
    it.each(MANAGERS)('%s (manager view)', (role) => {
      expect(seen(row, role)).toEqual(managerView);
    });
    it('supervisor (function 11)', () => {
      expect(seen(row, 'supervisor')).toEqual(supervisorView);
    });
  });

  it('shows the check icon only with the metas permission, and says so when it is refused', () => {
    const approved = serverRow('VBC', 'Aprovada supervisor', 'Aprovada supervisor');
    for (const role of MANAGERS) {
      expect(seen(approved, role, 'denied')).toEqual(text('Aprovada supervisor', A.liberar, R.noReleasePermission));
      expect(seen(approved, role, 'unknown')).toEqual(text('Aprovada supervisor', A.liberar));
    }
  });

  it('never shows a supervisor a bare "Aprovada" and never links a role to a route it may not open', () => {
    for (const [, row] of MATRIX)
      for (const role of Object.keys(ROLES) as RoleKey[]) {
        const line = seen(row, role);
        if (!line) continue;
        expect(line.action).not.toBe('Aprovada');
        if (line.link !== null) expect(canOpenPath(line.link, ROLES[role])).toBe(true);
      }
  });
});

// --------------------------------------------------------------- every row the seeded mock sends

const STATUS_ORDER = ['Em aberto', 'Rateada', 'Aprovada gerente', 'Aprovada supervisor', 'Liberado'];
const TYPES = ['VBC', 'COBERTURA', 'RECOMENDADOR', 'FOCO'];
const ACCOUNTS: readonly ProfilePreset[] = [PROFILE_PRESETS.gerente, PROFILE_PRESETS.supervisor, PROFILE_PRESETS.masterFlag, PROFILE_PRESETS.masterBroker];

describe('every status row of the seeded mock backend, per demo account', () => {
  it.each(ACCOUNTS.map((account) => [account.label, account] as const))('%s', async (_label, account) => {
    const test = createTestBackend();
    await test.signIn(account.email);
    const role = statusRoleOf(account.funcaoUsuario);
    const now = new Date();
    let lines = 0;
    for (let back = 0; back < 12; back += 1) {
      const month = new Date(now.getFullYear(), now.getMonth() - back, 1);
      const periodo = periodKey(month.getFullYear(), month.getMonth() + 1);
      for (const tipoMeta of TYPES) {
        const { data } = await test.client.GET('/tabelacartametastatus', {
          params: { query: { idPuxada: String(DEMO_BROKER_ID), versao: 'TODOS', tipoMeta, periodo } },
        });
        const rows = statusRowsFromServer(data ?? [], tipoMeta);
        for (const row of visibleRows(rows, role, account.idEmpregadoFlexx)) {
          lines += 1;
          // Status shown = status held: the target's while it is group-wide, else the supervisor's own.
          const groupWide = ['Em aberto', 'Rateada', 'Liberado'].includes(row.groupStatus);
          expect(row.status).toBe(groupWide ? row.groupStatus : row.supervisorStatus);
          expect(STATUS_ORDER).toContain(row.status);
          const action = actionFor(row, account, 'allowed');
          const href = actionHref(row, action, { ano: month.getFullYear(), mes: month.getMonth() + 1 });
          if (href !== null) expect(canOpenPath(href.split('?')[0] ?? '', account)).toBe(true);
          // The check icon exactly when the server would release the target.
          expect(action.canRelease).toBe(role === 'manager' && row.groupStatus === 'Aprovada supervisor');
          if (role === 'supervisor') {
            expect(row.employeeId).toBe(String(account.idEmpregadoFlexx));
            // His own part waiting for his approval always gets the way to act.
            expect(action.label === A.aprovarRateioVendedor).toBe(row.status === 'Aprovada gerente');
            expect(href !== null).toBe(row.status === 'Aprovada gerente');
          }
        }
      }
    }
    expect(lines).toBeGreaterThan(0);
  });
});

describe('the targets screens status × role table (shared with the split and seller screens)', () => {
  // The same server answers and expectations as the supervisor split's and the seller screen's
  // tests (`STATUS_CASES`): the supervisor's line here says what his 'Status da META' says there.
  it.each(STATUS_CASES)('$name', (statusCase) => {
    const lines = statusRowsFromServer(statusCase.rows, 'VBC');
    const managerLines = visibleRows(lines, 'manager', Number(STATUS_CASE_MANAGER));
    expect(managerLines.map((line) => [line.employeeId, line.status])).toEqual(statusCase.teams);
    const own = visibleRows(lines, 'supervisor', Number(STATUS_CASE_SUPERVISOR));
    expect(own.map((line) => line.status)).toEqual(statusCase.supervisor === null ? [] : [statusCase.supervisor]);
  });
});
