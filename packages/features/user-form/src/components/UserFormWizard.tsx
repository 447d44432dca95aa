import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Stepper } from '@conecta/ui';
import type { ApiClient, components } from '@conecta/api';
import { MESSAGES } from '../messages';
import {
  EMPTY_VALUES,
  LAST_STEP,
  STEPS,
  STEP_FIELDS,
  createUserFormSchema,
  isIdentityGateOpen,
  stepOfField,
  type EditableUser,
  type UserFormValues,
} from '../state/form';
import { useActiveToggle, useSaveUser, useWizard } from '../state/hooks';
import { ButtonRow, Hint, StatusStrip, StepTitle, WizardCard } from './layout';
import { ResultDialogs } from './ResultDialogs';
import { StepClassification } from './StepClassification';
import { StepIdentity } from './StepIdentity';
import { StepImage } from './StepImage';
import { StepType } from './StepType';

export interface UserFormWizardProps {
  api: ApiClient;
  /** The user being edited (edit mode) or null (a new user). */
  editable: EditableUser | null;
  lookups: {
    types: readonly components['schemas']['UserTypeOption'][];
    functions: readonly components['schemas']['UserFunctionOption'][];
    lines: readonly components['schemas']['BrokerLine'][];
  };
  onCancel: () => void;
  onBackToList: () => void;
  /** Values to open with instead of the empty form or the loaded user (a restored draft). */
  initialValues?: UserFormValues | null;
  /** Every change of the values or the step (the draft keeper). */
  onValuesChange?: (values: UserFormValues, step: number) => void;
}

/** Edit mode's active checkbox (checked = active), sent to GET /statususer tipo=U when it changes. */
function ActiveToggle({ api, editable }: { api: ApiClient; editable: EditableUser }) {
  const active = useActiveToggle(api, editable.values.email, editable.isActive);
  return (
    <StatusStrip>
      <Checkbox
        isSelected={active.isActive}
        onChange={active.toggle}
        isDisabled={active.isPending}
        description={MESSAGES.activeHint}
        isInvalid={active.isError}
        errorMessage={active.isError ? MESSAGES.activeFailed : undefined}
        validationBehavior="aria"
      >
        {MESSAGES.activeLabel}
      </Checkbox>
    </StatusStrip>
  );
}

/** The 4-step wizard with its buttons and result dialogs. Remounted (empty) by 'Criar outro usuário'. */
export function UserFormWizard({ api, editable, lookups, onCancel, onBackToList, initialValues, onValuesChange }: UserFormWizardProps) {
  const isEdit = editable !== null;
  const wizard = useWizard();
  const schema = useMemo(() => createUserFormSchema(isEdit), [isEdit]);
  const form = useForm<UserFormValues>({
    resolver: zodResolver(schema),
    defaultValues: initialValues ?? editable?.values ?? EMPTY_VALUES,
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
  const { control, setValue } = form;

  // A field shown with an error is checked again on every change (selects are never "touched").
  useEffect(() => {
    return form.subscribe({
      formState: { values: true },
      callback: ({ name }) => {
        if (name && form.getFieldState(name as keyof UserFormValues).error) void form.trigger(name as keyof UserFormValues);
      },
    });
  }, [form]);
  const values = useWatch({ control }) as UserFormValues;
  const { save, failure } = useSaveUser(api, editable?.idUsuario ?? null);
  const step = wizard.step;
  useEffect(() => {
    onValuesChange?.(values, step);
  }, [values, step, onValuesChange]);

  const goNext = async () => {
    const fields = [...(STEP_FIELDS[step] ?? [])];
    if (await form.trigger(fields)) wizard.next();
  };

  const confirm = form.handleSubmit(
    (valid) => save(valid),
    (errors) => {
      const first = STEP_FIELDS.findIndex((fields) => fields.some((field) => errors[field]));
      if (first >= 0) wizard.goTo(first);
    },
  );

  const gateClosed = step === 1 && !isIdentityGateOpen(values, isEdit);
  const current = STEPS[step] ?? STEPS[0];

  return (
    <WizardCard aria-labelledby="user-form-step-title">
      {editable && <ActiveToggle api={api} editable={editable} />}
      <Stepper steps={STEPS} currentIndex={step} label={MESSAGES.stepperLabel} onStepPress={wizard.goTo} />
      <StepTitle id="user-form-step-title">{current.label}</StepTitle>
      <form
        noValidate
        aria-labelledby="user-form-step-title"
        onSubmit={(event) => {
          event.preventDefault();
          if (step === LAST_STEP) void confirm(event);
          else if (!gateClosed) void goNext();
        }}
      >
        {step === 0 && (
          <StepType
            control={control}
            setValue={setValue}
            types={lookups.types}
            functions={lookups.functions}
            tipoUsuario={values.tipoUsuario}
          />
        )}
        {step === 1 && <StepIdentity control={control} isEdit={isEdit} />}
        {step === 2 && (
          <StepClassification api={api} control={control} setValue={setValue} lines={lookups.lines} values={values} />
        )}
        {step === 3 && (
          <StepImage
            control={control}
            setValue={setValue}
            image={values.imagemPerfilBase64}
            currentImage={editable?.currentImage ?? null}
          />
        )}
      </form>
      {gateClosed && <Hint>{MESSAGES.gateHint}</Hint>}
      <ButtonRow>
        <Button variant="secondary" onPress={onCancel}>
          {MESSAGES.cancel}
        </Button>
        <div>
          {step > 0 && (
            <Button variant="secondary" onPress={wizard.previous}>
              {MESSAGES.previous}
            </Button>
          )}
          {step < LAST_STEP ? (
            <Button onPress={() => void goNext()} isDisabled={gateClosed}>
              {MESSAGES.next}
            </Button>
          ) : (
            <Button onPress={() => void confirm()}>{MESSAGES.confirm}</Button>
          )}
        </div>
      </ButtonRow>
      <ResultDialogs
        mode={wizard.result}
        isEdit={isEdit}
        onCreateAnother={() => wizard.reset(0)}
        onBackToList={onBackToList}
        onCloseError={() => {
          wizard.closeResult();
          // A field the backend refused (a 400 naming it): its step, the field marked with the reason.
          if (failure?.field) {
            wizard.goTo(stepOfField(failure.field));
            form.setError(failure.field, { type: 'server', message: failure.reason ?? MESSAGES.errorMessage });
          }
        }}
        failure={failure?.reason ?? null}
        onRetry={failure?.retryable ? () => void confirm() : undefined}
        onCloseEmailError={() => {
          wizard.closeResult();
          wizard.goTo(1);
          form.setError('email', { type: 'server', message: MESSAGES.emailTaken });
        }}
      />
    </WizardCard>
  );
}
