import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Button, ConfirmDialog, Dialog, ErrorDialog, ProgressDialog, SuccessDialog, WarningDialog } from '@conecta/ui';
import { COMMENT_MAX_LENGTH, formatInteger } from '@conecta/core';
import { ABOVE_CEILING, MESSAGES } from '../messages';
import { busyAtom, noticeAtom, pendingAtom } from '../state/atoms';
import type { SellerActions } from '../state/actions';
import { INVALID_POPUP_MS } from '../state/rules';

/** A warning that stays until OK: it names what to correct. */
function WarningOk({ isOpen, title, onClose, children }: { isOpen: boolean; title: string; onClose: () => void; children: ReactNode }) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      tone="warning"
      role="alertdialog"
      isCentered
      actions={<Button onPress={onClose}>{MESSAGES.actions.ok}</Button>}
    >
      {children}
    </Dialog>
  );
}

/** Every dialog of the screen driven by the notice, pending and busy atoms. */
export function Notices({ actions }: { actions: SellerActions }) {
  const notice = useAtomValue(noticeAtom);
  const pending = useAtomValue(pendingAtom);
  const busy = useAtomValue(busyAtom);
  return (
    <>
      <ConfirmDialog
        isOpen={pending !== null}
        title={MESSAGES.confirmSave.title}
        message={MESSAGES.confirmSave.message}
        confirmLabel={MESSAGES.actions.yes}
        cancelLabel={MESSAGES.actions.no}
        comment={{ label: MESSAGES.confirmSave.comment, description: MESSAGES.confirmSave.commentHint, maxLength: COMMENT_MAX_LENGTH }}
        onConfirm={(comment) => void actions.resolvePending(true, comment)}
        onCancel={() => void actions.resolvePending(false)}
      />
      <WarningDialog
        isOpen={notice?.kind === 'nonPositive'}
        onClose={actions.dismissNotice}
        title={MESSAGES.nonPositive.title}
        message={MESSAGES.nonPositive.message}
        autoCloseMs={INVALID_POPUP_MS}
      />
      {/* Stays until OK (unlike the 0.5 s popup of a seller total): it names what to correct. */}
      <WarningOk isOpen={notice?.kind === 'categoryNonPositive'} title={MESSAGES.categoryNonPositive.title} onClose={actions.dismissNotice}>
        <p>{MESSAGES.categoryNonPositive.message}</p>
        {notice?.kind === 'categoryNonPositive' && <p>{MESSAGES.categoryNonPositive.detail(notice.seller, notice.categories)}</p>}
      </WarningOk>
      {/* COBERTURA (issue 22): a category above the seller's active customers, kept in the table to correct. */}
      <WarningOk isOpen={notice?.kind === 'categoryAboveCeiling'} title={ABOVE_CEILING.title} onClose={actions.dismissNotice}>
        {notice?.kind === 'categoryAboveCeiling' && <p>{ABOVE_CEILING.category(notice.seller, notice.categories, formatInteger(notice.ceiling))}</p>}
      </WarningOk>
      {/* A seller total that cannot fit: it names the limit and stays until OK (the value reverts, as for 0). */}
      <WarningOk isOpen={notice?.kind === 'totalAboveCeiling'} title={ABOVE_CEILING.title} onClose={actions.dismissNotice}>
        {notice?.kind === 'totalAboveCeiling' && (
          <p>{ABOVE_CEILING.total(notice.seller, formatInteger(notice.ceiling), formatInteger(notice.active), notice.categories)}</p>
        )}
      </WarningOk>
      <WarningDialog
        isOpen={notice?.kind === 'outOfTolerance'}
        onClose={actions.dismissNotice}
        message={MESSAGES.outOfTolerance}
      />
      <SuccessDialog
        isOpen={notice?.kind === 'approved'}
        onClose={actions.dismissNotice}
        title={MESSAGES.approved.title}
        message={MESSAGES.approved.message}
      />
      <ConfirmDialog
        isOpen={notice?.kind === 'unsavedChanges'}
        title={MESSAGES.unsavedChanges.title}
        message={MESSAGES.unsavedChanges.message}
        confirmLabel={MESSAGES.unsavedChanges.yes}
        cancelLabel={MESSAGES.unsavedChanges.no}
        onConfirm={actions.continueWithoutSaving}
        onCancel={actions.dismissNotice}
      />
      <WarningOk isOpen={notice?.kind === 'reapplyLocked'} title={MESSAGES.conflict.lockedTitle} onClose={actions.dismissNotice}>
        <p>{MESSAGES.conflict.locked}</p>
      </WarningOk>
      {/*
        A failed call says why when the api knows (time-out, no connection, unreadable answer) and
        offers to repeat it: 'Tentar novamente' (a read, the comparison, the approval, the
        difference) or 'Tentar salvar novamente' (the unsaved values).
        A failed save: OK only closes (never reloads the page, which would lose what was typed); the
        values stay on screen, marked 'Não salvo', with 'Tentar salvar novamente' (decision in the MDX).
      */}
      <ErrorDialog
        isOpen={notice?.kind === 'error'}
        onClose={actions.dismissNotice}
        title={MESSAGES.error.title}
        headline={MESSAGES.error.headline}
        message={
          notice?.kind === 'error' && notice.retry === 'save' ? (
            <>
              <span>{MESSAGES.error.message}</span>
              <br />
              <span>{MESSAGES.error.keptTyped}</span>
            </>
          ) : (
            MESSAGES.error.message
          )
        }
        code={notice?.kind === 'error' ? notice.code : undefined}
        reason={notice?.kind === 'error' ? (notice.reason ?? null) : null}
        onRetry={notice?.kind === 'error' && notice.retry ? () => void actions.retryNotice(notice) : undefined}
        retryLabel={notice?.kind === 'error' && notice.retry === 'save' ? MESSAGES.actions.retryAll : MESSAGES.actions.retry}
        closeLabel={MESSAGES.actions.ok}
      />
      <ProgressDialog isOpen={busy !== null} message={busy === 'approving' ? MESSAGES.approving : MESSAGES.saving} />
    </>
  );
}
