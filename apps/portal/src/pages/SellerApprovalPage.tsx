import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { parseMetasSelection } from '@conecta/core';
import { SellerApproval } from '@conecta/seller-approval';
import { useSession } from '@conecta/session';

const PATH = '/metas/rateio-vendedor';

/**
 * /metas/rateio-vendedor: seller split and approval 'Aprovar Metas VBC'. Opens on the Ano,
 * Período, Versão and Linha of the address (`?ano=2026&mes=11&meta=VBC&versao=…&linha=BRL1`, core
 * `parseMetasSelection`, e.g. the status screen's 'Aprovar Rateio Vendedor' link). Each selection
 * change replaces the address (a reload or a shared link opens the same target); other paths
 * (the breadcrumb's 'Metas') are pushed.
 */
export default function SellerApprovalPage() {
  const { api, user } = useSession();
  const navigate = useNavigate();
  const { search } = useLocation();
  // Read once on entry: the screen owns the selection afterwards and writes it back.
  const [initialSelection] = useState(() => parseMetasSelection(search));
  if (!user) return null;
  return (
    <SellerApproval
      api={api}
      user={user}
      initialSelection={initialSelection}
      onNavigate={(path) => void navigate(path, { replace: path.startsWith(PATH) })}
    />
  );
}
