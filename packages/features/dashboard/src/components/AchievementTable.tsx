import { useId, useMemo } from 'react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { styled } from 'styled-components';
import { formatPercent } from '@conecta/core';
import { Table, visuallyHidden, type TableColumn } from '@conecta/ui';
import { MESSAGES } from '../messages';
import { achievementTone, type AchievementMatrix, type AchievementRow, type AchievementTone } from '../state/dashboard';

export interface AchievementTableProps {
  matrix: AchievementMatrix;
  isLoading: boolean;
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

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `2px ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  svg { flex: none; }
  &[data-tone='above'] {
    color: ${({ theme }) => theme.colors.successText};
    background: ${({ theme }) => theme.colors.successSoft};
  }
  &[data-tone='below'] {
    color: ${({ theme }) => theme.colors.errorText};
    background: ${({ theme }) => theme.colors.errorSoft};
  }
`;

const Missing = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Spoken = styled.span`
  ${visuallyHidden}
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.surface};
`;

function ToneIcon({ tone }: { tone: AchievementTone }) {
  return tone === 'above' ? <CircleCheck size={16} aria-hidden="true" /> : <CircleAlert size={16} aria-hidden="true" />;
}

/** A '% Atingimento' cell: the value, an icon and (for screen readers) the tone in words. */
function Achievement({ value }: { value: number | null }) {
  if (value === null)
    return (
      <Missing>
        <span aria-hidden="true">—</span>
        <Spoken>{MESSAGES.supervisors.noFigure}</Spoken>
      </Missing>
    );
  const tone = achievementTone(value);
  return (
    <Badge data-tone={tone}>
      <ToneIcon tone={tone} />
      {formatPercent(value)}
      <Spoken>, {tone === 'above' ? MESSAGES.supervisors.above : MESSAGES.supervisors.below}</Spoken>
    </Badge>
  );
}

/**
 * 'Supervisores': one column per supervisor, one row per category, each cell the '% Atingimento'
 * — green with a check above 99, red with an alert otherwise, and the tone read aloud.
 */
export function AchievementTable({ matrix, isLoading }: AchievementTableProps) {
  const headingId = useId();
  const captionId = useId();
  const columns = useMemo<TableColumn<AchievementRow>[]>(
    () => [
      { id: 'categoria', header: MESSAGES.supervisors.categoryColumn, isRowHeader: true, value: (row) => row.categoria },
      ...matrix.supervisors.map<TableColumn<AchievementRow>>((name, index) => ({
        id: `supervisor-${index}`,
        header: name,
        align: 'end',
        cell: (row) => <Achievement value={row.cells[index] ?? null} />,
      })),
    ],
    [matrix.supervisors],
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
            <Badge data-tone="above">
              <ToneIcon tone="above" />
              {MESSAGES.supervisors.legendAbove}
            </Badge>
          </li>
          <li>
            <Badge data-tone="below">
              <ToneIcon tone="below" />
              {MESSAGES.supervisors.legendBelow}
            </Badge>
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
