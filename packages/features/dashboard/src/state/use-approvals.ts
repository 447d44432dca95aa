/** The dashboard's approval progress (issue 26): GET /metas/progresso for its month and line. */
import { useMemo } from 'react';
import { createApiHooks, type ApiClient } from '@conecta/api';
import { brokerScope, type CurrentUser } from '@conecta/core';
import { approvalTargets, mayFollowApprovals, type ApprovalTarget } from './approvals';

export interface ApprovalsState {
  /** The user follows the approvals: the card is shown. */
  enabled: boolean;
  isLoading: boolean;
  isError: boolean;
  targets: ApprovalTarget[];
  retry: () => void;
}

export function useApprovals(api: ApiClient, user: CurrentUser, periodo: string, line: string): ApprovalsState {
  const hooks = useMemo(() => createApiHooks(api), [api]);
  const enabled = mayFollowApprovals(user) && line !== '';
  const query = hooks.useQuery(
    'get',
    '/metas/progresso',
    { params: { query: { IdPuxada: brokerScope(user) ?? '', Periodo: periodo, Linha: line } } },
    { enabled },
  );
  const targets = useMemo(() => approvalTargets(query.data, user), [query.data, user]);
  return { enabled, isLoading: enabled && query.isPending, isError: query.isError, targets, retry: () => void query.refetch() };
}
