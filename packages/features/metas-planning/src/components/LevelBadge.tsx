import styled from 'styled-components';
import type { LevelInfo } from '../state/types';

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 2px ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  white-space: nowrap;
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: currentColor;
  }
  &[data-tone='error'] {
    background: ${({ theme }) => theme.colors.errorSoft};
    color: ${({ theme }) => theme.colors.errorText};
  }
  &[data-tone='warning'] {
    background: ${({ theme }) => theme.colors.warningSoft};
    color: ${({ theme }) => theme.colors.warningText};
  }
  &[data-tone='info'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
  }
  &[data-tone='success'] {
    background: ${({ theme }) => theme.colors.successSoft};
    color: ${({ theme }) => theme.colors.successText};
  }
`;

/** A level label ('Abaixo Minima' red, 'Meta Minima' orange, 'Meta Meta' blue, 'Meta Ideal' green); the text carries the meaning, the colour repeats it. */
export function LevelBadge({ info }: { info: LevelInfo }) {
  return (
    <Badge data-tone={info.tone} data-level={info.level}>
      {info.level}
    </Badge>
  );
}
