import type { ReactNode } from 'react';
import styled from 'styled-components';
import { MESSAGES } from '../messages';

const Frame = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  grid-template-rows: auto 1fr;
  grid-template-areas: 'side top' 'side main';
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Side = styled.div`
  grid-area: side;
  position: sticky;
  top: 0;
  height: 100vh;
  overflow-y: auto;
  display: flex;
`;

const Main = styled.main`
  grid-area: main;
  min-width: 0;
  &:focus { outline: none; }
`;

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space[2]};
  top: -100px;
  padding: ${({ theme }) => theme.space[2]};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.white};
  z-index: ${({ theme }) => theme.zIndex.splash};
  &:focus { top: ${({ theme }) => theme.space[2]}; }
`;

export interface ShellLayoutProps {
  /** The side menu. */
  side: ReactNode;
  /** The top bar. */
  top: ReactNode;
  /** The screen. */
  children: ReactNode;
}

/** The page frame: skip link, side menu, top bar and `<main id="conteudo">`. */
export function ShellLayout({ side, top, children }: ShellLayoutProps) {
  return (
    <Frame>
      <SkipLink href="#conteudo">{MESSAGES.skipToContent}</SkipLink>
      <Side>{side}</Side>
      {top}
      <Main id="conteudo" tabIndex={-1}>
        {children}
      </Main>
    </Frame>
  );
}
