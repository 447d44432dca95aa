import { describe, expect, it } from 'vitest';
import { menuPaths, visibleMenu } from './menu';
import type { MenuEntry } from './types';
import { ALL_FEATURES, grantsOf } from './test-grants';

/**
 * Role × menu matrix. The expected table is written by hand from the shell spec (§2 entries,
 * §6 rules: permission table, removals for 10 and 11, NOVO dashboards for type 2) and from the
 * access table of @conecta/core where the spec is silent (upload, stock, survey, reload, the
 * manufacturer dashboards' functions). Every per-screen permission is granted; system 8 and user
 * permission 8 are not, except in the cases below the table.
 */

const DASH = '/dashboard';
const UPLOAD = '/upload-imagens';
const PLAN = '/metas/planejamentos';
const PROG = '/metas/programacao';
const RATEIO = '/metas/rateio-vendedor';
const COBERTURA = '/metas/cobertura-programacao';
const RECOM = '/metas/recomendador-programacao';
const FOCO = '/metas/produtofoco-programacao';
const STATUS = '/metas/status';
const NOTIF = '/notificacoes';
const ESTOQUE = '/estoque';
const PESQUISA = '/pesquisa';
const USERS = '/usuarios';
const PERMS = '/permissaosistemas';
const ACOMP_METAS = '/relatorio/acompanhamento-metas';
const STOCKOV = '/relatorio/acompanhamento-stockov';
const PRODUTOS = '/estrutura-produtos';
const VENDA = '/relatorio/venda-diaria';
const PERF = '/relatorio/performance-mensal';
const POSIT = '/relatorio/positivacao';
const RECOMENDADOR = '/relatorio/recomendador';
const LOJA = '/relatorio/loja-perfeita';
const LOJA_NOVO = '/relatorio/loja-perfeita-new';
const RUPTURA = '/relatorio/ruptura';
const RECARGA = '/recarga';
const SOLICITAR = '/solicitar-carga';

const OLD_DASHBOARDS = [VENDA, PERF, POSIT, RECOMENDADOR, LOJA];

interface Row {
  funcao: number;
  tipo: number;
  paths: readonly string[];
}

// Menu order: dashboard, upload, Metas…, notificações, estoque, pesquisa, Usuários…, Relatórios…,
// Dashboards do fabricante…, recarga, solicitar carga. '/usuarios' for 10 and 11 is 'Estrutura de
// equipe' under Relatórios (their team view), for 1, 5, 15, 16 'Lista de usuários'.
const MATRIX: readonly Row[] = [
  {
    funcao: 1,
    tipo: 1,
    paths: [DASH, UPLOAD, PLAN, PROG, STATUS, NOTIF, ESTOQUE, PESQUISA, USERS, ACOMP_METAS, STOCKOV, PRODUTOS, ...OLD_DASHBOARDS, RECARGA, SOLICITAR],
  },
  {
    funcao: 4,
    tipo: 2,
    paths: [DASH, NOTIF, ESTOQUE, PESQUISA, STOCKOV, PRODUTOS, ...OLD_DASHBOARDS, LOJA_NOVO, RUPTURA],
  },
  {
    funcao: 5,
    tipo: 2,
    paths: [DASH, NOTIF, ESTOQUE, PESQUISA, USERS, STOCKOV, PRODUTOS, ...OLD_DASHBOARDS, LOJA_NOVO, RUPTURA],
  },
  {
    funcao: 6,
    tipo: 2,
    paths: [DASH, NOTIF, ESTOQUE, PESQUISA, STOCKOV, PRODUTOS, ...OLD_DASHBOARDS, LOJA_NOVO, RUPTURA],
  },
  {
    funcao: 7,
    tipo: 2,
    paths: [DASH, NOTIF, ESTOQUE, PESQUISA, STOCKOV, PRODUTOS, ...OLD_DASHBOARDS, LOJA_NOVO, RUPTURA],
  },
  {
    funcao: 15,
    tipo: 2,
    paths: [DASH, UPLOAD, NOTIF, ESTOQUE, PESQUISA, USERS, STOCKOV, PRODUTOS, ...OLD_DASHBOARDS, LOJA_NOVO, RUPTURA, RECARGA, SOLICITAR],
  },
  {
    funcao: 10,
    tipo: 3,
    paths: [DASH, PLAN, PROG, STATUS, NOTIF, ESTOQUE, PESQUISA, ACOMP_METAS, STOCKOV, PRODUTOS, USERS],
  },
  {
    funcao: 11,
    tipo: 3,
    paths: [DASH, RATEIO, COBERTURA, RECOM, FOCO, STATUS, ESTOQUE, PESQUISA, ACOMP_METAS, STOCKOV, PRODUTOS, USERS],
  },
  {
    funcao: 12,
    tipo: 3,
    paths: [DASH, ESTOQUE, PESQUISA, STOCKOV, PRODUTOS],
  },
  {
    funcao: 16,
    tipo: 3,
    paths: [DASH, UPLOAD, PLAN, PROG, STATUS, NOTIF, ESTOQUE, PESQUISA, USERS, ACOMP_METAS, STOCKOV, PRODUTOS, RECARGA, SOLICITAR],
  },
];

