/**
 * Controls of a manufacturer notification seen by a broker, per status (notifications §4), and
 * the per-broker counts of the participants dialog.
 */
import type { BrokerStatus, NotificationAction, Participant } from './types';

/** What the Status column shows for a status. */
export type StatusControls =
  /** 'Aguardando resposta': 'Aceitar notificação' and 'Recusar'. */
  | { kind: 'answer'; actions: readonly ['accept', 'refuse'] }
  /** 'Notificação aceita': a check icon. */
  | { kind: 'accepted' }
  /** 'Notificação recusada': 'Aceitar notificação?' to accept later. */
  | { kind: 'acceptLater'; actions: readonly ['accept'] }
  /** 'Desabilitado' (and any unknown text): no action. */
  | { kind: 'none' };

/** The controls of §4 for a status. */
export function statusControls(status: BrokerStatus | null): StatusControls {
  switch (status) {
    case 'aguardando':
      return { kind: 'answer', actions: ['accept', 'refuse'] };
    case 'aceita':
      return { kind: 'accepted' };
    case 'recusada':
      return { kind: 'acceptLater', actions: ['accept'] };
    default:
      return { kind: 'none' };
  }
}

/** The actions a status offers (accept, refuse), for tests and the view model. */
export function statusActions(status: BrokerStatus | null): readonly NotificationAction[] {
  const controls = statusControls(status);
  return 'actions' in controls ? controls.actions : [];
}

/** Counts of the participants dialog (§4). */
export interface ParticipantCounts {
  /** 'Notificação aceita'. */
  accepted: number;
  /** 'Desabilitado' or 'Aguardando resposta'. */
  waiting: number;
  /** Every addressed broker (refused ones included). */
  total: number;
}

/** Accepted means 'Notificação aceita'; waiting means 'Desabilitado' or 'Aguardando resposta' (§4). */
export function participantCounts(participants: readonly Participant[]): ParticipantCounts {
  let accepted = 0;
  let waiting = 0;
  for (const participant of participants) {
    if (participant.status === 'aceita') accepted += 1;
    else if (participant.status === 'aguardando' || participant.status === 'desabilitado') waiting += 1;
  }
  return { accepted, waiting, total: participants.length };
}
