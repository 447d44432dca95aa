import { parseDate } from '@internationalized/date';
import { styled } from 'styled-components';
import { Button, DateRangePicker, Select } from '@conecta/ui';
import { MESSAGES } from '../messages';
import type { HistoryFilters as Filters } from '../state/history';
import type { Option } from '../state/selection';

export interface HistoryFiltersProps {
  filters: Filters;
  teams: readonly Option<string>[];
  sellers: readonly Option<string>[];
  people: readonly Option<number>[];
  isFiltered: boolean;
  onChange: (change: Partial<Filters>) => void;
  onClear: () => void;
}

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  align-items: end;
`;

const F = MESSAGES.filters;
const ALL = '';
const withAll = <T extends string | number>(options: readonly Option<T>[], all: string) => [
  { id: ALL, label: all },
  ...options.map((option) => ({ id: String(option.id), label: option.label })),
];

/** Equipe, Vendedor, Quem alterou and the days: every change filters the table at once. */
export function HistoryFilters({ filters, teams, sellers, people, isFiltered, onChange, onClear }: HistoryFiltersProps) {
  const range = filters.de !== null && filters.ate !== null ? { start: parseDate(filters.de), end: parseDate(filters.ate) } : null;
  return (
    <Row role="group" aria-label={F.label}>
      <Select
        label={F.equipe}
        items={withAll(teams, F.allTeams)}
        value={filters.equipe ?? ALL}
        onChange={(key) => onChange({ equipe: key === null || key === ALL ? null : String(key) })}
      />
      <Select
        label={F.vendedor}
        items={withAll(sellers, F.all)}
        value={filters.vendedor ?? ALL}
        onChange={(key) => onChange({ vendedor: key === null || key === ALL ? null : String(key) })}
      />
      <Select
        label={F.pessoa}
        items={withAll(people, F.all)}
        value={filters.pessoa === null ? ALL : String(filters.pessoa)}
        onChange={(key) => onChange({ pessoa: key === null || key === ALL ? null : Number(key) })}
      />
      <DateRangePicker
        label={F.datas}
        value={range}
        onChange={(value) => onChange(value ? { de: value.start.toString(), ate: value.end.toString() } : { de: null, ate: null })}
      />
      {isFiltered && (
        <div>
          <Button variant="secondary" onPress={onClear}>
            {F.clear}
          </Button>
        </div>
      )}
    </Row>
  );
}
