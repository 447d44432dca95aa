/**
 * Pieces shared by the report's two charts: the figure and its caption, the legend, the detail
 * shown beside the focused or hovered item, the empty text and the '% Atingimento' badge.
 */
import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { styled } from 'styled-components';
import type { AchievementTone } from '@conecta/core';
import { visuallyHidden } from '@conecta/ui';

export const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
`;

export const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
`;

export const Caption = styled.figcaption`
  font-size: ${({ theme }) => theme.typography.size.md};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
`;

export const LegendList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
  }
  li > svg { flex: none; }
  li > svg[data-tone='above'] { color: ${({ theme }) => theme.colors.successText}; }
  li > svg[data-tone='below'] { color: ${({ theme }) => theme.colors.errorText}; }
  /* The trend's point markers, drawn as in the chart. */
  li > svg[data-marker][data-tone='below'] { color: ${({ theme }) => theme.colors.error}; }
`;

/** A legend key: its look follows `data-swatch` (meta, above, below, line, reference). */
export const Swatch = styled.span`
  flex: none;
  display: inline-block;
  width: 16px;
  height: 10px;
  border-radius: 2px;
  print-color-adjust: exact;
  &[data-swatch='meta'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    box-shadow: inset 0 0 0 1.5px ${({ theme }) => theme.colors.primary};
  }
  &[data-swatch='above'] { background: ${({ theme }) => theme.colors.successText}; }
  &[data-swatch='below'] { background: ${({ theme }) => theme.colors.error}; }
  &[data-swatch='line'] {
    height: 0;
    border-top: 2px solid ${({ theme }) => theme.colors.primary};
    border-radius: 0;
  }
  &[data-swatch='reference'] {
    height: 0;
    border-top: 2px dashed ${({ theme }) => theme.colors.textMuted};
    border-radius: 0;
  }
`;

/** Holds the SVG (at the width it measures) and the detail positioned over it. */
export const Plot = styled.div`
  position: relative;
  width: 100%;
  min-width: 0;
  > svg {
    display: block;
    width: 100%;
    height: auto;
    overflow: visible;
    font-family: inherit;
    print-color-adjust: exact;
  }
`;

/**
 * The detail of the focused or hovered item, over the chart at `--detail-x`/`--detail-y` (set
 * per item: house rule 8). Visual only — the item's accessible name carries the same figures.
 */
export const Detail = styled.div`
  position: absolute;
  top: var(--detail-y, 0);
  left: var(--detail-x, 0);
  z-index: ${({ theme }) => theme.zIndex.overlay};
  width: max-content;
  min-width: 200px;
  max-width: 280px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  font-size: ${({ theme }) => theme.typography.size.sm};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  pointer-events: none;
  &[data-placement='above'] { transform: translateY(-100%); }
  &[data-placement='below'] { transform: translateY(4px); }
  &[data-align='center'][data-placement='above'] { transform: translate(-50%, -100%); }
  &[data-align='center'][data-placement='below'] { transform: translate(-50%, 4px); }
  strong {
    display: block;
    margin-bottom: ${({ theme }) => theme.space[1]};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    overflow-wrap: anywhere;
  }
  dl {
    display: grid;
    grid-template-columns: auto auto;
    gap: 2px ${({ theme }) => theme.space[3]};
    margin: 0;
  }
  dl > div { display: contents; }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: nowrap;
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  p {
    margin: ${({ theme }) => `${theme.space[1]} 0 0`};
    font-size: ${({ theme }) => theme.typography.size.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  @media print { display: none; }
`;

export const Empty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.surface};
`;

export const Hidden = styled.span`
  ${visuallyHidden}
`;

/** The tone's icon (check above 99 %, alert otherwise): colour is never the only signal. */
export function ToneIcon({ tone, size = 16, ...svg }: { tone: AchievementTone; size?: number; x?: number; y?: number; 'data-tone'?: AchievementTone }) {
  const Icon = tone === 'above' ? CircleCheck : CircleAlert;
  return <Icon size={size} aria-hidden="true" focusable="false" {...svg} />;
}

/** One figure of the detail: name and value. */
export function DetailFigure({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div>
      <dt>{name}</dt>
      <dd>{children}</dd>
    </div>
  );
}
