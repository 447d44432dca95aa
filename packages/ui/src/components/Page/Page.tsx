import type { ReactNode } from 'react';
import { styled } from 'styled-components';

/** Content width: `wide` 1570 px for tables and dashboards, `narrow` 1120 px for forms. */
export type PageWidth = 'wide' | 'narrow';

export interface PageProps {
  /** Page title, rendered as the page's only `h1` (e.g. 'Notificações'). */
  title: string;
  /** Trail above the title, usually a `<Breadcrumbs>`. */
  breadcrumb?: ReactNode;
  /** Actions at the right of the title (e.g. a 'Criar nova notificação' button). */
  actions?: ReactNode;
  /** A short line under the title. */
  description?: ReactNode;
  /** Maximum content width: `wide` (1570 px) or `narrow` (1120 px), centred.
   * @default 'wide' */
  width?: PageWidth;
  /** The page content. */
  children?: ReactNode;
}

const Container = styled.div<{ $width: PageWidth }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  width: 100%;
  max-width: ${({ theme, $width }) => ($width === 'narrow' ? theme.layout.containerNarrow : theme.layout.containerWide)};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[6]} ${theme.space[10]}`};
  @media (max-width: ${({ theme }) => theme.layout.tabletBreakpoint}) {
    padding: ${({ theme }) => `${theme.space[4]} ${theme.space[4]} ${theme.space[8]}`};
  }
`;

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const TitleRow = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xxl};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  color: ${({ theme }) => theme.colors.text};
`;

const Description = styled.p`
  margin: ${({ theme }) => `${theme.space[1]} 0 0`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/**
 * The frame of one screen: optional breadcrumb, the title as `h1`, actions beside it, and the content
 * centred at the wide (1570 px) or narrow (1120 px) width. It renders no landmark: the shell wraps
 * pages in its `<main>`.
 */
export function Page({ title, breadcrumb, actions, description, width = 'wide', children }: PageProps) {
  return (
    <Container $width={width} data-width={width}>
      <Header>
        {breadcrumb}
        <TitleRow>
          <div>
            <Title>{title}</Title>
            {description && <Description>{description}</Description>}
          </div>
          {actions && <Actions>{actions}</Actions>}
        </TitleRow>
      </Header>
      {children}
    </Container>
  );
}
