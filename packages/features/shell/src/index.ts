/**
 * @conecta/shell — the signed-in frame of Conecta: the side menu by role and permission, the
 * welcome bar and the header label (shell spec §1, §2, §6).
 */
export { AppShell } from './AppShell';
export type { AppShellProps } from './AppShell';
export { visibleMenu, menuPaths } from './state/menu';
export type {
  ShellUser,
  MenuGrants,
  MenuEntry,
  MenuLinkEntry,
  MenuGroupEntry,
  MenuActionEntry,
  MenuIcon,
} from './state/types';
