import { describe, expect, it } from 'vitest';
import type { components } from '../../generated/schema';
import { DEMO_ACCOUNTS, DEMO_BROKER_ID, DEMO_PASSWORD, DEMO_TEAM } from '../network';
import { createTestBackend } from '../testing';
import { duplicateEmailMessage } from './users';
import { MASKED_PASSWORD } from './users-common';

type UserFormPayload = components['schemas']['UserFormPayload'];

const newSeller = (overrides: Partial<UserFormPayload> = {}): UserFormPayload => ({
  email: 'nova.vendedora@conecta.example',
  nomeUsuario: 'Nova Vendedora',
  tipoUsuario: 3,
  funcaoUsuario: 12,
  senha: 'Vendas@Sul25',
  confirmacaoSenha: 'Vendas@Sul25',
  linhasBroker: [{ dsC_LINHA_USUARIO: 'BRL1' }],
  alteraImagem: false,
  brokers: [DEMO_BROKER_ID],
  idEmpregadoFlexx: '5203',
  imagemPerfilBase64: null,
  descricaoUsuario: 'Nova Vendedora',
  ...overrides,
});

const listQuery = (
  query: Partial<{
    IdUsuarioTipo: 1 | 2 | 3;
    IdPuxada: string;
    CampoPesquisa: string;
    CampoOrdenacao: string;
    TipoOrdenacao: 'ASC' | 'DESC';
  }>,
) => ({
  params: { query: { IdUsuarioTipo: 3 as const, IdPuxada: String(DEMO_BROKER_ID), ...query } },
});

