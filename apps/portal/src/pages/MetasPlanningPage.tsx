import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { parseMetasSelection } from '@conecta/core';
import { MetasPlanning } from '@conecta/metas-planning';
import { useSession } from '@conecta/session';

/**
 * /metas/planejamentos and /metas/planejamento: target planning 'Planejamento Metas VBC'. Opens on
 * the Ano, Periodo, Versao and Linha of the address (`?ano=2026&mes=11&meta=VBC&versao=…&linha=BRL1`,
 * core `parseMetasSelection`, e.g. the status screen's 'Ratear Meta' link); 'Voltar' and
 * 'Programar para o time' navigate through the router.
 */
export default function MetasPlanningPage() {
  const { api, user } = useSession();
  const navigate = useNavigate();
  const { search } = useLocation();
  // Read once on entry: later changes of the address do not reset the screen.
  const [initialSelection] = useState(() => parseMetasSelection(search));
  if (!user) return null;
  return (
    <MetasPlanning
      api={api}
      user={user}
      initialSelection={initialSelection}
      onNavigate={(path) => void navigate(path)}
    />
  );
}
