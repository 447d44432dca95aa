import { useId, useMemo } from 'react';
import { styled } from 'styled-components';
import { AchievementBadge, AchievementLegendChip, Table, TextLink, type TableColumn } from '@conecta/ui';
import { MESSAGES } from '../messages';
import type { AchievementMatrix, AchievementRow, ReportLinks } from '../state/dashboard';

export interface AchievementTableProps {
  matrix: AchievementMatrix;
  isLoading: boolean;
  /** The report's addresses: a last row links each supervisor to his sellers (issue 22); null: no row. */
  report: ReportLinks | null;
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.xl};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    color: ${({ theme }) => theme.colors.text};
  }
  p {
    margin: ${({ theme }) => `${theme.space[1]} 0 0`};
    font-size: ${({ theme }) => theme.typography.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.surface};
`;

const BADGE_LABELS = { above: MESSAGES.supervisors.above, below: MESSAGES.supervisors.below, noFigure: MESSAGES.supervisors.noFigure };

/**
 * 'Supervisores': one column per supervisor, one row per category, each cell the '% Atingimento'
 * — green with a check above 99, red with an alert otherwise, and the tone read aloud.
 */
export function AchievementTable({ matrix, isLoading, report }: AchievementTableProps) {
  const headingId = useId();
  const captionId = useId();
  // The drill-down row only when a supervisor has an id to open and the user may open the report.
  const drills = report !== null && matrix.supervisorIds.some((id) => id !== null);
  const columns = useMemo<TableColumn<AchievementRow>[]>(
    () => [
      {
        id: 'categoria',
        header: MESSAGES.supervisors.categoryColumn,
        isRowHeader: true,
        value: (row) => row.categoria,
        footer: drills ? MESSAGES.report.drillRow : undefined,
      },
      ...matrix.supervisors.map<TableColumn<AchievementRow>>((name, index) => {
        const id = matrix.supervisorIds[index];
        return {
          id: `supervisor-${index}`,
          header: name,
          align: 'end',
          cell: (row) => <AchievementBadge value={row.cells[index] ?? null} labels={BADGE_LABELS} />,
          footer:
            drills && report && id ? (
              <TextLink href={report.supervisor(id)} aria-label={MESSAGES.report.supervisorName(name)}>
                {MESSAGES.report.supervisor}
              </TextLink>
            ) : undefined,
        };
      }),
    ],
    [matrix.supervisors, matrix.supervisorIds, drills, report],
  );
  const hasColumns = isLoading || matrix.supervisors.length > 0;

  return (
    <Section aria-labelledby={headingId}>
      <Head>
        <div>
          <h2 id={headingId}>{MESSAGES.supervisors.heading}</h2>
          <p id={captionId}>{MESSAGES.supervisors.caption}</p>
        </div>
        <Legend aria-label={MESSAGES.supervisors.legendLabel}>
          <li>
            <AchievementLegendChip tone="above">{MESSAGES.supervisors.legendAbove}</AchievementLegendChip>
          </li>
          <li>
            <AchievementLegendChip tone="below">{MESSAGES.supervisors.legendBelow}</AchievementLegendChip>
          </li>
        </Legend>
      </Head>
      {hasColumns ? (
        <Table
          aria-labelledby={`${headingId} ${captionId}`}
          columns={columns}
          rows={matrix.rows}
          getRowKey={(row) => row.key}
          isLoading={isLoading}
          manualSorting
        />
      ) : (
        <Note>{MESSAGES.supervisors.noSupervisors}</Note>
      )}
    </Section>
  );
}
