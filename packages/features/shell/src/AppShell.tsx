import { useContext, useMemo, useState, type ReactNode } from 'react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { createConectaQueryClient, type ApiClient } from '@conecta/api';
import { MESSAGES } from './messages';
import { SideMenu } from './components/SideMenu';
import { TopBar } from './components/TopBar';
import { ShellLayout } from './components/Layout';
import { headerLabel, roleDescription } from './state/header';
import { visibleMenu } from './state/menu';
import { DEFAULT_MERCHANDISING_URL } from './state/merchandising';
import { useMerchandisingLink, useShellGrants } from './state/use-shell-data';
import type { ShellUser } from './state/types';

export interface AppShellProps {
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
export function AppShell(props: AppShellProps) {
  const hostClient = useContext(QueryClientContext);
  // Only when the host has no QueryClientProvider: a client of our own (kept while that holds).
  const ownClient = useMemo(() => (hostClient ? null : createConectaQueryClient()), [hostClient]);
  const [store] = useState(() => createStore());
  const shell = (
    <JotaiProvider store={store}>
      <Shell {...props} />
    </JotaiProvider>
  );
  return ownClient ? <QueryClientProvider client={ownClient}>{shell}</QueryClientProvider> : shell;
}
