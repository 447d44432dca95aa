import type { HttpHandler } from 'msw';
import { FUNCTION_CODES, isManufacturerFunction, type UserType } from '@conecta/core';
import type { components } from '../../generated/schema';
import type { MockContext } from '../context';
import type { Employee, Network, UserRecord } from '../network';
import type { SeedOptions } from '../seed';
import {
  findBroker,
  findUserByEmail,
  functionDescription,
  manageableTypes,
  mayManageUser,
  OUT_OF_SCOPE_MESSAGE,
  parseScope,
  scopedBrokers,
  typeDescription,
  userRows,
  visibleBrokers,
} from './users-common';

/**
 * Users area of the mock backend: users list, team lists, user create/edit and the lookups of the
 * user form (shell spec §2, §3, §5, §6, §7). Users themselves live in `db.network.users`.
 *
 * Rules where the spec is silent (documented in the report):
 * - Who sees whom in GET /usuarios: a type 1 requester every user; type 2 users of types 2 and 3;
 *   type 3 users of type 3 — always within the requester's brokers (the `IdPuxada` scope, which
 *   is intersected with the brokers the requester may see; '' is "no filter" for type 1 only).
 * - `dsC_SENHA` is never the password: the mock answers a fixed mask ('********').
 * - Saves need a user-managing function (1, 5, 15, 16) and stay within the requester's types and
 *   brokers; anything refused or invalid answers 'False'/false (HTTP 200, the backend's quirk).
 *   POST answers the text 'True'/'False', PUT the booleans true/false, so the portal meets both.
 * - A taken e-mail answers SQL Server's unique-key message (see {@link duplicateEmailMessage}).
 */

type UserFormPayload = components['schemas']['UserFormPayload'];
type TeamListItem = components['schemas']['TeamListItem'];
type UserRow = components['schemas']['UserRow'];

/** State of the users area of the mock backend (JSON-serialisable). */
export interface UsersState {
  /**
   * Sales group (GRUPO_META, a product line) of each seller with sales history, keyed by
   * idEmpregadoFlexx as text. Sellers without an entry have no sales history; a team without any
   * shows 'Não há vendedores com histórico de vendas.'.
   */
  salesGroups: Record<string, string>;
}

export function seedUsers({ empty, rng, network }: SeedOptions): UsersState {
  const salesGroups: Record<string, string> = {};
  if (empty) return { salesGroups };
  for (const employee of network.employees) {
    if (employee.tipo !== 'V') continue;
    const broker = findBroker(network, employee.idPuxada);
    const lines = broker?.linhas.length ? broker.linhas : ['BRL1'];
    // About one seller in ten (new hires) has no sales history yet.
    const hasHistory = rng.next() >= 0.1;
    const line = rng.pick(lines);
    if (hasHistory) salesGroups[String(employee.idEmpregadoFlexx)] = line;
  }
  return { salesGroups };
}

/** SQL Server's answer to a second user with the same e-mail (the text the portal shows as an e-mail error). */
export function duplicateEmailMessage(email: string): string {
  return (
    "Violation of UNIQUE KEY constraint 'UQ_USUARIO_EMAIL'. Cannot insert duplicate key in object 'dbo.USUARIO'. " +
    `The duplicate key value is (${email.toLowerCase()}).\r\nThe statement has been terminated.`
  );
}

/** The user type each function code belongs to (the `/sistema/UsuarioFuncao` lookup). */
export function typeOfFunction(funcao: number): UserType | null {
  if (funcao === 1) return 1;
  if (isManufacturerFunction(funcao)) return 2;
  if (funcao === 10 || funcao === 11 || funcao === 12 || funcao === 16) return 3;
  return null;
}

/** FLEXX employee kind of each function: the employee id is required for these three only. */
const EMPLOYEE_KIND_OF_FUNCTION: Readonly<Record<number, Employee['tipo']>> = {
  10: 'G',
  11: 'S',
  12: 'V',
};

/** idTipoEmpregado of the broker-employee lookup: 1 manager, 2 supervisor, 3 seller. */
const EMPLOYEE_TYPE_ID: Readonly<Record<Employee['tipo'], number>> = { G: 1, S: 2, V: 3 };

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** One collator for every comparison (`localeCompare` with options builds one per call: slow on 20,000 users). */
const COLLATOR = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

type SortableValue = string | number | boolean | null | undefined;

