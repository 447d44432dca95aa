/**
 * The user form's draft (issue 17, 'a 401 loses nothing'): what the user typed is kept in the
 * tab's storage, per signed-in user and per record ('new' or the id being edited), so that a forced
 * sign-out, a reload or leaving the screen loses nothing. Cleared by Cancelar, a successful save
 * and 'Descartar rascunho' (and by 'Sair', in the session).
 *
 * The passwords are never written to storage: a draft may outlive the session on a shared
 * computer, and a new user's initial password does not belong there. The banner asks for them again.
 */
import { useCallback, useEffect, useMemo } from 'react';
import { z } from 'zod';
import { DRAFT_KEYS, createDraftKeeper, type DraftKeeper, type DraftStore } from '@conecta/core';
import type { UserFormValues } from './form';

// Under a strict Content-Security-Policy (no 'unsafe-eval'), zod's probe for `new Function` is
// reported as a violation even though it is caught: parse without it (issue 19).
z.config({ jitless: true });

/** Version of the stored shape: a draft of another version is dropped. */
export const USER_DRAFT_VERSION = 1;

/** The values kept: every field but the passwords. */
export type KeptUserValues = Omit<UserFormValues, 'senha' | 'confirmacaoSenha'>;

/** What is stored: the values, the step on view, and whether passwords had been typed (to ask for them again). */
export interface UserFormDraft {
  values: KeptUserValues;
  step: number;
  passwordTyped: boolean;
}

const draftSchema = z.object({
  values: z.object({
    tipoUsuario: z.number().nullable(),
    funcaoUsuario: z.number().nullable(),
    nomeUsuario: z.string(),
    email: z.string(),
    linhasBroker: z.array(z.string()),
    brokers: z.array(z.number()),
    idEmpregadoFlexx: z.string().nullable(),
    alteraImagem: z.boolean(),
    imagemPerfilBase64: z.string().nullable(),
  }),
  step: z.number().int().min(0),
  passwordTyped: z.boolean(),
});

/** The kept values, in a fixed order (the comparison with the baseline reads them as JSON). */
export function keptValues(values: UserFormValues): KeptUserValues {
  return {
    tipoUsuario: values.tipoUsuario ?? null,
    funcaoUsuario: values.funcaoUsuario ?? null,
    nomeUsuario: values.nomeUsuario ?? '',
    email: values.email ?? '',
    linhasBroker: [...(values.linhasBroker ?? [])],
    brokers: [...(values.brokers ?? [])],
    idEmpregadoFlexx: values.idEmpregadoFlexx ?? null,
    alteraImagem: values.alteraImagem ?? false,
    imagemPerfilBase64: values.imagemPerfilBase64 ?? null,
  };
}

/**
 * The draft of the form's state, or null when there is nothing to keep: the values are those the
 * form opened with (`baseline`: empty, or the user as loaded) and no password was typed.
 */
export function userDraftOf(values: UserFormValues, step: number, baseline: UserFormValues): UserFormDraft | null {
  const kept = keptValues(values);
  const passwordTyped = (values.senha ?? '') !== '' || (values.confirmacaoSenha ?? '') !== '';
  if (!passwordTyped && JSON.stringify(kept) === JSON.stringify(keptValues(baseline))) return null;
  return { values: kept, step, passwordTyped };
}

/** Reads a stored draft; null when its shape is not this version's (the store then drops it). */
export function parseUserDraft(data: unknown): UserFormDraft | null {
  const parsed = draftSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** The form values of a restored draft: the kept fields, empty passwords. */
export function restoredValues(draft: UserFormDraft): UserFormValues {
  return { ...draft.values, senha: '', confirmacaoSenha: '' };
}

/** The draft kept for this record, or null. */
export function loadUserDraft(store: DraftStore | null, target: string): UserFormDraft | null {
  return store?.load(DRAFT_KEYS.userForm, { version: USER_DRAFT_VERSION, target, parse: parseUserDraft }) ?? null;
}

/**
 * Keeps the form's draft while it is on screen: `report` on every change of the values or the step
 * (written once the user pauses), `clear` for Cancelar, a successful save and 'Descartar rascunho';
 * what is pending is written when the form goes away (a 401 unmounts it).
 */
export function useUserFormDraftKeeper(store: DraftStore | null, target: string, baseline: UserFormValues) {
  const keeper: DraftKeeper<{ values: UserFormValues; step: number; baseline: UserFormValues }> = useMemo(
    () =>
      createDraftKeeper({
        store,
        key: DRAFT_KEYS.userForm,
        target,
        version: USER_DRAFT_VERSION,
        toData: (state) => userDraftOf(state.values, state.step, state.baseline),
      }),
    [store, target],
  );
  useEffect(() => () => keeper.flush(), [keeper]);
  const report = useCallback((values: UserFormValues, step: number) => keeper.change({ values, step, baseline }), [keeper, baseline]);
  const clear = useCallback(() => keeper.clear(), [keeper]);
  return { report, clear };
}
