import { useEffect, useId, useMemo, type MouseEvent, type PointerEvent } from 'react';
import { ChevronDown, ExternalLink } from 'lucide-react';
import { styled, css } from 'styled-components';
import { Sidebar, Spinner, focusRing, useClock, visuallyHidden } from '@conecta/ui';
import { MESSAGES } from '../messages';
import { ancestorsOf, menuPaths } from '../state/menu';
import { useMenuOpenState, type GroupAddress } from '../state/open-state';
import type { MenuActionEntry, MenuEntry, MenuGroupEntry, MenuLinkEntry } from '../state/types';
import { MenuIconView } from './icons';
import { handleMenuKeyDown } from './menu-keyboard';

export interface SideMenuProps {
  /** The visible menu tree (from `visibleMenu`). */
  entries: readonly MenuEntry[];
  /** Path of the screen on view; its link gets `aria-current="page"` and its group opens. */
  currentPath: string;
  /** Called with the path of a clicked link. */
  onNavigate: (path: string) => void;
  /** Called by 'Sair'. */
  onSignOut: () => void;
  /** Called by the merchandising entry. */
  onMerchandising: () => void;
  /** The merchandising token is being requested. */
  isMerchandisingPending?: boolean;
  /** The per-screen permissions are loading. */
  isLoading?: boolean;
  /** Whether the sidebar can fold to a rail ('auto': on small screens). */
  collapsible?: boolean | 'auto';
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
  &[hidden] { display: none; }
  & & { margin: 2px 0 ${({ theme }) => theme.space[1]}; padding-left: ${({ theme }) => theme.space[6]}; }
`;

const itemCss = css`
  display: flex;
  align-items: center;
  gap: 10px;
  width: 100%;
  min-height: 40px;
  box-sizing: border-box;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.size.sm};
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.primarySoft}; }
  &:focus-visible { ${focusRing} }
  &[aria-busy='true'] { cursor: progress; }
  svg { flex: none; color: ${({ theme }) => theme.colors.primary}; }
`;

const Item = styled.a`
  ${itemCss}
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.primary};
  }
`;

const Label = styled.span`
  flex: 1;
  min-width: 0;
`;

const Chevron = styled(ChevronDown)`
  transition: transform ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  [aria-expanded='true'] > & { transform: rotate(180deg); }
`;

const GroupButton = styled.button.attrs({ type: 'button' })`
  ${itemCss}
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  &[data-has-current] { color: ${({ theme }) => theme.colors.primary}; }
`;

const ActionButton = styled.button.attrs({ type: 'button' })`
  ${itemCss}
`;

const Badge = styled.span`
  padding: 1px ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.secondarySoft};
  color: ${({ theme }) => theme.colors.successText};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  letter-spacing: 0.04em;
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const Brand = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  color: ${({ theme }) => theme.colors.primary};
`;

const Loading = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.xs};
`;

/** Group ids with their ancestors, so the keyboard can open and close them by id. */
function groupAddresses(entries: readonly MenuEntry[], ancestors: readonly string[] = []): Map<string, GroupAddress> {
  const map = new Map<string, GroupAddress>();
  for (const entry of entries) {
    if (entry.kind !== 'group') continue;
    map.set(entry.id, { ancestors, id: entry.id });
    for (const [id, address] of groupAddresses(entry.children, [...ancestors, entry.id])) map.set(id, address);
  }
  return map;
}

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

interface TreeProps {
  entries: readonly MenuEntry[];
  ancestors: readonly string[];
  currentPath: string;
  onNavigate: (path: string) => void;
  onAction: (entry: MenuActionEntry) => void;
  isMerchandisingPending: boolean;
  menu: ReturnType<typeof useMenuOpenState>;
}

function LinkItem({ entry, parent, currentPath, onNavigate }: {
  entry: MenuLinkEntry;
  parent: string | undefined;
  currentPath: string;
  onNavigate: (path: string) => void;
}) {
  return (
    <Item
      href={entry.path}
      aria-current={entry.path === currentPath ? 'page' : undefined}
      data-menu-item=""
      data-parent-group={parent}
      onClick={(event) => {
        if (!plainClick(event)) return;
        event.preventDefault();
        onNavigate(entry.path);
      }}
    >
      <MenuIconView icon={entry.icon} />
      <Label>{entry.label}</Label>
      {entry.badge && <Badge>{entry.badge}</Badge>}
    </Item>
  );
}

