import { styled } from 'styled-components';
import { MONTH_NAMES, type MetasSelection } from '@conecta/core';
import { Select, type FieldOption } from '@conecta/ui';
import { MESSAGES } from '../messages';
import { META_OPTIONS } from '../state/use-supervisor-split';

type Field = 'ano' | 'mes' | 'tipoMeta' | 'versao' | 'linha';

export interface SelectionBarProps {
  selection: MetasSelection;
  years: readonly number[];
  versions: readonly string[];
  lines: readonly string[];
  isLoadingOptions: boolean;
  onChange: (field: Field, value: string | number) => void;
}

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const options = (values: readonly (string | number)[]): FieldOption[] =>
  values.map((value) => ({ id: String(value), label: String(value) }));
const months: FieldOption[] = MONTH_NAMES.map((name, i) => ({ id: String(i + 1), label: name }));
const keyOf = (value: string | number | undefined) => (value === undefined ? null : String(value));

/** The cascade Ano → Periodo → Meta → Versao → Linha; each select appears once the previous is chosen. */
export function SelectionBar({ selection, years, versions, lines, isLoadingOptions, onChange }: SelectionBarProps) {
  const tipoMeta = selection.tipoMeta ?? 'VBC';
  return (
    <Row>
      <Select
        label={MESSAGES.selectors.ano}
        items={options(years)}
        placeholder={MESSAGES.selectors.placeholder}
        value={keyOf(selection.ano)}
        onChange={(value) => value !== null && onChange('ano', Number(value))}
      />
      {selection.ano !== undefined && (
        <Select
          label={MESSAGES.selectors.periodo}
          items={months}
          placeholder={MESSAGES.selectors.placeholder}
          value={keyOf(selection.mes)}
          onChange={(value) => value !== null && onChange('mes', Number(value))}
        />
      )}
      {selection.mes !== undefined && (
        <Select
          label={MESSAGES.selectors.meta}
          items={options(META_OPTIONS)}
          placeholder={MESSAGES.selectors.placeholder}
          value={tipoMeta}
          onChange={(value) => value !== null && value !== tipoMeta && onChange('tipoMeta', String(value))}
        />
      )}
      {selection.mes !== undefined && (
        <Select
          label={MESSAGES.selectors.versao}
          items={options(versions)}
          placeholder={MESSAGES.selectors.placeholder}
          isDisabled={isLoadingOptions || versions.length === 0}
          value={keyOf(selection.versao)}
          onChange={(value) => value !== null && onChange('versao', String(value))}
        />
      )}
      {selection.versao !== undefined && (
        <Select
          label={MESSAGES.selectors.linha}
          items={options(lines)}
          placeholder={MESSAGES.selectors.placeholder}
          isDisabled={isLoadingOptions || lines.length === 0}
          value={keyOf(selection.linha)}
          onChange={(value) => value !== null && onChange('linha', String(value))}
        />
      )}
    </Row>
  );
}
