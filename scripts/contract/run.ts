/**
 * `npm run test:contract` — checks a backend over HTTP against what openapi/conecta.yaml says it
 * must refuse: the operation × role matrix of `x-access` (allowed, refused with 403, 401 without a
 * token), the data scope (rows of a broker the caller may not see), sign-out revocation, the body
 * limit (413), the sign-in rate limit (429 with Retry-After), the lockout held by the server, and
 * hostile inputs (script links, images that are not what they claim, changes outside the caller's
 * reach).
 *
 *   npm run test:contract                                          the mock backend (started here), --write
 *   npm run test:contract -- --base-url URL --accounts FILE        a backend of yours, read-only
 *   npm run test:contract -- --base-url URL --accounts FILE --write   a disposable backend: also the checks that write
 *
 * Read-only (the default against a URL) sends no call that a correct backend would carry out as a
 * change: refusal probes carry no payload (a backend that wrongly lets one through has nothing to
 * write), allowed calls are sent only for operations that do not change state. `--write` adds the
 * allowed writes (empty payloads), the lockout (it blocks `lockoutAccount` for 5 minutes) and the
 * hostile inputs (a backend that accepts one stores it). The accounts file lists one account per
 * function to check (see scripts/contract/accounts.mock.json).
 *
 * Prints the figures and exits 1 when any check failed.
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { OPERATION_ACCESS, DEFAULT_MAX_BODY_BYTES, type OperationAccess } from '@conecta/api';
import { freePort, startMockServer } from '../ports';

interface Account {
  name: string;
  email: string;
  password: string;
  tipoUsuario: number;
  funcaoUsuario: number;
  brokers: number[];
  idEmpregadoFlexx?: number;
}

interface AccountsFile {
  accounts: Account[];
  /** A broker none of the type 2 and 3 accounts may see. */
  foreignBroker: number;
  /** A user that the type 3 master may not change (a manufacturer user). */
  foreignUserEmail: string;
  /** An account the lockout check may block for 5 minutes (`--write` only). */
  lockoutAccount?: { email: string; password: string };
}

const root = path.resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const givenBaseUrl = option('--base-url');
const accountsPath = option('--accounts') ?? path.join(root, 'scripts/contract/accounts.mock.json');
/** Against the mock backend started here, writing is always allowed: it is thrown away. */
const write = args.includes('--write') || !givenBaseUrl;
const timeoutMs = Number(option('--timeout-ms') ?? 10_000);
const file = JSON.parse(readFileSync(accountsPath, 'utf8')) as AccountsFile;

// ------------------------------------------------------------------------------------------------
// Results

interface Failure {
  check: string;
  detail: string;
}
const failures: Failure[] = [];
const figures = {
  operations: 0,
  accounts: file.accounts.length,
  matrixCells: 0,
  refusalsExpected: 0,
  refusalsSeen: 0,
  allowedChecked: 0,
  allowedSeen: 0,
  allowedSkippedReadOnly: 0,
  unauthenticatedChecked: 0,
  unauthenticatedSeen: 0,
  scopeProbes: 0,
  outOfScopeRows: 0,
  hostileSent: 0,
  hostileRefused: 0,
  controls: 0,
  controlsTaken: 0,
  lockoutCases: 0,
  lockoutPassed: 0,
  revocationCases: 0,
  revocationPassed: 0,
  limitCases: 0,
  limitPassed: 0,
};
const fail = (check: string, detail: string) => failures.push({ check, detail });

// ------------------------------------------------------------------------------------------------
// HTTP

let baseUrl = givenBaseUrl?.replace(/\/+$/, '') ?? '';

interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

