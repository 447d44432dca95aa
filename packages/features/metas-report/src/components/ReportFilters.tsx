import { styled } from 'styled-components';
import { isMetaType } from '@conecta/core';
import { Select } from '@conecta/ui';
import { MESSAGES } from '../messages';
import { TREND_LENGTHS, type Option, type ReportSelection, type TrendLength } from '../state/selection';

export interface ReportFiltersProps {
  selection: ReportSelection;
  periods: readonly Option<string>[];
  metas: readonly Option<string>[];
  lines: readonly Option<string>[];
  /** Masters only; empty hides the select. */
  brokers: readonly Option<string>[];
  isLoadingLines: boolean;
  onChange: (change: Partial<ReportSelection>) => void;
}

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

const TREND_OPTIONS = TREND_LENGTHS.map((months) => ({ id: months, label: MESSAGES.filters.mesesOption(months) }));

/** Período, Meta, Linha, Broker (masters) and the trend's length; every change reloads at once. */
export function ReportFilters({ selection, periods, metas, lines, brokers, isLoadingLines, onChange }: ReportFiltersProps) {
  const F = MESSAGES.filters;
  return (
    <Row role="group" aria-label={F.label} data-print-hide>
      <Select label={F.periodo} items={periods} value={selection.periodo} onChange={(key) => key !== null && onChange({ periodo: String(key) })} />
      <Select
        label={F.meta}
        items={metas}
        value={selection.tipoMeta}
        onChange={(key) => isMetaType(key) && onChange({ tipoMeta: key })}
      />
      <Select
        label={F.linha}
        items={lines}
        placeholder={F.placeholder}
        value={selection.linha}
        isDisabled={isLoadingLines || lines.length === 0}
        onChange={(key) => key !== null && onChange({ linha: String(key) })}
      />
      {brokers.length > 0 && (
        <Select
          label={F.broker}
          items={brokers}
          value={selection.broker === null ? '' : String(selection.broker)}
          onChange={(key) => onChange({ broker: key === null || key === '' ? null : Number(key) })}
        />
      )}
      <Select
        label={F.meses}
        items={TREND_OPTIONS}
        value={selection.meses}
        onChange={(key) => TREND_LENGTHS.includes(key as TrendLength) && onChange({ meses: key as TrendLength })}
      />
    </Row>
  );
}
