import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { conflictTitle, formatMetaValue } from '@conecta/core';
import { ConflictPanel, type ConflictRow } from '@conecta/ui';
import { MESSAGES } from '../messages';
import { conflictAtom, differenceAtom, sellersAtom, supervisorPlannedAtom } from '../state/atoms';
import { envAtom, reapplyLocked, type SellerActions } from '../state/actions';
import { conflictLines, type ConflictLine, type ConflictState } from '../state/concurrency';
import { useMetaType } from './screen-context';

const labelOf = (line: ConflictLine) =>
  line.kind === 'supervisor'
    ? MESSAGES.conflict.supervisor
    : line.kind === 'category'
      ? MESSAGES.conflict.category(line.category ?? '', line.seller)
      : MESSAGES.conflict.seller(line.seller);

interface ConflictNoticeProps {
  /** The screen's actions ('Recarregar' and 'Reaplicar meus valores'). */
  actions: SellerActions;
}

/**
 * 'Alterado por X às HH:MM' after a save refused because another user changed the team first (409):
 * the user's values beside the server's now, 'Recarregar' and 'Reaplicar meus valores' — or, when the
 * current values lock the screen, only 'Recarregar' and why. Rendered only while there is a
 * conflict (it subscribes to the sellers only then).
 */
export function ConflictNotice({ actions }: ConflictNoticeProps) {
  const conflict = useAtomValue(conflictAtom);
  return conflict ? <Panel conflict={conflict} actions={actions} /> : null;
}

function Panel({ conflict, actions }: { conflict: ConflictState; actions: SellerActions }) {
  const sellers = useAtomValue(sellersAtom);
  const supervisorPlanned = useAtomValue(supervisorPlannedAtom);
  const difference = useAtomValue(differenceAtom);
  const env = useAtomValue(envAtom);
  const metaType = useMetaType();
  const formatBRL = (value: number) => formatMetaValue(value, metaType);
  // Once the current values are read, the screen may be locked (the target re-split, approved or
  // released meanwhile): then there is nothing to re-apply onto, and the panel says so.
  const locked = !conflict.pending && env !== null && reapplyLocked(conflict, env);
  const ref = useRef<HTMLDivElement>(null);
  const lines = conflictLines(conflict, { supervisorPlanned, sellers });
  const rows: ConflictRow[] = lines.map((line) => ({
    key: line.key,
    label: labelOf(line),
    mine: formatBRL(line.mine),
    theirs: line.theirs === null ? MESSAGES.conflict.none : formatBRL(line.theirs),
  }));
  const supervisorChanged = lines.some((line) => line.kind === 'supervisor');
  // The panel opens where the user is not (the save was pressed lower down): bring it into view.
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [conflict.conflict]);
  return (
    <div ref={ref} data-testid="conflict">
      <ConflictPanel
        title={conflictTitle(conflict.conflict)}
        description={
          locked ? (
            MESSAGES.conflict.lockedNow[conflict.operation]
          ) : (
            <>
              {MESSAGES.conflict.description[conflict.operation]}
              {supervisorChanged && ` ${MESSAGES.conflict.newDifference(formatBRL(difference))}`}
              {conflict.pending && ` ${MESSAGES.conflict.reading}`}
            </>
          )
        }
        rows={rows}
        labels={{ item: MESSAGES.conflict.item }}
        isPending={conflict.pending}
        onReload={() => void actions.reloadConflict()}
        {...(locked ? {} : { onReapply: () => void actions.reapplyConflict() })}
      />
    </div>
  );
}
