import { useMemo, useState, type ReactNode } from 'react';
import { createApiClient, type ApiClient } from '@conecta/api';
import type { MockBackend } from '@conecta/api/mocks';
import { createDraftStore, memoryDraftStorage, type CurrentUser, type DraftStorage, type DraftStore } from '@conecta/core';

/** What the screen under test receives from the simulated session. */
export interface DraftSessionContext {
  api: ApiClient;
  user: CurrentUser;
  drafts: DraftStore;
}

export interface DraftSessionProps {
  /** The story's mock backend (issues the tokens). */
  backend: MockBackend;
  /** Accounts that can sign in on this "tab"; the first one starts signed in. */
  users: readonly CurrentUser[];
  /** The screen, rendered while someone is signed in (mounted afresh on every sign-in). */
  children: (session: DraftSessionContext) => ReactNode;
  /**
   * The "tab's" storage of drafts, for a test that checks what is kept (e.g. that a draft is written,
   * or that none is left before it checks that no banner comes).
   * @default a fresh storage in memory
   */
  storage?: DraftStorage;
}

/** The tab's session cookie: a token that the client reads on every request. */
function tokenJar(initial: string | null) {
  let token = initial;
  return { get: () => token, set: (next: string | null) => void (token = next) };
}

/**
 * A browser tab's session in miniature, for the draft stories: like the portal, a 401 signs the
 * user out and the screen goes away; 'Entrar como …' signs back in (or another user in) and mounts
 * the screen afresh. 'Recarregar a página' mounts the screen again for the same user, 'Expirar a
 * sessão' ends the session without a call. The drafts live in one storage for the whole "tab".
 */
export function DraftSession({ backend, users, children, storage: given }: DraftSessionProps) {
  const [storage] = useState(() => given ?? memoryDraftStorage());
  const issue = (user: CurrentUser) => {
    const row = backend.db.network.users.find((candidate) => candidate.email === user.email);
    return row ? backend.context.issueToken(row) : null;
  };
  const [session, setSession] = useState(() => ({ user: users[0] ?? null, signIns: 1 }));
  // The session cookie: read by the client on every request (changing it renders nothing).
  const [cookie] = useState(() => tokenJar(users[0] ? issue(users[0]) : null));
  const [api] = useState(() =>
    createApiClient({
      baseUrl: backend.baseUrl,
      getToken: () => cookie.get(),
      onUnauthorized: () => {
        cookie.set(null);
        setSession((current) => ({ ...current, user: null }));
      },
    }),
  );
  const userId = session.user?.idUsuario;
  const drafts = useMemo(() => (userId === undefined ? null : createDraftStore(storage, userId)), [storage, userId]);
  if (!session.user || !drafts) {
    return (
      <section aria-label="Sessão">
        <p role="status">Sessão expirada</p>
        {users.map((user) => (
          <button
            key={user.idUsuario}
            type="button"
            onClick={() => {
              cookie.set(issue(user));
              setSession((current) => ({ user, signIns: current.signIns + 1 }));
            }}
          >
            {`Entrar como ${user.nomeUsuario}`}
          </button>
        ))}
      </section>
    );
  }
  return (
    <div key={session.signIns}>
      <p>
        <button type="button" onClick={() => setSession((current) => ({ ...current, signIns: current.signIns + 1 }))}>
          Recarregar a página
        </button>{' '}
        <button
          type="button"
          onClick={() => {
            cookie.set(null);
            setSession((current) => ({ ...current, user: null }));
          }}
        >
          Expirar a sessão
        </button>
      </p>
      {children({ api, user: session.user, drafts })}
    </div>
  );
}
