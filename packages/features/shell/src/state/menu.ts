import {
  MANUFACTURER_DASHBOARD_RULE,
  MERCHANDISING_RULE,
  areaRuleOf,
  canView,
  passesRule,
  type AreaRule,
} from '@conecta/core';
import { MESSAGES } from '../messages';
import type { MenuEntry, MenuGrants, MenuIcon, ShellUser } from './types';

/** The user fields the menu rules read. */
export type MenuUser = Pick<ShellUser, 'tipoUsuario' | 'funcaoUsuario'>;

type Extra = (user: MenuUser, grants: MenuGrants) => boolean;

interface LinkDef {
  kind: 'link';
  id: string;
  label: string;
  path: string;
  icon?: MenuIcon;
  badge?: string;
  /** Rules beyond the path's own AREA_RULES entry (all must pass, with their feature). */
  rules?: readonly AreaRule[];
  /** A condition beyond the area rules (system 8, user type 2, …). */
  extra?: Extra;
}

interface GroupDef {
  kind: 'group';
  id: string;
  label: string;
  icon?: MenuIcon;
  children: readonly LinkDef[];
}

interface ActionDef {
  kind: 'action';
  id: 'merchandising' | 'signOut';
  label: string;
  icon?: MenuIcon;
  rules?: readonly AreaRule[];
  extra?: Extra;
}

type EntryDef = LinkDef | GroupDef | ActionDef;

const M = MESSAGES.menu;

/**
 * The users area of the permission table (shell spec §6: "users 1, 5, 15, 16"). The route
 * /usuarios also admits 10 and 11 (their team view); they reach it through 'Estrutura de equipe'
 * under Relatórios, so every function the route admits has exactly one entry to it.
 */
const USERS_AREA_FUNCTIONS: readonly number[] = [1, 5, 15, 16];
/** Functions 10 and 11 get the team view of /usuarios (shell spec §6): the "team structure" report. */
const TEAM_VIEW_FUNCTIONS: readonly number[] = [10, 11];

/**
 * Removals by function code (shell spec §6): code 10 loses the per-salesperson allocation item;
 * code 11 loses planning and supervisor allocation. The "released/updated goals" items the spec
 * also takes from 11 have no entry in the §2 menu, so there is nothing more to remove.
 */
export const FUNCTION_REMOVALS: Readonly<Record<number, readonly string[]>> = {
  10: ['/metas/rateio-vendedor'],
  11: ['/metas/planejamentos', '/metas/programacao'],
};

const onlyType2: Extra = (user) => user.tipoUsuario === 2;

/**
 * The menu entries of the other types' programming: the permission table's function 11 (shell spec
 * §6: "coverage, recommender and focus-product programming 11"). Their routes also open, read-only,
 * to the other targets functions, who reach them from the status screen's rows (issue 22).
 */
const TYPE_PROGRAMMING: AreaRule = { functions: [11] };

