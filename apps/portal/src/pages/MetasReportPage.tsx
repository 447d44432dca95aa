import { useState } from 'react';
import { useLocation } from 'react-router';
import { parseMetasReportAddress } from '@conecta/core';
import { MetasReport } from '@conecta/metas-report';
import { useSession } from '@conecta/session';

/**
 * /relatorio/acompanhamento-metas: the target tracking report. Opens on the Ano, Mês, Meta and
 * Linha of the address (`?ano=2026&mes=11&meta=VBC&linha=BRL1`, and `&supervisor=5102` to open on
 * his sellers: the dashboard's links, core `parseMetasReportAddress`), else on the current month,
 * VBC and BRL1.
 */
export default function MetasReportPage() {
  const { api, user } = useSession();
  const { search } = useLocation();
  // Read once on entry: later changes of the address do not reset the report.
  const [address] = useState(() => parseMetasReportAddress(search));
  if (!user) return null;
  return <MetasReport api={api} user={user} initialSelection={address.selection} initialSupervisor={address.supervisor} />;
}
