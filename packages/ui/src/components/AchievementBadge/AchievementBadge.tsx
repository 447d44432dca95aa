import { CircleAlert, CircleCheck } from 'lucide-react';
import { styled } from 'styled-components';
import { achievementTone, formatPercent, type AchievementTone } from '@conecta/core';
import { visuallyHidden } from '../../styles';

/** Words of the badge: read after the value (colour is never the only signal) and for a missing figure. */
export interface AchievementBadgeLabels {
  /** Spoken after a green value. @default 'acima de 99%' */
  above: string;
  /** Spoken after a red value. @default 'até 99%' */
  below: string;
  /** Spoken where there is no figure (shown as '—'). @default 'sem dado' */
  noFigure: string;
}

export interface AchievementBadgeProps {
  /** The '% Atingimento', or null when there is none (no meta). */
  value: number | null;
  /** The spoken words. */
  labels?: Partial<AchievementBadgeLabels>;
}

const DEFAULT_LABELS: AchievementBadgeLabels = { above: 'acima de 99%', below: 'até 99%', noFigure: 'sem dado' };

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

/** The icon of a tone: a check above 99, an alert otherwise. */
export function AchievementToneIcon({ tone }: { tone: AchievementTone }) {
  return tone === 'above' ? <CircleCheck size={16} aria-hidden="true" /> : <CircleAlert size={16} aria-hidden="true" />;
}

/** A legend chip of one tone ('Acima de 99%'), the same look as the badge. */
export function AchievementLegendChip({ tone, children }: { tone: AchievementTone; children: string }) {
  return (
    <Badge data-tone={tone}>
      <AchievementToneIcon tone={tone} />
      {children}
    </Badge>
  );
}

/**
 * A '% Atingimento' (shell spec §9): strictly above 99 green with a check, otherwise red with an
 * alert, the tone also in words for screen readers; '—' (spoken 'sem dado') without a figure.
 */
export function AchievementBadge({ value, labels }: AchievementBadgeProps) {
  const words = { ...DEFAULT_LABELS, ...labels };
  if (value === null)
    return (
      <Missing>
        <span aria-hidden="true">—</span>
        <Spoken>{words.noFigure}</Spoken>
      </Missing>
    );
  const tone = achievementTone(value);
  return (
    <Badge data-tone={tone}>
      <AchievementToneIcon tone={tone} />
      {formatPercent(value)}
      <Spoken>, {tone === 'above' ? words.above : words.below}</Spoken>
    </Badge>
  );
}