/** Every entry of the side menu (shell spec §2), in display order, before filtering. */
export const MENU_DEFINITION: readonly EntryDef[] = [
  { kind: 'link', id: 'dashboard', label: M.dashboard, path: '/dashboard', icon: 'dashboard' },
  { kind: 'link', id: 'upload-imagens', label: M.uploadImagens, path: '/upload-imagens', icon: 'images' },
  {
    kind: 'group',
    id: 'metas',
    label: M.metas,
    icon: 'metas',
    children: [
      { kind: 'link', id: 'metas-planejamentos', label: M.metasPlanejamento, path: '/metas/planejamentos' },
      { kind: 'link', id: 'metas-programacao', label: M.metasProgramacao, path: '/metas/programacao' },
      { kind: 'link', id: 'metas-rateio-vendedor', label: M.metasRateioVendedor, path: '/metas/rateio-vendedor' },
      { kind: 'link', id: 'metas-cobertura', label: M.metasCobertura, path: '/metas/cobertura-programacao', rules: [TYPE_PROGRAMMING] },
      { kind: 'link', id: 'metas-recomendador', label: M.metasRecomendador, path: '/metas/recomendador-programacao', rules: [TYPE_PROGRAMMING] },
      { kind: 'link', id: 'metas-produtofoco', label: M.metasProdutoFoco, path: '/metas/produtofoco-programacao', rules: [TYPE_PROGRAMMING] },
      { kind: 'link', id: 'metas-status', label: M.metasStatus, path: '/metas/status' },
    ],
  },
  { kind: 'link', id: 'notificacoes', label: M.notificacoes, path: '/notificacoes', icon: 'notifications' },
  { kind: 'link', id: 'estoque', label: M.estoque, path: '/estoque', icon: 'stock' },
  { kind: 'link', id: 'pesquisa', label: M.pesquisa, path: '/pesquisa', icon: 'survey' },
  {
    kind: 'group',
    id: 'usuarios',
    label: M.usuarios,
    icon: 'users',
    children: [
      {
        kind: 'link',
        id: 'usuarios-lista',
        label: M.usuariosLista,
        path: '/usuarios',
        extra: (user) => USERS_AREA_FUNCTIONS.includes(user.funcaoUsuario),
      },
      {
        kind: 'link',
        id: 'permissaosistemas',
        label: M.permissoes,
        path: '/permissaosistemas',
        extra: (_user, grants) => grants.system8,
      },
    ],
  },
  {
    kind: 'group',
    id: 'relatorios',
    label: M.relatorios,
    icon: 'reports',
    children: [
      { kind: 'link', id: 'acompanhamento-metas', label: M.acompanhamentoMetas, path: '/relatorio/acompanhamento-metas' },
      { kind: 'link', id: 'acompanhamento-stockov', label: M.acompanhamentoStockout, path: '/relatorio/acompanhamento-stockov' },
      { kind: 'link', id: 'estrutura-produtos', label: M.estruturaProdutos, path: '/estrutura-produtos' },
      {
        kind: 'link',
        id: 'estrutura-equipe',
        label: M.estruturaEquipe,
        path: '/usuarios',
        extra: (user) => TEAM_VIEW_FUNCTIONS.includes(user.funcaoUsuario),
      },
    ],
  },
  {
    kind: 'group',
    id: 'dashboards-fabricante',
    label: M.dashboardsFabricante,
    icon: 'manufacturer',
    children: [
      { kind: 'link', id: 'venda-diaria', label: M.vendaDiaria, path: '/relatorio/venda-diaria', rules: [MANUFACTURER_DASHBOARD_RULE] },
      { kind: 'link', id: 'performance-mensal', label: M.performanceMensal, path: '/relatorio/performance-mensal', rules: [MANUFACTURER_DASHBOARD_RULE] },
      { kind: 'link', id: 'positivacao', label: M.positivacao, path: '/relatorio/positivacao', rules: [MANUFACTURER_DASHBOARD_RULE] },
      { kind: 'link', id: 'recomendador', label: M.recomendador, path: '/relatorio/recomendador', rules: [MANUFACTURER_DASHBOARD_RULE] },
      { kind: 'link', id: 'loja-perfeita', label: M.lojaPerfeita, path: '/relatorio/loja-perfeita', rules: [MANUFACTURER_DASHBOARD_RULE] },
      {
        kind: 'link',
        id: 'loja-perfeita-new',
        label: M.lojaPerfeitaNova,
        badge: MESSAGES.novoBadge,
        path: '/relatorio/loja-perfeita-new',
        rules: [MANUFACTURER_DASHBOARD_RULE],
        extra: onlyType2,
      },
      {
        kind: 'link',
        id: 'ruptura',
        label: M.ruptura,
        badge: MESSAGES.novoBadge,
        path: '/relatorio/ruptura',
        rules: [MANUFACTURER_DASHBOARD_RULE],
        extra: onlyType2,
      },
    ],
  },
  { kind: 'link', id: 'recarga', label: M.recarga, path: '/recarga', icon: 'reload' },
  { kind: 'link', id: 'solicitar-carga', label: M.solicitarCarga, path: '/solicitar-carga', icon: 'request' },
  {
    kind: 'action',
    id: 'merchandising',
    label: M.merchandising,
    icon: 'merchandising',
    rules: [MERCHANDISING_RULE],
    extra: (_user, grants) => grants.userPermission8,
  },
  { kind: 'action', id: 'signOut', label: M.sair, icon: 'signOut' },
];

