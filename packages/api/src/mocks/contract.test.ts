import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { PERMISSION_ACTIONS, formatBackendTimestamp } from '@conecta/core';
import { describe, expect, it } from 'vitest';
import { isProtectedOperation } from '../client';
import { createMockBackend, type MockBackend } from './backend';
import { DEMO_PASSWORD, type UserRecord } from './network';
import { mockFetch, TEST_BASE_URL } from './testing';
import { metasSeedPeriods } from './areas/metas';
import type { SupervisorPart, TargetRecord } from './areas/metas-model';
import { ymdOf, ymdPlusDays } from './areas/notifications-model';
import { partChange, targetChange, teamChange, versionStamp } from './areas/metas-versions';
import { FEATURE_FUNCTIONS } from './areas/permissions';
import { partWorkflow, workflowOf } from './areas/metas-workflow';

/**
 * Contract tests: every operation of openapi/conecta.yaml is called on a fresh mock backend with
 * the contract's own examples — or, where an example cannot fit the seeded database (ids, dates
 * relative to today, workflow states), with values built from that database (see OVERRIDES) — and
 * must answer 2xx with a body that validates against the documented schema. Protected operations
 * must answer a documented 401 without a token.
 */

interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
  example?: unknown;
  schema?: { example?: unknown };
}
interface MediaType {
  schema?: object;
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
}
interface Operation {
  operationId: string;
  tags: string[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, { content?: Record<string, MediaType> }>;
  security?: unknown[];
}
interface Contract {
  paths: Record<string, Record<string, Operation>>;
}

const root = path.resolve(import.meta.dirname, '../../../..');
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function bundleContract(): Contract {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'conecta-contract-')), 'conecta.json');
  const result = spawnSync(
    path.join(root, 'node_modules/.bin/redocly'),
    ['bundle', 'openapi/conecta.yaml', '--dereferenced', '--ext', 'json', '-o', out],
    { cwd: root, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`redocly bundle failed: ${result.stderr}`);
  return JSON.parse(readFileSync(out, 'utf8')) as Contract;
}

const contract = bundleContract();
const operations = Object.entries(contract.paths).flatMap(([template, item]) =>
  METHODS.filter((method) => item[method]).map((method) => ({
    template,
    method,
    operation: item[method] as Operation,
  })),
);

// ---------------------------------------------------------------------------------------------
// Requests

/** Which demo account calls each area (its data scope fits the area's calls). */
/** Only a supervisor (function 11) writes his sellers' split (the permission table). */
const SELLER_SPLIT_CALLER = 'supervisor@conecta.example';

const CALLER_BY_TAG: Record<string, string> = {
  auth: 'master@conecta.example',
  users: 'master@conecta.example',
  permissions: 'master@conecta.example',
  dashboard: 'gerente@conecta.example',
  notifications: 'broker@conecta.example',
  metas: 'gerente@conecta.example',
};

/** What one call sends besides the contract's examples: parameter values by name, a whole body. */
interface CallValues {
  params?: Record<string, unknown>;
  body?: unknown;
}

const exampleOf = (parameter: Parameter) => parameter.example ?? parameter.schema?.example;
/** The media type's `example`, or the first of its named `examples`. */
const bodyExampleOf = (media: MediaType | undefined) =>
  media?.example ?? Object.values(media?.examples ?? {})[0]?.value;

