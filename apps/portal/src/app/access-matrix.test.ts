import { describe, expect, it } from 'vitest';
import { guardRoute } from '@conecta/session';
import { PORTAL_ROUTES } from './routes';

/**
 * The role × route matrix (shell spec §2, §6; metas §6; notifications §6), written by hand from the
 * specs — not generated from the implementation. For each route: the function codes that may open
 * it; every other function is sent to /dashboard. (The menu half of the matrix is in
 * packages/features/shell/src/state/menu-matrix.test.ts.) Where the specs are silent the decision
 * is the one written in the shell's docs: image upload, reload and versioning for the masters.
 */
const ALL = [1, 4, 5, 6, 7, 10, 11, 12, 15, 16] as const;
const TYPE_OF: Record<(typeof ALL)[number], number> = { 1: 1, 4: 2, 5: 2, 6: 2, 7: 2, 15: 2, 10: 3, 11: 3, 12: 3, 16: 3 };

const EXPECTED: Record<string, readonly number[]> = {
  '/dashboard': ALL,
  '/upload-imagens': [1, 15, 16],
  '/metas/planejamentos': [1, 10, 16], // targets planning and programming 1, 10, 16
  '/metas/planejamento': [1, 10, 16],
  '/metas/programacao': [1, 10, 16],
  '/metas/rateio-supervisor': [1, 10, 16],
  '/metas/rateio-supervisor-KA': [1, 10, 16],
  '/metas/programacao-metas-KA': [1, 10, 16],
  '/metas/rateio-vendedor': [11], // seller split, coverage, recommender, focus: 11
  '/metas/cobertura-rateio': [11],
  // Issue 22: function 11 programs the other types; the other targets functions follow them read-only
  // (the status screen's rows link there for every type, metas §2.4). Their menu entries stay 11's.
  '/metas/cobertura-programacao': [1, 10, 11, 16],
  '/metas/recomendador-programacao': [1, 10, 11, 16],
  '/metas/produtofoco-programacao': [1, 10, 11, 16],
  '/metas/status': [1, 10, 11, 16], // targets 1, 10, 11, 16
  '/metas/historico': [1, 10, 11, 16], // the targets' history (issue 26): as the status
  '/notificacoes': [1, 4, 5, 6, 7, 10, 15, 16], // notifications §6; others go to /dashboard
  '/usuarios': [1, 5, 10, 11, 15, 16], // users 1, 5, 15, 16 + the team view of 10 and 11
  '/usuario/cadastro': [1, 15, 16], // 1, 15, 16 edit users
  '/permissaosistemas': [1, 15, 16], // user system permissions 1, 15, 16
  '/versao': ALL,
  '/versionamento': [1],
  '/relatorio/acompanhamento-metas': [1, 10, 11, 16],
  '/relatorio/acompanhamento-stockov': ALL,
  '/relatorio/acompanhamento-salvage': ALL,
  '/relatorio/venda-diaria': ALL,
  '/estrutura-produtos': ALL,
  '/estoque': ALL,
  '/pesquisa': ALL,
  '/pesquisa/criarpesquisa': ALL,
  '/recarga': [1, 15, 16],
  '/solicitar-carga': [1, 15, 16],
};

const concretePath = (path: string) => path.replace(':nome', 'venda-diaria');

describe('role × route matrix', () => {
  it('covers every signed-in route of the route table', () => {
    const registered = PORTAL_ROUTES.filter((route) => route.layout === 'app').map((route) => concretePath(route.path));
    expect(registered.sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  for (const funcao of ALL) {
    it(`function ${funcao} (type ${TYPE_OF[funcao]}) opens exactly its routes`, () => {
      const user = { tipoUsuario: TYPE_OF[funcao], funcaoUsuario: funcao };
      for (const route of PORTAL_ROUTES.filter((candidate) => candidate.layout === 'app')) {
        const path = concretePath(route.path);
        const decision = guardRoute({ auth: route.auth, path, status: 'signed-in', user, redirectAfterSignIn: null });
        const expected = EXPECTED[path]?.includes(funcao) ? { kind: 'allow' } : { kind: 'redirect', to: '/dashboard' };
        expect(decision, `${path} for function ${funcao}`).toMatchObject(expected);
      }
    });
  }

  it('sends guests to /login remembering the target, and signed-in users away from /login', () => {
    expect(guardRoute({ auth: 'user', path: '/metas/status', status: 'guest', user: null, redirectAfterSignIn: null })).toEqual({
      kind: 'redirect',
      to: '/login',
      remember: '/metas/status',
    });
    expect(
      guardRoute({ auth: 'onlyGuest', path: '/login', status: 'signed-in', user: { tipoUsuario: 3, funcaoUsuario: 10 }, redirectAfterSignIn: null }),
    ).toMatchObject({ kind: 'redirect', to: '/dashboard' });
  });
});
