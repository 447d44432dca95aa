import { styled } from 'styled-components';
import { Select } from '@conecta/ui';
import type { MetasSelection } from '@conecta/core';
import { MESSAGES } from '../messages';
import { monthOptions, type SelectorField } from '../state/selection';

const Bar = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const toOptions = (values: readonly (string | number)[]) => values.map((value) => ({ id: value, label: String(value) }));

interface SelectionBarProps {
  selection: MetasSelection;
  years: readonly number[];
  versions: readonly string[];
  lines: readonly string[];
  isLoadingOptions: boolean;
  onChoose: (field: SelectorField, value: string | number | null) => void;
}

/** Ano, Período, Versão, Linha: each unlocks the next (§2.3, §4.4). */
export function SelectionBar({ selection, years, versions, lines, isLoadingOptions, onChoose }: SelectionBarProps) {
  const yearItems = toOptions(selection.ano !== undefined && !years.includes(selection.ano) ? [...years, selection.ano] : years);
  const versionItems = toOptions(selection.versao && !versions.includes(selection.versao) ? [...versions, selection.versao] : versions);
  const lineItems = toOptions(selection.linha && !lines.includes(selection.linha) ? [...lines, selection.linha] : lines);
  return (
    <Bar>
      <Select
        label={MESSAGES.selectors.ano}
        items={yearItems}
        placeholder={MESSAGES.selectors.placeholder}
        value={selection.ano ?? null}
        onChange={(value) => value !== null && onChoose('ano', Number(value))}
      />
      <Select
        label={MESSAGES.selectors.periodo}
        items={monthOptions}
        placeholder={MESSAGES.selectors.placeholder}
        isDisabled={selection.ano === undefined}
        value={selection.mes ?? null}
        onChange={(value) => value !== null && onChoose('mes', Number(value))}
      />
      <Select
        label={MESSAGES.selectors.versao}
        items={versionItems}
        placeholder={isLoadingOptions ? MESSAGES.selectors.loadingOptions : MESSAGES.selectors.placeholder}
        isDisabled={selection.mes === undefined || versionItems.length === 0}
        value={selection.versao ?? null}
        onChange={(value) => value !== null && onChoose('versao', String(value))}
      />
      <Select
        label={MESSAGES.selectors.linha}
        items={lineItems}
        placeholder={MESSAGES.selectors.placeholder}
        isDisabled={selection.versao === undefined || lineItems.length === 0}
        value={selection.linha ?? null}
        onChange={(value) => value !== null && onChoose('linha', String(value))}
      />
    </Bar>
  );
}
