import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeToken } from '../jwt';
import { DEMO_ACCOUNTS, DEMO_BROKER_ID, DEMO_PASSWORD, DEMO_TEAM } from '../network';
import { createTestBackend } from '../testing';
import { LOCKOUT_MS, MAX_FAILED_ATTEMPTS, lockoutMessage } from './auth';

const START = new Date('2026-03-10T14:00:00');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => {
  vi.useRealTimers();
});

/** What the portal reads from the login-tries check: the parsed record of the first item. */
async function loginRecord(t: ReturnType<typeof createTestBackend>, email: string) {
  const { data } = await t.client.POST('/usuarioschecklogin/checkstatuslogin', {
    body: { email, ok: false },
  });
  const first = data?.[0];
  return first ? (JSON.parse(first.jsonRetorno) as Array<Record<string, unknown>>)[0] : undefined;
}

describe('sign-in', () => {
  it.each([
    'master',
    'fabricante',
    'trade',
    'broker',
    'gerente',
    'supervisor',
    'supervisor2',
    'supervisor3',
    'supervisor4',
    'vendedor',
  ] as const)('signs in the demo account %s with a 5-hour token', async (key) => {
    const t = createTestBackend();
    const token = await t.signIn(DEMO_ACCOUNTS[key]);
    const payload = decodeToken(token);
    expect(payload?.email).toBe(DEMO_ACCOUNTS[key]);
    expect(payload && payload.exp - payload.iat).toBe(5 * 60 * 60);
  });

  it("gives each of the manager's four supervisors a demo account (function 11, type 3, broker 10234, own employee id)", () => {
    const t = createTestBackend();
    const accounts = [DEMO_ACCOUNTS.supervisor2, DEMO_ACCOUNTS.supervisor, DEMO_ACCOUNTS.supervisor3, DEMO_ACCOUNTS.supervisor4];
    const users = accounts.map((email) => t.backend.db.network.users.find((user) => user.email === email));
    expect(users.map((user) => user?.idEmpregadoFlexx)).toEqual([...DEMO_TEAM.supervisores]);
    for (const user of users) {
      expect(user).toMatchObject({ funcaoUsuario: 11, tipoUsuario: 3, idPuxada: DEMO_BROKER_ID, senha: DEMO_PASSWORD, inativo: false });
    }
  });

  it('answers 401 with a message for a wrong password or an unknown e-mail', async () => {
    const t = createTestBackend();
    await expect(
      t.client.POST('/sistema/Usuarios/auth', {
        body: { email: DEMO_ACCOUNTS.gerente, senha: 'errada' },
      }),
    ).rejects.toMatchObject({
      status: 401,
      serverMessage: 'Credenciais inválidas',
    });
    await expect(
      t.client.POST('/sistema/Usuarios/auth', {
        body: { email: 'ninguem@conecta.example', senha: DEMO_PASSWORD },
      }),
    ).rejects.toMatchObject({
      status: 401,
      serverMessage: 'Credenciais inválidas',
    });
  });

  it('accepts the e-mail in any case', async () => {
    const t = createTestBackend();
    await expect(t.signIn('Gerente@Conecta.Example')).resolves.toBeTruthy();
  });

  it('refuses the inactive account at the status check and at the credential call', async () => {
    const t = createTestBackend();
    const { data } = await t.client.GET('/StatusUser', {
      params: { query: { email: DEMO_ACCOUNTS.inativo, status: '000', tipo: 'S' } },
    });
    expect(data?.[0]?.inD_USUARIO_INATIVO).toBe('1');
    expect((await loginRecord(t, DEMO_ACCOUNTS.inativo))?.STATUS_EMAIL).toBe('I');
    await expect(t.signIn(DEMO_ACCOUNTS.inativo)).rejects.toMatchObject({
      status: 401,
      serverMessage: 'Usuário inativo.',
    });
  });

  it('answers the status check with the record for a known e-mail and nothing for an unknown one', async () => {
    const t = createTestBackend();
    const known = await t.client.GET('/statususer', {
      params: { query: { email: DEMO_ACCOUNTS.gerente, status: '000', tipo: 'S' } },
    });
    expect(known.data).toEqual([
      expect.objectContaining({ inD_USUARIO_INATIVO: '0', STATUS_EMAIL: 'A', BLOQUEADO: 0 }),
    ]);
    const unknown = await t.client.GET('/StatusUser', {
      params: { query: { email: 'x@conecta.example', status: '000', tipo: 'S' } },
    });
    expect(unknown.data).toEqual([]);
    const noRecord = await t.client.POST('/usuarioschecklogin/checkstatuslogin', {
      body: { email: 'x@conecta.example', ok: false },
    });
    expect(noRecord.data).toEqual([]);
  });
});

