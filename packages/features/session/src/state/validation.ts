import { MESSAGES } from '../messages';

/**
 * Field rules of the sign-in and recovery forms, written by hand instead of a schema library: the
 * sign-in screen is the first thing a guest downloads (`npm run budgets`: /login ≤ 120 KiB gzip),
 * and two fields do not justify zod + react-hook-form (about 38 KiB gzip).
 */

/**
 * A well-formed e-mail: the same pattern as zod 4's `z.email()` (which these forms used before),
 * so exactly the same addresses pass. Letters, digits and `_ ' + -` in dot-separated local parts,
 * no leading, trailing or doubled dot; a domain of labels not starting with a hyphen and a
 * top-level domain of at least two letters.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** 'Informe o e-mail' when blank, 'E-mail inválido' when malformed (surrounding spaces ignored), else undefined. */
export function emailError(value: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return MESSAGES.emailRequired;
  if (!EMAIL_PATTERN.test(trimmed)) return MESSAGES.emailInvalid;
  return undefined;
}

/** 'Informe a senha' when empty (a password of spaces is the user's to try), else undefined. */
export function passwordError(value: string): string | undefined {
  return value.length === 0 ? MESSAGES.passwordRequired : undefined;
}

/** Values of the sign-in form. */
export interface SignInValues {
  email: string;
  senha: string;
}

/** Values of the recovery form. */
export interface RecoveryValues {
  email: string;
}

/** The message of each invalid field; a valid field has no key. */
export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

/** Keeps only the fields that have a message. */
function compact<V>(errors: Record<keyof V & string, string | undefined>): FieldErrors<V> {
  const result: FieldErrors<V> = {};
  for (const [name, message] of Object.entries(errors) as Array<[keyof V & string, string | undefined]>) {
    if (message !== undefined) result[name] = message;
  }
  return result;
}

/** The sign-in form: a required, valid e-mail and a required password. */
export function validateSignIn(values: SignInValues): FieldErrors<SignInValues> {
  return compact<SignInValues>({ email: emailError(values.email), senha: passwordError(values.senha) });
}

/** The recovery form: a required, valid e-mail. */
export function validateRecovery(values: RecoveryValues): FieldErrors<RecoveryValues> {
  return compact<RecoveryValues>({ email: emailError(values.email) });
}