async function call(
  method: string,
  pathAndQuery: string,
  options: { token?: string | null; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers = new Headers(options.headers);
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const response = await fetch(`${baseUrl}${pathAndQuery}`, {
    method,
    headers,
    body,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

const query = (values: Record<string, string | number>) =>
  `?${new URLSearchParams(Object.entries(values).map(([key, value]) => [key, String(value)])).toString()}`;
const bareUrl = (rule: OperationAccess) => rule.path.replace(/\{[^}]+\}/g, '1');
const hasBody = (method: string) => method !== 'GET' && method !== 'DELETE' && method !== 'HEAD';
/** A probe with no payload: no parameters, an empty JSON object as body. */
const bare = (rule: OperationAccess, token: string | null) =>
  call(rule.method, bareUrl(rule), { token, ...(hasBody(rule.method) ? { body: {} } : {}) });
const rowsOf = (answer: Answer): unknown[] => (Array.isArray(answer.body) ? answer.body : []);
const describeAnswer = (answer: Answer) => `${answer.status} ${JSON.stringify(answer.body)?.slice(0, 160) ?? ''}`;

async function signIn(email: string, password: string): Promise<Answer> {
  return call('POST', '/sistema/Usuarios/auth', { body: { email, senha: password } });
}

// ------------------------------------------------------------------------------------------------
// The mock backend, when no --base-url is given

async function startContractMock(): Promise<ChildProcess> {
  const port = await freePort();
  const child = await startMockServer(port);
  baseUrl = `http://127.0.0.1:${port}`;
  return child;
}

// ------------------------------------------------------------------------------------------------
// Checks

const rules = Object.values(OPERATION_ACCESS) as OperationAccess[];
const tokens = new Map<string, string>();

async function signInAll() {
  for (const account of file.accounts) {
    const answer = await signIn(account.email, account.password);
    const token = (answer.body as { token?: unknown } | undefined)?.token;
    if (answer.status !== 200 || typeof token !== 'string') {
      fail('sign-in', `${account.name}: ${describeAnswer(answer)}`);
      continue;
    }
    tokens.set(account.email, token);
  }
}

const allows = (rule: OperationAccess, account: Account) =>
  rule.functions === 'signed-in' || (Array.isArray(rule.functions) && rule.functions.includes(account.funcaoUsuario));

async function matrix() {
  const guarded = rules.filter((rule) => rule.functions !== 'public');
  figures.operations = rules.length;
  for (const rule of guarded) {
    const name = `${rule.method} ${rule.path}`;
    figures.unauthenticatedChecked += 1;
    const anonymous = await bare(rule, null);
    if (anonymous.status === 401) figures.unauthenticatedSeen += 1;
    else fail('401 without a token', `${name}: ${describeAnswer(anonymous)}`);
    for (const account of file.accounts) {
      const token = tokens.get(account.email);
      if (!token) continue;
      figures.matrixCells += 1;
      if (!allows(rule, account)) {
        figures.refusalsExpected += 1;
        const answer = await bare(rule, token);
        const code = (answer.body as { code?: unknown } | undefined)?.code;
        if (answer.status === 403 && code === 'FORBIDDEN') figures.refusalsSeen += 1;
        else fail('403 outside the function', `${name} as ${account.name}: ${describeAnswer(answer)}`);
        continue;
      }
      // Sign-out would revoke the token the rest of the run uses: the revocation check covers it.
      if (rule.operationId === 'signOut') continue;
      if (rule.writes && !write) {
        figures.allowedSkippedReadOnly += 1;
        continue;
      }
      figures.allowedChecked += 1;
      const answer = await bare(rule, token);
      if (answer.status !== 401 && answer.status !== 403 && answer.status < 500) figures.allowedSeen += 1;
      else fail('allowed for the function', `${name} as ${account.name}: ${describeAnswer(answer)}`);
    }
  }
}

/** The period 'YYYYMM' `back` months before the current one (0: this month). */
function currentPeriod(back = 0): string {
  const date = new Date();
  date.setDate(1);
  date.setMonth(date.getMonth() - back);
  return `${date.getFullYear()}${String(date.getMonth() + 1).padStart(2, '0')}`;
}

/** A hostile input: what it sends and whether the answer refused it. */
type HostileCase = { name: string; send: () => Promise<Answer>; refused: (answer: Answer) => boolean };

/** The accounts file's manager (function 10) and supervisor (11, with a FLEXX id), signed in; null without both. */
function managerAndSupervisor() {
  const manager = file.accounts.find((account) => account.funcaoUsuario === 10);
  const supervisor = file.accounts.find((account) => account.funcaoUsuario === 11 && account.idEmpregadoFlexx);
  const managerToken = manager ? tokens.get(manager.email) : undefined;
  const supervisorToken = supervisor ? tokens.get(supervisor.email) : undefined;
  if (!manager || !supervisor || !managerToken || !supervisorToken) return null;
  return { manager, supervisor, managerToken, supervisorToken };
}

/**
 * The id of `foreignUserEmail` as the backend holds it, read from the users list of the first
 * type 1 account (the only one that sees everyone); null when there is none.
 */
async function foreignUserId(): Promise<number | null> {
  const master = file.accounts.find((account) => account.tipoUsuario === 1 && allows(OPERATION_ACCESS['GET /usuarios'], account));
  const token = master ? tokens.get(master.email) : undefined;
  if (!master || !token) return null;
  const rows = rowsOf(await call('GET', `/usuarios${query({ IdUsuarioTipo: 1, IdPuxada: '' })}`, { token }));
  const row = rows.find((candidate) => String((candidate as { dsC_EMAIL?: unknown }).dsC_EMAIL).toLowerCase() === file.foreignUserEmail.toLowerCase());
  const id = Number((row as { iD_USUARIO?: unknown } | undefined)?.iD_USUARIO);
  return Number.isInteger(id) ? id : null;
}

async function scope() {
  const foreign = file.foreignBroker;
  const periodo = currentPeriod();
  const foreignUser = await foreignUserId();
  for (const account of file.accounts) {
    const token = tokens.get(account.email);
    if (!token) continue;
    const probes: Array<{ name: string; run: () => Promise<number> }> = [];
    // A user out of a broker master's reach (the manufacturer user of the accounts file): his
    // record, lines and permissions are answered to nobody below him.
    if (foreignUser !== null && account.tipoUsuario === 3) {
      const answered = async (url: string) => {
        const answer = await call('GET', url, { token });
        return answer.status === 200 ? rowsOf(answer).length : 0;
      };
      if (allows(OPERATION_ACCESS['GET /usuario/update'], account)) {
        probes.push({ name: 'GET /usuario/update of a user out of reach', run: () => answered(`/usuario/update${query({ id: foreignUser })}`) });
        probes.push({ name: 'GET /getlinhabroker of a user out of reach', run: () => answered(`/getlinhabroker${query({ codigo: foreignUser })}`) });
      }
      probes.push({
        name: 'GET /permissaosistema/getdadospermissoes of a user out of reach',
        run: () => answered(`/permissaosistema/getdadospermissoes${query({ codigoPuxada: '', idFuncionalidade: 0, idUsuario: foreignUser })}`),
      });
    }
    const limited = account.tipoUsuario !== 1;
    if (limited) {
      // Rows of the foreign broker (asked for by name) or of any broker the account does not see.
      const outside = (rows: unknown[], field: string) =>
        rows.filter((row) => {
          const value = Number((row as Record<string, unknown>)[field]);
          return Number.isFinite(value) && value !== 0 && !account.brokers.includes(value);
        }).length;
      if (allows(OPERATION_ACCESS['GET /usuarios'], account)) {
        probes.push({
          name: 'GET /usuarios of a foreign broker',
          run: async () => outside(rowsOf(await call('GET', `/usuarios${query({ IdUsuarioTipo: account.tipoUsuario, IdPuxada: foreign })}`, { token })), 'iD_PUXADA'),
        });
        probes.push({
          name: 'GET /usuarios unfiltered',
          run: async () => outside(rowsOf(await call('GET', `/usuarios${query({ IdUsuarioTipo: account.tipoUsuario, IdPuxada: '' })}`, { token })), 'iD_PUXADA'),
        });
      }
      const home = { empregado: '000', puxada: String(foreign), tipoMeta: 'VBC', grupoMeta: 'BRL1', periodo };
      probes.push({
        name: 'POST /Home of a foreign broker',
        run: async () => rowsOf(await call('POST', '/Home', { token, body: { ...home, tipoRelatorio: 'A' } })).length,
      });
      probes.push({
        name: 'GET /Home/Combo of a foreign broker',
        run: async () => rowsOf(await call('GET', `/Home/Combo${query({ puxada: foreign, periodo, empregado: '000' })}`, { token })).length,
      });
      if (allows(OPERATION_ACCESS['GET /notificacoes/getdadosgrid'], account)) {
        probes.push({
          name: 'GET /notificacoes/getdadosgrid of a foreign broker',
          run: async () => rowsOf(await call('GET', `/notificacoes/getdadosgrid${query({ codigoPuxada: foreign, origem: 'broker' })}`, { token })).length,
        });
      }
      if (allows(OPERATION_ACCESS['GET /tabelacartametastatus'], account)) {
        probes.push({
          name: 'GET /tabelacartametastatus of a foreign broker',
          run: async () =>
            rowsOf(await call('GET', `/tabelacartametastatus${query({ idPuxada: foreign, versao: `${periodo}-V01`, tipoMeta: 'VBC', periodo })}`, { token })).length,
        });
      }
    }
    if (allows(OPERATION_ACCESS['GET /metas/progresso'], account)) {
      // The targets workflow (issue 26): a foreign broker's progress and history are never answered.
      probes.push({
        name: 'GET /metas/progresso of a foreign broker',
        run: async () => rowsOf(await call('GET', `/metas/progresso${query({ IdPuxada: foreign, Periodo: periodo })}`, { token })).length,
      });
      probes.push({
        name: 'GET /metas/historico of a foreign broker',
        run: async () =>
          rowsOf(await call('GET', `/metas/historico${query({ IdPuxada: foreign, Versao: `${periodo}-V01`, TipoMeta: 'VBC', Linha: 'BRL1' })}`, { token })).length,
      });
    }
    if (account.idEmpregadoFlexx && account.funcaoUsuario === 11) {
      // A supervisor asking for the whole broker gets his own column only (after the two aggregates).
      probes.push({
        name: 'POST /Home of the whole broker as a supervisor',
        run: async () => {
          const rows = rowsOf(await call('POST', '/Home', { token, body: { empregado: '000', puxada: String(account.brokers[0] ?? ''), tipoMeta: 'VBC', grupoMeta: 'BRL1', periodo, tipoRelatorio: 'A' } }));
          const columns = ((rows[0] as { supervisores?: unknown[] } | undefined)?.supervisores ?? []).slice(2);
          return Math.max(0, columns.length - 1);
        },
      });
    }
    for (const probe of probes) {
      figures.scopeProbes += 1;
      const count = await probe.run();
      figures.outOfScopeRows += count;
      if (count > 0) fail('data scope', `${probe.name} as ${account.name}: ${count} row(s) outside the scope`);
    }
  }
}

async function revocation() {
  const account = file.accounts[0];
  if (!account) return;
  const signedIn = await signIn(account.email, account.password);
  const token = (signedIn.body as { token?: string } | undefined)?.token ?? '';
  const steps: Array<[string, () => Promise<Answer>, number]> = [
    ['a fresh token reads', () => call('GET', '/usuario/login', { token }), 200],
    ['sign-out revokes it', () => call('POST', '/sistema/Usuarios/logout', { token }), 204],
    ['the revoked token is refused', () => call('GET', '/usuario/login', { token }), 401],
    ['signing out again is refused', () => call('POST', '/sistema/Usuarios/logout', { token }), 401],
    ['a forged token is refused', () => call('GET', '/usuario/login', { token: `${token.slice(0, -4)}AAAA` }), 401],
  ];
  for (const [name, step, expected] of steps) {
    figures.revocationCases += 1;
    const answer = await step();
    if (answer.status === expected) figures.revocationPassed += 1;
    else fail('revocation', `${name}: expected ${expected}, got ${describeAnswer(answer)}`);
  }
}

async function limits() {
  const account = file.accounts[0];
  const token = account ? tokens.get(account.email) : undefined;
  // Body limit: a read that takes a body (POST /Home), just over the default limit.
  figures.limitCases += 1;
  const padding = 'x'.repeat(DEFAULT_MAX_BODY_BYTES);
  const big = await call('POST', '/Home', { token, rawBody: JSON.stringify({ periodo: currentPeriod(), padding }) });
  if (big.status === 413) figures.limitPassed += 1;
  else fail('413 over the body limit', describeAnswer(big));
  // Sign-in rate limit: an e-mail nobody has; the 11th attempt within a minute.
  figures.limitCases += 1;
  const email = `contract-test-${Date.now()}@example.invalid`;
  let last: Answer | undefined;
  for (let i = 0; i < 11; i += 1) last = await signIn(email, 'errada');
  const retryAfter = Number(last?.headers.get('Retry-After'));
  if (last?.status === 429 && Number.isInteger(retryAfter) && retryAfter >= 1) figures.limitPassed += 1;
  else fail('429 on repeated sign-in', `11th attempt: ${last ? describeAnswer(last) : 'none'}, Retry-After ${last?.headers.get('Retry-After')}`);
}

async function lockout() {
  const target = file.lockoutAccount;
  if (!write || !target) return;
  const cases: Array<[string, () => Promise<boolean>]> = [
    [
      'five wrong passwords block the account',
      async () => {
        let answer: Answer | undefined;
        for (let i = 0; i < 5; i += 1) answer = await signIn(target.email, `${target.password}-errada`);
        return answer?.status === 401 && (answer.body as { code?: string }).code === 'LOGIN_BLOCKED';
      },
    ],
    [
      "the public login-tries check with ok: true does not clear it",
      async () => {
        await call('POST', '/usuarioschecklogin/checkstatuslogin', { body: { email: target.email, ok: true } });
        const answer = await signIn(target.email, target.password);
        return answer.status === 401 && (answer.body as { code?: string }).code === 'LOGIN_BLOCKED';
      },
    ],
  ];
  for (const [name, run] of cases) {
    figures.lockoutCases += 1;
    if (await run()) figures.lockoutPassed += 1;
    else fail('lockout', name);
  }
}

function today(offsetDays = 0): string {
  const date = new Date(Date.now() + offsetDays * 86_400_000);
  return `${date.getFullYear()}${String(date.getMonth() + 1).padStart(2, '0')}${String(date.getDate()).padStart(2, '0')}`;
}

/**
 * Issue 22's rules of the other target types, on this month's COBERTURA target of the supervisor's
 * team (skipped when the backend has none): the manager may not write a COBERTURA seller value (only
 * the supervisor programs the other types: 403), and no COBERTURA category of a seller may be above
 * his active customers (`qtdSoldAtivos`: 400). Both are refused, so nothing changes.
 */
async function targetTypeCases(
  forbidden: (answer: Answer) => boolean,
  badRequest: (answer: Answer) => boolean,
): Promise<HostileCase[]> {
  const pair = managerAndSupervisor();
  if (!pair) return [];
  const { manager, supervisor, managerToken, supervisorToken } = pair;
  const periodo = currentPeriod();
  const idPuxada = String(supervisor.brokers[0] ?? '');
  const empregado = String(supervisor.idEmpregadoFlexx);
  const lines = rowsOf(
    await call('GET', `/parametrotabelacartametafiltroversao${query({ IdPuxada: idPuxada, Periodo: periodo, TipoMeta: 'COBERTURA', Empregado: empregado, Tela: 'RATEIO_VENDEDOR' })}`, {
      token: supervisorToken,
    }),
  ) as Array<{ identificador?: string; dadoBase?: string; versao?: string }>;
  const line = lines.find((row) => row.identificador === 'LINHA');
  if (!line?.dadoBase || !line.versao) return [];
  const target = { IdPuxada: idPuxada, Versao: line.versao, Linha: line.dadoBase, TipoMeta: 'COBERTURA' };
  const sellers = rowsOf(
    await call('GET', `/tabelacartametavendedorresumo${query({ ...target, Tipo: 'R', Empregado: empregado, Cliente: '000' })}`, { token: supervisorToken }),
  ) as Array<{ idEmpregadoFlexx?: string; vlrMetaPlanejado?: number; qtdSoldAtivos?: number }>;
  const seller = sellers[0];
  const sellerId = seller?.idEmpregadoFlexx;
  if (!seller || !sellerId) return [];
  const stamp = new Date().toISOString().slice(0, 19).replace('T', ' ');
  const cases: HostileCase[] = [
    {
      name: "the manager writing a COBERTURA seller's value (only the supervisor programs the other types)",
      send: () =>
        call(
          'PUT',
          `/atualizarvalorvendedorvalor${query({ ...target, GrupoMeta: target.Linha, valor: (seller.vlrMetaPlanejado ?? 0) + 1, EmpregadoSupervisor: empregado, empregadoVendedor: sellerId, usuario: manager.email, DataAtualizacao: stamp, Tipo: 'P' })}`,
          { token: managerToken },
        ),
      refused: forbidden,
    },
  ];
  if (seller.qtdSoldAtivos !== undefined) {
    const categories = rowsOf(
      await call('GET', `/tabelacartametavendedor${query({ ...target, Tipo: 'G', Empregado: empregado, Cliente: sellerId })}`, { token: supervisorToken }),
    ) as Array<{ grupoBookKey?: number }>;
    const key = categories[0]?.grupoBookKey;
    if (key !== undefined)
      cases.push({
        name: "a COBERTURA category above the seller's active customers",
        send: () =>
          call('POST', '/atualizarvalorvendedor', {
            token: supervisorToken,
            body: {
              IdPuxada: idPuxada,
              IdEmpregadoFlexx: sellerId,
              TipoMeta: 'COBERTURA',
              GrupoMeta: target.Linha,
              Versao: target.Versao,
              DADOS: [{ GrupoBookKey: key, VlrTotalMetaPlanejadoFinal: (seller.qtdSoldAtivos ?? 0) + 1, UltimoUsuarioAlteracao: supervisor.email, UltimaDataAlteracao: stamp }],
            },
          }),
        refused: badRequest,
      });
  }
  return cases;
}

/**
 * The targets workflow (issue 26), on a programmed target of the supervisor's broker two months back
 * (skipped when the backend has none with another team): a supervisor sending back another team's
 * share (403), a blank reason and a comment over 280 characters (400), and a second reminder of the
 * same person on the same day (409; the first one is sent here).
 */
async function workflowCases(
  forbidden: (answer: Answer) => boolean,
  badRequest: (answer: Answer) => boolean,
): Promise<HostileCase[]> {
  const pair = managerAndSupervisor();
  if (!pair) return [];
  const { manager, supervisor, managerToken, supervisorToken } = pair;
  const periodo = currentPeriod(2);
  const idPuxada = String(supervisor.brokers[0] ?? '');
  const progress = rowsOf(await call('GET', `/metas/progresso${query({ IdPuxada: idPuxada, Periodo: periodo, TipoMeta: 'VBC' })}`, { token: managerToken })) as Array<{
    dscVersao: string;
    grupoMeta: string;
    equipes: Array<{ idEmpregadoResponsavelFlexx: string; situacao: string }>;
  }>;
  const own = String(supervisor.idEmpregadoFlexx);
  const entry = progress.find((row) => row.equipes.some((team) => team.idEmpregadoResponsavelFlexx !== own) && row.equipes.some((team) => team.idEmpregadoResponsavelFlexx === own));
  const other = entry?.equipes.find((team) => team.idEmpregadoResponsavelFlexx !== own && team.situacao === 'AGUARDANDO');
  if (!entry || !other) return [];
  const target = { IdPuxada: idPuxada, Versao: entry.dscVersao, TipoMeta: 'VBC', Linha: entry.grupoMeta };
  const remind = () => call('POST', '/metas/lembrete', { token: managerToken, body: { ...target, IdEmpregadoResponsavelFlexx: other.idEmpregadoResponsavelFlexx } });
  await remind();
  return [
    {
      name: "a supervisor sending back another team's share",
      send: () => call('POST', '/metas/devolucao', { token: supervisorToken, body: { ...target, IdEmpregadoResponsavelFlexx: other.idEmpregadoResponsavelFlexx, Motivo: 'Não é a minha equipe.' } }),
      refused: forbidden,
    },
    {
      name: 'a return with a blank reason',
      send: () => call('POST', '/metas/devolucao', { token: supervisorToken, body: { ...target, IdEmpregadoResponsavelFlexx: own, Motivo: '   ' } }),
      refused: badRequest,
    },
    {
      name: 'a comment over 280 characters',
      send: () =>
        call('PUT', `/atualizarvalorsupervisorvalor${query({ ...target, IdEmpregadoResponsavelFlexx: own, Valor: '1000', usuario: manager.email, DataAtualizacao: '2026-01-01 10:00:00', Tipo: 'P', Comentario: 'x'.repeat(281) })}`, {
          token: managerToken,
        }),
      refused: badRequest,
    },
    { name: 'a second reminder of one person on one day', send: remind, refused: (answer) => answer.status === 409 },
  ];
}

async function hostile() {
  if (!write) return;
  const broker = file.accounts.find((account) => account.tipoUsuario === 3 && [1, 16].includes(account.funcaoUsuario));
  const token = broker ? tokens.get(broker.email) : undefined;
  if (!broker || !token) return;
  const cases: HostileCase[] = [];
  const badRequest = (answer: Answer) => answer.status === 400;
  const forbidden = (answer: Answer) => answer.status === 403;
  const options = await call('GET', `/notificacoes/getdadosnotificacoes${query({ codigoPuxada: broker.brokers[0] ?? '', origem: 'broker' })}`, { token });
  const channels = rowsOf(options)
    .filter((row) => (row as { identificador?: string }).identificador === 'CANAIS')
    .slice(0, 1)
    // 'dadosBase' is '12 - AUTOSSERVIÇO': the channel id is its code.
    .map((row) => ({ id: String((row as { dadosBase?: unknown }).dadosBase ?? '').split(' - ')[0] ?? '', idPuxada: broker.brokers[0] }));
  const notification = (link: string) => ({
    titleNotification: 'Teste de contrato',
    messageNotification: 'Mensagem do teste de contrato.',
    emailUser: broker.email,
    idUser: 0,
    dateStart: today(),
    dateEnd: today(7),
    tipoUser: 1,
    idStatusNotificacao: 3,
    indExcluido: 0,
    dateExcluido: null,
    tamanhoImagem: '',
    indAceiteBroker: 0,
    selectedPublic: 1,
    idFiliais: [],
    idCanais: channels,
    idVendedores: [],
    soldsAdded: [],
    descricaoImagem: '',
    hyperlinkNameNotification: 'Abrir',
    hyperlinkNotification: link,
  });
  for (const link of ['java\tscript:alert(1)', 'JAVASCRIPT:alert(1)', '&#106;avascript:alert(1)', 'javascript&colon;alert(1)', 'data:text/html,<script>alert(1)</script>', 'www.example.com']) {
    cases.push({
      name: `notification link ${JSON.stringify(link)}`,
      send: () => call('POST', '/notificacoes/criarnotificacoes', { token, body: notification(link) }),
      refused: badRequest,
    });
  }
  const image = (name: string, extension: string, bytes: Buffer) => ({
    fileInfo: [{ name, extension, base64: bytes.toString('base64'), ambiente: 'prod' }],
  });
  const html = Buffer.from('<html><script>alert(1)</script></html>');
  cases.push({
    name: 'an HTML page named .png',
    send: () => call('POST', '/notificacoes/uploadimagemnotificacao', { token, body: image('contrato-teste', 'png', html) }),
    refused: badRequest,
  });
  cases.push({
    name: 'an image over 5 MB',
    send: () =>
      call('POST', '/notificacoes/uploadimagemnotificacao', {
        token,
        body: image('contrato-grande', 'png', Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(5 * 1024 * 1024)])),
      }),
    refused: badRequest,
  });
  // The dashboard carousel (issue 23): what is not a PNG or JPEG, and a write on an old base (409).
  const carousel = await call('GET', '/uploadimagens/carrossel', { token });
  const carouselBase = (carousel.body as { dataAtualizacao?: string } | null)?.dataAtualizacao ?? '';
  cases.push({
    name: 'an HTML page named .png for the carousel',
    send: () => call('POST', '/uploadimagens/carrossel/imagem', { token, body: { name: 'contrato-teste', extension: 'png', base64: html.toString('base64'), dataAtualizacaoBase: carouselBase } }),
    refused: badRequest,
  });
  cases.push({
    name: 'a carousel order based on a carousel read long ago',
    send: () => call('PUT', '/uploadimagens/carrossel/ordem', { token, body: { arquivos: [], dataAtualizacaoBase: '2000-01-01 00:00:00' } }),
    refused: (answer) => answer.status === 409,
  });
  cases.push({
    name: 'a broker master switching off a manufacturer user',
    send: () => call('GET', `/statususer${query({ email: file.foreignUserEmail, tipo: 'U', status: '0' })}`, { token }),
    refused: forbidden,
  });
  cases.push({
    name: "another user's access history",
    send: () =>
      call('PATCH', '/sistema/usuarios/accessHistory', {
        token,
        body: { idUser: 1, email: file.accounts[0]?.email ?? '', accessDate: new Date().toISOString(), logoutDate: null, pageId: 1, codBroker: '', accessIp: '10.0.0.1' },
      }),
    refused: forbidden,
  });
  cases.push(...(await targetTypeCases(forbidden, badRequest)));
  cases.push(...(await workflowCases(forbidden, badRequest)));
  // Controls: the same bodies with a safe link and a real PNG are taken, so each refusal above is for
  // the hostile part alone.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  const controls: Array<[string, () => Promise<Answer>]> = [
    ['a notification with an https link', () => call('POST', '/notificacoes/criarnotificacoes', { token, body: notification('https://www.example.com/catalogo') })],
    ['a real PNG', () => call('POST', '/notificacoes/uploadimagemnotificacao', { token, body: image('contrato-controle', 'png', png) })],
  ];
  for (const [name, send] of controls) {
    figures.controls += 1;
    const answer = await send();
    if (answer.status === 200) figures.controlsTaken += 1;
    else fail('control of the hostile inputs', `${name} was not taken: ${describeAnswer(answer)}`);
  }
  for (const hostileCase of cases) {
    figures.hostileSent += 1;
    const answer = await hostileCase.send();
    if (hostileCase.refused(answer)) figures.hostileRefused += 1;
    else fail('hostile input', `${hostileCase.name}: ${describeAnswer(answer)}`);
  }
}

