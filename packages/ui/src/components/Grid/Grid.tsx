import type { CSSProperties, ReactNode } from 'react';
import { styled } from 'styled-components';
import type { SpaceToken } from '../Stack/Stack';

export interface GridProps {
  /** Items, one per cell. */
  children?: ReactNode;
  /** Most columns on a wide screen; fewer when a column would get narrower than `minColumnWidth`.
   * @default 4 */
  columns?: number;
  /** Narrowest a column may get before the grid drops a column (CSS length).
   * @default '240px' */
  minColumnWidth?: string;
  /** Space between cells, a step of the theme scale (4 = 16 px).
   * @default 4 */
  gap?: SpaceToken;
  /** HTML element to render.
   * @default 'div' */
  as?: 'div' | 'section' | 'ul' | 'ol';
}

const Cells = styled.div<{ $gap: SpaceToken }>`
  --grid-gap: ${({ theme, $gap }) => theme.space[$gap]};
  display: grid;
  gap: var(--grid-gap);
  grid-template-columns: repeat(
    auto-fill,
    minmax(
      min(100%, max(var(--grid-min, 240px), calc((100% - (var(--grid-columns, 4) - 1) * var(--grid-gap)) / var(--grid-columns, 4)))),
      1fr
    )
  );
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * A responsive grid: up to `columns` equal columns, dropping to fewer as the container narrows so
 * no column gets narrower than `minColumnWidth`, down to one column on a phone. No media queries:
 * it follows the width of its container.
 */
export function Grid({ children, columns = 4, minColumnWidth = '240px', gap = 4, as = 'div' }: GridProps) {
  const vars = { '--grid-columns': Math.max(1, Math.trunc(columns)), '--grid-min': minColumnWidth } as CSSProperties;
  return (
    <Cells as={as} $gap={gap} style={vars}>
      {children}
    </Cells>
  );
}
