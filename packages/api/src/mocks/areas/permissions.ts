import type { HttpHandler } from 'msw';
import {
  MASTER_FUNCTIONS,
  NOTIFICATIONS_ACCESS,
  PROFILE_PRESETS,
  PERMISSION_ACTIONS,
  type PermissionAction,
} from '@conecta/core';
import type { components } from '../../generated/schema';
import type { MockContext } from '../context';
import type { UserRecord } from '../network';
import type { SeedOptions } from '../seed';
import { OUT_OF_SCOPE_MESSAGE, mayManageUser, parseScope, visibleBrokers } from './users-common';

/**
 * Per-user permissions of the mock backend (shell spec §3, §4, §6, §7; notifications §6; metas
 * §6): the features of the 'Permissões de acesso' dialog with their view ('10') and edit ('11')
 * actions, and the system-permission combo that decides two menu entries.
 *
 * Rules where the spec is silent (documented in the report):
 * - Features: 1 METAS, 2 NOTIFICACOES (from the specs), 3 ESTOQUE, 4 PESQUISA, 5 RELATORIOS,
 *   6 RECARGA (ids of this mock). Which features a user can be given ("options") depends on its
 *   function ({@link FEATURE_FUNCTIONS}); a user without options gets an empty list with
 *   idFuncionalidade 0 ('Este usuário não tem opções de permissão!').
 * - Grants: an explicit record per user (seeded for the demo accounts, replaced by every save);
 *   a user without a record has the defaults of its function ({@link defaultGrants}).
 * - Reading another user's permissions and saving need a master function (1, 15, 16); nobody
 *   saves their own permissions (the dialog hides that icon on the user's own row).
 * - Edit implies view: a saved '11' without '10' is stored with both.
 * - System permissions: system 8 (the permissions menu entry) for masters; the merchandising
 *   'user permission 8' for masters too.
 */

type PermissionFeature = components['schemas']['PermissionFeature'];
type PermissionComboRow = components['schemas']['PermissionComboRow'];

/** The features of the permissions dialog, in its order. */
export const PERMISSION_FEATURE_LIST = [
  { id: 1, name: 'METAS' },
  { id: 2, name: 'NOTIFICACOES' },
  { id: 3, name: 'ESTOQUE' },
  { id: 4, name: 'PESQUISA' },
  { id: 5, name: 'RELATORIOS' },
  { id: 6, name: 'RECARGA' },
] as const;

const MANUFACTURER_SIDE = [4, 5, 6, 7];

/** Functions that can be given each feature (the dialog's options). */
export const FEATURE_FUNCTIONS: Readonly<Record<number, readonly number[]>> = {
  // Targets: 1, 10, 11, 16 (metas §6), the seller (his own targets) and every master.
  1: [...MASTER_FUNCTIONS, 10, 11, 12],
  2: NOTIFICATIONS_ACCESS,
  3: [...MASTER_FUNCTIONS, ...MANUFACTURER_SIDE, 10],
  4: [...MASTER_FUNCTIONS, ...MANUFACTURER_SIDE, 10, 11],
  5: [...MASTER_FUNCTIONS, ...MANUFACTURER_SIDE, 10, 11, 12],
  6: [...MASTER_FUNCTIONS],
};

/** The permissions-system id whose grant shows the permissions menu entry. */
export const PERMISSIONS_SYSTEM_ID = 8;
/** The user-specific permission value that shows the merchandising-app entry. */
export const MERCHANDISING_PERMISSION = 8;

/** One granted action. */
export interface Grant {
  feature: number;
  action: PermissionAction;
}

/** State of the permissions area of the mock backend (JSON-serialisable). */
export interface PermissionsState {
  /** Explicit grants per user (keys are idUsuario as text); users without a key have their function's defaults. */
  grants: Record<string, Grant[]>;
  /** System ids each user is permitted (SISTEMAS rows), keyed by idUsuario. */
  systems: Record<string, number[]>;
  /** The user-specific permission value (USUARIO row; 8 = merchandising app), keyed by idUsuario. */
  userPermission: Record<string, number>;
}

const both = (feature: number): Grant[] => [
  { feature, action: PERMISSION_ACTIONS.visualizar },
  { feature, action: PERMISSION_ACTIONS.editar },
];
const view = (feature: number): Grant[] => [{ feature, action: PERMISSION_ACTIONS.visualizar }];

/**
 * Defaults of a function: masters everything; managers and supervisors view and edit targets;
 * sellers view targets; notifications view and edit for the broker-type (1, 10, 16) and
 * manufacturer-type (4–7, 15) functions; reports view for every function that has the option.
 */
export function defaultGrants(funcaoUsuario: number): Grant[] {
  if ((MASTER_FUNCTIONS as readonly number[]).includes(funcaoUsuario)) {
    return PERMISSION_FEATURE_LIST.flatMap((feature) => both(feature.id));
  }
  const grants: Grant[] = [];
  if (funcaoUsuario === 10 || funcaoUsuario === 11) grants.push(...both(1));
  if (funcaoUsuario === 12) grants.push(...view(1));
  if ((NOTIFICATIONS_ACCESS as readonly number[]).includes(funcaoUsuario)) grants.push(...both(2));
  if (FEATURE_FUNCTIONS[5]?.includes(funcaoUsuario)) grants.push(...view(5));
  return grants;
}