function requestFor(
  template: string,
  method: string,
  operation: Operation,
  token: string | null,
  values: CallValues = {},
): Request {
  let pathname = template;
  const query = new URLSearchParams();
  for (const parameter of operation.parameters ?? []) {
    const value =
      values.params && parameter.name in values.params
        ? values.params[parameter.name]
        : exampleOf(parameter);
    if (value === undefined) continue;
    if (parameter.in === 'path')
      pathname = pathname.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
    if (parameter.in === 'query') {
      for (const item of Array.isArray(value) ? value : [value])
        query.append(parameter.name, String(item));
    }
  }
  const headers = new Headers();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const body = values.body ?? bodyExampleOf(operation.requestBody?.content['application/json']);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const search = query.size ? `?${query}` : '';
  return new Request(`${TEST_BASE_URL}${pathname}${search}`, {
    method: method.toUpperCase(),
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

// ---------------------------------------------------------------------------------------------
// Answers

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
addFormats.default(ajv);
const validators = new Map<object, ValidateFunction>();
const validatorFor = (schema: object) => {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(schema, validate);
  }
  return validate;
};

/** Checks that the answer is documented and its body fits the schema; returns the JSON body, if any. */
async function expectDocumented(operation: Operation, response: Response): Promise<unknown> {
  const documented = operation.responses[String(response.status)];
  expect(
    documented,
    `status ${response.status} is not documented for ${operation.operationId}`,
  ).toBeDefined();
  const content = documented?.content;
  if (!content) {
    expect(
      (await response.arrayBuffer()).byteLength,
      `${operation.operationId} ${response.status} has no body`,
    ).toBe(0);
    return undefined;
  }
  const type = (response.headers.get('Content-Type') ?? '').split(';')[0]?.trim() ?? '';
  const media = content[type];
  expect(
    media,
    `${operation.operationId} answered ${type}, documented: ${Object.keys(content).join(', ')}`,
  ).toBeDefined();
  if (type === 'application/json' && media?.schema) {
    const body: unknown = await response.json();
    const validate = validatorFor(media.schema);
    const valid = validate(body);
    expect(
      valid,
      `${operation.operationId} ${response.status}: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 400)}`,
    ).toBe(true);
    return body;
  }
  expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Per-operation values built from the seeded database

/** A fresh backend with the caller signed in through the contract. */
interface Env {
  backend: MockBackend;
  fetch: typeof fetch;
  user: UserRecord;
  token: string;
  /** The caller's broker code, as the query strings carry it. */
  broker: string;
  periods: ReturnType<typeof metasSeedPeriods>;
  /** Calls another operation (by operationId) as the caller and answers its JSON body. */
  call(operationId: string, values?: CallValues): Promise<unknown>;
}

interface Override {
  /** Another demo account than the area's caller. */
  caller?: string;
  /** Parameters and body built from the database (may call other operations first). */
  values?: (env: Env) => CallValues | Promise<CallValues>;
  /** What the write or read must show (beyond 2xx and the schema). */
  verify?: (body: unknown, env: Env, values: CallValues) => void;
}

const byId = new Map(operations.map((entry) => [entry.operation.operationId, entry]));

async function createEnv(email: string): Promise<Env> {
  const backend = createMockBackend({ baseUrl: TEST_BASE_URL, publicBaseUrl: TEST_BASE_URL });
  const fetchMock = mockFetch(backend);
  const signIn = await fetchMock(
    new Request(`${TEST_BASE_URL}/sistema/Usuarios/auth`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, senha: DEMO_PASSWORD }),
    }),
  );
  const { token } = (await signIn.json()) as { token: string };
  const user = backend.db.network.users.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`${email} is not a demo account`);
  return {
    backend,
    fetch: fetchMock,
    user,
    token,
    broker: String(user.idPuxada ?? ''),
    periods: metasSeedPeriods(Date.now()),
    async call(operationId, values) {
      const entry = byId.get(operationId);
      if (!entry) throw new Error(`unknown operation ${operationId}`);
      const response = await fetchMock(
        requestFor(entry.template, entry.method, entry.operation, token, values),
      );
      expect(response.status, `${operationId}: ${await response.clone().text()}`).toBe(200);
      return response.json();
    },
  };
}

/** The carousel's update date as the backend holds it (the base of a write). */
const carouselVersion = (env: Env) => formatBackendTimestamp(new Date(env.backend.db.dashboard.carouselChange.atualizadoEm));

// Metas: the seeded VBC targets of the first line (see metasSeedPeriods for the states by period).

function vbcTarget(env: Env, periodo: string): TargetRecord {
  const found = env.backend.db.metas.targets.find(
    (t) =>
      t.periodo === periodo &&
      t.tipoMeta === 'VBC' &&
      t.linha === 'BRL1' &&
      t.versao.endsWith('-V01'),
  );
  if (!found) throw new Error(`no seeded VBC target for ${periodo}`);
  return found;
}
/** Query values naming a target (the supervisor and seller screens' spelling). */
const targetQuery = (t: TargetRecord) => ({
  IdPuxada: String(t.idPuxada),
  Versao: t.versao,
  TipoMeta: t.tipoMeta,
  Linha: t.linha,
});
/** The same in the save bodies' spelling. */
const targetBody = (t: TargetRecord) => ({
  IdPuxada: String(t.idPuxada),
  Versao: t.versao,
  TipoMeta: t.tipoMeta,
  GrupoMeta: t.linha,
});
const sum = (values: readonly number[]) => values.reduce((acc, value) => acc + value, 0);

