import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NO_PERMISSIONS,
  buildPermissionSavePayload,
  canEdit,
  canView,
  hasPermission,
  isActionAllowed,
  parsePermissionResult,
  permissionFeatureStates,
  togglePermission,
  type PermissionFeatureState,
} from './permissions';

const result = (json: unknown) => [{ jsonRetorno: JSON.stringify(json) }];

const dialogRows = [
  {
    DSC_FUNCIONALIDADE: 'METAS',
    ID_FUNCIONALIDADE_PORTAL: 1,
    status: [{ ID_FUNCIONALIDADE_ACAO: '10' }, { ID_FUNCIONALIDADE_ACAO: '11' }],
  },
  {
    DSC_FUNCIONALIDADE: 'NOTIFICACOES',
    ID_FUNCIONALIDADE_PORTAL: 2,
    status: [{ ID_FUNCIONALIDADE_ACAO: '10' }],
  },
  { DSC_FUNCIONALIDADE: 'ESTOQUE', ID_FUNCIONALIDADE_PORTAL: '3', status: [] },
];

describe('isActionAllowed', () => {
  it("allows an action id whose last character is '1'", () => {
    expect(isActionAllowed('11')).toBe(true);
    expect(isActionAllowed(21)).toBe(true);
    expect(isActionAllowed(' 11 ')).toBe(true);
  });

  it('refuses other ids and non-ids', () => {
    for (const id of ['10', 10, '', '1 0', null, undefined, {}, NaN, true]) {
      expect(isActionAllowed(id)).toBe(false);
    }
  });
});