export function seedPermissions(_options: SeedOptions): PermissionsState {
  // Permissions are account set-up, like the demo accounts themselves: the `empty` scenario keeps
  // them (it empties targets and notifications, not who may edit them).
  const grants: Record<string, Grant[]> = {};
  const systems: Record<string, number[]> = {};
  const userPermission: Record<string, number> = {};
  for (const preset of Object.values(PROFILE_PRESETS)) {
    const key = String(preset.idUsuario);
    grants[key] = defaultGrants(preset.funcaoUsuario);
    if ((MASTER_FUNCTIONS as readonly number[]).includes(preset.funcaoUsuario)) {
      systems[key] = [PERMISSIONS_SYSTEM_ID];
      userPermission[key] = MERCHANDISING_PERMISSION;
    }
  }
  return { grants, systems, userPermission };
}

/** A user's grants: the explicit record, or its function's defaults. */
export function grantsOf(state: PermissionsState, user: UserRecord): Grant[] {
  return state.grants[String(user.idUsuario)] ?? defaultGrants(user.funcaoUsuario);
}

/** Features a user can be given, in dialog order. */
export function featureOptions(funcaoUsuario: number) {
  return PERMISSION_FEATURE_LIST.filter((feature) =>
    FEATURE_FUNCTIONS[feature.id]?.includes(funcaoUsuario),
  );
}

/** The JSON held by `jsonRetorno`: one entry per feature with its granted actions, '10' before '11'. */
export function permissionJson(
  state: PermissionsState,
  user: UserRecord,
  idFuncionalidade: number,
): PermissionFeature[] {
  const grants = grantsOf(state, user);
  const options = featureOptions(user.funcaoUsuario).filter(
    (feature) => idFuncionalidade === 0 || feature.id === idFuncionalidade,
  );
  return options.map((feature) => ({
    ID_FUNCIONALIDADE_PORTAL: feature.id,
    DSC_FUNCIONALIDADE: feature.name,
    status: [PERMISSION_ACTIONS.visualizar, PERMISSION_ACTIONS.editar]
      .filter((action) =>
        grants.some((grant) => grant.feature === feature.id && grant.action === action),
      )
      .map((action) => ({ ID_FUNCIONALIDADE_ACAO: action })),
  }));
}

const isMaster = (user: UserRecord) =>
  (MASTER_FUNCTIONS as readonly number[]).includes(user.funcaoUsuario);