/** 'Rateada' (split among supervisors, not programmed): the supervisor screen's writes. */
const rateada = (env: Env) => vbcTarget(env, env.periods.rateada);
/** 'Aprovada gerente' with a programmed supervisor who has not approved yet: the seller screen's writes. */
function programmed(env: Env): { target: TargetRecord; part: SupervisorPart } {
  const target = vbcTarget(env, env.periods.aprovadaGerente);
  // The caller's own part when the caller is a supervisor (only he may write his sellers).
  const part = target.supervisors.find(
    (candidate) =>
      candidate.status === 'Aprovada gerente' &&
      candidate.sellers.length > 0 &&
      (env.user.idEmpregadoFlexx === null || env.user.funcaoUsuario !== 11 || candidate.id === env.user.idEmpregadoFlexx),
  );
  if (!part) throw new Error('no programmed supervisor waiting for approval');
  return { target, part };
}
const stamp = (env: Env) => ({ usuario: env.user.email, DataAtualizacao: '2025-03-14 10:05:31' });
/** The optimistic-concurrency base of a save: the update date the client read (here: the current one). */
const baseOf = (change: { atualizadoEm: number }) => versionStamp(change.atualizadoEm);

// Notifications: the caller's own broker notifications and the seeded images.

function ownNotification(env: Env): number {
  const code = Number(env.broker);
  const record = env.backend.db.notifications.notifications.find(
    (candidate) =>
      candidate.origem === 'BROKER' && !candidate.excluida && candidate.brokers.includes(code),
  );
  if (!record) throw new Error('no seeded notification of the caller’s broker');
  return record.id;
}
const seededImage = (env: Env) => env.backend.db.notifications.images[0]?.filename ?? '';

/** A broker notification for two channels of the caller's broker, from today for a week. */
async function notificationBody(env: Env): Promise<Record<string, unknown>> {
  const options = (await env.call('getNotificationAudienceOptions', {
    params: { codigoPuxada: env.broker, origem: 'broker' },
  })) as Array<{ identificador: string; dadosBase: string; relacionamento: string | null }>;
  const channels = options
    .filter((row) => row.identificador === 'CANAIS' && row.relacionamento === env.broker)
    .slice(0, 2)
    .map((row) => ({ id: row.dadosBase.split(' - ')[0] ?? '', idPuxada: Number(env.broker) }));
  const example = bodyExampleOf(
    byId.get('createNotification')?.operation.requestBody?.content['application/json'],
  );
  return {
    ...(example as Record<string, unknown>),
    emailUser: env.user.email,
    idUser: env.user.idUsuario,
    dateStart: ymdOf(Date.now()),
    dateEnd: ymdPlusDays(Date.now(), 7),
    tipoUser: 1,
    selectedPublic: 1,
    idCanais: channels,
    descricaoImagem: seededImage(env),
  };
}

/** A user the master may give target permissions to (not the master, a function that can have them). */
function permissionTarget(env: Env): UserRecord {
  const target = env.backend.db.network.users.find(
    (user) =>
      user.idUsuario !== env.user.idUsuario &&
      !user.inativo &&
      (FEATURE_FUNCTIONS[1] ?? []).includes(user.funcaoUsuario),
  );
  if (!target) throw new Error('no user who can have target permissions');
  return target;
}

/** A seller of the demo broker and the user form's body for them (the example, with seeded ids). */
function sellerUserBody(env: Env, user?: UserRecord): Record<string, unknown> {
  const seller =
    user ??
    env.backend.db.network.users.find(
      (candidate) => candidate.funcaoUsuario === 12 && candidate.idEmpregadoFlexx !== null,
    );
  if (!seller) throw new Error('no seeded seller user');
  const example = bodyExampleOf(
    byId.get('createUser')?.operation.requestBody?.content['application/json'],
  );
  return {
    ...(example as Record<string, unknown>),
    brokers: [seller.idPuxada],
    idEmpregadoFlexx: String(seller.idEmpregadoFlexx),
  };
}
const savedUser = (body: unknown) => expect([true, 'True']).toContain(body);

