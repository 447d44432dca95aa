import { useEffect } from 'react';
import { Controller, type Control, type UseFormSetValue } from 'react-hook-form';
import { ComboBox, fieldValidity, MultiSelect, Select } from '@conecta/ui';
import type { ApiClient, components } from '@conecta/api';
import { MESSAGES } from '../messages';
import {
  employeesForFunction,
  hasForcedLines,
  needsEmployee,
  takesSingleBroker,
  type UserFormValues,
} from '../state/form';
import { useBrokerOptions, useEmployeeOptions } from '../state/hooks';
import { FieldGrid } from './layout';

export interface StepClassificationProps {
  api: ApiClient;
  control: Control<UserFormValues>;
  setValue: UseFormSetValue<UserFormValues>;
  lines: readonly components['schemas']['BrokerLine'][];
  values: Pick<UserFormValues, 'tipoUsuario' | 'funcaoUsuario' | 'linhasBroker' | 'brokers'>;
}

/**
 * Step 3 — Classificação: product lines (forced to BRL1 for type 2), the brokers of those lines
 * (one for type 3, several otherwise) and, for functions 10/11/12, the broker's employee of the
 * matching kind.
 */
export function StepClassification({ api, control, setValue, lines, values }: StepClassificationProps) {
  const { tipoUsuario, funcaoUsuario, linhasBroker, brokers } = values;
  const forced = hasForcedLines(tipoUsuario);
  const single = takesSingleBroker(tipoUsuario);
  const withEmployee = needsEmployee(funcaoUsuario);
  const brokerOptions = useBrokerOptions(api, linhasBroker);
  const employeeOptions = useEmployeeOptions(api, brokers[0] ?? null, withEmployee);

  // Brokers that are not of the chosen lines any more are dropped once the new list arrives.
  const available = brokerOptions.brokers;
  useEffect(() => {
    if (brokerOptions.isLoading || linhasBroker.length === 0) return;
    const kept = brokers.filter((id) => available.some((broker) => broker.idPuxada === id));
    if (kept.length !== brokers.length) setValue('brokers', kept, { shouldDirty: true });
  }, [available, brokerOptions.isLoading, brokers, linhasBroker.length, setValue]);

  const brokerItems = available.map((broker) => ({ id: broker.idPuxada, label: broker.razaoSocial }));
  const employeeItems = employeesForFunction(employeeOptions.employees, funcaoUsuario).map((employee) => ({
    id: employee.idEmpregadoFlexx,
    label: `${employee.idEmpregadoFlexx} - ${employee.nomeEmpregado}`,
  }));
  const brokerHint = linhasBroker.length === 0 ? MESSAGES.brokersNeedLines : undefined;

  return (
    <FieldGrid>
      <Controller
        control={control}
        name="linhasBroker"
        render={({ field, fieldState }) => (
          <MultiSelect
            label={MESSAGES.linesLabel}
            items={lines.map((line) => ({ id: line.descricao, label: `${line.descricao} — ${line.nome}` }))}
            value={field.value}
            onChange={(keys) => field.onChange(keys.map(String))}
            emptyText={MESSAGES.linesEmpty}
            description={forced ? MESSAGES.linesForcedHint : undefined}
            isDisabled={forced}
            isInvalid={fieldState.invalid}
            errorMessage={fieldState.error?.message}
            isRequired
          />
        )}
      />
      <Controller
        control={control}
        name="brokers"
        render={({ field, fieldState }) =>
          single ? (
            <Select
              label={MESSAGES.brokerLabel}
              items={brokerItems}
              value={field.value[0] ?? null}
              onChange={(key) => {
                field.onChange(key === null ? [] : [Number(key)]);
                setValue('idEmpregadoFlexx', null, { shouldDirty: true });
              }}
              onBlur={field.onBlur}
              description={brokerHint}
              isDisabled={linhasBroker.length === 0 || brokerOptions.isLoading}
              {...fieldValidity(fieldState)}
              isRequired
            />
          ) : (
            <MultiSelect
              label={MESSAGES.brokersLabel}
              items={brokerItems}
              value={field.value}
              onChange={(keys) => field.onChange(keys.map(Number))}
              emptyText={MESSAGES.brokersEmpty}
              description={brokerHint}
              isDisabled={linhasBroker.length === 0 || brokerOptions.isLoading}
              isInvalid={fieldState.invalid}
              errorMessage={fieldState.error?.message}
              isRequired
            />
          )
        }
      />
      {withEmployee && (
        <Controller
          control={control}
          name="idEmpregadoFlexx"
          render={({ field, fieldState }) => (
            <ComboBox
              // Remounted when the options arrive, so the chosen employee's name shows in the input.
              key={employeeItems.length}
              label={MESSAGES.employeeLabel}
              items={employeeItems}
              value={field.value}
              onChange={(key) => field.onChange(key === null ? null : String(key))}
              onBlur={field.onBlur}
              description={brokers.length === 0 ? MESSAGES.employeeNeedsBroker : undefined}
              isDisabled={brokers.length === 0 || employeeOptions.isLoading}
              {...fieldValidity(fieldState)}
              isRequired
            />
          )}
        />
      )}
    </FieldGrid>
  );
}
