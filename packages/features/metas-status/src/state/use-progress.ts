/**
 * The approval progress of the chosen month and type (issue 26, manager's view): `GET
 * /metas/progresso` and 'Lembrar' (`POST /metas/lembrete`; the server allows one reminder per person
 * per day and says who sent today's when refused).
 */
import { useCallback, useMemo, useState } from 'react';
import { ApiError, createApiHooks, type ApiClient } from '@conecta/api';
import { brokerScope, isMetaType, type CurrentUser } from '@conecta/core';
import { MESSAGES } from '../messages';
import { progressViews, type TargetProgressView, type TeamProgressView } from './progress';
import { periodOf } from './selects';
import { statusRoleOf } from './actions';
import type { StatusSelection } from './types';

/** What the last 'Lembrar' said, per team and target. */
export interface ReminderNote {
  key: string;
  tone: 'success' | 'error';
  text: string;
}

export interface ApprovalProgressState {
  targets: TargetProgressView[];
  isLoading: boolean;
  isError: boolean;
  retry: () => void;
  /** The team being reminded ('<target key>|<team id>'), or null. */
  reminding: string | null;
  note: ReminderNote | null;
  remind: (target: TargetProgressView, team: TeamProgressView) => void;
}

export const reminderKey = (target: TargetProgressView, team: TeamProgressView) => `${target.key}|${team.id}`;

export function useApprovalProgress(api: ApiClient, user: CurrentUser, selection: StatusSelection): ApprovalProgressState {
  const hooks = useMemo(() => createApiHooks(api), [api]);
  const role = statusRoleOf(user.funcaoUsuario);
  const periodo = periodOf(selection);
  const tipoMeta = isMetaType(selection.tipoMeta) ? selection.tipoMeta : null;
  const enabled = role === 'manager' && periodo !== null && tipoMeta !== null;
  const query = hooks.useQuery(
    'get',
    '/metas/progresso',
    { params: { query: { IdPuxada: brokerScope(user) ?? '', Periodo: periodo ?? '', TipoMeta: tipoMeta ?? 'VBC' } } },
    { enabled },
  );
  const targets = useMemo(() => (enabled ? progressViews(query.data, role) : []), [enabled, query.data, role]);
  const [reminding, setReminding] = useState<string | null>(null);
  const [note, setNote] = useState<ReminderNote | null>(null);
  const { refetch } = query;
  const remind = useCallback(
    (target: TargetProgressView, team: TeamProgressView) => {
      const key = reminderKey(target, team);
      if (!isMetaType(target.tipoMeta)) return;
      setReminding(key);
      setNote(null);
      api
        .POST('/metas/lembrete', {
          body: { IdPuxada: String(target.idPuxada), Versao: target.versao, TipoMeta: target.tipoMeta, Linha: target.linha, IdEmpregadoResponsavelFlexx: team.id },
        })
        .then(
          () => setNote({ key, tone: 'success', text: MESSAGES.progress.reminderSent(team.name) }),
          (error: unknown) =>
            setNote({ key, tone: 'error', text: error instanceof ApiError && error.serverMessage ? error.serverMessage : MESSAGES.progress.reminderFailed }),
        )
        .finally(() => {
          setReminding(null);
          void refetch();
        });
    },
    [api, refetch],
  );
  return {
    targets,
    isLoading: enabled && query.isPending,
    isError: enabled && query.isError,
    retry: () => void refetch(),
    reminding,
    note,
    remind,
  };
}
