import { Controller, type Control, type UseFormSetValue } from 'react-hook-form';
import { fieldValidity, Select } from '@conecta/ui';
import type { components } from '@conecta/api';
import { MESSAGES } from '../messages';
import { MANUFACTURER_LINE, functionsOfType, hasForcedLines, type UserFormValues } from '../state/form';
import { FieldGrid } from './layout';

export interface StepTypeProps {
  control: Control<UserFormValues>;
  setValue: UseFormSetValue<UserFormValues>;
  types: readonly components['schemas']['UserTypeOption'][];
  functions: readonly components['schemas']['UserFunctionOption'][];
  tipoUsuario: number | null;
}

/** Step 1 — Tipo de Usuário: the type, then a function of that type. Changing the type clears step 3. */
export function StepType({ control, setValue, types, functions, tipoUsuario }: StepTypeProps) {
  const functionItems = functionsOfType(functions, tipoUsuario).map((option) => ({
    id: option.idUsuarioFuncao,
    label: option.descricao,
  }));
  return (
    <FieldGrid>
      <Controller
        control={control}
        name="tipoUsuario"
        render={({ field, fieldState }) => (
          <Select
            label={MESSAGES.typeLabel}
            items={types.map((option) => ({ id: option.idUsuarioTipo, label: option.descricao }))}
            value={field.value}
            onChange={(key) => {
              const tipo = key === null ? null : Number(key);
              if (tipo === field.value) return;
              field.onChange(tipo);
              const options = { shouldValidate: false, shouldDirty: true } as const;
              setValue('funcaoUsuario', null, options);
              setValue('linhasBroker', hasForcedLines(tipo) ? [MANUFACTURER_LINE] : [], options);
              setValue('brokers', [], options);
              setValue('idEmpregadoFlexx', null, options);
            }}
            onBlur={field.onBlur}
            {...fieldValidity(fieldState)}
            isRequired
          />
        )}
      />
      <Controller
        control={control}
        name="funcaoUsuario"
        render={({ field, fieldState }) => (
          <Select
            label={MESSAGES.functionLabel}
            items={functionItems}
            value={field.value}
            onChange={(key) => {
              const funcao = key === null ? null : Number(key);
              if (funcao === field.value) return;
              field.onChange(funcao);
              setValue('idEmpregadoFlexx', null, { shouldDirty: true });
            }}
            onBlur={field.onBlur}
            isDisabled={tipoUsuario === null}
            {...fieldValidity(fieldState)}
            isRequired
          />
        )}
      />
    </FieldGrid>
  );
}
