import { useMemo, type ReactNode } from 'react';
import { FeatureRoot, type EmbedProps } from '@conecta/embed';
import type { ApiClient } from '@conecta/api';
import { MESSAGES } from './messages';
import { SideMenu } from './components/SideMenu';
import { TopBar } from './components/TopBar';
import { ShellLayout } from './components/Layout';
import { headerLabel, roleDescription } from './state/header';
import { visibleMenu } from './state/menu';
import { DEFAULT_MERCHANDISING_URL } from './state/merchandising';
import { useMerchandisingLink, useShellGrants } from './state/use-shell-data';
import type { ShellUser } from './state/types';

export interface AppShellProps extends Pick<EmbedProps, 'theme'> {
  /** Typed client of the Conecta backend, signed in as `user`. */
  api: ApiClient;
  /** The signed-in user (mapped by the portal from the session and the login call). */
  user: ShellUser;
  /** Path of the screen on view: its menu link is marked `aria-current="page"` and its group opens. */
  currentPath: string;
  /** Called with a menu link's path; the portal's router navigates. */
  onNavigate: (path: string) => void;
  /** Called by the menu's 'Sair' entry; the session signs out. */
  onSignOut: () => void;
  /**
   * Address of the external merchandising app; the authConnectMerchan token is appended as the
   * `token` query parameter and the app opens in a new tab.
   * @default 'https://merchandising.conecta.example/'
   */
  merchandisingUrl?: string;
  /**
   * The manufacturer's name: the header label of user type 2.
   * @default 'Nestlé'
   */
  manufacturerName?: string;
  /** Extra content at the end of the top bar (e.g. the portal's demo badge). */
  headerExtra?: ReactNode;
  /**
   * Whether the side menu can fold to a rail with a 'Menu' toggle: `'auto'` only on small screens
   * (up to 768 px, where it starts folded), `true` always, `false` never.
   * @default 'auto'
   */
  collapsible?: boolean | 'auto';
  /** The screen shown in `<main id="conteudo">`. */
  children: ReactNode;
}

function Shell({
  api,
  user,
  currentPath,
  onNavigate,
  onSignOut,
  merchandisingUrl = DEFAULT_MERCHANDISING_URL,
  manufacturerName = MESSAGES.defaultManufacturer,
  headerExtra,
  collapsible = 'auto',
  children,
}: AppShellProps) {
  const { grants, isLoading } = useShellGrants(api, user);
  const { tipoUsuario, funcaoUsuario } = user;
  const entries = useMemo(() => visibleMenu({ tipoUsuario, funcaoUsuario }, grants), [tipoUsuario, funcaoUsuario, grants]);
  const merchandising = useMerchandisingLink(api, user.email, merchandisingUrl);

  const openMerchandising = async () => {
    const url = await merchandising.requestLink();
    if (url) window.open(url, '_blank', 'noopener,noreferrer');
  };

  return (
    <ShellLayout
      side={
        <SideMenu
          entries={entries}
          currentPath={currentPath}
          onNavigate={onNavigate}
          onSignOut={onSignOut}
          onMerchandising={() => void openMerchandising()}
          isMerchandisingPending={merchandising.isPending}
          isLoading={isLoading}
          collapsible={collapsible}
        />
      }
      top={
        <TopBar
          label={headerLabel(user, manufacturerName)}
          name={user.nomeUsuario}
          role={roleDescription(user)}
          extra={headerExtra}
        />
      }
    >
      {children}
    </ShellLayout>
  );
}

/**
 * The signed-in frame of the portal: the 280 px side menu filtered by the user's type, function and
 * permissions (shell spec §2, §6), a top bar with the header label and the welcome text, and the
 * screen in `<main id="conteudo">` behind a 'Pular para o conteúdo' skip link. It has its own jotai
 * store and, when the host provides none, its own QueryClient.
 */
export function AppShell({ theme, ...props }: AppShellProps) {
  return (
    <FeatureRoot api={props.api} theme={theme}>
      <Shell {...props} />
    </FeatureRoot>
  );
}
