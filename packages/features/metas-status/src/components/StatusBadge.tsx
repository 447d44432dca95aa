import { styled } from 'styled-components';

/** Tone of each status (spec §4.1, §9 colours): open warns, in progress is blue, released is green. */
const TONES: Readonly<Record<string, 'warning' | 'progress' | 'approved' | 'done'>> = {
  'Em aberto': 'warning',
  Rateada: 'progress',
  'Aprovada gerente': 'progress',
  'Aprovada supervisor': 'approved',
  Liberado: 'done',
};

const Badge = styled.span`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  white-space: nowrap;
  &[data-tone='warning'] {
    background: ${({ theme }) => theme.colors.warningSoft};
    border-color: ${({ theme }) => theme.colors.warning};
    color: ${({ theme }) => theme.colors.warningText};
  }
  &[data-tone='progress'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
  &[data-tone='approved'] {
    background: ${({ theme }) => theme.colors.secondarySoft};
    border-color: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.successText};
  }
  &[data-tone='done'] {
    background: ${({ theme }) => theme.colors.successSoft};
    border-color: ${({ theme }) => theme.colors.success};
    color: ${({ theme }) => theme.colors.successText};
  }
`;

/** A status as a coloured label (the text carries the meaning; colour only helps). */
export function StatusBadge({ status }: { status: string }) {
  return <Badge data-tone={TONES[status]}>{status || '—'}</Badge>;
}