const actions = (entries: readonly MenuEntry[]) =>
  entries.filter((entry) => entry.kind === 'action').map((entry) => entry.id);

describe('role × menu matrix (all per-screen permissions, no system 8, no user permission 8)', () => {
  it.each(MATRIX)('function $funcao (type $tipo)', ({ funcao, tipo, paths }) => {
    const menu = visibleMenu({ funcaoUsuario: funcao, tipoUsuario: tipo }, grantsOf(ALL_FEATURES));
    expect(menuPaths(menu)).toEqual(paths);
    expect(actions(menu)).toEqual(['signOut']);
  });

  it('covers every function code of the product', () => {
    expect(MATRIX.map((row) => row.funcao).sort((a, b) => a - b)).toEqual([1, 4, 5, 6, 7, 10, 11, 12, 15, 16]);
  });
});

describe('permissions missing', () => {
  it.each(MATRIX)('function $funcao: with no grant only the entries without a screen feature stay', ({ funcao, tipo }) => {
    const paths = menuPaths(visibleMenu({ funcaoUsuario: funcao, tipoUsuario: tipo }, grantsOf({})));
    const expected = {
      1: [DASH, UPLOAD, USERS],
      4: [DASH],
      5: [DASH, USERS],
      6: [DASH],
      7: [DASH],
      15: [DASH, UPLOAD, USERS],
      10: [DASH, USERS],
      11: [DASH, USERS],
      12: [DASH],
      16: [DASH, UPLOAD, USERS],
    }[funcao];
    expect(paths).toEqual(expected);
  });

  it('without METAS the whole Metas group disappears; the goals report needs RELATORIOS only (function 16)', () => {
    const { 1: _metas, ...rest } = ALL_FEATURES;
    const menu = visibleMenu({ funcaoUsuario: 16, tipoUsuario: 3 }, grantsOf(rest));
    expect(menu.find((entry) => entry.id === 'metas')).toBeUndefined();
    expect(menuPaths(menu)).toContain(ACOMP_METAS);
    expect(menuPaths(menu)).toContain(STOCKOV);
  });

  it("a view-only grant (action 10, 'Visualizar') shows the entry; the screen enables its actions only with 'Editar' (issue 25)", () => {
    const paths = menuPaths(visibleMenu({ funcaoUsuario: 1, tipoUsuario: 1 }, grantsOf({ ...ALL_FEATURES, 2: ['10'] })));
    expect(paths).toContain(NOTIF);
    expect(paths).toContain(ESTOQUE);
  });

  it('a feature row with no granted action hides the entry', () => {
    const paths = menuPaths(visibleMenu({ funcaoUsuario: 1, tipoUsuario: 1 }, grantsOf({ ...ALL_FEATURES, 2: [] })));
    expect(paths).not.toContain(NOTIF);
  });

  it('without RELATORIOS a manufacturer loses Relatórios and the manufacturer dashboards', () => {
    const { 5: _reports, ...rest } = ALL_FEATURES;
    const menu = visibleMenu({ funcaoUsuario: 4, tipoUsuario: 2 }, grantsOf(rest));
    expect(menu.map((entry) => entry.id)).toEqual(['dashboard', 'notificacoes', 'estoque', 'pesquisa', 'signOut']);
  });

  it('without RECARGA both reload entries disappear (function 15)', () => {
    const { 6: _reload, ...rest } = ALL_FEATURES;
    const paths = menuPaths(visibleMenu({ funcaoUsuario: 15, tipoUsuario: 2 }, grantsOf(rest)));
    expect(paths).not.toContain(RECARGA);
    expect(paths).not.toContain(SOLICITAR);
  });
});

