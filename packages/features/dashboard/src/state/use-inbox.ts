/**
 * The dashboard's inbox (issue 26): reads `GET /caixaentrada` for users of the targets workflow and
 * marks items read (`PUT /caixaentrada/lidas`). A mark shows at once; a save that fails takes it
 * back (the server holds what is read).
 */
import { useCallback, useMemo, useState } from 'react';
import { createApiHooks, type ApiClient } from '@conecta/api';
import type { CurrentUser } from '@conecta/core';
import { inboxEntries, mayUseInbox, unreadCount, type InboxEntry } from './inbox';

export interface InboxState {
  /** The user takes part in the targets workflow: the inbox is shown. */
  enabled: boolean;
  isLoading: boolean;
  isError: boolean;
  entries: InboxEntry[];
  unread: number;
  retry: () => void;
  /** Marks entries read (or unread with `read: false`). */
  mark: (ids: readonly number[], read?: boolean) => void;
}

export function useInbox(api: ApiClient, user: Pick<CurrentUser, 'tipoUsuario' | 'funcaoUsuario'>): InboxState {
  const hooks = useMemo(() => createApiHooks(api), [api]);
  const enabled = mayUseInbox(user);
  const query = hooks.useQuery('get', '/caixaentrada', {}, { enabled });
  const save = hooks.useMutation('put', '/caixaentrada/lidas');
  const [marks, setMarks] = useState<ReadonlyMap<number, boolean>>(new Map());
  const entries = useMemo(
    () => inboxEntries(query.data, user, marks),
    [query.data, user, marks],
  );
  const { mutate } = save;
  const { refetch } = query;
  const mark = useCallback(
    (ids: readonly number[], read = true) => {
      if (ids.length === 0) return;
      setMarks((current) => new Map([...current, ...ids.map((id) => [id, read] as const)]));
      const undo = () =>
        setMarks((current) => new Map([...current].filter(([id]) => !ids.includes(id))));
      mutate({ body: { ids: [...ids], lida: read } }, { onError: undo });
    },
    [mutate],
  );
  const retry = useCallback(() => void refetch(), [refetch]);
  return {
    enabled,
    isLoading: enabled && query.isPending,
    isError: query.isError,
    entries,
    unread: unreadCount(entries),
    retry,
    mark,
  };
}
