import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { parseMetasSelection } from '@conecta/core';
import { MetasStatus } from '@conecta/metas-status';
import { useSession } from '@conecta/session';

/**
 * /metas/status: the status of target planning. Opens on the Ano, Mês and Meta of the address
 * (`?ano=2026&mes=8&meta=VBC`, core `parseMetasSelection`); its row actions and 'Voltar' navigate
 * through the router.
 */
export default function MetasStatusPage() {
  const { api, user } = useSession();
  const navigate = useNavigate();
  const { search } = useLocation();
  // Read once on entry: later changes of the address do not reset the screen.
  const [initialSelection] = useState(() => parseMetasSelection(search));
  if (!user) return null;
  return (
    <MetasStatus
      api={api}
      user={user}
      initialSelection={initialSelection}
      onNavigate={(path) => void navigate(path)}
    />
  );
}