/**
 * A rule passes when the user's function and type pass and, if it names a feature, the user may see
 * it ('Visualizar' or 'Editar': `canView`); the screen itself enables its actions only with 'Editar'.
 */
function rulePasses(rule: AreaRule, user: MenuUser, grants: MenuGrants): boolean {
  if (!passesRule(rule, user)) return false;
  return rule.feature === undefined || canView(grants.permissions, rule.feature);
}

function linkVisible(def: LinkDef, user: MenuUser, grants: MenuGrants): boolean {
  // The route table is the first rule of every link: the menu never offers a path the guard refuses.
  const routeRule = areaRuleOf(def.path);
  if (!routeRule || !rulePasses(routeRule, user, grants)) return false;
  if (def.rules && !def.rules.every((rule) => rulePasses(rule, user, grants))) return false;
  if (def.extra && !def.extra(user, grants)) return false;
  return !(FUNCTION_REMOVALS[user.funcaoUsuario] ?? []).includes(def.path);
}

function actionVisible(def: ActionDef, user: MenuUser, grants: MenuGrants): boolean {
  if (def.rules && !def.rules.every((rule) => rulePasses(rule, user, grants))) return false;
  return !def.extra || def.extra(user, grants);
}

function toLink(def: LinkDef): MenuEntry {
  return {
    kind: 'link',
    id: def.id,
    label: def.label,
    path: def.path,
    ...(def.icon ? { icon: def.icon } : {}),
    ...(def.badge ? { badge: def.badge } : {}),
  };
}

/**
 * The side menu a user sees (shell spec §2 and §6), as a tree:
 * - a link shows when the user's type and function pass core's `AREA_RULES` entry for its path and,
 *   where that rule names a screen feature, the per-screen permission is granted (an action id
 *   ending in 1); manufacturer dashboards also need `MANUFACTURER_DASHBOARD_RULE`;
 * - 'Permissões de sistemas' also needs system 8; the two NOVO dashboards need user type 2;
 * - function 10 loses 'Rateio vendedor', function 11 loses 'Planejamento' and 'Programação
 *   supervisor' ({@link FUNCTION_REMOVALS});
 * - the merchandising entry needs `MERCHANDISING_RULE` and the user permission 8;
 * - a group with no visible child disappears; 'Sair' is always last.
 *
 * Pure: the same user and grants always give the same tree.
 */
export function visibleMenu(user: MenuUser, grants: MenuGrants): MenuEntry[] {
  return MENU_DEFINITION.flatMap((def): MenuEntry[] => {
    switch (def.kind) {
      case 'link':
        return linkVisible(def, user, grants) ? [toLink(def)] : [];
      case 'group': {
        const children = def.children.filter((child) => linkVisible(child, user, grants)).map(toLink);
        if (children.length === 0) return [];
        return [{ kind: 'group', id: def.id, label: def.label, ...(def.icon ? { icon: def.icon } : {}), children }];
      }
      case 'action':
        return actionVisible(def, user, grants)
          ? [{ kind: 'action', id: def.id, label: def.label, ...(def.icon ? { icon: def.icon } : {}) }]
          : [];
    }
  });
}

/** Every path the menu links to, depth first, in display order (duplicates kept). */
export function menuPaths(entries: readonly MenuEntry[]): string[] {
  return entries.flatMap((entry) => {
    if (entry.kind === 'link') return [entry.path];
    if (entry.kind === 'group') return menuPaths(entry.children);
    return [];
  });
}

/** Ids of the groups that lead to the first link to `path` (outermost first); [] when none. */
export function ancestorsOf(entries: readonly MenuEntry[], path: string): string[] {
  for (const entry of entries) {
    if (entry.kind === 'link' && entry.path === path) return [];
    if (entry.kind === 'group') {
      const inner = ancestorsOf(entry.children, path);
      if (inner.length > 0 || containsPath(entry.children, path)) return [entry.id, ...inner];
    }
  }
  return [];
}

function containsPath(entries: readonly MenuEntry[], path: string): boolean {
  return menuPaths(entries).includes(path);
}
