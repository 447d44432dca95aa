import type { FunctionCode, UserType } from './roles';

/**
 * Who may open each area of the portal (shell spec §2 and §6, metas §6, notifications §6). One
 * table serves the route guard (which routes open) and the side menu (which entries show), so the
 * two never disagree. Where the specs are silent the rule is written here and in the shell's docs.
 */
export interface AreaRule {
  /** Function codes allowed, or 'all' signed-in users. */
  functions: readonly FunctionCode[] | 'all';
  /** User types allowed (when the spec restricts by type), or 'all'. */
  userTypes?: readonly UserType[] | 'all';
  /**
   * Per-screen permission feature (ID_FUNCIONALIDADE_PORTAL) the menu entry also needs
   * (an action whose id ends in 1). The route itself does not check it.
   */
  feature?: number;
}

const ALL_FUNCTIONS = 'all' as const;
/** targets 1, 10, 11, 16 (metas §6). */
const METAS: readonly FunctionCode[] = [1, 10, 11, 16];
/** targets planning and programming 1, 10, 16. */
const METAS_PLANNING: readonly FunctionCode[] = [1, 10, 16];
/**
 * seller split, coverage, recommender and focus-product programming 11. The three programming
 * screens of the other types open to every targets function (METAS): function 11 edits, the others
 * follow them read-only (issue 22); the spec's VBC seller split stays the supervisor's.
 */
const METAS_SELLER: readonly FunctionCode[] = [11];
/** users 1, 5, 15, 16, plus the team view of 10 and 11 (shell §6). */
const USERS_LIST: readonly FunctionCode[] = [1, 5, 10, 11, 15, 16];
/** Who edits users (shell §6: functions 1, 15, 16 can edit users and permissions). */
const USERS_EDIT: readonly FunctionCode[] = [1, 15, 16];
/** notifications 1, 4, 5, 6, 7, 10, 15, 16 (notifications §6). */
const NOTIFICATIONS: readonly FunctionCode[] = [1, 4, 5, 6, 7, 10, 15, 16];
/** merchandising 1 and 4 to 17 (every function code of the product but none below 4 except 1). */
const MERCHANDISING: readonly FunctionCode[] = [1, 4, 5, 6, 7, 10, 11, 12, 15, 16];

/** Per-screen permission features (ID_FUNCIONALIDADE_PORTAL) of the permissions dialog. */
export const SCREEN_FEATURES = { metas: 1, notificacoes: 2, estoque: 3, pesquisa: 4, relatorios: 5, recarga: 6 } as const;

/** The access rule of every route path of the portal (shell spec §2 route table). */
export const AREA_RULES: Readonly<Record<string, AreaRule>> = {
  '/dashboard': { functions: ALL_FUNCTIONS },
  '/upload-imagens': { functions: [1, 15, 16] },
  '/metas/planejamentos': { functions: METAS_PLANNING, feature: SCREEN_FEATURES.metas },
  '/metas/planejamento': { functions: METAS_PLANNING, feature: SCREEN_FEATURES.metas },
  '/metas/programacao': { functions: METAS_PLANNING, feature: SCREEN_FEATURES.metas },
  '/metas/rateio-supervisor': { functions: METAS_PLANNING, feature: SCREEN_FEATURES.metas },
  '/metas/rateio-supervisor-KA': { functions: METAS_PLANNING, feature: SCREEN_FEATURES.metas },
  '/metas/programacao-metas-KA': { functions: METAS_PLANNING, feature: SCREEN_FEATURES.metas },
  '/metas/rateio-vendedor': { functions: METAS_SELLER, feature: SCREEN_FEATURES.metas },
  '/metas/cobertura-rateio': { functions: METAS_SELLER, feature: SCREEN_FEATURES.metas },
  '/metas/cobertura-programacao': { functions: METAS, feature: SCREEN_FEATURES.metas },
  '/metas/recomendador-programacao': { functions: METAS, feature: SCREEN_FEATURES.metas },
  '/metas/produtofoco-programacao': { functions: METAS, feature: SCREEN_FEATURES.metas },
  '/metas/status': { functions: METAS, feature: SCREEN_FEATURES.metas },
  '/metas/historico': { functions: METAS, feature: SCREEN_FEATURES.metas },
  '/notificacoes': { functions: NOTIFICATIONS, feature: SCREEN_FEATURES.notificacoes },
  '/usuarios': { functions: USERS_LIST },
  '/usuario/cadastro': { functions: USERS_EDIT },
  '/permissaosistemas': { functions: USERS_EDIT },
  '/estoque': { functions: ALL_FUNCTIONS, feature: SCREEN_FEATURES.estoque },
  '/pesquisa': { functions: ALL_FUNCTIONS, feature: SCREEN_FEATURES.pesquisa },
  '/pesquisa/criarpesquisa': { functions: ALL_FUNCTIONS, feature: SCREEN_FEATURES.pesquisa },
  '/relatorio/acompanhamento-metas': { functions: METAS, feature: SCREEN_FEATURES.relatorios },
  '/relatorio/acompanhamento-stockov': { functions: ALL_FUNCTIONS, feature: SCREEN_FEATURES.relatorios },
  '/relatorio/acompanhamento-salvage': { functions: ALL_FUNCTIONS, feature: SCREEN_FEATURES.relatorios },
  '/relatorio/:nome': { functions: ALL_FUNCTIONS, feature: SCREEN_FEATURES.relatorios },
  '/estrutura-produtos': { functions: ALL_FUNCTIONS, feature: SCREEN_FEATURES.relatorios },
  '/recarga': { functions: [1, 15, 16], feature: SCREEN_FEATURES.recarga },
  '/solicitar-carga': { functions: [1, 15, 16], feature: SCREEN_FEATURES.recarga },
  '/versao': { functions: ALL_FUNCTIONS },
  '/versionamento': { functions: [1] },
};

/** The merchandising app entry (opens an external app; not a route). */
export const MERCHANDISING_RULE: AreaRule = { functions: MERCHANDISING };

/** Manufacturer dashboards (reports that open inside /relatorio/:nome). */
export const MANUFACTURER_DASHBOARD_RULE: AreaRule = {
  functions: [1, 4, 5, 6, 7, 15],
  userTypes: [1, 2],
  feature: SCREEN_FEATURES.relatorios,
};

/** Whether a user of this type and function passes a rule's function and type lists. */
export function passesRule(rule: AreaRule, user: { tipoUsuario: number; funcaoUsuario: number }): boolean {
  const functionOk = rule.functions === 'all' || rule.functions.includes(user.funcaoUsuario as FunctionCode);
  const types = rule.userTypes ?? 'all';
  const typeOk = types === 'all' || types.includes(user.tipoUsuario as UserType);
  return functionOk && typeOk;
}

/** The rule of a path: exact, or a `:param` pattern of the table. */
export function areaRuleOf(path: string): AreaRule | undefined {
  const exact = AREA_RULES[path];
  if (exact) return exact;
  const pattern = Object.keys(AREA_RULES).find((key) => {
    if (!key.includes(':')) return false;
    const regex = new RegExp(`^${key.replace(/:[^/]+/g, '[^/]+')}$`);
    return regex.test(path);
  });
  return pattern ? AREA_RULES[pattern] : undefined;
}

/** Whether a signed-in user may open a route path (unknown paths: no). */
export function canOpenPath(path: string, user: { tipoUsuario: number; funcaoUsuario: number }): boolean {
  const rule = areaRuleOf(path);
  return !!rule && passesRule(rule, user);
}
