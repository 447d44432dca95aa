import { styled } from 'styled-components';
import { Select } from '@conecta/ui';
import { MESSAGES } from '../messages';
import type { Option, StatusSelection } from '../state/types';

export interface StatusFiltersProps {
  selection: StatusSelection;
  years: readonly Option<number>[];
  months: readonly Option<number>[];
  metas: readonly Option<string>[];
  isLoadingMetas: boolean;
  onChange: (field: keyof StatusSelection, value: number | string | null) => void;
}

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 220px));
  gap: ${({ theme }) => theme.space[4]};
  @media (max-width: ${({ theme }) => theme.layout.tabletBreakpoint}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** Ano, Mês and Meta; each unlocks the next (spec §2.4, §4.4). */
export function StatusFilters({ selection, years, months, metas, isLoadingMetas, onChange }: StatusFiltersProps) {
  const F = MESSAGES.filters;
  return (
    <Row role="group" aria-label={F.label}>
      <Select
        label={F.ano}
        items={years}
        placeholder={F.placeholder}
        value={selection.ano}
        onChange={(key) => onChange('ano', key === null ? null : Number(key))}
      />
      <Select
        label={F.mes}
        items={months}
        placeholder={F.placeholder}
        value={selection.mes}
        isDisabled={selection.ano === null}
        onChange={(key) => onChange('mes', key === null ? null : Number(key))}
      />
      <Select
        label={F.meta}
        items={metas}
        placeholder={isLoadingMetas ? F.loadingMeta : F.placeholder}
        value={selection.tipoMeta}
        isDisabled={selection.mes === null || metas.length === 0}
        onChange={(key) => onChange('tipoMeta', key === null ? null : String(key))}
      />
    </Row>
  );
}
