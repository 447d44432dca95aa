import { styled } from 'styled-components';
import { MESSAGES } from '../messages';
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
  &[data-tone='none'] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &[data-tone='success'] {
    background: ${({ theme }) => theme.colors.successSoft};
    color: ${({ theme }) => theme.colors.successText};
  }
`;

export interface LevelBadgeProps {
  /** The level and its tone; null when there is nothing to rate (no suggestions or no planned value): a grey 'Sem nível'. */
  info: LevelInfo | null;
}

/** A level label ('Abaixo Minima' red, 'Meta Minima' orange, 'Meta Meta' blue, 'Meta Ideal' green, 'Sem nível' grey); the text carries the meaning, the colour repeats it. */
export function LevelBadge({ info }: LevelBadgeProps) {
  if (!info)
    return (
      <Badge data-tone="none" data-level="none">
        {MESSAGES.cards.noLevel}
      </Badge>
    );
  return (
    <Badge data-tone={info.tone} data-level={info.level}>
      {info.level}
    </Badge>
  );
}
