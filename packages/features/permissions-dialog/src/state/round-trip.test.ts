import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { PermissionFeatureState, PermissionToggle } from '@conecta/core';
import { HOSTILE_STRINGS } from '@conecta/core/testing';
import { applyToggle, isDirty, permissionsView, rowsFromResult, savePayloadOf } from './model';

/**
 * Save what was loaded (issue 17, house rule 12): permissions read from
 * GET /permissaosistema/getdadospermissoes, shown in the dialog and saved without changes, send
 * exactly the grants that were read; the feature names are shown exactly as the server wrote them.
 */

/** Hostile corpus strings, and fast-check's arbitrary strings (UTF-16 code units and full Unicode). */
const text = fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }));

/** The grants a feature can hold: none, view ('10'), or view and edit ('10', '11'). */
const grants = fc.constantFrom<string[]>([], ['10'], ['10', '11']);

/** A permission answer: feature rows with a unique id, a hostile name and their grants. */
const answer = fc.uniqueArray(fc.record({ id: fc.integer({ min: 1, max: 9_999 }), name: text, actions: grants }), {
  selector: (feature) => feature.id,
  minLength: 1,
  maxLength: 8,
});

type Feature = { id: number; name: string; actions: string[] };

/** The body of the answer, as the backend sends it (jsonRetorno is a JSON string), through a JSON round trip. */
function served(features: readonly Feature[]): unknown {
  const body = [
    {
      jsonRetorno: JSON.stringify(
        features.map((feature) => ({
          ID_FUNCIONALIDADE_PORTAL: feature.id,
          DSC_FUNCIONALIDADE: feature.name,
          status: feature.actions.map((action) => ({ ID_FUNCIONALIDADE_ACAO: action })),
        })),
      ),
    },
  ];
  return JSON.parse(JSON.stringify(body));
}

/** The save body the grants that were read must produce. */
function grantsAsRead(idUsuario: number, features: readonly Feature[]) {
  const dados = features.flatMap((feature) =>
    feature.actions.map((action) => ({ idUsuario, idFuncionalidadePermissaoPortal: feature.id, idFuncionalidadeAcao: action })),
  );
  return { dados: dados.length > 0 ? dados : [{ idUsuario, idFuncionalidadePermissaoPortal: 0, idFuncionalidadeAcao: '10' }] };
}

describe('permissions dialog: read → state → payload', () => {
  it('saving without changes sends the grants that were read; names are shown as read (hostile corpus + arbitrary strings)', () => {
    fc.assert(
      fc.property(answer, fc.integer({ min: 1, max: 99_999 }), (features, idUsuario) => {
        const loaded = rowsFromResult(served(features));
        const view = permissionsView({ isLoading: false, isError: false, loaded, draft: null, isSaving: false });
        expect(view.rows.map((row) => row.name)).toEqual(features.map((feature) => feature.name));
        expect(view.isDirty).toBe(false);
        expect(savePayloadOf(idUsuario, loaded)).toEqual(grantsAsRead(idUsuario, features));
      }),
      { numRuns: 300 },
    );
  });

  it('a checkbox changed and changed back is no change: same payload, names untouched', () => {
    fc.assert(
      fc.property(answer, fc.nat(), fc.constantFrom<'visualizar' | 'editar'>('visualizar', 'editar'), (features, pick, flag) => {
        const loaded = rowsFromResult(served(features));
        const row = loaded[pick % loaded.length];
        if (!row) throw new Error('no row');
        // Editar is disabled without Visualizar; unchecking Visualizar also clears Editar, so undoing it checks both again.
        fc.pre(flag === 'visualizar' || row.visualizar);
        const toggles: PermissionToggle[] = [{ id: row.id, flag, checked: !row[flag] }, { id: row.id, flag, checked: row[flag] }];
        if (flag === 'visualizar' && row.editar) toggles.push({ id: row.id, flag: 'editar', checked: true });
        let restored: readonly PermissionFeatureState[] | null = null;
        for (const toggle of toggles) restored = applyToggle(loaded, restored, toggle);
        if (!restored) throw new Error('no toggle');
        expect(isDirty(loaded, restored)).toBe(false);
        expect(restored.map((entry) => entry.name)).toEqual(features.map((feature) => feature.name));
        expect(savePayloadOf(7, restored)).toEqual(grantsAsRead(7, features));
      }),
    );
  });

  it('every corpus string as a feature name is shown byte for byte', () => {
    const features = HOSTILE_STRINGS.map((name, index) => ({ id: index + 1, name, actions: ['10'] }));
    expect(rowsFromResult(served(features)).map((row) => row.name)).toEqual([...HOSTILE_STRINGS]);
  });
});
