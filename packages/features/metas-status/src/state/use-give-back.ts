/**
 * Sending a share back with a reason from the status screen (issue 26, `POST /metas/devolucao`): the
 * line and direction being sent back, what was typed (kept through a failure), the failure in the
 * user's words (a change meanwhile: 'Alterado por … às …'), and the reload of the status and the
 * progress once it is done.
 */
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { failureReason, saveConflictOf, type ApiClient } from '@conecta/api';
import { brokerScope, conflictTitle, isMetaType, type CurrentUser } from '@conecta/core';
import { MESSAGES } from '../messages';
import type { StatusRow } from './types';

/** The reads a return changes (openapi-react-query keys are [method, path, init]). */
const RELOADED = new Set(['/tabelacartametastatus', '/metas/progresso']);

export interface GiveBackState {
  /** The line being sent back and to whom, or null when the dialog is closed. */
  open: { row: StatusRow; to: 'manager' | 'supervisor' } | null;
  reason: string;
  setReason: (reason: string) => void;
  /** The reason is missing (shown once the user tried to send). */
  missing: boolean;
  sending: boolean;
  /** Why the last try failed, or null. */
  failure: string | null;
  /** Shown after a return went through, until the next one starts. */
  done: string | null;
  start: (row: StatusRow, to: 'manager' | 'supervisor') => void;
  cancel: () => void;
  send: () => void;
}

export function useGiveBack(api: ApiClient, user: CurrentUser): GiveBackState {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<GiveBackState['open']>(null);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const start = useCallback((row: StatusRow, to: 'manager' | 'supervisor') => {
    setOpen({ row, to });
    setReason('');
    setTried(false);
    setFailure(null);
    setDone(null);
  }, []);
  const cancel = useCallback(() => setOpen(null), []);

  const send = useCallback(() => {
    if (!open || sending) return;
    setTried(true);
    const motivo = reason.trim();
    if (motivo === '') return;
    const { row } = open;
    if (!isMetaType(row.tipoMeta)) return;
    setSending(true);
    setFailure(null);
    api
      .POST('/metas/devolucao', {
        body: {
          IdPuxada: brokerScope(user) ?? '',
          Versao: row.versao,
          TipoMeta: row.tipoMeta,
          Linha: row.linha,
          IdEmpregadoResponsavelFlexx: row.employeeId ?? '',
          Motivo: motivo,
          ...(row.updatedAt ? { DataAtualizacaoBase: row.updatedAt } : {}),
        },
      })
      .then(
        () => {
          setOpen(null);
          setDone(MESSAGES.giveBack.done);
          // What a return changes on this screen: the status rows and the approval progress.
          void queryClient.invalidateQueries({ predicate: (query) => RELOADED.has(String(query.queryKey[1])) });
        },
        (error: unknown) => {
          const conflict = saveConflictOf(error);
          setFailure(conflict ? conflictTitle(conflict) : (failureReason(error) ?? MESSAGES.giveBack.failed));
        },
      )
      .finally(() => setSending(false));
  }, [api, open, queryClient, reason, sending, user]);

  return { open, reason, setReason, missing: tried && reason.trim() === '', sending, failure, done, start, cancel, send };
}
