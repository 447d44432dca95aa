import { describe, expect, it } from 'vitest';
import { initialFormState, reduceForm, type FormState } from './form';
import { emailError, passwordError, validateRecovery, validateSignIn, type SignInValues } from './validation';

describe('sign-in field rules', () => {
  it('requires an e-mail, ignoring surrounding spaces', () => {
    expect(emailError('')).toBe('Informe o e-mail');
    expect(emailError('   ')).toBe('Informe o e-mail');
    expect(emailError('  gerente@conecta.example ')).toBeUndefined();
  });

  it('accepts and refuses the same addresses as the zod e-mail rule it replaces', () => {
    for (const valid of ['a@b.co', 'gerente@conecta.example', 'a+b@x-y.com.br', "o'neil@x.io", 'first.last@mail.example.org', 'a_b-c@d.io']) {
      expect(emailError(valid), valid).toBeUndefined();
    }
    for (const invalid of ['gerente@', 'gerente', '@conecta.example', 'a@b', 'a@b.c', 'a..b@c.com', '.a@b.com', 'a.@b.com', 'ação@b.com', 'a@-b.com', 'a b@c.com', 'a@b.c0m']) {
      expect(emailError(invalid), invalid).toBe('E-mail inválido');
    }
  });

  it('requires a password, and takes any non-empty one as typed', () => {
    expect(passwordError('')).toBe('Informe a senha');
    expect(passwordError(' ')).toBeUndefined();
    expect(passwordError('Portal@Metas9')).toBeUndefined();
  });

  it('gives one message per invalid field, none for a valid form', () => {
    expect(validateSignIn({ email: '', senha: '' })).toEqual({ email: 'Informe o e-mail', senha: 'Informe a senha' });
    expect(validateSignIn({ email: 'x', senha: 's' })).toEqual({ email: 'E-mail inválido' });
    expect(validateSignIn({ email: 'gerente@conecta.example', senha: 's' })).toEqual({});
    expect(validateRecovery({ email: '' })).toEqual({ email: 'Informe o e-mail' });
    expect(validateRecovery({ email: 'gerente@conecta.example' })).toEqual({});
  });
});

describe('form state (validate on submit, then re-validate on change)', () => {
  const reduce = (state: FormState<SignInValues>, ...actions: Parameters<typeof reduceForm<SignInValues>>[1][]) =>
    actions.reduce((current, action) => reduceForm(current, action, validateSignIn), state);
  const empty = initialFormState<SignInValues>({ email: '', senha: '' });

  it('shows no message while the user types before the first submit', () => {
    const state = reduce(empty, { type: 'change', name: 'email', value: 'gerente@' });
    expect(state).toEqual({ values: { email: 'gerente@', senha: '' }, errors: {}, submitted: false });
  });

  it('shows every message on submit, then updates only the changed field', () => {
    const submitted = reduce(empty, { type: 'submit' });
    expect(submitted.errors).toEqual({ email: 'Informe o e-mail', senha: 'Informe a senha' });
    const typing = reduce(submitted, { type: 'change', name: 'email', value: 'gerente@' });
    expect(typing.errors).toEqual({ email: 'E-mail inválido', senha: 'Informe a senha' });
    const fixed = reduce(typing, { type: 'change', name: 'email', value: 'gerente@conecta.example' });
    expect(fixed.errors).toEqual({ senha: 'Informe a senha' });
    const complete = reduce(fixed, { type: 'change', name: 'senha', value: 'x' });
    expect(complete.errors).toEqual({});
    // Emptying a field after a submit brings its message back at once.
    expect(reduce(complete, { type: 'change', name: 'senha', value: '' }).errors).toEqual({ senha: 'Informe a senha' });
  });

  it('starts over on reset: new values, no messages, nothing submitted', () => {
    const dirty = reduce(empty, { type: 'submit' }, { type: 'change', name: 'email', value: 'x' });
    expect(reduce(dirty, { type: 'reset', values: { email: 'a@b.co', senha: '' } })).toEqual(
      initialFormState({ email: 'a@b.co', senha: '' }),
    );
  });
});
