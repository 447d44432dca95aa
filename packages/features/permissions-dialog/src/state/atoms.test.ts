import { describe, expect, it } from 'vitest';
import { createStore } from 'jotai';
import type { PermissionFeatureState } from '@conecta/core';
import { draftAtom, outcomeAtom, resetAtom, toggleAtom } from './atoms';
import { isDirty } from './model';

const loaded: PermissionFeatureState[] = [
  { id: 1, name: 'METAS', visualizar: true, editar: true },
  { id: 5, name: 'RELATORIOS', visualizar: true, editar: false },
];

describe('permission dialog atoms', () => {
  it('keep the edits in the store: unchecking Visualizar clears Editar', () => {
    const store = createStore();
    store.set(toggleAtom, loaded, { id: 1, flag: 'visualizar', checked: false });
    expect(store.get(draftAtom)).toEqual([
      { id: 1, name: 'METAS', visualizar: false, editar: false },
      loaded[1],
    ]);
    expect(isDirty(loaded, store.get(draftAtom))).toBe(true);
  });

  it('apply further changes to the edits, not to the loaded rows', () => {
    const store = createStore();
    store.set(toggleAtom, loaded, { id: 5, flag: 'editar', checked: true });
    store.set(toggleAtom, loaded, { id: 1, flag: 'editar', checked: false });
    expect(store.get(draftAtom)?.map((row) => [row.visualizar, row.editar])).toEqual([
      [true, false],
      [true, true],
    ]);
  });

  it('forget edits and the save result on reset', () => {
    const store = createStore();
    store.set(toggleAtom, loaded, { id: 5, flag: 'editar', checked: true });
    store.set(outcomeAtom, 'error');
    store.set(resetAtom);
    expect(store.get(draftAtom)).toBeNull();
    expect(store.get(outcomeAtom)).toBe('idle');
  });

  it('two stores never share edits', () => {
    const first = createStore();
    const second = createStore();
    first.set(toggleAtom, loaded, { id: 5, flag: 'editar', checked: true });
    expect(second.get(draftAtom)).toBeNull();
  });
});
