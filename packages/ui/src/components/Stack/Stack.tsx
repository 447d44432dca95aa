import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import type { ConectaTheme } from '../../theme';

/** A step of the theme's 4 px spacing scale. */
export type SpaceToken = keyof ConectaTheme['space'];

/** Cross-axis alignment of the items. */
export type StackAlign = 'start' | 'center' | 'end' | 'stretch' | 'baseline';

/** Main-axis distribution of the items. */
export type StackJustify = 'start' | 'center' | 'end' | 'between';

export interface StackProps {
  /** Items to lay out. */
  children?: ReactNode;
  /** `vertical` stacks items top to bottom; `horizontal` places them side by side.
   * @default 'vertical' */
  direction?: 'vertical' | 'horizontal';
  /** Space between items, a step of the theme scale (4 = 16 px).
   * @default 4 */
  gap?: SpaceToken;
  /** Cross-axis alignment.
   * @default 'stretch' */
  align?: StackAlign;
  /** Main-axis distribution.
   * @default 'start' */
  justify?: StackJustify;
  /** Lets horizontal items wrap onto new lines.
   * @default false */
  wrap?: boolean;
  /** HTML element to render (e.g. 'ul', 'section').
   * @default 'div' */
  as?: 'div' | 'section' | 'ul' | 'ol' | 'header' | 'footer' | 'form';
}

const alignments: Record<StackAlign, string> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
  baseline: 'baseline',
};

const justifications: Record<StackJustify, string> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
};

const Flex = styled.div<{
  $direction: 'vertical' | 'horizontal';
  $gap: SpaceToken;
  $align: StackAlign;
  $justify: StackJustify;
  $wrap: boolean;
}>`
  display: flex;
  flex-direction: ${({ $direction }) => ($direction === 'horizontal' ? 'row' : 'column')};
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  align-items: ${({ $align }) => alignments[$align]};
  justify-content: ${({ $justify }) => justifications[$justify]};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  min-width: 0;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Lays out children in a column or a row with a gap from the theme's spacing scale. */
export function Stack({
  children,
  direction = 'vertical',
  gap = 4,
  align = 'stretch',
  justify = 'start',
  wrap = false,
  as = 'div',
}: StackProps) {
  return (
    <Flex as={as} $direction={direction} $gap={gap} $align={align} $justify={justify} $wrap={wrap}>
      {children}
    </Flex>
  );
}
