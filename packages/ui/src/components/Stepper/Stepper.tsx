import { useEffect, useRef } from 'react';
import { Check } from 'lucide-react';
import { Button as AriaButton } from 'react-aria-components';
import { styled } from 'styled-components';
import { focusRing, visuallyHidden } from '../../styles';
import { stepState } from './stepper-logic';

/** One step of a wizard. */
export interface StepperStep {
  /** Unique key of the step. */
  id: string;
  /** Visible name (e.g. 'Período', 'Etapa final'). */
  label: string;
}

export interface StepperProps {
  /** The steps in order; the notification wizard ends with 'Etapa final'. */
  steps: readonly StepperStep[];
  /** Index of the current step, 0-based; earlier steps are shown as completed. */
  currentIndex: number;
  /** Accessible name of the step list.
   * @default 'Etapas' */
  label?: string;
  /** When given, completed steps become buttons that call it with their index (to go back and review). */
  onStepPress?: (index: number) => void;
}

const List = styled.ol`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  position: relative;
  flex: 1 1 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  text-align: center;
  /* Connector from the previous step's marker to this one. */
  &:not(:first-child)::before {
    content: '';
    position: absolute;
    top: 15px;
    right: calc(50% + 20px);
    left: calc(-50% + 20px);
    height: 2px;
    background: ${({ theme }) => theme.colors.border};
  }
  &[data-state='completed']:not(:first-child)::before,
  &[data-state='current']:not(:first-child)::before {
    background: ${({ theme }) => theme.colors.primary};
  }
  /* Focus lands here only when it was lost on a step change (see Stepper); the marker shows the step. */
  &:focus { outline: none; }
`;

const Marker = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  [data-state='current'] & {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  [data-state='completed'] & {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textOnPrimary};
  }
`;

const Label = styled.span`
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
  [data-state='current'] & {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
  [data-state='completed'] & { color: ${({ theme }) => theme.colors.text}; }
`;

const SpokenOnly = styled.span`
  ${visuallyHidden}
`;

const StepButton = styled(AriaButton)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: 0 ${({ theme }) => theme.space[1]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  font: inherit;
  cursor: pointer;
  &[data-hovered] ${Label} { text-decoration: underline; }
  &[data-focus-visible] { ${focusRing} }
`;

/**
 * Progress through a wizard: numbered steps with labels, completed ones ticked, the current one
 * marked with `aria-current="step"`. Completed steps are also announced as 'concluída', so state
 * never rests on colour or the tick alone. When the step changes and focus was lost with it (the
 * 'Próximo' pressed became disabled or went away), focus moves to the current step, so the next Tab
 * reaches the new step's first field instead of the top of the page.
 */
export function Stepper({ steps, currentIndex, label = 'Etapas', onStepPress }: StepperProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const shownIndex = useRef(currentIndex);
  useEffect(() => {
    if (shownIndex.current === currentIndex) return;
    shownIndex.current = currentIndex;
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active && active !== document.body && !active.matches(':disabled')) return;
      listRef.current?.querySelector<HTMLElement>('[aria-current="step"]')?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [currentIndex]);
  return (
    <List aria-label={label} ref={listRef}>
      {steps.map((step, index) => {
        const state = stepState(index, currentIndex);
        const content = (
          <>
            <Marker aria-hidden="true">{state === 'completed' ? <Check size={16} strokeWidth={3} /> : index + 1}</Marker>
            <Label>
              {step.label}
              {state === 'completed' && <SpokenOnly> (concluída)</SpokenOnly>}
            </Label>
          </>
        );
        return (
          <Item
            key={step.id}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
            tabIndex={state === 'current' ? -1 : undefined}
          >
            {state === 'completed' && onStepPress ? (
              <StepButton onPress={() => onStepPress(index)}>{content}</StepButton>
            ) : (
              content
            )}
          </Item>
        );
      })}
    </List>
  );
}
