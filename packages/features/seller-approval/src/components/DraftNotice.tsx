import { Banner, Button } from '@conecta/ui';
import { MESSAGES } from '../messages';
import type { DraftNotice as Notice } from '../state/atoms';

interface DraftNoticeProps {
  /** What happened to the draft kept for the selection on screen. */
  notice: Notice;
  /** 'Descartar rascunho': the screen shows the values as loaded and the draft is removed. */
  onDiscard: () => void;
  /** Closes the banner. */
  onDismiss: () => void;
}

/**
 * The banner of a kept draft (issue 17): 'Rascunho recuperado' while the restored values are still
 * unsaved (the state removes it once they are saved or undone), saying when the server changed since, with
 * 'Descartar rascunho'; or 'Rascunho não aplicado' when the selection can no longer be edited.
 */
export function DraftNotice({ notice, onDiscard, onDismiss }: DraftNoticeProps) {
  if (notice.kind === 'notApplied') {
    return (
      <Banner tone="warning" title={MESSAGES.draft.notAppliedTitle} onDismiss={onDismiss}>
        {MESSAGES.draft.notApplied}
      </Banner>
    );
  }
  const lines = [
    MESSAGES.draft.restored,
    ...(notice.dropped > 0 ? [MESSAGES.draft.dropped(notice.dropped)] : []),
    ...(notice.baseChanged ? [MESSAGES.draft.baseChanged] : []),
  ];
  return (
    <Banner
      tone={notice.baseChanged ? 'warning' : 'info'}
      title={MESSAGES.draft.restoredTitle}
      action={
        <Button size="sm" variant="secondary" onPress={onDiscard}>
          {MESSAGES.draft.discard}
        </Button>
      }
    >
      {lines.join(' ')}
    </Banner>
  );
}
