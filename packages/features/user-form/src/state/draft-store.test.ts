import { describe, expect, it } from 'vitest';
import { DRAFT_KEYS, createDraftStore, draftStorageKey, memoryDraftStorage } from '@conecta/core';
import { EMPTY_VALUES, type UserFormValues } from './form';
import { USER_DRAFT_VERSION, loadUserDraft, parseUserDraft, restoredValues, userDraftOf } from './draft-store';

const typed: UserFormValues = {
  ...EMPTY_VALUES,
  tipoUsuario: 3,
  funcaoUsuario: 16,
  nomeUsuario: 'Joana "Zé" Prado',
  email: 'joana@conecta.example',
  senha: 'Portal@Metas9',
  confirmacaoSenha: 'Portal@Metas9',
};

describe('user form draft', () => {
  it('keeps every value but the passwords, and remembers that they were typed', () => {
    const draft = userDraftOf(typed, 1, EMPTY_VALUES);
    expect(draft).toEqual({
      values: {
        tipoUsuario: 3,
        funcaoUsuario: 16,
        nomeUsuario: 'Joana "Zé" Prado',
        email: 'joana@conecta.example',
        linhasBroker: [],
        brokers: [],
        idEmpregadoFlexx: null,
        alteraImagem: false,
        imagemPerfilBase64: null,
      },
      step: 1,
      passwordTyped: true,
    });
    expect(JSON.stringify(draft)).not.toContain('Portal@Metas9');
    expect(restoredValues(draft!)).toEqual({ ...typed, senha: '', confirmacaoSenha: '' });
  });

  it('has nothing to keep while the form is as it opened (empty, or the user as loaded)', () => {
    expect(userDraftOf(EMPTY_VALUES, 2, EMPTY_VALUES)).toBeNull();
    const loaded = { ...typed, senha: '', confirmacaoSenha: '' };
    expect(userDraftOf({ ...loaded }, 3, loaded)).toBeNull();
    expect(userDraftOf({ ...loaded, nomeUsuario: 'Joana' }, 3, loaded)).not.toBeNull();
  });

  it('text travels unchanged through storage', () => {
    const storage = memoryDraftStorage();
    const store = createDraftStore(storage, 1);
    const draft = userDraftOf(typed, 2, EMPTY_VALUES)!;
    store.save(DRAFT_KEYS.userForm, { version: USER_DRAFT_VERSION, target: 'new', data: draft });
    expect(loadUserDraft(store, 'new')).toEqual(draft);
    expect(loadUserDraft(store, '5')).toBeNull();
    expect(loadUserDraft(createDraftStore(storage, 2), 'new')).toBeNull();
  });

  it('drops a draft of another shape', () => {
    expect(parseUserDraft({ values: { nome: 'x' }, step: 0 })).toBeNull();
    const storage = memoryDraftStorage({
      [draftStorageKey(1, DRAFT_KEYS.userForm)]: JSON.stringify({ v: USER_DRAFT_VERSION, target: 'new', data: { step: 'x' } }),
    });
    expect(loadUserDraft(createDraftStore(storage, 1), 'new')).toBeNull();
    expect(storage.length).toBe(0);
  });
});
