import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { META_TYPES, metaTypeInfo, parseMetasSelection } from '@conecta/core';
import { SellerApproval } from '@conecta/seller-approval';
import { useSession } from '@conecta/session';
import type { RoutePageProps } from '../app/App';

/**
 * /metas/rateio-vendedor: seller split and approval 'Aprovar Metas VBC'; /metas/cobertura-programacao,
 * /metas/recomendador-programacao and /metas/produtofoco-programacao: the same screen for COBERTURA,
 * RECOMENDADOR and PRODUTO FOCO (issue 22). Opens on the Ano, Período, Versão and Linha of the
 * address (`?ano=2026&mes=11&meta=VBC&versao=…&linha=BRL1`, core `parseMetasSelection`, e.g. the
 * status screen's 'Aprovar Rateio Vendedor' link). Each selection change replaces the address (a
 * reload or a shared link opens the same target); other paths (the breadcrumb's 'Metas') are pushed.
 */
export default function SellerApprovalPage({ route }: RoutePageProps) {
  const { api, user } = useSession();
  const navigate = useNavigate();
  const { search } = useLocation();
  // The route names the type (core `metaTypeInfo(type).path`, metas spec §2.4).
  const metaType = META_TYPES.find((type) => metaTypeInfo(type).path === route.path) ?? 'VBC';
  const path = metaTypeInfo(metaType).path;
  // Read once on entry: the screen owns the selection afterwards and writes it back.
  const [initialSelection] = useState(() => parseMetasSelection(search));
  if (!user) return null;
  return (
    <SellerApproval
      // A new screen (its own store) per type: the menu moves between the types' routes.
      key={metaType}
      api={api}
      user={user}
      metaType={metaType}
      initialSelection={initialSelection}
      onNavigate={(to) => void navigate(to, { replace: to.startsWith(path) })}
    />
  );
}
