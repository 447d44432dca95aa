import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';
import styled from 'styled-components';
import { Sidebar, Splash, focusRing } from '@conecta/ui';
import { MENU, type MenuEntry } from './menu';

const Frame = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  grid-template-rows: auto 1fr;
  grid-template-areas: 'side top' 'side main';
  min-height: 100vh;
`;

const TopBar = styled.header`
  grid-area: top;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[6]}`};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Brand = styled.span`
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  color: ${({ theme }) => theme.colors.primary};
`;

const DemoBadge = styled.span`
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warningText};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

const Side = styled.div`
  grid-area: side;
  position: sticky;
  top: 0;
  height: 100vh;
  overflow-y: auto;
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

const MenuList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  ul { padding-left: ${({ theme }) => theme.space[4]}; }
`;

const GroupLabel = styled.span`
  display: block;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]} ${theme.space[1]}`};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const MenuLink = styled(NavLink)`
  display: block;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  &:hover { background: ${({ theme }) => theme.colors.primarySoft}; }
  &:focus-visible { ${focusRing} }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
`;

function MenuItems({ entries }: { entries: readonly MenuEntry[] }) {
  return (
    <MenuList>
      {entries.map((entry) => (
        <li key={entry.path ?? entry.label}>
          {entry.path ? <MenuLink to={entry.path}>{entry.label}</MenuLink> : <GroupLabel>{entry.label}</GroupLabel>}
          {entry.children && <MenuItems entries={entry.children} />}
        </li>
      ))}
    </MenuList>
  );
}

/** The signed-in layout: top bar, the 280 px side menu and the routed screen. */
export function AppLayout({ demo }: { demo: boolean }) {
  return (
    <Frame>
      <SkipLink href="#conteudo">Pular para o conteúdo</SkipLink>
      <Side>
        <Sidebar header={<Brand>Conecta</Brand>}>
          <MenuItems entries={MENU} />
        </Sidebar>
      </Side>
      <TopBar>
        <span>Portal de metas, notificações e usuários</span>
        {demo && <DemoBadge title="Dados fictícios servidos pelo backend simulado">Modo demonstração</DemoBadge>}
      </TopBar>
      <Main id="conteudo" tabIndex={-1}>
        <Suspense fallback={<Splash />}>
          <Outlet />
        </Suspense>
      </Main>
    </Frame>
  );
}
