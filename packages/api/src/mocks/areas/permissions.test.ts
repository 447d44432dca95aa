import { describe, expect, it } from 'vitest';
import {
  PERMISSION_FEATURES,
  buildPermissionSavePayload,
  canEdit,
  hasPermission,
  parsePermissionResult,
  permissionBrokerCode,
  permissionFeatureStates,
  togglePermission,
  PROFILE_PRESETS,
  type ProfilePresetKey,
} from '@conecta/core';
import { DEMO_ACCOUNTS } from '../network';
import { createTestBackend, type TestBackend } from '../testing';

const ACCOUNT_OF: Record<ProfilePresetKey, string> = {
  masterFlag: DEMO_ACCOUNTS.master,
  masterFabricante: DEMO_ACCOUNTS.fabricante,
  fabricanteFuncao4: DEMO_ACCOUNTS.trade,
  masterBroker: DEMO_ACCOUNTS.broker,
  gerente: DEMO_ACCOUNTS.gerente,
  supervisor: DEMO_ACCOUNTS.supervisor,
  vendedor: DEMO_ACCOUNTS.vendedor,
};

/** What a feature screen does: ask its own permission, then read it with @conecta/core. */
async function ownPermission(t: TestBackend, key: ProfilePresetKey, idFuncionalidade: number) {
  const preset = PROFILE_PRESETS[key];
  await t.signIn(ACCOUNT_OF[key]);
  const { data } = await t.client.GET('/permissaosistema/getdadospermissoes', {
    params: {
      query: {
        codigoPuxada: String(permissionBrokerCode(preset)),
        idFuncionalidade,
        idUsuario: preset.idUsuario,
      },
    },
  });
  return data;
}

describe('seeded permissions, read with @conecta/core', () => {
  it.each([
    ['gerente', true, true],
    ['supervisor', true, false],
    ['vendedor', false, false],
    ['masterFlag', true, true],
    ['masterFabricante', true, true],
    ['masterBroker', true, true],
    ['fabricanteFuncao4', false, true],
  ] as const)('%s: metas edit %s, notifications edit %s', async (key, metas, notificacoes) => {
    const t = createTestBackend();
    expect(canEdit(await ownPermission(t, key, PERMISSION_FEATURES.metas))).toBe(metas);
    expect(canEdit(await ownPermission(t, key, PERMISSION_FEATURES.notificacoes))).toBe(
      notificacoes,
    );
  });

  it('gives the seller view-only targets', async () => {
    const t = createTestBackend();
    const result = await ownPermission(t, 'vendedor', PERMISSION_FEATURES.metas);
    const parsed = parsePermissionResult(result);
    expect(parsed.features).toEqual([{ featureId: 1, name: 'METAS', actionIds: ['10'] }]);
    expect(hasPermission(parsed)).toBe(false);
  });

  it('answers an empty list for a feature without any action', async () => {
    const t = createTestBackend();
    expect(await ownPermission(t, 'vendedor', PERMISSION_FEATURES.notificacoes)).toEqual([]);
  });
});

