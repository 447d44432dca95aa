/**
 * Actions on a notification (notifications §4, §7, §8): the body of
 * POST /notificacoes/atualizarnotificacoes, the confirmation each action asks first, and the
 * success text shown afterwards.
 */
import type { components } from '@conecta/api';
import { MESSAGES } from '../messages';
import type { NotificationAction, NotificationRow, UserKind } from './types';

export type StatusUpdateBody = components['schemas']['NotificationStatusUpdate'];

/** (indAcao, indEstadoAcao) of an action; the toggle depends on the current switch (§4). */
export function actionCodes(action: NotificationAction, isEnabled: boolean): Pick<StatusUpdateBody, 'indAcao' | 'indEstadoAcao'> {
  switch (action) {
    case 'accept':
      return { indAcao: 3, indEstadoAcao: 2 };
    case 'refuse':
      return { indAcao: 3, indEstadoAcao: 4 };
    case 'delete':
      return { indAcao: 2, indEstadoAcao: 1 };
    case 'toggle':
      return { indAcao: 1, indEstadoAcao: isEnabled ? 0 : 1 };
  }
}

/** Who acts: the user kind, its e-mail and its broker scope (`brokerScope`: null for flag users). */
export interface Actor {
  kind: UserKind;
  email: string;
  scope: string | null;
}

/**
 * `codigoPuxada` of an action:
 * - a manufacturer's toggle targets the codes of the row's listed brokers (§4);
 * - accept and refuse answer for one broker: the user's own; a flag user (no scope) answers for
 *   the broker whose status the row shows;
 * - anything else sends the user's scope ('' for flag users).
 */
export function actionBrokerCode(action: NotificationAction, row: NotificationRow, actor: Actor): string {
  if (action === 'toggle' && actor.kind === 'fabricante') {
    return row.participants.map((participant) => participant.id).join(',');
  }
  if ((action === 'accept' || action === 'refuse') && !actor.scope) {
    const shown = row.participants.find((participant) => participant.status === row.status) ?? row.participants[0];
    return shown ? String(shown.id) : '';
  }
  return actor.scope ?? '';
}

/** The body of POST /notificacoes/atualizarnotificacoes, or null for a row without a numeric id. */
export function actionPayload(action: NotificationAction, row: NotificationRow, actor: Actor): StatusUpdateBody | null {
  if (row.id === null) return null;
  return {
    codigoPuxada: actionBrokerCode(action, row, actor),
    emailUser: actor.email,
    idNotificacao: row.id,
    ...actionCodes(action, row.enabled),
  };
}

/** A confirmation dialog's texts (§8). */
export interface Confirmation {
  title: string;
  detail?: string;
  confirmLabel: string;
  tone: 'default' | 'danger';
}

/** Accept, refuse and delete ask first (§4); the switch acts at once. */
export function confirmationOf(action: NotificationAction): Confirmation | null {
  switch (action) {
    case 'delete':
      return { title: MESSAGES.confirm.delete.title, detail: MESSAGES.confirm.delete.detail, confirmLabel: MESSAGES.confirm.delete.confirm, tone: 'danger' };
    case 'accept':
      return { title: MESSAGES.confirm.accept.title, confirmLabel: MESSAGES.confirm.accept.confirm, tone: 'default' };
    case 'refuse':
      return { title: MESSAGES.confirm.refuse.title, detail: MESSAGES.confirm.refuse.detail, confirmLabel: MESSAGES.confirm.refuse.confirm, tone: 'danger' };
    case 'toggle':
      return null;
  }
}

/** The success message after an action, or null (the switch shows its new state instead). */
export function successOf(action: NotificationAction): string | null {
  switch (action) {
    case 'delete':
      return MESSAGES.success.delete;
    case 'accept':
      return MESSAGES.success.accept;
    case 'refuse':
      return MESSAGES.success.refuse;
    case 'toggle':
      return null;
  }
}

/** Whether an action needs the image removed afterwards (delete of a row with an image, §4). */
export function imageToRemove(action: NotificationAction, row: NotificationRow): string | null {
  return action === 'delete' ? row.imageFilename : null;
}