/** The contract's example body of an operation, as an object to patch. */
function exampleBody(operationId: string): Record<string, unknown> {
  const operation = byId.get(operationId)?.operation;
  return { ...(bodyExampleOf(operation?.requestBody?.content['application/json']) as Record<string, unknown>) };
}

/** The current period key YYYYMM at the backend's clock. */
const todayPeriod = (env: Env) => {
  const now = new Date(env.backend.context.now());
  return `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}`;
};

const OVERRIDES: Partial<Record<string, Override>> = {
  // users: the team list is the team view of managers and supervisors (functions 10, 11)
  getTeamList: { caller: 'gerente@conecta.example' },
  // auth
  getMerchandisingToken: { values: (env) => ({ body: { email: env.user.email } }) },
  // flag users have no broker company: ask as the gerente
  getLoginCompany: { caller: 'gerente@conecta.example' },
  // a user records his own accesses only
  saveAccessHistory: {
    values: (env) => ({ body: { ...exampleBody('saveAccessHistory'), idUser: env.user.idUsuario, email: env.user.email } }),
  },

  // users: the save answers 200 whatever happens; only true / 'True' means saved
  createUser: {
    values: (env) => ({ body: { ...sellerUserBody(env), email: 'carlos.souza@conecta.example' } }),
    verify: savedUser,
  },
  updateUser: {
    values: (env) => {
      const user = env.backend.db.network.users.find(
        (candidate) => candidate.funcaoUsuario === 12 && candidate.idEmpregadoFlexx !== null,
      );
      return {
        params: { id: user?.idUsuario },
        body: { ...sellerUserBody(env, user), email: user?.email, senha: '', confirmacaoSenha: '' },
      };
    },
    verify: savedUser,
  },

  // permissions
  savePermissions: {
    values: (env) => {
      const { idUsuario } = permissionTarget(env);
      const entry = (idFuncionalidadeAcao: string) => ({
        idUsuario,
        idFuncionalidadePermissaoPortal: 1,
        idFuncionalidadeAcao,
      });
      return {
        body: { dados: [entry(PERMISSION_ACTIONS.visualizar), entry(PERMISSION_ACTIONS.editar)] },
      };
    },
  },

  // dashboard
  // dashboard: figures exist for the last 12 periods, so the period is today's
  getDashboardCategories: { values: (env) => ({ body: { ...exampleBody('getDashboardCategories'), periodo: todayPeriod(env) } }) },
  getDashboardTotals: { values: (env) => ({ body: { ...exampleBody('getDashboardTotals'), periodo: todayPeriod(env) } }) },
  getDashboardCombo: { values: (env) => ({ params: { periodo: todayPeriod(env) } }) },
  getCarouselImageFile: {
    values: (env) => ({ params: { filename: env.backend.db.dashboard.carousel[0] } }),
  },
  // the carousel's management (issue 23): functions 1, 15, 16; each write based on the carousel as read
  getCarouselManagement: { caller: 'master@conecta.example' },
  addCarouselImage: {
    caller: 'master@conecta.example',
    values: (env) => ({ body: { ...exampleBody('addCarouselImage'), dataAtualizacaoBase: carouselVersion(env) } }),
    verify: (body) => expect((body as { imagens: { arquivo: string }[] }).imagens.at(-1)?.arquivo).toBe('campanha-verao.png'),
  },
  removeCarouselImage: {
    caller: 'master@conecta.example',
    values: (env) => ({ params: { filename: env.backend.db.dashboard.carousel[0], dataAtualizacaoBase: carouselVersion(env) } }),
    verify: (_body, env) => expect(env.backend.db.dashboard.carousel).toHaveLength(3),
  },
  reorderCarousel: {
    caller: 'master@conecta.example',
    values: (env) => ({ body: { arquivos: [...env.backend.db.dashboard.carousel].reverse(), dataAtualizacaoBase: carouselVersion(env) } }),
  },

  // notifications
  getNotificationGrid: { values: (env) => ({ params: { codigoPuxada: env.broker } }) },
  getNotificationAudienceOptions: { values: (env) => ({ params: { codigoPuxada: env.broker } }) },
  getNotificationEditData: {
    values: (env) => ({ params: { codigoPuxada: env.broker, id: ownNotification(env) } }),
  },
  getNotificationAchievement: {
    values: (env) => ({ params: { idNotificacao: ownNotification(env) } }),
    verify: (body) => expect(body).toHaveLength(1),
  },
  createNotification: {
    values: async (env) => ({ body: await notificationBody(env) }),
    verify: (_body, env, { body }) =>
      expect(env.backend.db.notifications.notifications.at(-1)?.titulo).toBe(
        (body as { titleNotification: string }).titleNotification,
      ),
  },
  editNotification: {
    values: async (env) => ({
      body: {
        ...(await notificationBody(env)),
        idNotificacao: ownNotification(env),
        ambiente: 'prod',
      },
    }),
  },
  updateNotificationStatus: {
    values: (env) => ({
      body: {
        codigoPuxada: env.broker,
        emailUser: env.user.email,
        idNotificacao: ownNotification(env),
        indAcao: 1,
        indEstadoAcao: 0,
      },
    }),
  },
  deleteNotificationImage: {
    values: (env) => ({ params: { filename: seededImage(env), ambiente: 'prod' } }),
  },

  // metas: reads of seeded targets
  getTargetTotals: {
    values: (env) => ({ params: targetQuery(rateada(env)) }),
    verify: (body) => expect(body).toHaveLength(1),
  },
  getTargetCategories: {
    values: (env) => ({ params: targetQuery(rateada(env)) }),
    verify: (body) => expect(body).not.toEqual([]),
  },
  getTargetStatus: {
    values: (env) => ({
      params: {
        idPuxada: env.broker,
        versao: 'TODOS',
        tipoMeta: 'TODOS',
        periodo: env.periods.emAberto,
      },
    }),
    // With TipoMeta TODOS the rows tell the target types apart.
    verify: (body) =>
      expect(new Set((body as Array<{ tipoMeta?: string }>).map((row) => row.tipoMeta))).toEqual(
        new Set(['VBC', 'COBERTURA', 'RECOMENDADOR', 'FOCO']),
      ),
  },
  getTargetParameters: {
    values: (env) => ({ params: { IdPuxada: env.broker, Periodo: env.periods.rateada } }),
  },
  getTargetVersionFilter: {
    values: (env) => ({ params: { IdPuxada: env.broker, Periodo: env.periods.rateada } }),
  },
  getSupervisorSummary: {
    values: (env) => ({ params: targetQuery(rateada(env)) }),
    verify: (body) => expect(body).not.toEqual([]),
  },
  getSupervisorCategories: {
    values: (env) => ({ params: targetQuery(rateada(env)) }),
    verify: (body) => expect(body).not.toEqual([]),
  },
  getSupervisorComparison: {
    values: (env) => ({ params: targetQuery(rateada(env)) }),
    verify: (body) => expect(body).not.toEqual([]),
  },
  getSellerSummary: {
    values: (env) => ({ params: targetQuery(programmed(env).target) }),
    verify: (body) => expect(body).not.toEqual([]),
  },
  getSellerCategories: {
    values: (env) => {
      const { target, part } = programmed(env);
      return { params: { ...targetQuery(target), Cliente: String(part.sellers[0]?.id) } };
    },
    verify: (body) => expect(body).not.toEqual([]),
  },
  getSellerComparison: {
    values: (env) => {
      const { target, part } = programmed(env);
      return { params: { ...targetQuery(target), Supervisor: String(part.id) } };
    },
    verify: (body) => expect(body).not.toEqual([]),
  },

  // metas: the workflow's writes, each on the seeded state it needs
  savePlanning: {
    // 'Em aberto' → 'Rateada': every category of the target gets a planned value.
    values: (env) => {
      const t = vbcTarget(env, env.periods.emAberto);
      const DADOS = t.categories.map((category, i) => ({
        PERIODO: t.periodo,
        TIPO_META: t.tipoMeta,
        GRUPO_META: t.linha,
        PUXADA_FLEXX_KEY: t.idPuxada,
        GRUPO_BOOK_KEY: category.key,
        DSC_VERSAO: t.versao,
        VLR_META_PLANEJADO: 10_000 + 100 * i,
        USUARIO: env.user.email,
        DATA_ATUALIZACAO: '2025-03-05 14:20:11',
        ID_USUARIO: env.user.idUsuario,
        DATA_ATUALIZACAO_BASE: baseOf(targetChange(t)),
      }));
      return { body: { DADOS } };
    },
    verify: (_body, env) => expect(vbcTarget(env, env.periods.emAberto).status).toBe('Rateada'),
  },
  saveSupervisorTotal: {
    values: (env) => {
      const t = rateada(env);
      const part = t.supervisors[0];
      return {
        params: {
          ...targetQuery(t),
          ...stamp(env),
          IdEmpregadoResponsavelFlexx: String(part?.id),
          Valor: sum(part?.values ?? []) + 1_000,
          ...(part ? { DataAtualizacaoBase: baseOf(partChange(part)) } : {}),
        },
      };
    },
  },
  saveSupervisorCategories: {
    values: (env) => {
      const t = rateada(env);
      const part = t.supervisors[0];
      const first = t.categories[0];
      const DADOS = [
        {
          GrupoBookKey: first?.key,
          VlrTotalMetaPlanejadoFinal: (part?.values[0] ?? 0) + 500,
          UltimoUsuarioAlteracao: env.user.email,
          UltimaDataAlteracao: '2025-03-07 11:02:37',
        },
      ];
      return {
        body: {
          ...targetBody(t),
          IdEmpregadoResponsavelFlexx: String(part?.id),
          DADOS,
          ...(part ? { DataAtualizacaoBase: baseOf(partChange(part)) } : {}),
        },
      };
    },
  },
  finalizeSupervisorProgramming: {
    // 'Rateada' (the split sums to the planned total: no reduction) → 'Aprovada gerente'.
    values: (env) => ({
      params: {
        ...targetQuery(rateada(env)),
        ...stamp(env),
        token: env.token,
        DataAtualizacaoBase: baseOf(teamChange(rateada(env))),
      },
    }),
    verify: (_body, env) => expect(rateada(env).status).toBe('Aprovada gerente'),
  },
  saveSellerCategories: {
    caller: SELLER_SPLIT_CALLER,
    values: (env) => {
      const { target, part } = programmed(env);
      const seller = part.sellers[0];
      const DADOS = target.categories.slice(0, 2).map((category, i) => ({
        GrupoBookKey: category.key,
        VlrTotalMetaPlanejadoFinal: (seller?.values[i] ?? 0) + 100,
        UltimoUsuarioAlteracao: env.user.email,
        UltimaDataAlteracao: '2025-03-12 15:48:03',
      }));
      return {
        body: {
          ...targetBody(target),
          IdEmpregadoFlexx: String(seller?.id),
          DADOS,
          DataAtualizacaoBase: baseOf(partChange(part)),
        },
      };
    },
  },
  saveSellerTotal: {
    caller: SELLER_SPLIT_CALLER,
    values: (env) => {
      const { target, part } = programmed(env);
      const seller = part.sellers[0];
      return {
        params: {
          ...targetQuery(target),
          ...stamp(env),
          GrupoMeta: target.linha,
          valor: sum(seller?.values ?? []) + 1_000,
          EmpregadoSupervisor: String(part.id),
          empregadoVendedor: String(seller?.id),
          DataAtualizacaoBase: baseOf(partChange(part)),
        },
      };
    },
  },
  saveTargetDifference: {
    caller: SELLER_SPLIT_CALLER,
    values: (env) => {
      const { target, part } = programmed(env);
      const difference = sum(part.sellers.map((seller) => sum(seller.values))) - sum(part.values);
      return {
        body: {
          puxada: String(target.idPuxada),
          versao: target.versao,
          tipoMeta: target.tipoMeta,
          linha: target.linha,
          empregadoResponsavel: String(part.id),
          usuario: env.user.email,
          dataAtualizacao: '2025-03-12 15:48:05',
          vlrDiferencaCartaMeta: difference,
          dataAtualizacaoBase: baseOf(partChange(part)),
        },
      };
    },
  },
  approveSellerTargets: {
    caller: SELLER_SPLIT_CALLER,
    // The supervisor's sellers sum to their planned value (within the tolerance) → approved.
    values: (env) => {
      const { target, part } = programmed(env);
      return {
        params: {
          ...targetQuery(target),
          ...stamp(env),
          IdEmpregadoResponsavel: String(part.id),
          token: env.token,
          DataAtualizacaoBase: baseOf(partChange(part)),
        },
      };
    },
    verify: (_body, env, { params }) =>
      expect(
        vbcTarget(env, env.periods.aprovadaGerente).supervisors.find(
          (p) => String(p.id) === params?.IdEmpregadoResponsavel,
        )?.status,
      ).toBe('Aprovada supervisor'),
  },
  releaseToFlexx: {
    // Every supervisor approved → released (codOcorrencia 0).
    values: (env) => {
      const t = vbcTarget(env, env.periods.aprovadaSupervisor);
      return {
        params: {
          IdPuxada: String(t.idPuxada),
          usuario: env.user.email,
          chaveocorrencia: crypto.randomUUID(),
          codVersao: t.versao,
          periodo: t.periodo,
          grupoMeta: t.linha,
          tipoMeta: t.tipoMeta,
        },
      };
    },
    verify: (body) => expect(body).toEqual([expect.objectContaining({ codOcorrencia: 0 })]),
  },

  // metas: the targets month as a team conversation (issue 26), on the seeded conversation
  getTargetHistory: {
    values: (env) => ({
      params: { ...targetQuery(vbcTarget(env, env.periods.aprovadaGerente)), Empregado: undefined, Vendedor: undefined, IdUsuarioAlteracao: undefined, De: undefined, Ate: undefined },
    }),
    verify: (body) => expect(body).not.toEqual([]),
  },
  returnTargetShare: {
    caller: SELLER_SPLIT_CALLER,
    // The supervisor sends his waiting share back to the manager.
    values: (env) => {
      const { target, part } = programmed(env);
      return { body: { ...targetQuery(target), IdEmpregadoResponsavelFlexx: String(part.id), Motivo: 'Acima do histórico da equipe.' } };
    },
    verify: (_body, env) => expect(partWorkflow(programmed(env).part).devolucao?.para).toBe('GERENTE'),
  },
  getTargetProgress: {
    values: (env) => ({ params: { IdPuxada: env.broker, Periodo: env.periods.aprovadaGerente, TipoMeta: undefined, Linha: undefined, Versao: undefined } }),
    verify: (body) => expect(body).not.toEqual([]),
  },
  remindSupervisor: {
    // A team still waiting, not reminded today.
    values: (env) => {
      const target = vbcTarget(env, env.periods.aprovadaGerente);
      const part = target.supervisors.find((candidate) => candidate.status === 'Aprovada gerente' && !partWorkflow(candidate).devolucao);
      return { body: { ...targetQuery(target), IdEmpregadoResponsavelFlexx: String(part?.id) } };
    },
  },
  getInbox: { verify: (body) => expect(body).not.toEqual([]) },
  markInboxRead: {
    values: (env) => ({ body: { ids: workflowOf(env.backend.db.metas).inbox.filter((item) => item.idUsuario === env.user.idUsuario).map((item) => item.id) } }),
    verify: (_body, env) => expect(workflowOf(env.backend.db.metas).inbox.filter((item) => item.idUsuario === env.user.idUsuario).every((item) => item.lida)).toBe(true),
  },
};

