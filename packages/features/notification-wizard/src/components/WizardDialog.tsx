import { Banner, Button, Dialog, SuccessDialog, Spinner, Stepper, WarningDialog } from '@conecta/ui';
import { MESSAGES } from '../messages';
import type { SaveStep } from '../state/save';
import { STEPS } from '../state/types';
import type { NotificationWizardModel } from '../state/use-wizard';
import { AudienceStep } from './AudienceStep';
import { ContentStep } from './ContentStep';
import { FinalStep } from './FinalStep';
import { PeriodStep } from './PeriodStep';
import { FailureLines, Hint, Inline, StepBody } from './styles';

const STEPPER = STEPS.map((id) => ({ id, label: MESSAGES.steps[id] }));

/** Title and message of the spec's warning for the step that failed (spec §8). */
function failureTexts(step: SaveStep): { title: string; message: string } {
  if (step === 'uploadImage') return { title: MESSAGES.save.uploadTitle, message: MESSAGES.save.uploadFailed };
  if (step === 'deleteImage' || step === 'cleanup') return { title: MESSAGES.save.warningTitle, message: MESSAGES.save.deleteFailed };
  return { title: MESSAGES.save.warningTitle, message: MESSAGES.save.failed };
}

/** The slide-up dialog 'Criar nova notificação' with its four steps, and the save dialogs. */
export function WizardDialog({ model }: { model: NotificationWizardModel }) {
  const { draft, stepIndex, step, actions, save, editLoad } = model;
  const saving = save.kind === 'saving';
  const failed = save.kind === 'failed' ? save.result : null;
  const failure = failed ? failureTexts(failed.failedStep) : null;
  const failedLine = failed
    ? MESSAGES.save.failedStep(MESSAGES.save.stepNames[failed.failedStep], failed.failedIndex + 1, failed.steps.length)
    : '';

  const buttons = (() => {
    const cancel = (
      <Button key="cancel" variant="secondary" onPress={actions.cancel} isDisabled={saving}>
        {MESSAGES.buttons.cancel}
      </Button>
    );
    const back = (
      <Button key="back" variant="secondary" onPress={actions.back} isDisabled={saving}>
        {MESSAGES.buttons.back}
      </Button>
    );
    const next = (
      <Button key="next" onPress={actions.next} isDisabled={!model.canGoOn}>
        {MESSAGES.buttons.next}
      </Button>
    );
    if (step === 'final') {
      return [
        back,
        <Button key="save" onPress={() => void actions.save()} isDisabled={!model.canGoOn} isPending={saving}>
          {MESSAGES.buttons.save}
        </Button>,
      ];
    }
    if (step === 'conteudo') return [back, next];
    return [cancel, next];
  })();

  const body = (() => {
    if (editLoad === 'loading') {
      return (
        <Inline role="status">
          <Spinner size="sm" label={MESSAGES.editLoad.loading} />
          <span>{MESSAGES.editLoad.loading}</span>
        </Inline>
      );
    }
    switch (step) {
      case 'periodo':
        return (
          <PeriodStep
            period={draft.period}
            minStart={model.minStart}
            onChange={actions.setPeriod}
            refusedMessage={model.refused?.field === 'period' ? model.refused.message : null}
          />
        );
      case 'publico':
        return <AudienceStep model={model} />;
      case 'conteudo':
        return (
          <ContentStep
            title={draft.title}
            message={draft.message}
            onTitle={actions.setTitle}
            onMessage={actions.setMessage}
            refused={model.refused}
          />
        );
      case 'final':
        return (
          <FinalStep
            image={draft.image}
            imageStatus={model.imageStatus}
            linkName={draft.linkName}
            linkUrl={draft.linkUrl}
            linkProblem={model.linkProblem}
            onImage={(file) => void actions.acceptImage(file)}
            onImageRejected={actions.rejectImage}
            onRemoveImage={actions.removeImage}
            onLinkName={actions.setLinkName}
            onLinkUrl={actions.setLinkUrl}
            refused={model.refused}
          />
        );
    }
  })();

  return (
    <>
      <Dialog
        isOpen={editLoad !== 'failed' && save.kind !== 'done'}
        title={MESSAGES.title}
        size="lg"
        isDismissable={false}
        isBusy={saving || editLoad === 'loading'}
        actions={editLoad === 'loading' ? [<Button key="cancel" variant="secondary" onPress={actions.cancel}>{MESSAGES.buttons.cancel}</Button>] : buttons}
      >
        <StepBody>
          {model.mode.kind === 'edit' && <Hint>{MESSAGES.editing(model.mode.idNotificacao)}</Hint>}
          {model.restored && editLoad !== 'loading' && (
            <Banner
              tone="info"
              title={MESSAGES.draft.restoredTitle}
              action={
                <Button size="sm" variant="secondary" onPress={actions.discardDraft} isDisabled={saving}>
                  {MESSAGES.draft.discard}
                </Button>
              }
            >
              {model.restored.droppedCsv ? `${MESSAGES.draft.restored} ${MESSAGES.draft.csvAgain(model.restored.droppedCsv)}` : MESSAGES.draft.restored}
            </Banner>
          )}
          <Stepper steps={STEPPER} currentIndex={stepIndex} label={MESSAGES.stepsLabel} onStepPress={saving ? undefined : actions.goTo} />
          {body}
          {failed && (
            <Banner tone="error" title={failure?.message}>
              {/* One line each: what failed, what the server said (quoted, as it came), what was kept. */}
              <FailureLines>
                <span>{failedLine}</span>
                {failed.serverMessage && <span>{MESSAGES.save.serverSaid(failed.serverMessage)}</span>}
                <span>{MESSAGES.save.kept}</span>
              </FailureLines>
            </Banner>
          )}
        </StepBody>
      </Dialog>
      <WarningDialog
        isOpen={model.failureDialog && failure !== null}
        onClose={actions.dismissFailure}
        title={failure?.title}
        message={failure?.message ?? ''}
        detail={`${failedLine} ${MESSAGES.save.kept}`}
      />
      <SuccessDialog
        isOpen={save.kind === 'done'}
        onClose={actions.finish}
        title={MESSAGES.save.successTitle}
        message={model.mode.kind === 'create' ? MESSAGES.save.created : MESSAGES.save.edited}
        detail={save.kind === 'done' && save.cleanupFailed ? MESSAGES.save.cleanupFailed : undefined}
      />
      <WarningDialog
        isOpen={editLoad === 'failed'}
        onClose={actions.closeAfterLoadFailure}
        title={MESSAGES.editLoad.title}
        message={MESSAGES.editLoad.message}
        detail={MESSAGES.editLoad.detail}
      />
    </>
  );
}
