import { Controller, type Control } from 'react-hook-form';
import { bindField, fieldValidity, PasswordField, TextField } from '@conecta/ui';
import { MESSAGES } from '../messages';
import type { UserFormValues } from '../state/form';
import { FieldGrid } from './layout';

export interface StepIdentityProps {
  control: Control<UserFormValues>;
  isEdit: boolean;
}

/** Step 2 — Identificação: name, e-mail (disabled on edit), password and confirmation. */
export function StepIdentity({ control, isEdit }: StepIdentityProps) {
  return (
    <FieldGrid>
      <Controller
        control={control}
        name="nomeUsuario"
        render={({ field, fieldState }) => (
          <TextField
            label={MESSAGES.nameLabel}
            autoComplete="off"
            {...bindField(field)}
            {...fieldValidity(fieldState)}
            isRequired
          />
        )}
      />
      <Controller
        control={control}
        name="email"
        render={({ field, fieldState }) => (
          <TextField
            label={MESSAGES.emailLabel}
            type="email"
            autoComplete="off"
            {...bindField(field)}
            isDisabled={isEdit}
            {...fieldValidity(fieldState)}
            isRequired
          />
        )}
      />
      <Controller
        control={control}
        name="senha"
        rules={{ deps: ['confirmacaoSenha'] }}
        render={({ field, fieldState }) => (
          <PasswordField
            label={MESSAGES.passwordLabel}
            autoComplete="new-password"
            description={isEdit ? `${MESSAGES.passwordEditHint} ${MESSAGES.passwordHint}` : MESSAGES.passwordHint}
            {...bindField(field)}
            {...fieldValidity(fieldState)}
            isRequired={!isEdit}
          />
        )}
      />
      <Controller
        control={control}
        name="confirmacaoSenha"
        render={({ field, fieldState }) => (
          <PasswordField
            label={MESSAGES.confirmationLabel}
            autoComplete="new-password"
            {...bindField(field)}
            {...fieldValidity(fieldState)}
            isRequired={!isEdit}
          />
        )}
      />
    </FieldGrid>
  );
}
