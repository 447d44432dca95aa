import { useContext, useMemo, useState, type ReactNode } from 'react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { QueryClientContext, QueryClientProvider, QueryErrorResetBoundary, useQuery } from '@tanstack/react-query';
import { styled } from 'styled-components';
import { ApiError, createConectaQueryClient, failureReason, fetchCurrentUser, type ApiClient } from '@conecta/api';
import type { CurrentUser } from '@conecta/core';
import { Banner, Button, ConectaThemeProvider, ErrorBoundary, Spinner, type ConectaTheme, type ErrorReporter } from '@conecta/ui';
import { MESSAGES } from './messages';

/** A jotai store, as `createStore()` makes it. */
export type FeatureStore = ReturnType<typeof createStore>;

/**
 * The props every Conecta feature root shares: a partner passes these (plus the feature's own) to
 * the React component, to `mount()` or to the custom element.
 */
export interface EmbedProps {
  /** Typed client of the Conecta backend (`createApiClient` from `@conecta/api`), signed in as the user. */
  api: ApiClient;
  /**
   * The signed-in user. When omitted the feature reads it once from the backend
   * (`GET /sistema/Usuarios/0`) and shows 'Carregando usuário...' meanwhile.
   * @default read from the backend
   */
  user?: CurrentUser;
  /**
   * Conecta theme for this feature only: `createConectaTheme(overrides)` or a spread of `theme`
   * (`@conecta/ui`). When omitted the feature uses the Conecta theme the host set on purpose (a
   * `ConectaThemeProvider`, or a styled-components `ThemeProvider` holding a Conecta theme), else the
   * Conecta theme; a host's unrelated styled-components theme is ignored.
   * @default the host's Conecta theme, else the Conecta theme
   */
  theme?: ConectaTheme;
}

export interface FeatureRootProps {
  /** The backend client; used to read the current user when `user` is omitted. */
  api: ApiClient;
  /** The signed-in user; when omitted (and `children` is a function) it is read from the backend. */
  user?: CurrentUser | undefined;
  /**
   * A Conecta theme to force; when omitted the host's Conecta theme (set on purpose) is inherited,
   * else the Conecta theme is used. A host's unrelated styled-components theme is never inherited.
   * @default the host's Conecta theme, else the Conecta theme
   */
  theme?: ConectaTheme | undefined;
  /** Prepares the feature's own jotai store once, before the first render (initial selections…). */
  initStore?: (store: FeatureStore) => void;
  /**
   * Receives what the feature throws while rendering; the feature then shows 'Algo deu errado!'
   * with 'Tentar novamente' in its own place and never blanks the host page.
   * @default the host's `ErrorReportingProvider` (`@conecta/ui`), else the console
   */
  onError?: ErrorReporter | undefined;
  /**
   * The feature. A function receives the current user (given or read from the backend); a node
   * is rendered at once (features that do not need the user).
   */
  children: ReactNode | ((user: CurrentUser) => ReactNode);
}

const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[4]};
`;

const Reason = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space[1]};
`;

/** Reads the current user when the host did not pass one; shows progress and a retryable error. */
function WithCurrentUser({
  api,
  render,
}: {
  api: ApiClient;
  render: (user: CurrentUser) => ReactNode;
}) {
  const query = useQuery({
    queryKey: ['conecta', 'embed', 'current-user'],
    queryFn: ({ signal }) => fetchCurrentUser(api, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (query.data) return <>{render(query.data)}</>;
  if (query.isError) {
    const unauthorized = query.error instanceof ApiError && query.error.isUnauthorized;
    // Why, in the user's words, when there is more to say: a time-out, no connection, an unreadable answer.
    const reason = unauthorized ? null : failureReason(query.error);
    return (
      <Banner
        tone="error"
        title={MESSAGES.userErrorTitle}
        action={
          unauthorized ? undefined : (
            <Button
              variant="secondary"
              onPress={() => void query.refetch()}
              isPending={query.isFetching}
            >
              {MESSAGES.retry}
            </Button>
          )
        }
      >
        {unauthorized ? MESSAGES.userUnauthorized : MESSAGES.userError}
        {reason && <Reason>{reason}</Reason>}
      </Banner>
    );
  }
  return (
    <Centered role="status">
      <Spinner label={MESSAGES.loadingUser} />
      <span>{MESSAGES.loadingUser}</span>
    </Centered>
  );
}

/**
 * The providers of one feature instance, so that it works alone in any host page: its own jotai
 * store (two features on one page never share state), a QueryClient when the host has none (the
 * host's otherwise, so a portal shares one cache), a complete Conecta theme (`theme`, else the
 * host's Conecta theme, never its unrelated styled-components theme) with the pt-BR locale, the current user (read from the backend when not given), and an
 * error boundary, so a feature that fails never blanks its host.
 * It adds no global CSS and no global listener of its own.
 */
export function FeatureRoot({ api, user, theme, initStore, onError, children }: FeatureRootProps) {
  const hostClient = useContext(QueryClientContext);
  const ownClient = useMemo(() => (hostClient ? null : createConectaQueryClient()), [hostClient]);
  const newStore = () => {
    const created = createStore();
    initStore?.(created);
    return created;
  };
  const [store, setStore] = useState(newStore);
  let content: ReactNode;
  if (typeof children !== 'function') content = children;
  else if (user) content = children(user);
  else content = <WithCurrentUser api={api} render={children} />;
  // Whatever the feature throws stays inside it: the host page keeps working, 'Tentar novamente'
  // renders the feature again on fresh answers.
  const tree = (
    <ConectaThemeProvider theme={theme}>
      <JotaiProvider store={store}>
        <QueryErrorResetBoundary>
          {({ reset }) => (
            <ErrorBoundary
              onReset={() => {
                reset();
                // The failed feature starts afresh: its cached answers (a wrong shape is cached as a
                // success) are dropped so the retry reads them again, and so is its state.
                (hostClient ?? ownClient)?.removeQueries({ type: 'inactive' });
                setStore(newStore());
              }}
              {...(onError ? { onError } : {})}
            >
              {content}
            </ErrorBoundary>
          )}
        </QueryErrorResetBoundary>
      </JotaiProvider>
    </ConectaThemeProvider>
  );
  return ownClient ? <QueryClientProvider client={ownClient}>{tree}</QueryClientProvider> : tree;
}
