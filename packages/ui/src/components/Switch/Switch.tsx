import type { ReactNode } from 'react';
import { SwitchButton, SwitchField, type SwitchFieldProps } from 'react-aria-components';
import { styled } from 'styled-components';
import { FieldDescription } from '../Field/Field';

export interface SwitchProps
  extends Omit<SwitchFieldProps, 'children' | 'className' | 'style' | 'isInvalid' | 'validate' | 'isRequired'> {
  /** Visible name of the setting, before the track. Without it, the state label names the switch. */
  label?: ReactNode;
  /** State text shown beside the track while on.
   * @default 'Habilitada' */
  onLabel?: string;
  /** State text shown beside the track while off.
   * @default 'Desabilitada' */
  offLabel?: string;
  /** Help text under the switch. */
  description?: ReactNode;
}

const Root = styled(SwitchField)`
  display: inline-flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const Track = styled.span`
  position: relative;
  flex: none;
  width: 36px;
  height: 20px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.borderStrong};
  transition: background ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.white};
    transition: transform ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  }
`;

const Control = styled(SwitchButton)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  .state { color: ${({ theme }) => theme.colors.textMuted}; min-width: 7em; }
  &[data-selected] ${Track} { background: ${({ theme }) => theme.colors.primary}; }
  &[data-selected] ${Track}::after { transform: translateX(16px); }
  &[data-selected] .state { color: ${({ theme }) => theme.colors.primary}; font-weight: ${({ theme }) => theme.typography.weight.semibold}; }
  &[data-pressed] ${Track} { filter: brightness(0.9); }
  &[data-focus-visible] ${Track} {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  &[data-disabled] { cursor: not-allowed; color: ${({ theme }) => theme.colors.disabledText}; }
  &[data-disabled] .state { color: ${({ theme }) => theme.colors.disabledText}; }
  &[data-disabled] ${Track} { background: ${({ theme }) => theme.colors.disabledBg}; }
`;

/**
 * On/off switch that shows its state in words ('Habilitada' / 'Desabilitada' by default), as the
 * notifications grid does; the text is configurable.
 */
export function Switch({ label, onLabel = 'Habilitada', offLabel = 'Desabilitada', description, ...props }: SwitchProps) {
  return (
    <Root {...props}>
      {({ isSelected }) => (
        <>
          <Control>
            {label != null && <span>{label}</span>}
            <Track aria-hidden="true" />
            <span className="state">{isSelected ? onLabel : offLabel}</span>
          </Control>
          <FieldDescription>{description}</FieldDescription>
        </>
      )}
    </Root>
  );
}
