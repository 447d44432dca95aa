import type { ReactNode } from 'react';
import { styled } from 'styled-components';

const Centered = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space[6]};
  background: linear-gradient(160deg, ${({ theme }) => theme.colors.primary} 0%, #00305a 100%);
`;

/** Guests only: no navbar, toolbar, footer or side panels (shell spec §2). */
export function GuestLayout({ children }: { children: ReactNode }) {
  return <Centered>{children}</Centered>;
}