describe('parsePermissionResult', () => {
  it('reads flat status entries of a single-feature query', () => {
    const parsed = parsePermissionResult(result([{ ID_FUNCIONALIDADE_ACAO: '11' }]));
    expect(parsed.actionIds).toEqual(['11']);
    expect(hasPermission(parsed)).toBe(true);
  });

  it('reads feature rows with nested status arrays', () => {
    const parsed = parsePermissionResult(result(dialogRows));
    expect(parsed.features).toEqual([
      { featureId: 1, name: 'METAS', actionIds: ['10', '11'] },
      { featureId: 2, name: 'NOTIFICACOES', actionIds: ['10'] },
      { featureId: 3, name: 'ESTOQUE', actionIds: [] },
    ]);
    expect(parsed.actionIds).toEqual(['10', '11', '10']);
  });

  it('accepts a jsonRetorno the client already parsed, and a single object', () => {
    expect(
      parsePermissionResult([{ jsonRetorno: [{ ID_FUNCIONALIDADE_ACAO: 11 }] }]).actionIds,
    ).toEqual(['11']);
    expect(parsePermissionResult(result({ ID_FUNCIONALIDADE_ACAO: '11' })).actionIds).toEqual([
      '11',
    ]);
  });

  it('reads only the first item of the list', () => {
    const list = [
      ...result([{ ID_FUNCIONALIDADE_ACAO: '10' }]),
      ...result([{ ID_FUNCIONALIDADE_ACAO: '11' }]),
    ];
    expect(canEdit(list)).toBe(false);
  });

  it('treats malformed, empty or missing data as no permission', () => {
    const malformed: unknown[] = [
      undefined,
      null,
      [],
      {},
      'x',
      [null],
      [{}],
      [{ jsonRetorno: '' }],
      [{ jsonRetorno: '{not json' }],
      [{ jsonRetorno: 'null' }],
      [{ jsonRetorno: '42' }],
      [{ jsonRetorno: '[1, "11", null]' }],
      result([{ ID_FUNCIONALIDADE_ACAO: null }]),
      result([{ status: 'nope' }]),
      result([{ status: [null, 5, { OTHER: '11' }] }]),
    ];
    for (const input of malformed) {
      expect(canEdit(input)).toBe(false);
    }
    expect(parsePermissionResult(undefined)).toEqual(NO_PERMISSIONS);
  });

  it('never throws, whatever the server sends', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.string().map((s) => [{ jsonRetorno: s }]),
          fc.json().map((s) => [{ jsonRetorno: s }]),
        ),
        (input) => {
          expect(() => parsePermissionResult(input)).not.toThrow();
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('hasPermission and canEdit', () => {
  it('grants editing when any action ends in 1', () => {
    expect(
      canEdit(result([{ ID_FUNCIONALIDADE_ACAO: '10' }, { ID_FUNCIONALIDADE_ACAO: '11' }])),
    ).toBe(true);
    expect(canEdit(result([{ ID_FUNCIONALIDADE_ACAO: '10' }]))).toBe(false);
  });

  it('can be narrowed to one feature row', () => {
    const parsed = parsePermissionResult(result(dialogRows));
    expect(hasPermission(parsed, 1)).toBe(true);
    expect(hasPermission(parsed, 2)).toBe(false);
    expect(hasPermission(parsed, 9)).toBe(false);
  });
});

describe('permissionFeatureStates', () => {
  it('checks Visualizar for view or edit and Editar for edit', () => {
    expect(permissionFeatureStates(parsePermissionResult(result(dialogRows)))).toEqual([
      { id: 1, name: 'METAS', visualizar: true, editar: true },
      { id: 2, name: 'NOTIFICACOES', visualizar: true, editar: false },
      { id: 3, name: 'ESTOQUE', visualizar: false, editar: false },
    ]);
  });

  it('drops the "nothing granted" placeholder feature 0 and rows without an id', () => {
    const rows = [
      { ID_FUNCIONALIDADE_PORTAL: 0, status: [{ ID_FUNCIONALIDADE_ACAO: '10' }] },
      { DSC_FUNCIONALIDADE: 'X', status: [{ ID_FUNCIONALIDADE_ACAO: '11' }] },
    ];
    expect(permissionFeatureStates(parsePermissionResult(result(rows)))).toEqual([]);
  });
});

describe('togglePermission', () => {
  const rows: readonly PermissionFeatureState[] = [
    { id: 1, name: 'METAS', visualizar: true, editar: true },
    { id: 2, name: 'NOTIFICACOES', visualizar: false, editar: false },
  ];

  it('clears Editar when Visualizar is unchecked', () => {
    expect(togglePermission(rows, { id: 1, flag: 'visualizar', checked: false })[0]).toEqual({
      id: 1,
      name: 'METAS',
      visualizar: false,
      editar: false,
    });
  });

  it('ignores Editar while Visualizar is off', () => {
    expect(togglePermission(rows, { id: 2, flag: 'editar', checked: true })).toBe(rows);
  });

  it('checks Editar once Visualizar is on, leaving other rows untouched', () => {
    const viewed = togglePermission(rows, { id: 2, flag: 'visualizar', checked: true });
    const edited = togglePermission(viewed, { id: 2, flag: 'editar', checked: true });
    expect(edited[1]).toMatchObject({ visualizar: true, editar: true });
    expect(edited[0]).toBe(rows[0]);
    expect(rows[1]).toMatchObject({ visualizar: false, editar: false });
  });

  it('returns the same array when nothing changes', () => {
    expect(togglePermission(rows, { id: 1, flag: 'visualizar', checked: true })).toBe(rows);
    expect(togglePermission(rows, { id: 9, flag: 'editar', checked: false })).toBe(rows);
  });

  it('never leaves Editar on without Visualizar, whatever the clicks', () => {
    const toggle = fc.record({
      id: fc.constantFrom(1, 2),
      flag: fc.constantFrom('visualizar' as const, 'editar' as const),
      checked: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(toggle, { maxLength: 20 }), (toggles) => {
        const final = toggles.reduce(togglePermission, rows);
        expect(final.every((row) => row.visualizar || !row.editar)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('buildPermissionSavePayload', () => {
  it("sends only the true flags, '10' for Visualizar and '11' for Editar", () => {
    const payload = buildPermissionSavePayload(42, [
      { id: 1, visualizar: true, editar: true },
      { id: 2, visualizar: true, editar: false },
      { id: 3, visualizar: false, editar: false },
    ]);
    expect(payload).toEqual({
      dados: [
        { idUsuario: 42, idFuncionalidadePermissaoPortal: 1, idFuncionalidadeAcao: '10' },
        { idUsuario: 42, idFuncionalidadePermissaoPortal: 1, idFuncionalidadeAcao: '11' },
        { idUsuario: 42, idFuncionalidadePermissaoPortal: 2, idFuncionalidadeAcao: '10' },
      ],
    });
  });

  it('sends feature 0 with action 10 when nothing is granted', () => {
    const none = {
      dados: [{ idUsuario: 42, idFuncionalidadePermissaoPortal: 0, idFuncionalidadeAcao: '10' }],
    };
    expect(buildPermissionSavePayload(42, [{ id: 1, visualizar: false, editar: false }])).toEqual(
      none,
    );
    expect(buildPermissionSavePayload(42, [])).toEqual(none);
  });

  it('round-trips: saved flags read back as the same dialog state', () => {
    const states = permissionFeatureStates(parsePermissionResult(result(dialogRows)));
    const saved = buildPermissionSavePayload(42, states).dados;
    const reread = [1, 2, 3].map((id) => ({
      ID_FUNCIONALIDADE_PORTAL: id,
      DSC_FUNCIONALIDADE: states.find((row) => row.id === id)?.name,
      status: saved
        .filter((entry) => entry.idFuncionalidadePermissaoPortal === id)
        .map((entry) => ({ ID_FUNCIONALIDADE_ACAO: entry.idFuncionalidadeAcao })),
    }));
    expect(permissionFeatureStates(parsePermissionResult(result(reread)))).toEqual(states);
  });
});

describe('canView', () => {
  const parsed = (status: string[]) =>
    parsePermissionResult([
      {
        jsonRetorno: JSON.stringify([
          {
            ID_FUNCIONALIDADE_PORTAL: 2,
            DSC_FUNCIONALIDADE: 'NOTIFICACOES',
            status: status.map((id) => ({ ID_FUNCIONALIDADE_ACAO: id })),
          },
        ]),
      },
    ]);
  it("lets a user see a feature with 'Visualizar' alone, or with 'Editar'", () => {
    expect(canView(parsed(['10']), 2)).toBe(true);
    expect(canView(parsed(['10', '11']), 2)).toBe(true);
    expect(hasPermission(parsed(['10']), 2)).toBe(false);
  });
  it('hides a feature with no granted action, and any other feature', () => {
    expect(canView(parsed([]), 2)).toBe(false);
    expect(canView(parsed(['10']), 1)).toBe(false);
  });
});
