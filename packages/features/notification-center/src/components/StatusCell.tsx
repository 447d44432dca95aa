import { CircleCheck } from 'lucide-react';
import { Button } from '@conecta/ui';
import { MESSAGES } from '../messages';
import { statusControls } from '../state/status';
import type { NotificationAction, NotificationRow } from '../state/types';

export interface StatusCellProps {
  row: NotificationRow;
  /** The functionality-2 permission: without it the buttons are disabled. */
  canEdit: boolean;
  /** An action of this row runs. */
  isBusy: boolean;
  onAction: (action: NotificationAction, row: NotificationRow) => void;
}

/** The Status column of a manufacturer notification seen by a broker (§4). */
export function StatusCell({ row, canEdit, isBusy, onAction }: StatusCellProps) {
  const controls = statusControls(row.status);
  const isDisabled = !canEdit || isBusy;
  return (
    <div data-nc-status={row.status ?? 'outro'}>
      <span data-nc-status-text>{row.statusText}</span>
      {controls.kind === 'answer' && (
        <span data-nc-tools>
          <Button size="sm" isDisabled={isDisabled} onPress={() => onAction('accept', row)}>
            {MESSAGES.status.accept}
          </Button>
          <Button size="sm" variant="secondary" isDisabled={isDisabled} onPress={() => onAction('refuse', row)}>
            {MESSAGES.status.refuse}
          </Button>
        </span>
      )}
      {controls.kind === 'accepted' && (
        <span role="img" aria-label={MESSAGES.status.aceita} data-nc-accepted>
          <CircleCheck size={22} aria-hidden="true" />
        </span>
      )}
      {controls.kind === 'acceptLater' && (
        <span data-nc-tools>
          <Button size="sm" variant="secondary" isDisabled={isDisabled} onPress={() => onAction('accept', row)}>
            {MESSAGES.status.acceptLater}
          </Button>
        </span>
      )}
    </div>
  );
}