function GroupItem({ entry, ...props }: TreeProps & { entry: MenuGroupEntry }) {
  const { ancestors, menu, currentPath } = props;
  const listId = useId();
  const address = { ancestors, id: entry.id };
  const open = menu.isOpen(ancestors, entry.id);
  const hasCurrent = menuPaths(entry.children).includes(currentPath);
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') menu.hover.enter(address);
  };
  return (
    <>
      <GroupButton
        aria-expanded={open}
        aria-controls={listId}
        data-menu-item=""
        data-group-id={entry.id}
        data-parent-group={ancestors[ancestors.length - 1]}
        data-has-current={hasCurrent || undefined}
        onClick={() => menu.click(address)}
        onPointerEnter={onPointerEnter}
        onPointerLeave={() => menu.hover.leave()}
      >
        <MenuIconView icon={entry.icon} />
        <Label>{entry.label}</Label>
        <Chevron size={16} aria-hidden="true" focusable="false" />
      </GroupButton>
      <Tree {...props} entries={entry.children} ancestors={[...ancestors, entry.id]} id={listId} hidden={!open} />
    </>
  );
}

function Tree({ id, hidden, ...props }: TreeProps & { id?: string; hidden?: boolean }) {
  const { entries, ancestors, currentPath, onNavigate, onAction, isMerchandisingPending } = props;
  const parent = ancestors[ancestors.length - 1];
  return (
    <List id={id} hidden={hidden}>
      {entries.map((entry) => (
        <li key={`${entry.kind}:${entry.id}`}>
          {entry.kind === 'link' && (
            <LinkItem entry={entry} parent={parent} currentPath={currentPath} onNavigate={onNavigate} />
          )}
          {entry.kind === 'group' && <GroupItem {...props} entry={entry} />}
          {entry.kind === 'action' && (
            <ActionButton
              data-menu-item=""
              data-parent-group={parent}
              aria-busy={entry.id === 'merchandising' && isMerchandisingPending ? true : undefined}
              onClick={() => onAction(entry)}
            >
              <MenuIconView icon={entry.icon} />
              <Label>
                {entry.label}
                {entry.id === 'merchandising' && <Hidden> {MESSAGES.opensInNewTab}</Hidden>}
              </Label>
              {entry.id === 'merchandising' && <ExternalLink size={14} aria-hidden="true" focusable="false" />}
            </ActionButton>
          )}
        </li>
      ))}
    </List>
  );
}

/**
 * The 280 px side menu: links, groups that open one at a time (click toggles; resting the mouse
 * 150 ms on a group opens it), the merchandising entry and 'Sair' at the bottom. A disclosure
 * navigation: Tab walks the items; Enter/Space toggle a group; arrow keys move between items,
 * Right opens a group (or enters it), Left closes it (or returns to it); Home/End jump.
 */
export function SideMenu({
  entries,
  currentPath,
  onNavigate,
  onSignOut,
  onMerchandising,
  isMerchandisingPending = false,
  isLoading = false,
  collapsible = 'auto',
}: SideMenuProps) {
  const menu = useMenuOpenState(useClock());
  const { setOpenPath } = menu;
  const body = entries.filter((entry) => !(entry.kind === 'action' && entry.id === 'signOut'));
  const signOut = entries.find((entry): entry is MenuActionEntry => entry.kind === 'action' && entry.id === 'signOut');
  const addresses = useMemo(() => groupAddresses(entries), [entries]);

  // The group holding the current page opens (on arrival, and when permissions reveal it).
  const currentGroups = ancestorsOf(entries, currentPath).join('/');
  useEffect(() => {
    if (currentGroups) setOpenPath(currentGroups.split('/'));
  }, [currentGroups, setOpenPath]);

  const onAction = (entry: MenuActionEntry) => {
    if (entry.id === 'signOut') onSignOut();
    else if (!isMerchandisingPending) onMerchandising();
  };
  const keyboard = {
    isOpen: (id: string) => {
      const address = addresses.get(id);
      return !!address && menu.isOpen(address.ancestors, id);
    },
    open: (id: string) => {
      const address = addresses.get(id);
      if (address) menu.open(address);
    },
    close: (id: string) => {
      const address = addresses.get(id);
      if (address) menu.close(address);
    },
  };

  return (
    <Sidebar
      label={MESSAGES.navLabel}
      toggleLabel={MESSAGES.menuToggle}
      collapsible={collapsible}
      header={<Brand>{MESSAGES.brand}</Brand>}
      footer={
        signOut && (
          <List onKeyDown={(event) => handleMenuKeyDown(event, keyboard)}>
            <li>
              <ActionButton data-menu-item="" onClick={() => onAction(signOut)}>
                <MenuIconView icon={signOut.icon} />
                <Label>{signOut.label}</Label>
              </ActionButton>
            </li>
          </List>
        )
      }
    >
      <div onKeyDown={(event) => handleMenuKeyDown(event, keyboard)}>
        <Tree
          entries={body}
          ancestors={[]}
          currentPath={currentPath}
          onNavigate={onNavigate}
          onAction={onAction}
          isMerchandisingPending={isMerchandisingPending}
          menu={menu}
        />
        {isLoading && (
          <Loading>
            <Spinner size="sm" label={MESSAGES.loadingPermissions} />
            <span aria-hidden="true">{MESSAGES.loadingPermissions}…</span>
          </Loading>
        )}
      </div>
    </Sidebar>
  );
}