// ---------------------------------------------------------------------------------------------

describe('the contract', () => {
  it('has every call of the specs, sign-out, the target tracking report, the carousel management, the permissions of many users and the targets conversation (72 operations), each with an operationId and a tag', () => {
    expect(operations).toHaveLength(72);
    for (const { operation } of operations) {
      expect(operation.operationId).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(operation.tags).toHaveLength(1);
    }
  });

  it('has an override only for operations it has', () => {
    expect(Object.keys(OVERRIDES).filter((operationId) => !byId.has(operationId))).toEqual([]);
  });
});

/** Operations whose example asks for something that is rightly empty. */
const EMPTY_IS_THE_POINT = new Set<string>([]);

const named = <T extends { method: string; template: string }>(entries: T[]) =>
  entries.map((entry) => [`${entry.method.toUpperCase()} ${entry.template}`, entry] as const);

describe('the mock backend answers every operation as the contract says', () => {
  it.each(named(operations))('%s', async (_name, { template, method, operation }) => {
    const override = OVERRIDES[operation.operationId];
    const env = await createEnv(
      override?.caller ?? CALLER_BY_TAG[operation.tags[0] ?? ''] ?? 'master@conecta.example',
    );
    const values = (await override?.values?.(env)) ?? {};
    const response = await env.fetch(requestFor(template, method, operation, env.token, values));
    expect(
      response.status,
      `${operation.operationId}: ${await response.clone().text()}`,
    ).toBeLessThan(300);
    const body = await expectDocumented(operation, response);
    override?.verify?.(body, env, values);
    // A list answer that is empty would only prove that the schema accepts []: the examples (or
    // the overrides) must reach seeded data.
    if (Array.isArray(body) && !EMPTY_IS_THE_POINT.has(operation.operationId)) {
      expect(body.length, `${operation.operationId} answered an empty list`).toBeGreaterThan(0);
    }
  });

  const anonymous = mockFetch(
    createMockBackend({ baseUrl: TEST_BASE_URL, publicBaseUrl: TEST_BASE_URL }),
  );
  it.each(
    named(operations.filter(({ template, method }) => isProtectedOperation(method, template))),
  )('%s answers 401 without a session', async (_name, { template, method, operation }) => {
    const response = await anonymous(requestFor(template, method, operation, null));
    expect(response.status).toBe(401);
    await expectDocumented(operation, response);
  });
});

