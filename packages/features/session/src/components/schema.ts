import { z } from 'zod';
import { MESSAGES } from '../messages';

const emailFormat = z.email();

/** A required, valid e-mail: 'Informe o e-mail' when empty, 'E-mail inválido' otherwise. */
export const emailField = z.string().superRefine((value, ctx) => {
  const trimmed = value.trim();
  if (!trimmed) ctx.addIssue({ code: 'custom', message: MESSAGES.emailRequired });
  else if (!emailFormat.safeParse(trimmed).success) ctx.addIssue({ code: 'custom', message: MESSAGES.emailInvalid });
});

/** The sign-in form: e-mail and password ('Informe a senha' when empty). */
export const signInSchema = z.object({
  email: emailField,
  senha: z.string().min(1, MESSAGES.passwordRequired),
});

/** Values of the sign-in form. */
export type SignInValues = z.infer<typeof signInSchema>;

/** The recovery form: just the e-mail. */
export const recoverySchema = z.object({ email: emailField });

/** Values of the recovery form. */
export type RecoveryValues = z.infer<typeof recoverySchema>;
