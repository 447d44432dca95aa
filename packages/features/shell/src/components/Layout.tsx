import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { styled } from 'styled-components';
import { MESSAGES } from '../messages';

const Frame = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  grid-template-rows: auto 1fr;
  grid-template-areas: 'side top' 'side main';
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  /* Printing a screen (a report) prints the screen only: no menu, no top bar, white paper. */
  @media print {
    display: block;
    min-height: 0;
    background: none;
    & > :not(main) { display: none; }
  }
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

/**
 * When the focused element of the frame is removed or disabled (the screen left for the next one, a
 * button that did its job), focus would fall to `<body>` and the next Tab restart at the top of the
 * page: it moves to the main content instead, as the skip link does. Dialogs (portals, outside the
 * frame) return focus themselves.
 */
function useFocusRescue(frame: RefObject<HTMLDivElement | null>, main: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = frame.current;
    if (!root) return;
    let pending = 0;
    const onFocusOut = (event: FocusEvent) => {
      const left = event.target;
      if (!(left instanceof HTMLElement) || event.relatedTarget) return;
      cancelAnimationFrame(pending);
      pending = requestAnimationFrame(() => {
        pending = requestAnimationFrame(() => {
          const active = document.activeElement;
          if (active && active !== document.body) return;
          if (left.isConnected && !left.matches(':disabled')) return;
          main.current?.focus({ preventScroll: true });
        });
      });
    };
    root.addEventListener('focusout', onFocusOut);
    return () => {
      root.removeEventListener('focusout', onFocusOut);
      cancelAnimationFrame(pending);
    };
  }, [frame, main]);
}

/** The page frame: skip link, side menu, top bar and `<main id="conteudo">`. */
export function ShellLayout({ side, top, children }: ShellLayoutProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const mainRef = useRef<HTMLElement>(null);
  useFocusRescue(frameRef, mainRef);
  return (
    <Frame ref={frameRef}>
      <SkipLink href="#conteudo">{MESSAGES.skipToContent}</SkipLink>
      <Side>{side}</Side>
      {top}
      <Main id="conteudo" tabIndex={-1} ref={mainRef}>
        {children}
      </Main>
    </Frame>
  );
}