// ------------------------------------------------------------------------------------------------

let server: ChildProcess | undefined;
const started = performance.now();
try {
  if (!givenBaseUrl) server = await startContractMock();
  await signInAll();
  await matrix();
  await scope();
  await revocation();
  await limits();
  await lockout();
  await hostile();
} catch (error) {
  fail('run', error instanceof Error ? error.message : String(error));
} finally {
  server?.kill();
}

const seconds = ((performance.now() - started) / 1000).toFixed(1);
const f = figures;
console.log(`Contract test of ${givenBaseUrl ?? `the mock backend (${baseUrl})`} — ${write ? 'with writes' : 'read-only'}, ${seconds} s`);
console.log(`  matrix: ${f.operations} operations (${f.unauthenticatedChecked} need a token) × ${f.accounts} accounts = ${f.matrixCells} cells`);
console.log(`    refused (403) expected ${f.refusalsExpected}, seen ${f.refusalsSeen}`);
console.log(`    allowed checked ${f.allowedChecked}, not refused ${f.allowedSeen}${f.allowedSkippedReadOnly ? `; ${f.allowedSkippedReadOnly} allowed writes skipped (read-only)` : ''}`);
console.log(`    401 without a token: ${f.unauthenticatedSeen} of ${f.unauthenticatedChecked} operations`);
console.log(`  data scope: ${f.scopeProbes} probes, ${f.outOfScopeRows} rows outside the scope returned`);
console.log(`  revocation: ${f.revocationPassed} of ${f.revocationCases} cases`);
console.log(`  limits (413, 429): ${f.limitPassed} of ${f.limitCases} cases`);
console.log(write ? `  lockout: ${f.lockoutPassed} of ${f.lockoutCases} cases` : '  lockout: skipped (read-only; it blocks an account)');
console.log(write ? `  hostile inputs: ${f.hostileRefused} of ${f.hostileSent} refused (controls taken: ${f.controlsTaken} of ${f.controls})` : '  hostile inputs: skipped (read-only; a backend that accepts one stores it)');
if (failures.length) {
  console.error(`\n${failures.length} check(s) failed:`);
  for (const failure of failures) console.error(`  ✖ ${failure.check}: ${failure.detail}`);
  process.exit(1);
}
console.log('All contract checks passed.');
