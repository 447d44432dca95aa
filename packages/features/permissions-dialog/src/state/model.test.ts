import { describe, expect, it } from 'vitest';
import type { PermissionFeatureState } from '@conecta/core';
import { isDirty, permissionsQueryOf, permissionsView, rowsFromResult, savePayloadOf, applyToggle } from './model';

/** The contract's example answer (openapi/paths/permissions.yaml, idFuncionalidade=0). */
const ANSWER = [
  {
    jsonRetorno: JSON.stringify([
      { ID_FUNCIONALIDADE_PORTAL: 1, DSC_FUNCIONALIDADE: 'METAS', status: [{ ID_FUNCIONALIDADE_ACAO: '10' }, { ID_FUNCIONALIDADE_ACAO: '11' }] },
      { ID_FUNCIONALIDADE_PORTAL: 2, DSC_FUNCIONALIDADE: 'NOTIFICACOES', status: [{ ID_FUNCIONALIDADE_ACAO: '10' }] },
      { ID_FUNCIONALIDADE_PORTAL: 3, DSC_FUNCIONALIDADE: 'ESTOQUE', status: [] },
    ]),
  },
];

const loaded = rowsFromResult(ANSWER);
const base = { isLoading: false, isError: false, loaded, draft: null, isSaving: false };

describe('rowsFromResult', () => {
  it('lists the features of the answer, in its order, with Visualizar and Editar', () => {
    expect(loaded).toEqual([
      { id: 1, name: 'METAS', visualizar: true, editar: true },
      { id: 2, name: 'NOTIFICACOES', visualizar: true, editar: false },
      { id: 3, name: 'ESTOQUE', visualizar: false, editar: false },
    ]);
  });

  it('gives no rows for an empty or malformed answer', () => {
    expect(rowsFromResult([])).toEqual([]);
    expect(rowsFromResult(undefined)).toEqual([]);
    expect(rowsFromResult([{ jsonRetorno: 'not json' }])).toEqual([]);
  });
});

describe('permissionsQueryOf', () => {
  it('sends the broker of a broker user, idFuncionalidade 0 and the target id', () => {
    expect(permissionsQueryOf({ idUsuario: 5, nomeUsuario: 'G', idPuxada: 10234, funcaoUsuario: 10, tipoUsuario: 3 })).toEqual({
      codigoPuxada: '10234',
      idFuncionalidade: 0,
      idUsuario: 5,
    });
  });

  it('sends 99999999 for manufacturer functions and 0 for a user without broker', () => {
    expect(permissionsQueryOf({ idUsuario: 3, nomeUsuario: 'F', idPuxada: 0, funcaoUsuario: 4, tipoUsuario: 2 }).codigoPuxada).toBe('99999999');
    expect(permissionsQueryOf({ idUsuario: 1, nomeUsuario: 'M', idPuxada: null, funcaoUsuario: 1, tipoUsuario: 1 }).codigoPuxada).toBe('0');
  });
});

describe('dirty flag', () => {
  it('is clean before any change', () => {
    expect(isDirty(loaded, null)).toBe(false);
    expect(permissionsView(base).canSave).toBe(false);
  });

  it('is dirty after a change, and Salvar is enabled', () => {
    const draft = applyToggle(loaded, null, { id: 3, flag: 'visualizar', checked: true });
    expect(isDirty(loaded, draft)).toBe(true);
    expect(permissionsView({ ...base, draft }).canSave).toBe(true);
  });

  it('is clean again when the change is undone', () => {
    const checked = applyToggle(loaded, null, { id: 3, flag: 'visualizar', checked: true });
    const undone = applyToggle(loaded, checked, { id: 3, flag: 'visualizar', checked: false });
    expect(isDirty(loaded, undone)).toBe(false);
    expect(permissionsView({ ...base, draft: undone }).canSave).toBe(false);
  });

  it('stays clean when a disabled Editar is pressed (nothing changes)', () => {
    const draft = applyToggle(loaded, null, { id: 3, flag: 'editar', checked: true });
    expect(draft).toBe(loaded);
    expect(isDirty(loaded, draft)).toBe(false);
  });

  it('disables Salvar while saving, even with changes', () => {
    const draft = applyToggle(loaded, null, { id: 2, flag: 'editar', checked: true });
    const view = permissionsView({ ...base, draft, isSaving: true });
    expect(view.isDirty).toBe(true);
    expect(view.canSave).toBe(false);
    expect(view.rows.every((row) => row.visualizar.isDisabled && row.editar.isDisabled)).toBe(true);
  });
});

describe('permissionsView', () => {
  it('disables Editar where Visualizar is unchecked', () => {
    const view = permissionsView(base);
    expect(view.status).toBe('ready');
    expect(view.rows.map((row) => [row.name, row.visualizar.isSelected, row.editar.isSelected, row.editar.isDisabled])).toEqual([
      ['METAS', true, true, false],
      ['NOTIFICACOES', true, false, false],
      ['ESTOQUE', false, false, true],
    ]);
  });

  it('clears Editar when Visualizar is unchecked, and disables it', () => {
    const draft = applyToggle(loaded, null, { id: 1, flag: 'visualizar', checked: false });
    const metas = permissionsView({ ...base, draft }).rows[0];
    expect(metas?.visualizar.isSelected).toBe(false);
    expect(metas?.editar).toEqual({ isSelected: false, isDisabled: true });
  });

  it('shows the edits, not the loaded rows, once something changed', () => {
    const draft = applyToggle(loaded, null, { id: 2, flag: 'editar', checked: true });
    expect(permissionsView({ ...base, draft }).rows[1]?.editar.isSelected).toBe(true);
  });

  it('is loading, failed or empty without rows and without Salvar', () => {
    const draft: PermissionFeatureState[] = [{ id: 1, name: 'METAS', visualizar: false, editar: false }];
    for (const [input, status] of [
      [{ ...base, isLoading: true, draft }, 'loading'],
      [{ ...base, isError: true, draft }, 'error'],
      [{ ...base, loaded: [], draft }, 'empty'],
    ] as const) {
      const view = permissionsView(input);
      expect(view.status).toBe(status);
      expect(view.rows).toEqual([]);
      expect(view.canSave).toBe(false);
    }
  });
});

describe('savePayloadOf', () => {
  it('sends only the true flags, Visualizar before Editar', () => {
    expect(savePayloadOf(5, loaded)).toEqual({
      dados: [
        { idUsuario: 5, idFuncionalidadePermissaoPortal: 1, idFuncionalidadeAcao: '10' },
        { idUsuario: 5, idFuncionalidadePermissaoPortal: 1, idFuncionalidadeAcao: '11' },
        { idUsuario: 5, idFuncionalidadePermissaoPortal: 2, idFuncionalidadeAcao: '10' },
      ],
    });
  });

  it('sends feature 0 with action 10 when nothing is checked', () => {
    const none = loaded.map((row) => ({ ...row, visualizar: false, editar: false }));
    expect(savePayloadOf(5, none)).toEqual({ dados: [{ idUsuario: 5, idFuncionalidadePermissaoPortal: 0, idFuncionalidadeAcao: '10' }] });
  });
});
