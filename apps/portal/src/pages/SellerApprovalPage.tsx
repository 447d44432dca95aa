import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { metaTypeInfo, parseMetasSelection, type MetaType } from '@conecta/core';
import { SellerApproval } from '@conecta/seller-approval';
import { useSession } from '@conecta/session';
import type { RoutePageProps } from '../app/App';

/** The target type of each route of the seller split (metas spec §2, issue 22). */
const TYPE_OF_PATH: Readonly<Record<string, MetaType>> = {
  '/metas/rateio-vendedor': 'VBC',
  '/metas/cobertura-programacao': 'COBERTURA',
  '/metas/recomendador-programacao': 'RECOMENDADOR',
  '/metas/produtofoco-programacao': 'FOCO',
};

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
  const metaType = TYPE_OF_PATH[route.path] ?? 'VBC';
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