export function permissionsHandlers(ctx: MockContext): HttpHandler[] {
  const { http } = ctx;
  const state = () => ctx.db.permissions;
  const findUser = (id: number) => ctx.db.network.users.find((user) => user.idUsuario === id);

  return [
    http.get('/permissaosistema/getdadospermissoes', ({ request, query, response }) => {
      const actor = ctx.userOf(request);
      if (!actor) return ctx.unauthorized();
      const idFuncionalidade = Number(query.get('idFuncionalidade'));
      const idUsuario = Number(query.get('idUsuario'));
      if (
        !Number.isInteger(idFuncionalidade) ||
        idFuncionalidade < 0 ||
        !Number.isInteger(idUsuario) ||
        query.get('codigoPuxada') === null
      ) {
        return response(400).json({
          message: 'Informe codigoPuxada, idFuncionalidade e idUsuario.',
          code: 'BAD_REQUEST',
        });
      }
      const target = findUser(idUsuario);
      // Only masters read someone else's permissions (the dialog), and only of a user within their
      // reach (type and brokers: the data scope); anyone reads their own.
      if (
        !target ||
        (target.idUsuario !== actor.idUsuario &&
          (!isMaster(actor) || !mayManageUser(ctx.db.network, actor, target)))
      )
        return response(200).json([]);
      const features = permissionJson(state(), target, idFuncionalidade);
      // A single feature without any granted action is "no permission": an empty list.
      if (
        features.length === 0 ||
        (idFuncionalidade !== 0 && features.every((feature) => feature.status.length === 0))
      ) {
        return response(200).json([]);
      }
      return response(200).json([{ jsonRetorno: JSON.stringify(features) }]);
    }),

    http.post('/permissaosistema/postdadospermissoes', async ({ request, response }) => {
      const actor = ctx.userOf(request);
      if (!actor) return ctx.unauthorized();
      const body = await request.json().catch(() => null);
      const dados = body && Array.isArray(body.dados) ? body.dados : [];
      const ids = [...new Set(dados.map((entry) => entry.idUsuario))];
      if (ids.length === 0) return response(400).json({ message: 'Informe as permissões de ao menos um usuário.', code: 'BAD_REQUEST' });
      if (!isMaster(actor)) return ctx.forbidden('Sem permissão para alterar permissões de usuários.');
      // Every user is checked before anything is written: one refused user refuses the whole save.
      const saves: Array<{ target: UserRecord; grants: Grant[] }> = [];
      for (const id of ids) {
        const target = findUser(id);
        if (!target) return response(400).json({ message: `Usuário ${id} não encontrado.`, code: 'BAD_REQUEST', field: 'dados' });
        // Only a user within the master's reach (a broker master never changes a manufacturer user).
        if (!mayManageUser(ctx.db.network, actor, target)) return ctx.forbidden(OUT_OF_SCOPE_MESSAGE);
        if (target.idUsuario === actor.idUsuario) {
          return response(400).json({ message: 'Não é possível alterar as próprias permissões.', code: 'BAD_REQUEST' });
        }
        const options: number[] = featureOptions(target.funcaoUsuario).map((feature) => feature.id);
        const granted = dados.filter((entry) => entry.idUsuario === id && entry.idFuncionalidadePermissaoPortal !== 0);
        const invalid = granted.find(
          (entry) =>
            !options.includes(entry.idFuncionalidadePermissaoPortal) ||
            (entry.idFuncionalidadeAcao !== PERMISSION_ACTIONS.visualizar && entry.idFuncionalidadeAcao !== PERMISSION_ACTIONS.editar),
        );
        if (invalid) {
          return response(400).json({
            message: `Funcionalidade ${invalid.idFuncionalidadePermissaoPortal} / ação ${invalid.idFuncionalidadeAcao} não disponível para ${target.nomeUsuario}.`,
            code: 'BAD_REQUEST',
          });
        }
        // Edit implies view; the 'feature 0' placeholder (nothing checked) clears everything.
        const grants: Grant[] = [];
        for (const feature of options) {
          const actions = granted.filter((entry) => entry.idFuncionalidadePermissaoPortal === feature).map((entry) => entry.idFuncionalidadeAcao);
          if (actions.includes(PERMISSION_ACTIONS.editar)) grants.push(...both(feature));
          else if (actions.includes(PERMISSION_ACTIONS.visualizar)) grants.push(...view(feature));
        }
        saves.push({ target, grants });
      }
      for (const { target, grants } of saves) state().grants[String(target.idUsuario)] = grants;
      ctx.commit();
      return response(200).json(true);
    }),

    http.get('/permissaosistema/getdadospermissoesusuarios', ({ request, query, response }) => {
      const actor = ctx.userOf(request);
      if (!actor) return ctx.unauthorized();
      const chosen = parseScope(query.get('brokers'));
      if (chosen !== null && chosen.length === 0) return response(400).json({ message: 'Informe os brokers separados por vírgula.', code: 'BAD_REQUEST', field: 'brokers' });
      const visible = new Set(visibleBrokers(ctx.db.network, actor));
      const wanted = (chosen ?? [...visible]).filter((id) => visible.has(id));
      const users = ctx.db.network.users
        .filter((user) => user.idUsuario !== actor.idUsuario && mayManageUser(ctx.db.network, actor, user))
        .filter((user) => [...user.brokers, ...(user.idPuxada ? [user.idPuxada] : [])].some((id) => wanted.includes(id)) || (actor.tipoUsuario === 1 && chosen === null))
        .sort((a, b) => a.nomeUsuario.localeCompare(b.nomeUsuario, 'pt-BR'));
      return response(200).json(
        users.map((user) => {
          const grants = grantsOf(state(), user);
          const options = featureOptions(user.funcaoUsuario).map((feature) => feature.id);
          const has = (feature: number, action: PermissionAction) => grants.some((grant) => grant.feature === feature && grant.action === action);
          return {
            idUsuario: user.idUsuario,
            nomeUsuario: user.nomeUsuario,
            email: user.email,
            funcaoUsuario: user.funcaoUsuario,
            brokers: [...new Set([...user.brokers, ...(user.idPuxada ? [user.idPuxada] : [])])],
            opcoes: options,
            permissoes: options.map((feature) => ({
              idFuncionalidade: feature,
              visualizar: has(feature, PERMISSION_ACTIONS.visualizar),
              editar: has(feature, PERMISSION_ACTIONS.editar),
            })),
          };
        }),
      );
    }),

    http.get('/getDadosComboPermissaoSistemas', ({ request, query, response }) => {
      const actor = ctx.userOf(request);
      if (!actor) return ctx.unauthorized();
      const sistema = Number(query.get('sistema'));
      const codigoPuxada = query.get('codigoPuxada');
      const brokers = query.get('brokers');
      if (
        !Number.isInteger(sistema) ||
        codigoPuxada === null ||
        brokers === null ||
        parseScope(brokers)?.length === 0
      ) {
        return response(400).json({
          message: 'Informe codigoPuxada, sistema e brokers.',
          code: 'BAD_REQUEST',
        });
      }
      const key = String(actor.idUsuario);
      const rows: PermissionComboRow[] = (state().systems[key] ?? [])
        .filter((system) => system === sistema)
        .map((system) => ({
          identificador: 'SISTEMAS',
          idIdentificador: system,
          permissao: system,
        }));
      const userPermission = state().userPermission[key];
      if (userPermission !== undefined)
        rows.push({
          identificador: 'USUARIO',
          idIdentificador: actor.idUsuario,
          permissao: userPermission,
        });
      return response(200).json(rows);
    }),
  ];
}