function compareValues(a: SortableValue, b: SortableValue): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return COLLATOR.compare(String(a), String(b));
}

const SORT_FIELDS = new Set<keyof UserRow>([
  'iD_USUARIO',
  'dsC_EMAIL',
  'dsC_NOME_USUARIO',
  'iD_USUARIO_TIPO',
  'iD_USUARIO_FUNCAO',
  'iD_PUXADA',
  'dsC_FUNCAO',
  'dsC_TIPO',
  'dsC_APELIDO',
  'inD_USUARIO_INATIVO',
  'iD_EMPREGADO_FLEXX',
]);

interface SaveInput {
  actor: UserRecord;
  body: UserFormPayload | null;
  /** The user being edited; undefined when creating. */
  existing?: UserRecord;
}

type SaveOutcome = { ok: true; user: UserRecord } | { ok: false; emailTaken?: string; forbidden?: string };

/** The refusals (403) of a save outside the requester's reach. */
export const USERS_MESSAGES = {
  outOfScope: OUT_OF_SCOPE_MESSAGE,
  outOfReach: 'Você não pode cadastrar usuários deste tipo ou destes brokers.',
} as const;

/** Validates a user-form payload against the requester's rights and the network; builds the record. */
function validateSave(network: Network, { actor, body, existing }: SaveInput): SaveOutcome {
  // Who may save at all (functions 1, 15, 16) is the access table's: refused with 403 before this.
  if (!body) return { ok: false };
  const email = typeof body.email === 'string' ? body.email.trim() : '';
  const nome = typeof body.nomeUsuario === 'string' ? body.nomeUsuario : '';
  const { tipoUsuario, funcaoUsuario } = body;
  if (!EMAIL_PATTERN.test(email) || nome.trim().length < 3) return { ok: false };
  if (typeOfFunction(funcaoUsuario) !== tipoUsuario) return { ok: false };
  // Outside the requester's reach: a 403, not the 'False' of an invalid form (issue 18).
  if (!manageableTypes(actor.tipoUsuario).includes(tipoUsuario)) return { ok: false, forbidden: USERS_MESSAGES.outOfReach };
  // An existing user is changed only by who may manage him where he is now (type and brokers):
  // moving a user of another broker into one's own is refused like any other change of him.
  if (existing && !mayManageUser(network, actor, existing)) return { ok: false, forbidden: USERS_MESSAGES.outOfScope };

  // Password: required on create; empty on edit keeps the previous one.
  const senha = typeof body.senha === 'string' ? body.senha : '';
  if (senha === '' && !existing) return { ok: false };
  if (senha !== '' && (senha.length < 8 || senha !== body.confirmacaoSenha)) return { ok: false };

  // Product lines (type 2 always BRL1) and brokers, which must exist and be visible to the requester.
  const lineCodes = new Set(network.lines.map((line) => line.nome));
  const linhas =
    tipoUsuario === 2
      ? ['BRL1']
      : [...new Set((body.linhasBroker ?? []).map((line) => line.dsC_LINHA_USUARIO))];
  if (linhas.length === 0 || linhas.some((line) => !lineCodes.has(line))) return { ok: false };
  const brokers = [...new Set(body.brokers ?? [])];
  const visible = visibleBrokers(network, actor);
  if (
    brokers.length === 0 ||
    brokers.some((id) => !findBroker(network, id))
  )
    return { ok: false };
  if (brokers.some((id) => !visible.includes(id))) return { ok: false, forbidden: USERS_MESSAGES.outOfReach };
  if (tipoUsuario === 3 && brokers.length !== 1) return { ok: false };

  // Employee: required for managers, supervisors and sellers (of the chosen broker), null otherwise.
  const kind = EMPLOYEE_KIND_OF_FUNCTION[funcaoUsuario];
  let idEmpregadoFlexx: number | null = null;
  if (kind) {
    const id = Number(body.idEmpregadoFlexx);
    const employee = network.employees.find((candidate) => candidate.idEmpregadoFlexx === id);
    if (!employee || employee.tipo !== kind || !brokers.includes(employee.idPuxada))
      return { ok: false };
    idEmpregadoFlexx = id;
  }

  const taken = findUserByEmail(network, email);
  if (!existing && taken) return { ok: false, emailTaken: email };
  if (existing && taken && taken.idUsuario !== existing.idUsuario)
    return { ok: false, emailTaken: email };

  const image =
    typeof body.imagemPerfilBase64 === 'string' && body.imagemPerfilBase64 !== ''
      ? body.imagemPerfilBase64
      : null;
  const user: UserRecord = {
    idUsuario:
      existing?.idUsuario ??
      Math.max(0, ...network.users.map((candidate) => candidate.idUsuario)) + 1,
    // The form cannot change the e-mail, but the backend accepts a new one that is free.
    email,
    senha: senha === '' && existing ? existing.senha : senha,
    nomeUsuario: nome,
    tipoUsuario,
    funcaoUsuario,
    idPuxada: tipoUsuario === 3 ? (brokers[0] ?? null) : tipoUsuario === 2 ? 0 : null,
    // Flag users have no broker filter: their brokers list stays empty, as in the seed.
    brokers: tipoUsuario === 1 ? [] : brokers,
    linhasBroker: linhas,
    idEmpregadoFlexx,
    alteraImagem: body.alteraImagem === true,
    inativo: existing?.inativo ?? false,
    imagemPerfilBase64: image ?? existing?.imagemPerfilBase64 ?? null,
    loginStatus: existing?.loginStatus ?? { statusEmail: 'A', bloqueado: false, dataHora: null },
  };
  return { ok: true, user };
}

