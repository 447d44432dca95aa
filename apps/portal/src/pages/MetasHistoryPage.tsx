import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { parseMetasHistoryAddress } from '@conecta/core';
import { MetasHistory } from '@conecta/metas-history';
import { useSession } from '@conecta/session';

/**
 * /metas/historico: a target's change history (issue 26). Opens on the target of the address (the
 * targets screens' `?ano=…&mes=…&meta=…&versao=…&linha=…`) and, with `&equipe=5102` or
 * `&vendedor=20031`, on a team's or a seller's changes (core `parseMetasHistoryAddress`): the links
 * of the split, the sellers' screen and the status screen.
 */
export default function MetasHistoryPage() {
  const { api, user } = useSession();
  const navigate = useNavigate();
  const { search } = useLocation();
  // Read once on entry: later changes of the address do not reset the screen.
  const [address] = useState(() => parseMetasHistoryAddress(search));
  if (!user) return null;
  return (
    <MetasHistory
      api={api}
      user={user}
      initialSelection={address.selection}
      {...(address.equipe ? { initialTeam: address.equipe } : {})}
      {...(address.vendedor ? { initialSeller: address.vendedor } : {})}
      onNavigate={(path) => void navigate(path)}
    />
  );
}
