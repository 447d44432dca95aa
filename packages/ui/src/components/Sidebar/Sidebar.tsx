import { useId, useState, type ReactNode } from 'react';
import { Menu, PanelLeftClose } from 'lucide-react';
import { Button as AriaButton } from 'react-aria-components';
import { styled, useTheme } from 'styled-components';
import { focusRing } from '../../styles';
import { useMediaQuery } from './use-media-query';

export interface SidebarProps {
  /** The menu: links and groups built by the shell. */
  children: ReactNode;
  /** Accessible name of the navigation landmark.
   * @default 'Menu principal' */
  label?: string;
  /** Content above the menu (the product logo). */
  header?: ReactNode;
  /** Content below the menu (e.g. the 'Sair' action). */
  footer?: ReactNode;
  /**
   * Whether the menu can be collapsed to a narrow rail with a toggle button. `auto` makes it
   * collapsible only on small screens (up to the tablet breakpoint, 768 px).
   * @default 'auto'
   */
  collapsible?: boolean | 'auto';
  /** Collapsed state (controlled). */
  isCollapsed?: boolean;
  /** Collapsed state at first (uncontrolled).
   * @default true with `collapsible="auto"` (small screens start closed), otherwise false */
  defaultCollapsed?: boolean;
  /** Called when the user opens or closes the menu. */
  onCollapsedChange?: (isCollapsed: boolean) => void;
  /** Accessible name of the toggle button; `aria-expanded` tells whether the menu is open.
   * @default 'Menu' */
  toggleLabel?: string;
}

const Shell = styled.nav`
  display: flex;
  flex-direction: column;
  width: ${({ theme }) => theme.layout.sidebarWidth};
  min-height: 100%;
  flex: none;
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  z-index: ${({ theme }) => theme.zIndex.sidebar};
  transition: width ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
  &[data-collapsed] { width: 56px; }
`;

const Toggle = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  align-self: flex-start;
  width: 40px;
  height: 40px;
  margin: ${({ theme }) => theme.space[2]};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  &[data-hovered] { background: ${({ theme }) => theme.colors.primarySoft}; }
  &[data-pressed] { background: ${({ theme }) => theme.colors.surfaceSunken}; }
  &[data-focus-visible] { ${focusRing} }
`;

const Content = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  &[hidden] { display: none; }
`;

const Header = styled.div`
  padding: ${({ theme }) => theme.space[4]};
`;

const Body = styled.div`
  flex: 1;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
`;

const Footer = styled.div`
  padding: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/**
 * The 280 px side navigation shell: a navigation landmark holding an optional header, the menu
 * and a footer. When collapsible, a 'Menu' toggle button (with `aria-expanded` and `aria-controls`)
 * folds it to a 56 px rail and hides the menu from everyone, keyboard and screen readers included.
 */
export function Sidebar({
  children,
  label = 'Menu principal',
  header,
  footer,
  collapsible = 'auto',
  isCollapsed,
  defaultCollapsed,
  onCollapsedChange,
  toggleLabel = 'Menu',
}: SidebarProps) {
  const theme = useTheme();
  const isSmallScreen = useMediaQuery(`(max-width: ${theme.layout.tabletBreakpoint})`);
  const canCollapse = collapsible === 'auto' ? isSmallScreen : collapsible;
  const [uncontrolled, setUncontrolled] = useState(defaultCollapsed ?? collapsible === 'auto');
  const collapsed = canCollapse && (isCollapsed ?? uncontrolled);
  const contentId = useId();

  const toggle = () => {
    const next = !collapsed;
    setUncontrolled(next);
    onCollapsedChange?.(next);
  };

  return (
    <Shell aria-label={label} data-collapsed={collapsed || undefined}>
      {canCollapse && (
        <Toggle aria-label={toggleLabel} aria-expanded={!collapsed} aria-controls={contentId} onPress={toggle}>
          {collapsed ? <Menu size={20} aria-hidden="true" /> : <PanelLeftClose size={20} aria-hidden="true" />}
        </Toggle>
      )}
      <Content id={contentId} hidden={collapsed}>
        {header && <Header>{header}</Header>}
        <Body>{children}</Body>
        {footer && <Footer>{footer}</Footer>}
      </Content>
    </Shell>
  );
}
