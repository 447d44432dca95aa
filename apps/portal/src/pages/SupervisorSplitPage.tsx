import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { metasSelectionSearch, parseMetasSelection } from '@conecta/core';
import { useSession } from '@conecta/session';
import { SupervisorSplit } from '@conecta/supervisor-split';

/** History state of an address the screen wrote itself: the entry it belongs to. */
interface OwnSelection {
  entry: string;
}

const entryOf = (state: unknown): string | null =>
  state && typeof state === 'object' && typeof (state as OwnSelection).entry === 'string' ? (state as OwnSelection).entry : null;

/**
 * /metas/programacao and /metas/rateio-supervisor-KA: the supervisor split 'Programacao Supervisor
 * VBC'. Opens on the target of the address (`?ano=2026&mes=11&meta=VBC&versao=…&linha=BRL1`, core
 * `parseMetasSelection`, e.g. the status screen's 'Programar Metas Time' or the planning screen's
 * 'Programar para o time'). Every entry (a new history entry) starts afresh (metas spec §4.6: each
 * screen resets its selections and reloads on entry). Each target the user chooses replaces the
 * address within the same entry (the screen stays as it is), so a reload or signing back in after
 * the session expired opens that target again, with the values not saved yet. 'Voltar', the end of
 * programming and 'Replanejar o valor da meta' navigate through the router.
 */
export default function SupervisorSplitPage() {
  const { api, user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  // The screen's own address writes carry the entry they belong to; any other navigation is a new entry.
  const entry = entryOf(location.state) ?? location.key;
  const initialSelection = useMemo(() => parseMetasSelection(location.search), [location.search]);
  if (!user) return null;
  return (
    <SupervisorSplit
      key={entry}
      api={api}
      user={user}
      initialSelection={initialSelection}
      onNavigate={(path) => void navigate(path)}
      onSelectionChange={(selection) =>
        void navigate(`${location.pathname}${metasSelectionSearch(selection)}`, { replace: true, state: { entry } satisfies OwnSelection })
      }
    />
  );
}