describe('lockout', () => {
  it('keeps the blocked account out for 5 minutes from DATAHORA, with a computable wait', async () => {
    const t = createTestBackend();
    const record = await loginRecord(t, DEMO_ACCOUNTS.bloqueado);
    expect(record).toMatchObject({
      BLOQUEADO: 1,
      DATAHORA: '2026-03-10 14:00:00',
      STATUS_EMAIL: 'A',
    });
    await expect(t.signIn(DEMO_ACCOUNTS.bloqueado)).rejects.toMatchObject({
      status: 401,
      serverMessage: 'Tentativas recorrentes, precisa aguardar 5 minutos.',
    });

    vi.advanceTimersByTime(4 * 60 * 1000 + 30 * 1000);
    await expect(t.signIn(DEMO_ACCOUNTS.bloqueado)).rejects.toMatchObject({
      serverMessage: 'Tentativas recorrentes, precisa aguardar 1 minuto.',
    });

    vi.advanceTimersByTime(30 * 1000);
    expect((await loginRecord(t, DEMO_ACCOUNTS.bloqueado))?.BLOQUEADO).toBe(0);
    await expect(t.signIn(DEMO_ACCOUNTS.bloqueado)).resolves.toBeTruthy();
  });

  it(`blocks after ${MAX_FAILED_ATTEMPTS} consecutive wrong passwords, even for the right one, until 5 minutes pass`, async () => {
    const t = createTestBackend();
    const email = DEMO_ACCOUNTS.supervisor;
    for (let i = 1; i < MAX_FAILED_ATTEMPTS; i += 1) {
      await expect(
        t.client.POST('/sistema/Usuarios/auth', { body: { email, senha: `errada${i}` } }),
      ).rejects.toMatchObject({ serverMessage: 'Credenciais inválidas' });
    }
    await expect(
      t.client.POST('/sistema/Usuarios/auth', { body: { email, senha: 'errada5' } }),
    ).rejects.toMatchObject({
      serverMessage: lockoutMessage(5),
    });
    expect(await loginRecord(t, email)).toMatchObject({
      BLOQUEADO: 1,
      DATAHORA: '2026-03-10 14:00:00',
    });
    await expect(t.signIn(email)).rejects.toMatchObject({
      status: 401,
      serverMessage: lockoutMessage(5),
    });

    vi.advanceTimersByTime(LOCKOUT_MS);
    await expect(t.signIn(email)).resolves.toBeTruthy();
  });

  it('keeps the count and the block whatever the public login-tries check says (ok: true clears nothing)', async () => {
    const t = createTestBackend();
    const email = DEMO_ACCOUNTS.gerente;
    const wrong = (senha: string) => t.client.POST('/sistema/Usuarios/auth', { body: { email, senha } });
    const claimSuccess = () => t.client.POST('/usuarioschecklogin/checkstatuslogin', { body: { email, ok: true } });
    for (let i = 1; i < MAX_FAILED_ATTEMPTS; i += 1) {
      await expect(wrong(`errada${i}`)).rejects.toMatchObject({ serverMessage: 'Credenciais inválidas' });
      await claimSuccess();
    }
    // The fifth wrong password blocks, although the client claimed a success after each try.
    await expect(wrong('errada5')).rejects.toMatchObject({ serverMessage: lockoutMessage(5) });
    await claimSuccess();
    expect(await loginRecord(t, email)).toMatchObject({ BLOQUEADO: 1 });
    await expect(t.signIn(email)).rejects.toMatchObject({ status: 401, serverMessage: lockoutMessage(5) });
    vi.advanceTimersByTime(LOCKOUT_MS - 1000);
    await claimSuccess();
    await expect(t.signIn(email)).rejects.toMatchObject({ serverMessage: lockoutMessage(1) });
    vi.advanceTimersByTime(1000);
    await expect(t.signIn(email)).resolves.toBeTruthy();
  });

  it('resets the failure count after a successful sign-in', async () => {
    const t = createTestBackend();
    const email = DEMO_ACCOUNTS.vendedor;
    const fail = () =>
      t.client
        .POST('/sistema/Usuarios/auth', { body: { email, senha: 'errada' } })
        .catch(() => undefined);
    for (let i = 1; i < MAX_FAILED_ATTEMPTS; i += 1) await fail();
    await t.signIn(email);
    for (let i = 1; i < MAX_FAILED_ATTEMPTS; i += 1) await fail();
    await expect(t.signIn(email)).resolves.toBeTruthy();
  });
});