export function usersHandlers(ctx: MockContext): HttpHandler[] {
  const { http } = ctx;
  const network = () => ctx.db.network;

  /** Rows of the users the requester may see (types and brokers), before search and sort. */
  const visibleRows = (
    actor: UserRecord,
    requestedType: number | null,
    scope: string | null,
  ): UserRow[] => {
    const types = manageableTypes(actor.tipoUsuario).filter((tipo) =>
      requestedType === 1 || requestedType === 2 || requestedType === 3
        ? manageableTypes(requestedType).includes(tipo)
        : true,
    );
    const unfiltered = actor.tipoUsuario === 1 && parseScope(scope) === null;
    const brokers = new Set(scopedBrokers(network(), actor, scope));
    return network()
      .users.filter((user) => types.includes(user.tipoUsuario))
      .flatMap((user) => userRows(network(), user))
      .filter((row) => unfiltered || brokers.has(row.iD_PUXADA ?? 0));
  };

  const employeeOf = (user: UserRecord) =>
    user.idEmpregadoFlexx === null
      ? undefined
      : network().employees.find((employee) => employee.idEmpregadoFlexx === user.idEmpregadoFlexx);

  return [
    http.get('/usuarios', ({ request, query, response }) => {
      const actor = ctx.userOf(request);
      if (!actor) return ctx.unauthorized();
      const requestedType = Number(query.get('IdUsuarioTipo'));
      const search = fold(query.get('CampoPesquisa') ?? '').trim();
      const field = (query.get('CampoOrdenacao') ?? 'dsC_NOME_USUARIO') as keyof UserRow;
      const direction = query.get('TipoOrdenacao') === 'DESC' ? -1 : 1;
      if (!SORT_FIELDS.has(field)) {
        return response(400).json({
          message: `Campo de ordenação inválido: ${String(field)}.`,
          code: 'BAD_REQUEST',
        });
      }
      const rows = visibleRows(
        actor,
        Number.isInteger(requestedType) ? requestedType : null,
        query.get('IdPuxada'),
      )
        .filter(
          (row) =>
            search === '' ||
            fold(row.dsC_NOME_USUARIO).includes(search) ||
            fold(row.dsC_EMAIL).includes(search),
        )
        .sort(
          (a, b) =>
            direction * compareValues(a[field], b[field]) ||
            compareValues(a.dsC_NOME_USUARIO, b.dsC_NOME_USUARIO) ||
            a.iD_USUARIO - b.iD_USUARIO ||
            (a.iD_PUXADA ?? 0) - (b.iD_PUXADA ?? 0),
        );
      return response(200).json(rows);
    }),

    http.get('/usuario/update', ({ request, query, response }) => {
      const actor = ctx.userOf(request);
      if (!actor) return ctx.unauthorized();
      const id = Number(query.get('id'));
      if (!Number.isInteger(id))
        return response(400).json({ message: 'Informe o id do usuário.', code: 'BAD_REQUEST' });
      const rows = visibleRows(
        actor,
        null,
        actor.tipoUsuario === 1 ? '' : visibleBrokers(network(), actor).join(','),
      );
      return response(200).json(rows.filter((row) => row.iD_USUARIO === id));
    }),

    http.get('/getlinhabroker', ({ request, query, response }) => {
      const actor = ctx.userOf(request);
      if (!actor) return ctx.unauthorized();
      const id = Number(query.get('codigo'));
      if (!Number.isInteger(id))
        return response(400).json({ message: 'Informe o código do usuário.', code: 'BAD_REQUEST' });
      const user = network().users.find((candidate) => candidate.idUsuario === id);
      // Data scope: the lines of a user the requester may manage (or his own); nobody else's.
      const inScope = !!user && (user.idUsuario === actor.idUsuario || mayManageUser(network(), actor, user));
      return response(200).json(
        (inScope ? user.linhasBroker : []).map((linha) => ({ dsC_LINHA_USUARIO: linha })),
      );
    }),

    http.get('/usuarioequipe/getlistaequipe', ({ request, query, response }) => {
      const actor = ctx.userOf(request);
      if (!actor) return ctx.unauthorized();
      const idUsuario = Number(query.get('idUsuario'));
      const tipoRelatorio = query.get('tipoRelatorio');
      const status = query.get('status') ?? 'A';
      if (
        !Number.isInteger(idUsuario) ||
        (tipoRelatorio !== 'G' && tipoRelatorio !== 'V') ||
        (status !== 'A' && status !== 'I')
      ) {
        return response(400).json({
          message: 'Informe idUsuario, tipoRelatorio (G ou V) e status (A ou I).',
          code: 'BAD_REQUEST',
        });
      }
      const owner = network().users.find((user) => user.idUsuario === idUsuario);
      const leader = owner ? employeeOf(owner) : undefined;
      const brokers = new Set(scopedBrokers(network(), actor, query.get('codigoPuxada')));
      if (!leader || !brokers.has(leader.idPuxada)) return response(200).json([]);

      const below = (id: number) =>
        network().employees.filter((employee) => employee.responsavelId === id);
      let members: Employee[] = [];
      if (tipoRelatorio === 'G') {
        // The supervisors of a manager.
        members =
          leader.tipo === 'G'
            ? below(leader.idEmpregadoFlexx).filter((employee) => employee.tipo === 'S')
            : [];
      } else if (leader.tipo === 'S') {
        members = below(leader.idEmpregadoFlexx).filter((employee) => employee.tipo === 'V');
      } else if (leader.tipo === 'G') {
        // The sellers of the manager's whole team.
        members = below(leader.idEmpregadoFlexx)
          .flatMap((supervisor) => below(supervisor.idEmpregadoFlexx))
          .filter((employee) => employee.tipo === 'V');
      }
      const items = members
        .filter((employee) => employee.status === status)
        .map((employee): TeamListItem => {
          const user = network().users.find(
            (candidate) => candidate.idEmpregadoFlexx === employee.idEmpregadoFlexx,
          );
          const broker = findBroker(network(), employee.idPuxada);
          const funcao = employee.tipo === 'S' ? 11 : employee.tipo === 'G' ? 10 : 12;
          const item: TeamListItem = {
            nomeUsuario: user?.nomeUsuario ?? employee.nome,
            funcao: functionDescription(user?.funcaoUsuario ?? funcao),
            broker: broker?.apelido ?? '',
            TIPO: typeDescription(user?.tipoUsuario ?? 3),
            status: employee.status,
          };
          if (user) Object.assign(item, { idUsuario: user.idUsuario, email: user.email });
          const group = ctx.db.users.salesGroups[String(employee.idEmpregadoFlexx)];
          if (tipoRelatorio === 'V' && group)
            Object.assign(item, { GRUPO_META: group, STATUS_VENDEDOR: employee.status });
          return item;
        })
        .sort((a, b) => compareValues(a.nomeUsuario, b.nomeUsuario));
      return response(200).json(items);
    }),

    http.post('/sistema/Usuarios', async ({ request, response }) => {
      const actor = ctx.userOf(request);
      if (!actor) return ctx.unauthorized();
      const body = (await request.json().catch(() => null)) as UserFormPayload | null;
      const outcome = validateSave(network(), { actor, body });
      if (!outcome.ok && outcome.forbidden) return ctx.forbidden(outcome.forbidden);
      if (!outcome.ok)
        return response(200).json(
          outcome.emailTaken ? duplicateEmailMessage(outcome.emailTaken) : 'False',
        );
      network().users.push(outcome.user);
      ctx.commit();
      return response(200).json('True');
    }),

    http.put('/sistema/Usuarios/{id}', async ({ request, params, response }) => {
      const actor = ctx.userOf(request);
      if (!actor) return ctx.unauthorized();
      const id = Number(params.id);
      const index = network().users.findIndex((user) => user.idUsuario === id);
      const existing = network().users[index];
      if (!existing) return response(200).json(false);
      // The requester must see the user (one of its brokers, or any for type 1).
      const visible = visibleBrokers(network(), actor);
      const reachable =
        actor.tipoUsuario === 1 ||
        existing.brokers.some((broker) => visible.includes(broker)) ||
        visible.includes(existing.idPuxada ?? -1);
      if (!reachable) return ctx.forbidden(USERS_MESSAGES.outOfScope);
      const body = (await request.json().catch(() => null)) as UserFormPayload | null;
      const outcome = validateSave(network(), { actor, body, existing });
      if (!outcome.ok && outcome.forbidden) return ctx.forbidden(outcome.forbidden);
      if (!outcome.ok)
        return response(200).json(
          outcome.emailTaken ? duplicateEmailMessage(outcome.emailTaken) : false,
        );
      network().users[index] = outcome.user;
      ctx.commit();
      return response(200).json(true);
    }),

    http.get('/sistema/UsuarioTipos', ({ request, response }) => {
      const actor = ctx.userOf(request);
      if (!actor) return ctx.unauthorized();
      return response(200).json(
        manageableTypes(actor.tipoUsuario).map((tipo) => ({
          idUsuarioTipo: tipo,
          descricao: typeDescription(tipo),
        })),
      );
    }),

    http.get('/sistema/UsuarioFuncao', ({ request, response }) => {
      const actor = ctx.userOf(request);
      if (!actor) return ctx.unauthorized();
      return response(200).json(
        FUNCTION_CODES.flatMap((funcao) => {
          const tipo = typeOfFunction(funcao);
          return tipo === null
            ? []
            : [
                {
                  idUsuarioFuncao: funcao,
                  descricao: functionDescription(funcao),
                  idUsuarioTipo: tipo,
                },
              ];
        }),
      );
    }),

    http.get('/Brokers', ({ request, query, response }) => {
      const actor = ctx.userOf(request);
      if (!actor) return ctx.unauthorized();
      const lines = query
        .getAll('Linhas')
        .flatMap((value) => String(value).split(','))
        .map((value) => value.trim())
        .filter(Boolean);
      if (lines.length === 0)
        return response(400).json({ message: 'Informe ao menos uma linha.', code: 'BAD_REQUEST' });
      const visible = visibleBrokers(network(), actor);
      return response(200).json(
        network()
          .brokers.filter(
            (broker) =>
              visible.includes(broker.idPuxada) &&
              broker.linhas.some((line) => lines.includes(line)),
          )
          .map((broker) => ({ idPuxada: broker.idPuxada, razaoSocial: broker.razaoSocial })),
      );
    }),

    http.get('/BrokersLinha', ({ request, response }) => {
      const actor = ctx.userOf(request);
      if (!actor) return ctx.unauthorized();
      return response(200).json(
        network().lines.map((line) => ({ descricao: line.nome, nome: line.descricao })),
      );
    }),

    http.get('/EmpregadosBroker', ({ request, query, response }) => {
      const actor = ctx.userOf(request);
      if (!actor) return ctx.unauthorized();
      const idPuxada = Number(query.get('IdPuxada'));
      if (!Number.isInteger(idPuxada) || idPuxada <= 0)
        return response(400).json({ message: 'Informe o broker (IdPuxada).', code: 'BAD_REQUEST' });
      if (!visibleBrokers(network(), actor).includes(idPuxada)) return response(200).json([]);
      return response(200).json(
        network()
          .employees.filter((employee) => employee.idPuxada === idPuxada)
          .sort(
            (a, b) =>
              EMPLOYEE_TYPE_ID[a.tipo] - EMPLOYEE_TYPE_ID[b.tipo] || compareValues(a.nome, b.nome),
          )
          .map((employee) => ({
            idEmpregadoFlexx: String(employee.idEmpregadoFlexx),
            nomeEmpregado: employee.nome.toLocaleUpperCase('pt-BR'),
            idTipoEmpregado: EMPLOYEE_TYPE_ID[employee.tipo],
          })),
      );
    }),
  ];
}