describe('permissions dialog', () => {
  it('lists the target user’s options with their state, and a save changes the next read', async () => {
    const t = createTestBackend();
    await t.signIn(DEMO_ACCOUNTS.broker);
    const read = async () =>
      permissionFeatureStates(
        parsePermissionResult(
          (
            await t.client.GET('/permissaosistema/getdadospermissoes', {
              params: { query: { codigoPuxada: '10234', idFuncionalidade: 0, idUsuario: 5 } },
            })
          ).data,
        ),
      );
    const before = await read();
    expect(before.map((row) => row.name)).toEqual([
      'METAS',
      'NOTIFICACOES',
      'ESTOQUE',
      'PESQUISA',
      'RELATORIOS',
    ]);
    expect(before.find((row) => row.id === 1)).toMatchObject({ visualizar: true, editar: true });

    // Uncheck 'Visualizar' of METAS (clears 'Editar'), check 'Editar' of ESTOQUE after 'Visualizar'.
    let rows = togglePermission(before, { id: 1, flag: 'visualizar', checked: false });
    rows = togglePermission(rows, { id: 3, flag: 'visualizar', checked: true });
    rows = togglePermission(rows, { id: 3, flag: 'editar', checked: true });
    const { data } = await t.client.POST('/permissaosistema/postdadospermissoes', {
      body: buildPermissionSavePayload(5, rows),
    });
    expect(data).toBe(true);

    const after = await read();
    expect(after.find((row) => row.id === 1)).toMatchObject({ visualizar: false, editar: false });
    expect(after.find((row) => row.id === 3)).toMatchObject({ visualizar: true, editar: true });

    // The manager's own metas screen now reads no edit permission.
    t.signOut();
    const metas = await ownPermission(t, 'gerente', PERMISSION_FEATURES.metas);
    expect(canEdit(metas)).toBe(false);
  });

  it("clears everything with the 'feature 0, action 10' entry", async () => {
    const t = createTestBackend();
    await t.signIn(DEMO_ACCOUNTS.master);
    const none = buildPermissionSavePayload(6, []);
    expect(none.dados).toEqual([
      { idUsuario: 6, idFuncionalidadePermissaoPortal: 0, idFuncionalidadeAcao: '10' },
    ]);
    await t.client.POST('/permissaosistema/postdadospermissoes', { body: none });
    const { data } = await t.client.GET('/permissaosistema/getdadospermissoes', {
      params: { query: { codigoPuxada: '10234', idFuncionalidade: 0, idUsuario: 6 } },
    });
    const states = permissionFeatureStates(parsePermissionResult(data));
    expect(states.length).toBeGreaterThan(0);
    expect(states.every((row) => !row.visualizar && !row.editar)).toBe(true);
    expect(canEdit(await ownPermission(t, 'supervisor', PERMISSION_FEATURES.metas))).toBe(false);
  });

  it('refuses saves from non-masters, for oneself and for features the user cannot have', async () => {
    const t = createTestBackend();
    await t.signIn(DEMO_ACCOUNTS.gerente);
    const body = buildPermissionSavePayload(7, [{ id: 1, visualizar: true, editar: true }]);
    await expect(
      t.client.POST('/permissaosistema/postdadospermissoes', { body }),
    ).rejects.toMatchObject({ status: 403 });
    // Nor can a non-master read someone else's permissions.
    const other = await t.client.GET('/permissaosistema/getdadospermissoes', {
      params: { query: { codigoPuxada: '10234', idFuncionalidade: 0, idUsuario: 7 } },
    });
    expect(other.data).toEqual([]);

    await t.signIn(DEMO_ACCOUNTS.broker);
    await expect(
      t.client.POST('/permissaosistema/postdadospermissoes', {
        body: buildPermissionSavePayload(4, [{ id: 1, visualizar: true, editar: false }]),
      }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      t.client.POST('/permissaosistema/postdadospermissoes', {
        body: buildPermissionSavePayload(7, [{ id: 6, visualizar: true, editar: false }]),
      }),
    ).rejects.toMatchObject({ status: 400 });
  });
});

describe('system-permission combo', () => {
  it('grants system 8 and the merchandising permission 8 to masters only', async () => {
    const t = createTestBackend();
    await t.signIn(DEMO_ACCOUNTS.master);
    const master = await t.client.GET('/getDadosComboPermissaoSistemas', {
      params: { query: { codigoPuxada: '', sistema: 8, brokers: '' } },
    });
    expect(master.data).toEqual([
      { identificador: 'SISTEMAS', idIdentificador: 8, permissao: 8 },
      { identificador: 'USUARIO', idIdentificador: 1, permissao: 8 },
    ]);
    await t.signIn(DEMO_ACCOUNTS.gerente);
    const gerente = await t.client.GET('/getDadosComboPermissaoSistemas', {
      params: { query: { codigoPuxada: '10234', sistema: 8, brokers: '10234' } },
    });
    expect(gerente.data).toEqual([]);
  });
});

describe('the permissions of many users at once (issue 23, /permissaosistemas)', () => {
  const refusal = (call: Promise<unknown>) => call.catch((error: unknown) => error);

  it('lists the users the master may change in the chosen brokers, by name, with their options and grants — never himself', async () => {
    const t = createTestBackend();
    await t.signIn('broker@conecta.example');
    const { data } = await t.client.GET('/permissaosistema/getdadospermissoesusuarios', { params: { query: { codigoPuxada: '10234', brokers: '10234' } } });
    const users = data ?? [];
    expect(users.length).toBeGreaterThan(2);
    expect(users.map((user) => user.email)).not.toContain('broker@conecta.example');
    expect(users.map((user) => user.nomeUsuario)).toEqual([...users.map((user) => user.nomeUsuario)].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    for (const user of users) {
      expect(user.brokers).toContain(10234);
      expect(user.permissoes.map((permission) => permission.idFuncionalidade)).toEqual(user.opcoes);
      for (const permission of user.permissoes) if (permission.editar) expect(permission.visualizar).toBe(true);
    }
    // A broker master sees no manufacturer user.
    expect(users.some((user) => user.email === 'fabricante@conecta.example')).toBe(false);
  });

  it('saves several users in one call, each with exactly his entries', async () => {
    const t = createTestBackend();
    await t.signIn('master@conecta.example');
    const list = async () =>
      (await t.client.GET('/permissaosistema/getdadospermissoesusuarios', { params: { query: { codigoPuxada: '0', brokers: '10234' } } })).data ?? [];
    const [first, second] = (await list()).filter((user) => user.opcoes.includes(5));
    if (!first || !second) throw new Error('two users with RELATORIOS');
    await t.client.POST('/permissaosistema/postdadospermissoes', {
      body: {
        dados: [
          { idUsuario: first.idUsuario, idFuncionalidadePermissaoPortal: 5, idFuncionalidadeAcao: '11' },
          { idUsuario: second.idUsuario, idFuncionalidadePermissaoPortal: 0, idFuncionalidadeAcao: '10' },
        ],
      },
    });
    const after = await list();
    const of = (id: number) => after.find((user) => user.idUsuario === id)?.permissoes.filter((p) => p.visualizar || p.editar);
    expect(of(first.idUsuario)).toEqual([{ idFuncionalidade: 5, visualizar: true, editar: true }]);
    expect(of(second.idUsuario)).toEqual([]);
  });

  it('refuses the whole save when one user cannot be changed, and changes nobody', async () => {
    const t = createTestBackend();
    await t.signIn('broker@conecta.example');
    const users = (await t.client.GET('/permissaosistema/getdadospermissoesusuarios', { params: { query: { codigoPuxada: '10234', brokers: '10234' } } })).data ?? [];
    const someone = users.find((user) => user.opcoes.includes(5));
    const manufacturer = t.backend.db.network.users.find((user) => user.email === 'fabricante@conecta.example');
    if (!someone || !manufacturer) throw new Error('setup');
    const before = JSON.stringify(t.backend.db.permissions.grants);
    const refused = await refusal(
      t.client.POST('/permissaosistema/postdadospermissoes', {
        body: {
          dados: [
            { idUsuario: someone.idUsuario, idFuncionalidadePermissaoPortal: 5, idFuncionalidadeAcao: '10' },
            { idUsuario: manufacturer.idUsuario, idFuncionalidadePermissaoPortal: 5, idFuncionalidadeAcao: '10' },
          ],
        },
      }),
    );
    expect(refused).toMatchObject({ status: 403 });
    expect(JSON.stringify(t.backend.db.permissions.grants)).toBe(before);
  });
});