describe('session', () => {
  it('rejects protected calls without a token, and with a token after 5 hours', async () => {
    const t = createTestBackend();
    await expect(t.client.GET('/sistema/Usuarios/0')).rejects.toMatchObject({ status: 401 });
    await t.signIn(DEMO_ACCOUNTS.gerente);
    await expect(t.client.GET('/sistema/Usuarios/0')).resolves.toBeTruthy();
    vi.advanceTimersByTime(5 * 60 * 60 * 1000 - 1000);
    await expect(t.client.GET('/sistema/Usuarios/0')).resolves.toBeTruthy();
    vi.advanceTimersByTime(1000);
    await expect(t.client.GET('/sistema/Usuarios/0')).rejects.toMatchObject({ status: 401 });
  });

  it('answers the current user mapped from the signed-in account', async () => {
    const t = createTestBackend();
    await t.signIn(DEMO_ACCOUNTS.gerente);
    const { data } = await t.client.GET('/sistema/Usuarios/0');
    expect(data).toMatchObject({
      idUsuario: 5,
      email: DEMO_ACCOUNTS.gerente,
      nomeUsuario: 'Fernanda Oliveira',
      descricaoUsuario: 'Fernanda Oliveira',
      tipoUsuario: 3,
      funcaoUsuario: 10,
      idPuxada: 10234,
      brokers: [10234],
      linhasBroker: [{ dsC_LINHA_USUARIO: 'BRL1' }],
      idEmpregadoFlexx: '5001',
      usuarioBrokers: [{ idPuxada: 10234, razaoSocial: 'Distribuidora Horizonte Ltda' }],
    });
  });

  it("answers the broker's company name for the header", async () => {
    const t = createTestBackend();
    await t.signIn(DEMO_ACCOUNTS.broker);
    const { data } = await t.client.GET('/usuario/login');
    expect(data?.[0]?.dsC_RAZAO_SOCIAL).toBe('Distribuidora Horizonte Ltda');
  });

  it('issues a merchandising token for the signed-in user only', async () => {
    const t = createTestBackend();
    await expect(
      t.client.POST('/sistema/Usuarios/authConnectMerchan', {
        body: { email: DEMO_ACCOUNTS.master },
      }),
    ).rejects.toMatchObject({ status: 401 });
    await t.signIn(DEMO_ACCOUNTS.master);
    const { data } = await t.client.POST('/sistema/Usuarios/authConnectMerchan', {
      body: { email: DEMO_ACCOUNTS.master },
    });
    expect(decodeToken(data?.token ?? '')?.sub).toBe(1);
    await expect(
      t.client.POST('/sistema/Usuarios/authConnectMerchan', {
        body: { email: DEMO_ACCOUNTS.gerente },
      }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('records the access history', async () => {
    const t = createTestBackend();
    await t.signIn(DEMO_ACCOUNTS.gerente);
    const record = {
      idUser: 5,
      email: DEMO_ACCOUNTS.gerente,
      accessDate: new Date().toISOString(),
      logoutDate: null,
      pageId: 1,
      codBroker: '10234',
      accessIp: '189.45.112.37',
    };
    const { data } = await t.client.PATCH('/sistema/usuarios/accessHistory', { body: record });
    expect(data).toBe(true);
    expect(t.backend.db.auth.accessHistory).toEqual([
      expect.objectContaining({ ...record, sentBy: 5 }),
    ]);
  });

  it("refuses a record of another user's access (403, nothing stored), by id or by e-mail", async () => {
    const t = createTestBackend();
    await t.signIn(DEMO_ACCOUNTS.gerente);
    const own = { idUser: 5, email: DEMO_ACCOUNTS.gerente, accessDate: new Date().toISOString(), logoutDate: null, pageId: 1, codBroker: '10234', accessIp: '189.45.112.37' };
    for (const body of [
      { ...own, idUser: 7, email: DEMO_ACCOUNTS.vendedor },
      { ...own, idUser: 7 },
      { ...own, email: DEMO_ACCOUNTS.vendedor },
    ]) {
      await expect(t.client.PATCH('/sistema/usuarios/accessHistory', { body })).rejects.toMatchObject({
        status: 403,
        serverMessage: 'O histórico de acesso só pode ser registrado pelo próprio usuário.',
      });
    }
    expect(t.backend.db.auth.accessHistory).toEqual([]);
    // The e-mail is compared as the sign-in compares it (case aside; the contract's e-mail format
    // refuses surrounding blanks with a 400 before).
    await t.client.PATCH('/sistema/usuarios/accessHistory', { body: { ...own, email: DEMO_ACCOUNTS.gerente.toUpperCase() } });
    expect(t.backend.db.auth.accessHistory).toHaveLength(1);
  });

  it('answers the id for a known recovery e-mail and an empty list for an unknown one', async () => {
    const t = createTestBackend();
    expect(
      (
        await t.client.POST('/recuperarsenha/checkemail', {
          body: { email: DEMO_ACCOUNTS.vendedor },
        })
      ).data,
    ).toEqual([{ idUsuario: 7 }]);
    expect(
      (await t.client.POST('/recuperarsenha/checkemail', { body: { email: 'x@conecta.example' } }))
        .data,
    ).toEqual([]);
  });
});

describe('status update (tipo=U)', () => {
  it('needs a signed-in user manager, answers 204 and changes who can sign in', async () => {
    const t = createTestBackend();
    const query = { email: DEMO_ACCOUNTS.vendedor, status: '0', tipo: 'U' } as const;
    await expect(t.client.GET('/statususer', { params: { query } })).rejects.toMatchObject({
      status: 401,
    });
    await t.signIn(DEMO_ACCOUNTS.gerente);
    await expect(t.client.GET('/statususer', { params: { query } })).rejects.toMatchObject({
      status: 403,
    });

    await t.signIn(DEMO_ACCOUNTS.broker);
    const { response } = await t.client.GET('/statususer', { params: { query } });
    expect(response.status).toBe(204);
    await expect(t.signIn(DEMO_ACCOUNTS.vendedor)).rejects.toMatchObject({
      serverMessage: 'Usuário inativo.',
    });

    await t.signIn(DEMO_ACCOUNTS.broker);
    await t.client.GET('/statususer', { params: { query: { ...query, status: '1' } } });
    await expect(t.signIn(DEMO_ACCOUNTS.vendedor)).resolves.toBeTruthy();
  });

  it("refuses a user outside the manager's reach (403, nothing changed): a broker master never switches off a manufacturer's, a flag user or another broker's user", async () => {
    const t = createTestBackend();
    const { users } = t.backend.db.network;
    const broker = users.find((user) => user.email === DEMO_ACCOUNTS.broker)!;
    const mine = new Set([...broker.brokers, broker.idPuxada]);
    const otherBrokers = users.find((user) => user.tipoUsuario === 3 && !user.inativo && [...user.brokers, user.idPuxada].every((id) => !mine.has(id)))!;
    expect(otherBrokers).toBeDefined();
    const inactiveBefore = users.filter((user) => user.inativo).map((user) => user.email);
    await t.signIn(DEMO_ACCOUNTS.broker);
    for (const email of [DEMO_ACCOUNTS.master, DEMO_ACCOUNTS.fabricante, otherBrokers.email]) {
      await expect(t.client.GET('/statususer', { params: { query: { email, status: '0', tipo: 'U' } } })).rejects.toMatchObject({
        status: 403,
        serverMessage: 'Este usuário está fora do seu alcance: você não pode alterá-lo.',
      });
    }
    expect(users.filter((user) => user.inativo).map((user) => user.email)).toEqual(inactiveBefore);
    // The flag master reaches every user.
    await t.signIn(DEMO_ACCOUNTS.master);
    const { response } = await t.client.GET('/statususer', { params: { query: { email: DEMO_ACCOUNTS.fabricante, status: '0', tipo: 'U' } } });
    expect(response.status).toBe(204);
  });
});
