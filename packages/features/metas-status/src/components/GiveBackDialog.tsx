import { Button, Dialog, TextArea } from '@conecta/ui';
import { MESSAGES } from '../messages';
import { rowDescription } from '../state/actions';
import type { GiveBackState } from '../state/use-give-back';

const G = MESSAGES.giveBack;

/**
 * 'Devolver ao gerente' / 'Devolver ao supervisor' (issue 26): what the return does, the required
 * reason (up to 280 characters, with a counter), and the failure in the user's words — what was typed
 * stays through it.
 */
export function GiveBackDialog({ open, reason, setReason, missing, sending, failure, cancel, send }: GiveBackState) {
  const target = open ? rowDescription(open.row) : '';
  return (
    <Dialog
      isOpen={open !== null}
      onOpenChange={(isOpen) => !isOpen && !sending && cancel()}
      title={open?.to === 'supervisor' ? G.toSupervisor : G.toManager}
      isBusy={sending}
      size="md"
      actions={
        <>
          <Button variant="secondary" onPress={cancel} isDisabled={sending}>
            {G.cancel}
          </Button>
          <Button variant="primary" onPress={send} isPending={sending}>
            {G.submit}
          </Button>
        </>
      }
    >
      {open && (
        <>
          <p>{open.to === 'supervisor' ? G.explainToSupervisor(target, open.row.employeeName) : G.explainToManager(target)}</p>
          <TextArea
            label={G.reason}
            description={G.reasonHint}
            value={reason}
            onChange={setReason}
            maxLength={280}
            showCounter
            rows={4}
            isRequired
            isInvalid={missing}
            errorMessage={G.reasonMissing}
            autoFocus
          />
          {failure && <p role="alert">{failure}</p>}
        </>
      )}
    </Dialog>
  );
}