describe('documented refusals of the public status update and the permissions save', () => {
  const refusals = [
    { operationId: 'checkOrUpdateUserStatus', caller: null, status: 401 },
    { operationId: 'checkOrUpdateUserStatus', caller: 'vendedor@conecta.example', status: 403 },
    { operationId: 'savePermissions', caller: 'gerente@conecta.example', status: 403 },
  ] as const;

  it.each(refusals)(
    '$operationId by $caller answers $status',
    async ({ operationId, caller, status }) => {
      const env = await createEnv(caller ?? 'master@conecta.example');
      const entry = byId.get(operationId);
      if (!entry) throw new Error(`unknown operation ${operationId}`);
      // tipo=U changes state (the examples' tipo=S only reads).
      const values =
        operationId === 'checkOrUpdateUserStatus' ? { params: { tipo: 'U', status: '0' } } : {};
      const response = await env.fetch(
        requestFor(
          entry.template,
          entry.method,
          entry.operation,
          caller ? env.token : null,
          values,
        ),
      );
      expect(response.status).toBe(status);
      await expectDocumented(entry.operation, response);
    },
  );
});

describe('a metas save on data changed since it was read answers 409 (Conflict) and writes nothing', () => {
  const cases = ['saveSupervisorTotal', 'finalizeSupervisorProgramming', 'saveSellerTotal', 'approveSellerTargets'] as const;
  it.each(cases)('%s', async (operationId) => {
    const override = OVERRIDES[operationId];
    const env = await createEnv(override?.caller ?? CALLER_BY_TAG.metas ?? 'gerente@conecta.example');
    const entry = byId.get(operationId);
    if (!entry || !override?.values) throw new Error(`unknown operation ${operationId}`);
    const values = await override.values(env);
    const before = JSON.stringify(env.backend.db.metas);
    const stale = { ...values, params: { ...values.params, DataAtualizacaoBase: '2020-01-01 00:00:00' } };
    const response = await env.fetch(requestFor(entry.template, entry.method, entry.operation, env.token, stale));
    expect(response.status).toBe(409);
    const body = (await expectDocumented(entry.operation, response)) as { responsavel: string; dataAtualizacao: string };
    expect(body.responsavel).not.toBe('');
    expect(body.dataAtualizacao).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(JSON.stringify(env.backend.db.metas)).toBe(before);
  });
});
