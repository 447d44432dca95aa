import { useId, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { cardSurface } from './card-styles';

/** Heading level of a card title, to fit the page outline. */
export type CardHeadingLevel = 2 | 3 | 4;

export interface CardProps {
  /** Title shown at the top of the card; names the card for assistive technology. */
  title?: string;
  /** Heading level of the title (keep the page outline: h1 page title, h2 sections…).
   * @default 2 */
  headingLevel?: CardHeadingLevel;
  /** Actions shown at the right of the title (buttons, icon buttons). */
  actions?: ReactNode;
  /** Content of the card. */
  children?: ReactNode;
  /** Inner spacing: `none` lets a table reach the card's edges.
   * @default 'md' */
  padding?: 'none' | 'sm' | 'md' | 'lg';
}

const paddings = { none: 0, sm: 3, md: 5, lg: 6 } as const;

const Surface = styled.section<{ $padding: keyof typeof paddings }>`
  ${cardSurface}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme, $padding }) => theme.space[paddings[$padding]]};
  min-width: 0;
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  flex-wrap: wrap;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  color: ${({ theme }) => theme.colors.text};
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/**
 * A surface that groups related content, with an optional title and actions. With a title it is a
 * `section` named by its heading, so it can be reached from the screen reader's landmarks list.
 */
export function Card({ title, headingLevel = 2, actions, children, padding = 'md' }: CardProps) {
  const titleId = useId();
  return (
    <Surface $padding={padding} aria-labelledby={title ? titleId : undefined} as={title ? 'section' : 'div'}>
      {(title || actions) && (
        <Header>
          {title && (
            <Title id={titleId} as={`h${headingLevel}`}>
              {title}
            </Title>
          )}
          {actions && <Actions>{actions}</Actions>}
        </Header>
      )}
      {children}
    </Surface>
  );
}