describe('GET /usuarios', () => {
  it('lists one row per user and broker, never the password, for a flag master', async () => {
    const t = createTestBackend();
    await t.signIn(DEMO_ACCOUNTS.master);
    const { data = [] } = await t.client.GET(
      '/usuarios',
      listQuery({ IdUsuarioTipo: 1, IdPuxada: '' }),
    );
    expect(data.length).toBeGreaterThan(t.backend.db.network.users.length);
    const fabricante = data.filter((row) => row.dsC_EMAIL === DEMO_ACCOUNTS.fabricante);
    expect(fabricante.map((row) => row.iD_PUXADA)).toEqual([10234, 10587, 11020]);
    expect(fabricante[0]).toMatchObject({
      dsC_TIPO: 'Fabricante',
      dsC_FUNCAO: 'Master Fabricante',
      inD_USUARIO_INATIVO: '0',
    });
    expect(new Set(data.map((row) => row.dsC_SENHA))).toEqual(new Set([MASKED_PASSWORD]));
    expect(data.find((row) => row.dsC_EMAIL === DEMO_ACCOUNTS.inativo)?.inD_USUARIO_INATIVO).toBe(
      '1',
    );
  });

  it("keeps a broker master to its own broker's broker users", async () => {
    const t = createTestBackend();
    await t.signIn(DEMO_ACCOUNTS.broker);
    const { data = [] } = await t.client.GET('/usuarios', listQuery({ IdPuxada: '10234,10587' }));
    expect(data.length).toBeGreaterThan(10);
    expect(data.every((row) => row.iD_PUXADA === DEMO_BROKER_ID && row.iD_USUARIO_TIPO === 3)).toBe(
      true,
    );
    expect(data[0]).toMatchObject({ dsC_APELIDO: 'HORIZONTE' });
  });

  it('searches name and e-mail ignoring case and accents, and sorts by the chosen field', async () => {
    const t = createTestBackend();
    await t.signIn(DEMO_ACCOUNTS.broker);
    const byName = await t.client.GET('/usuarios', listQuery({ CampoPesquisa: 'JOAO PEDRO' }));
    expect(byName.data?.map((row) => row.dsC_EMAIL)).toEqual([DEMO_ACCOUNTS.vendedor]);
    const byEmail = await t.client.GET('/usuarios', listQuery({ CampoPesquisa: 'gerente@' }));
    expect(byEmail.data?.map((row) => row.dsC_NOME_USUARIO)).toEqual(['Fernanda Oliveira']);

    const desc = await t.client.GET(
      '/usuarios',
      listQuery({ CampoOrdenacao: 'dsC_EMAIL', TipoOrdenacao: 'DESC' }),
    );
    const emails = desc.data?.map((row) => row.dsC_EMAIL) ?? [];
    expect(emails).toEqual(
      [...emails].sort((a, b) =>
        b.localeCompare(a, 'pt-BR', { sensitivity: 'base', numeric: true }),
      ),
    );
    await expect(
      t.client.GET('/usuarios', listQuery({ CampoOrdenacao: 'dsC_SENHA' })),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('answers 401 without a session', async () => {
    const t = createTestBackend();
    await expect(t.client.GET('/usuarios', listQuery({}))).rejects.toMatchObject({ status: 401 });
  });
});

describe('user save', () => {
  it('creates a user who then appears in the list and can sign in', async () => {
    const t = createTestBackend();
    await t.signIn(DEMO_ACCOUNTS.broker);
    const { data } = await t.client.POST('/sistema/Usuarios', { body: newSeller() });
    expect(data).toBe('True');
    const list = await t.client.GET('/usuarios', listQuery({ CampoPesquisa: 'Nova Vendedora' }));
    expect(list.data).toEqual([
      expect.objectContaining({
        dsC_EMAIL: 'nova.vendedora@conecta.example',
        iD_USUARIO_FUNCAO: 12,
        iD_EMPREGADO_FLEXX: '5203',
      }),
    ]);
    await expect(t.signIn('nova.vendedora@conecta.example', 'Vendas@Sul25')).resolves.toBeTruthy();
    const me = await t.client.GET('/sistema/Usuarios/0');
    expect(me.data).toMatchObject({
      nomeUsuario: 'Nova Vendedora',
      funcaoUsuario: 12,
      idPuxada: DEMO_BROKER_ID,
    });
  });

  it('answers the unique-constraint text for a taken e-mail (in any case)', async () => {
    const t = createTestBackend();
    await t.signIn(DEMO_ACCOUNTS.master);
    const { data } = await t.client.POST('/sistema/Usuarios', {
      body: newSeller({ email: 'Gerente@conecta.example' }),
    });
    expect(data).toBe(duplicateEmailMessage('Gerente@conecta.example'));
    expect(data).toMatch(
      /^Violation of UNIQUE KEY constraint 'UQ_USUARIO_EMAIL'\. Cannot insert duplicate key in object 'dbo\.USUARIO'\./,
    );
  });

  it("answers 'False' for an invalid payload", async () => {
    const t = createTestBackend();
    await t.signIn(DEMO_ACCOUNTS.broker);
    // A seller without an employee, a password that differs from its confirmation.
    expect(
      (await t.client.POST('/sistema/Usuarios', { body: newSeller({ idEmpregadoFlexx: null }) }))
        .data,
    ).toBe('False');
    expect(
      (
        await t.client.POST('/sistema/Usuarios', {
          body: newSeller({ confirmacaoSenha: 'Outra@Senha1' }),
        })
      ).data,
    ).toBe('False');
    // A broker outside his reach is a refusal (403), not an invalid form.
    await expect(t.client.POST('/sistema/Usuarios', { body: newSeller({ brokers: [10587] }) })).rejects.toMatchObject({
      status: 403,
      serverMessage: 'Você não pode cadastrar usuários deste tipo ou destes brokers.',
    });
  });

  it('refuses with 403 a requester whose function does not manage users, and stores nothing', async () => {
    const t = createTestBackend();
    await t.signIn(DEMO_ACCOUNTS.gerente);
    const before = t.backend.db.network.users.length;
    await expect(t.client.POST('/sistema/Usuarios', { body: newSeller() })).rejects.toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
    expect(t.backend.db.network.users).toHaveLength(before);
  });

  it('keeps the password on an edit with an empty one, and the edit changes the list', async () => {
    const t = createTestBackend();
    await t.signIn(DEMO_ACCOUNTS.broker);
    const rows = await t.client.GET('/usuario/update', { params: { query: { id: 7 } } });
    expect(rows.data).toEqual([
      expect.objectContaining({
        iD_USUARIO: 7,
        dsC_EMAIL: DEMO_ACCOUNTS.vendedor,
        iD_PUXADA: DEMO_BROKER_ID,
      }),
    ]);

    const edit = newSeller({
      email: DEMO_ACCOUNTS.vendedor,
      nomeUsuario: 'João Pedro Ribeiro Filho',
      descricaoUsuario: 'João Pedro Ribeiro Filho',
      senha: '',
      confirmacaoSenha: '',
      linhasBroker: [{ dsC_LINHA_USUARIO: 'BRL1' }, { dsC_LINHA_USUARIO: 'BRL2' }],
      idEmpregadoFlexx: String(DEMO_TEAM.vendedorDemo),
    });
    const { data } = await t.client.PUT('/sistema/Usuarios/{id}', {
      params: { path: { id: 7 } },
      body: edit,
    });
    expect(data).toBe(true);
    const list = await t.client.GET('/usuarios', listQuery({ CampoPesquisa: 'vendedor@' }));
    expect(list.data?.[0]?.dsC_NOME_USUARIO).toBe('João Pedro Ribeiro Filho');
    const lines = await t.client.GET('/getlinhabroker', { params: { query: { codigo: 7 } } });
    expect(lines.data).toEqual([{ dsC_LINHA_USUARIO: 'BRL1' }, { dsC_LINHA_USUARIO: 'BRL2' }]);
    await expect(t.signIn(DEMO_ACCOUNTS.vendedor, DEMO_PASSWORD)).resolves.toBeTruthy();
  });

  it('answers the constraint text when an edit takes another user’s e-mail, false for an unknown id', async () => {
    const t = createTestBackend();
    await t.signIn(DEMO_ACCOUNTS.broker);
    const taken = newSeller({
      email: DEMO_ACCOUNTS.gerente,
      senha: '',
      confirmacaoSenha: '',
      idEmpregadoFlexx: String(DEMO_TEAM.vendedorDemo),
    });
    expect(
      (await t.client.PUT('/sistema/Usuarios/{id}', { params: { path: { id: 7 } }, body: taken }))
        .data,
    ).toBe(duplicateEmailMessage(DEMO_ACCOUNTS.gerente));
    expect(
      (
        await t.client.PUT('/sistema/Usuarios/{id}', {
          params: { path: { id: 999999 } },
          body: newSeller(),
        })
      ).data,
    ).toBe(false);
  });
});

describe('who may change whom', () => {
  it("refuses a broker master's edit of another broker's user, even one moving him into his own broker (403, nothing changed)", async () => {
    const t = createTestBackend();
    const { users } = t.backend.db.network;
    const broker = users.find((user) => user.email === DEMO_ACCOUNTS.broker)!;
    const mine = new Set([...broker.brokers, broker.idPuxada]);
    const stranger = users.find((user) => user.funcaoUsuario === 12 && [...user.brokers, user.idPuxada].every((id) => !mine.has(id)))!;
    expect(stranger).toBeDefined();
    const before = structuredClone(stranger);
    const move = newSeller({ email: stranger.email, nomeUsuario: 'Movido Para Cá', descricaoUsuario: 'Movido Para Cá', senha: '', confirmacaoSenha: '' });
    await t.signIn(DEMO_ACCOUNTS.broker);
    await expect(t.client.PUT('/sistema/Usuarios/{id}', { params: { path: { id: stranger.idUsuario } }, body: move })).rejects.toMatchObject({
      status: 403,
      serverMessage: 'Este usuário está fora do seu alcance: você não pode alterá-lo.',
    });
    expect(users.find((user) => user.idUsuario === stranger.idUsuario)).toEqual(before);
    // The same edit by the flag master, who reaches every user, goes through.
    await t.signIn(DEMO_ACCOUNTS.master);
    expect((await t.client.PUT('/sistema/Usuarios/{id}', { params: { path: { id: stranger.idUsuario } }, body: move })).data).toBe(true);
    expect(users.find((user) => user.idUsuario === stranger.idUsuario)).toMatchObject({ nomeUsuario: 'Movido Para Cá', idPuxada: DEMO_BROKER_ID });
  });
});

describe('team list', () => {
  it("lists a manager's supervisors (G) and whole team of sellers (V) with the status filter", async () => {
    const t = createTestBackend();
    await t.signIn(DEMO_ACCOUNTS.gerente);
    const query = (tipoRelatorio: 'G' | 'V', status: 'A' | 'I') => ({
      params: {
        query: { codigoPuxada: String(DEMO_BROKER_ID), idUsuario: 5, tipoRelatorio, status },
      },
    });
    const supervisors = await t.client.GET('/usuarioequipe/getlistaequipe', query('G', 'A'));
    expect(supervisors.data).toHaveLength(4);
    expect(
      supervisors.data?.every((item) => item.funcao === 'Supervisor' && item.status === 'A'),
    ).toBe(true);
    expect(supervisors.data?.some((item) => item.email === DEMO_ACCOUNTS.supervisor)).toBe(true);

    const sellers = t.backend.db.network.employees.filter(
      (employee) => employee.tipo === 'V' && employee.idPuxada === DEMO_BROKER_ID,
    );
    const active = await t.client.GET('/usuarioequipe/getlistaequipe', query('V', 'A'));
    const inactive = await t.client.GET('/usuarioequipe/getlistaequipe', query('V', 'I'));
    expect(active.data?.length).toBe(sellers.filter((seller) => seller.status === 'A').length);
    expect(inactive.data?.length).toBe(sellers.filter((seller) => seller.status === 'I').length);
    expect(inactive.data?.length).toBeGreaterThan(0);
    // Sellers with sales history carry their sales group.
    expect(
      active.data?.some((item) => item.GRUPO_META === 'BRL1' || item.GRUPO_META === 'BRL2'),
    ).toBe(true);
  });

  it("lists a supervisor's sellers, none as supervisors, and nothing outside the requester's brokers", async () => {
    const t = createTestBackend();
    await t.signIn(DEMO_ACCOUNTS.supervisor);
    const own = await t.client.GET('/usuarioequipe/getlistaequipe', {
      params: {
        query: {
          codigoPuxada: String(DEMO_BROKER_ID),
          idUsuario: 6,
          tipoRelatorio: 'V',
          status: 'A',
        },
      },
    });
    const expected = t.backend.db.network.employees.filter(
      (employee) => employee.responsavelId === DEMO_TEAM.supervisores[1] && employee.status === 'A',
    );
    expect(own.data?.map((item) => item.nomeUsuario).sort()).toEqual(
      expected.map((employee) => employee.nome).sort(),
    );
    const asManager = await t.client.GET('/usuarioequipe/getlistaequipe', {
      params: {
        query: {
          codigoPuxada: String(DEMO_BROKER_ID),
          idUsuario: 6,
          tipoRelatorio: 'G',
          status: 'A',
        },
      },
    });
    expect(asManager.data).toEqual([]);
    const other = await t.client.GET('/usuarioequipe/getlistaequipe', {
      params: { query: { codigoPuxada: '10587', idUsuario: 6, tipoRelatorio: 'V', status: 'A' } },
    });
    expect(other.data).toEqual([]);
  });

  it('has no sales groups in the empty scenario', async () => {
    const t = createTestBackend({ scenario: 'empty' });
    await t.signIn(DEMO_ACCOUNTS.gerente);
    const { data = [] } = await t.client.GET('/usuarioequipe/getlistaequipe', {
      params: {
        query: {
          codigoPuxada: String(DEMO_BROKER_ID),
          idUsuario: 5,
          tipoRelatorio: 'V',
          status: 'A',
        },
      },
    });
    expect(data.length).toBeGreaterThan(0);
    expect(data.some((item) => item.GRUPO_META !== undefined)).toBe(false);
  });
});

describe('lookups', () => {
  it('answers types by requester, every function with its type, lines, brokers by line and employees', async () => {
    const t = createTestBackend();
    await t.signIn(DEMO_ACCOUNTS.master);
    expect((await t.client.GET('/sistema/UsuarioTipos')).data).toEqual([
      { idUsuarioTipo: 1, descricao: 'Flag' },
      { idUsuarioTipo: 2, descricao: 'Fabricante' },
      { idUsuarioTipo: 3, descricao: 'Broker' },
    ]);
    const functions = (await t.client.GET('/sistema/UsuarioFuncao')).data ?? [];
    expect(functions.find((item) => item.idUsuarioFuncao === 10)).toEqual({
      idUsuarioFuncao: 10,
      descricao: 'Gerente',
      idUsuarioTipo: 3,
    });
    expect(functions.find((item) => item.idUsuarioFuncao === 15)?.idUsuarioTipo).toBe(2);
    expect(functions).toHaveLength(10);
    expect((await t.client.GET('/BrokersLinha')).data?.map((line) => line.descricao)).toEqual([
      'BRL1',
      'BRL2',
      'BRL3',
    ]);

    const brl3 = await t.client.GET('/Brokers', { params: { query: { Linhas: ['BRL3'] } } });
    expect(brl3.data).toEqual([{ idPuxada: 11020, razaoSocial: 'Atacadista Vale Verde Ltda' }]);
    const brl2or3 = await t.client.GET('/Brokers', {
      params: { query: { Linhas: ['BRL2', 'BRL3'] } },
    });
    expect(brl2or3.data?.map((broker) => broker.idPuxada)).toEqual([10234, 11020, 11458, 12011]);

    const employees =
      (await t.client.GET('/EmpregadosBroker', { params: { query: { IdPuxada: DEMO_BROKER_ID } } }))
        .data ?? [];
    expect(employees[0]).toEqual({
      idEmpregadoFlexx: String(DEMO_TEAM.gerente),
      nomeEmpregado: 'FERNANDA OLIVEIRA',
      idTipoEmpregado: 1,
    });
    expect(employees.filter((employee) => employee.idTipoEmpregado === 2)).toHaveLength(4);
  });

  it('keeps a broker master to his types and brokers', async () => {
    const t = createTestBackend();
    await t.signIn(DEMO_ACCOUNTS.broker);
    expect((await t.client.GET('/sistema/UsuarioTipos')).data).toEqual([
      { idUsuarioTipo: 3, descricao: 'Broker' },
    ]);
    const brokers = await t.client.GET('/Brokers', { params: { query: { Linhas: ['BRL1'] } } });
    expect(brokers.data?.map((broker) => broker.idPuxada)).toEqual([DEMO_BROKER_ID]);
    expect(
      (await t.client.GET('/EmpregadosBroker', { params: { query: { IdPuxada: 10587 } } })).data,
    ).toEqual([]);
  });
});
