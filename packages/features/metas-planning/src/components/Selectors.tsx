import { styled } from 'styled-components';
import { Select, type FieldOption } from '@conecta/ui';
import { MESSAGES } from '../messages';
import { monthOptions, yearOptions, type PlanningSelection, type SelectionStep } from '../state/selection';

export interface SelectorsProps {
  selection: PlanningSelection;
  steps: readonly SelectionStep[];
  versions: readonly string[];
  lines: readonly string[];
  /** The period's options are loading (Versao shows disabled until they arrive). */
  isLoadingOptions: boolean;
  now: Date;
  onChange: (step: SelectionStep, value: number | string | null) => void;
}

const Row = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  border: none;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
`;

const toOptions = (values: readonly (string | number)[]): FieldOption[] =>
  values.map((value) => ({ id: String(value), label: String(value) }));

/** Ano → Periodo → Versao → Linha: each select appears once the previous one is chosen. */
export function Selectors({ selection, steps, versions, lines, isLoadingOptions, now, onChange }: SelectorsProps) {
  const years = toOptions(yearOptions(now));
  const months: FieldOption[] = monthOptions().map(({ mes, label }) => ({ id: String(mes), label }));
  const key = (value: number | string | null) => (value === null ? null : String(value));
  return (
    <Row>
      <legend>{MESSAGES.selectors.group}</legend>
      <Select
        label={MESSAGES.selectors.ano}
        items={years}
        placeholder={MESSAGES.selectors.placeholder}
        value={key(selection.ano)}
        onChange={(value) => value !== null && onChange('ano', Number(value))}
      />
      {steps.includes('mes') && (
        <Select
          label={MESSAGES.selectors.periodo}
          items={months}
          placeholder={MESSAGES.selectors.placeholder}
          value={key(selection.mes)}
          onChange={(value) => value !== null && onChange('mes', Number(value))}
        />
      )}
      {steps.includes('versao') && (
        <Select
          label={MESSAGES.selectors.versao}
          items={toOptions(versions)}
          placeholder={MESSAGES.selectors.placeholder}
          isDisabled={isLoadingOptions || versions.length === 0}
          value={key(selection.versao)}
          onChange={(value) => value !== null && onChange('versao', String(value))}
        />
      )}
      {steps.includes('linha') && (
        <Select
          label={MESSAGES.selectors.linha}
          items={toOptions(lines)}
          placeholder={MESSAGES.selectors.placeholder}
          value={key(selection.linha)}
          onChange={(value) => value !== null && onChange('linha', String(value))}
        />
      )}
    </Row>
  );
}