describe('system 8: the permissions entry', () => {
  it.each([
    [1, 1],
    [15, 2],
    [16, 3],
  ])('function %i shows /permissaosistemas with system 8', (funcao, tipo) => {
    const paths = menuPaths(visibleMenu({ funcaoUsuario: funcao, tipoUsuario: tipo }, grantsOf(ALL_FEATURES, { system8: true })));
    expect(paths).toContain(PERMS);
  });

  it.each([
    [4, 2],
    [5, 2],
    [10, 3],
    [11, 3],
    [12, 3],
  ])('function %i never shows it, even with system 8', (funcao, tipo) => {
    const paths = menuPaths(visibleMenu({ funcaoUsuario: funcao, tipoUsuario: tipo }, grantsOf(ALL_FEATURES, { system8: true })));
    expect(paths).not.toContain(PERMS);
  });
});

describe('user permission 8: the merchandising entry', () => {
  it.each(MATRIX)('function $funcao shows it with the user permission 8, before Sair', ({ funcao, tipo }) => {
    const menu = visibleMenu({ funcaoUsuario: funcao, tipoUsuario: tipo }, grantsOf({}, { userPermission8: true }));
    expect(actions(menu)).toEqual(['merchandising', 'signOut']);
  });

  it('system 8 alone does not show it', () => {
    const menu = visibleMenu({ funcaoUsuario: 1, tipoUsuario: 1 }, grantsOf(ALL_FEATURES, { system8: true }));
    expect(actions(menu)).toEqual(['signOut']);
  });
});

describe('type 2: the NOVO dashboards', () => {
  it('function 15 of type 2 sees both; the same function of another type does not', () => {
    const type2 = menuPaths(visibleMenu({ funcaoUsuario: 15, tipoUsuario: 2 }, grantsOf(ALL_FEATURES)));
    expect(type2).toEqual(expect.arrayContaining([LOJA_NOVO, RUPTURA]));
    const type1 = menuPaths(visibleMenu({ funcaoUsuario: 15, tipoUsuario: 1 }, grantsOf(ALL_FEATURES)));
    expect(type1).toEqual(expect.arrayContaining(OLD_DASHBOARDS));
    expect(type1).not.toContain(LOJA_NOVO);
    expect(type1).not.toContain(RUPTURA);
  });

  it('master flag (type 1) sees the older dashboards only', () => {
    const paths = menuPaths(visibleMenu({ funcaoUsuario: 1, tipoUsuario: 1 }, grantsOf(ALL_FEATURES)));
    expect(paths).toEqual(expect.arrayContaining(OLD_DASHBOARDS));
    expect(paths).not.toContain(LOJA_NOVO);
  });

  it('a broker (type 3) never sees manufacturer dashboards', () => {
    const paths = menuPaths(visibleMenu({ funcaoUsuario: 16, tipoUsuario: 3 }, grantsOf(ALL_FEATURES)));
    expect(paths.filter((path) => [...OLD_DASHBOARDS, LOJA_NOVO, RUPTURA].includes(path))).toEqual([]);
  });
});
