import type { ROUTE_AUTH } from '@conecta/core';

/** Name of a route auth set of the shell spec §6. */
export type RouteAuthName = keyof typeof ROUTE_AUTH;

/** One registered route of the portal: its path, page title, breadcrumb and who may open it. */
export interface PortalRoute {
  path: string;
  title: string;
  /** Breadcrumb trail above the title; the last item is the page itself. */
  breadcrumb: readonly string[];
  /** Route auth set (shell spec §6). */
  auth: RouteAuthName;
  /** Layout: `guest` has no navbar, toolbar, footer or side panels (the sign-in screen). */
  layout: 'app' | 'guest';
}

const app = (path: string, title: string, breadcrumb: readonly string[], auth: RouteAuthName = 'user'): PortalRoute => ({
  path,
  title,
  breadcrumb,
  auth,
  layout: 'app',
});

/**
 * The route table of the shell spec §2. Each route's screen is loaded lazily behind the splash;
 * a screen whose feature package has not landed yet renders an honest 'Em construção' page.
 * The template demo routes (/example, /auth/*-role-example) are not carried over.
 */
export const PORTAL_ROUTES: readonly PortalRoute[] = [
  { path: '/login', title: 'Entrar', breadcrumb: ['Entrar'], auth: 'onlyGuest', layout: 'guest' },
  app('/dashboard', 'Dashboard', ['Dashboard']),
  app('/upload-imagens', 'Upload de imagens', ['Upload de imagens']),
  app('/metas/planejamentos', 'Planejamento Metas VBC', ['Metas', 'Planejamento']),
  app('/metas/planejamento', 'Planejamento Metas VBC', ['Metas', 'Planejamento']),
  app('/metas/programacao', 'Programacao Supervisor VBC', ['Metas', 'Programação']),
  app('/metas/rateio-supervisor', 'Rateio Supervisor', ['Metas', 'Rateio Supervisor']),
  app('/metas/rateio-supervisor-KA', 'Programacao Supervisor VBC', ['Metas', 'Rateio Supervisor KA']),
  app('/metas/programacao-metas-KA', 'Programação de metas KA', ['Metas', 'Programação KA']),
  app('/metas/rateio-vendedor', 'Aprovar Metas VBC', ['Metas', 'Rateio Vendedor']),
  app('/metas/recomendador-programacao', 'Programação Recomendador', ['Metas', 'Recomendador']),
  app('/metas/produtofoco-programacao', 'Programação Produto Foco', ['Metas', 'Produto Foco']),
  app('/metas/status', 'Status do planejamento de metas', ['Metas', 'Status']),
  app('/metas/historico', 'Histórico da meta', ['Metas', 'Histórico']),
  app('/metas/cobertura-rateio', 'Rateio Cobertura', ['Metas', 'Rateio Cobertura']),
  app('/metas/cobertura-programacao', 'Programação Cobertura', ['Metas', 'Cobertura']),
  app('/notificacoes', 'Notificações', ['Notificações']),
  app('/usuarios', 'Usuários', ['Usuários']),
  app('/usuario/cadastro', 'Novo usuário', ['Cadastro', 'Novo Usuário']),
  app('/versao', 'Versão', ['Versão']),
  app('/versionamento', 'Versionamento', ['Versionamento']),
  app('/relatorio/acompanhamento-metas', 'Acompanhamento de metas', ['Relatórios', 'Acompanhamento de metas']),
  app('/relatorio/acompanhamento-stockov', 'Acompanhamento Stockout', ['Relatórios', 'Acompanhamento Stockout']),
  app('/relatorio/acompanhamento-salvage', 'Acompanhamento Salvage', ['Relatórios', 'Acompanhamento Salvage']),
  app('/relatorio/:nome', 'Relatório', ['Relatórios', 'Relatório']),
  app('/estrutura-produtos', 'Estrutura de produtos', ['Relatórios', 'Estrutura de produtos']),
  app('/permissaosistemas', 'Permissões de sistemas', ['Usuários', 'Permissões de sistemas'], 'admin'),
  app('/estoque', 'Estoque', ['Estoque']),
  app('/pesquisa', 'Pesquisa', ['Pesquisa']),
  app('/pesquisa/criarpesquisa', 'Criar pesquisa', ['Pesquisa', 'Criar pesquisa']),
  app('/recarga', 'Recarga', ['Recarga']),
  app('/solicitar-carga', 'Solicitar carga', ['Solicitar carga']),
];

/** Where `/` goes, and where unknown paths go (shell spec §2). */
export const HOME_PATH = '/dashboard';
export const FALLBACK_PATH = '/login';
