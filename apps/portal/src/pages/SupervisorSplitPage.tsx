import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { parseMetasSelection } from '@conecta/core';
import { useSession } from '@conecta/session';
import { SupervisorSplit } from '@conecta/supervisor-split';

/**
 * /metas/programacao and /metas/rateio-supervisor-KA: the supervisor split 'Programacao Supervisor
 * VBC'. Opens on the target of the address (`?ano=2026&mes=11&meta=VBC&versao=…&linha=BRL1`, core
 * `parseMetasSelection`, e.g. the status screen's 'Programar Metas Time' or the planning screen's
 * 'Programar para o time'). Every entry (a new history entry) starts afresh (metas spec §4.6: each
 * screen resets its selections and reloads on entry). 'Voltar', the end of programming and
 * 'Replanejar o valor da meta' navigate through the router.
 */
export default function SupervisorSplitPage() {
  const { api, user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const initialSelection = useMemo(() => parseMetasSelection(location.search), [location.search]);
  if (!user) return null;
  return (
    <SupervisorSplit
      key={location.key}
      api={api}
      user={user}
      initialSelection={initialSelection}
      onNavigate={(path) => void navigate(path)}
    />
  );
}
