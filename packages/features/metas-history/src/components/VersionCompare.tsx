import { styled } from 'styled-components';
import { formatMetaValue, type MetaType } from '@conecta/core';
import { Banner, Button, Select, Spinner, Table, type TableColumn } from '@conecta/ui';
import { MESSAGES } from '../messages';
import { differenceText, type CompareLine, type VersionComparison } from '../state/compare';
import type { Option } from '../state/selection';

export interface VersionCompareProps {
  versions: readonly Option<string>[];
  a: string | null;
  b: string | null;
  onChoose: (side: 'a' | 'b', versao: string) => void;
  result: VersionComparison | null;
  isLoading: boolean;
  failed: boolean;
  onRetry: () => void;
  metaType: MetaType;
}

const C = MESSAGES.compare;

const Pickers = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

const Marked = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[1]};
  align-items: center;
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  &[data-direction='up'] { color: ${({ theme }) => theme.colors.successText}; }
  &[data-direction='down'] { color: ${({ theme }) => theme.colors.errorText}; }
  &[data-direction='same'] { color: ${({ theme }) => theme.colors.textMuted}; font-weight: ${({ theme }) => theme.typography.weight.regular}; }
`;

const Summary = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

const Heading = styled.h2`
  margin: ${({ theme }) => `${theme.space[4]} 0 ${theme.space[2]}`};
  font-size: ${({ theme }) => theme.typography.size.lg};
`;

function columnsOf(first: string, metaType: MetaType, a: string, b: string): TableColumn<CompareLine>[] {
  const value = (figure: number | null) => (figure === null ? C.missing : formatMetaValue(figure, metaType));
  return [
    { id: 'label', header: first, isRowHeader: true, value: (line) => line.label, minWidth: 160 },
    { id: 'a', header: a, align: 'end', value: (line) => line.a ?? -1, cell: (line) => value(line.a), wrap: 'none', minWidth: 120 },
    { id: 'b', header: b, align: 'end', value: (line) => line.b ?? -1, cell: (line) => value(line.b), wrap: 'none', minWidth: 120 },
    {
      id: 'diferenca',
      header: C.diferenca,
      align: 'end',
      value: (line) => line.difference ?? 0,
      cell: (line) => (
        <Marked data-direction={line.difference === null || line.difference === 0 ? 'same' : line.difference > 0 ? 'up' : 'down'} data-changed={line.changed ? '' : undefined}>
          {differenceText(line, metaType)}
        </Marked>
      ),
      wrap: 'none',
      minWidth: 150,
    },
  ];
}

/** 'Comparar versões': two versions of the month, per team and per category, differences marked. */
export function VersionCompare({ versions, a, b, onChoose, result, isLoading, failed, onRetry, metaType }: VersionCompareProps) {
  if (versions.length < 2) return <p role="status">{C.needTwo}</p>;
  const items = versions.map((option) => ({ id: option.id, label: option.label }));
  return (
    <>
      <p>{C.hint}</p>
      <Pickers>
        <Select label={C.versaoA} items={items} value={a} onChange={(key) => key !== null && onChoose('a', String(key))} />
        <Select label={C.versaoB} items={items} value={b} onChange={(key) => key !== null && onChoose('b', String(key))} />
      </Pickers>
      {failed ? (
        <Banner tone="error" action={<Button variant="secondary" size="sm" onPress={onRetry}>{MESSAGES.retry}</Button>}>
          {C.failed}
        </Banner>
      ) : isLoading || !result || a === null || b === null ? (
        <Spinner label={C.loading} />
      ) : (
        <>
          <Summary role="status">{C.summary(result.changedCount, result.lineCount)}</Summary>
          <Heading>{C.teams}</Heading>
          <Table aria-label={`${C.teams}: ${a} × ${b}`} columns={columnsOf(C.equipe, metaType, a, b)} rows={[...result.teams, result.total]} getRowKey={(line) => line.key} />
          <Heading>{C.categories}</Heading>
          <Table aria-label={`${C.categories}: ${a} × ${b}`} columns={columnsOf(C.categoria, metaType, a, b)} rows={result.categories} getRowKey={(line) => line.key} />
        </>
      )}
    </>
  );
}
