import { ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { styled, css } from 'styled-components';

// The option list of Select, ComboBox and MultiSelect, apart from Field.tsx: every text input
// imports Field.tsx, and a module-level `styled(Popover)` there put the popover and listbox (and
// their positioning and selection code) into every screen with a text field, /login included.

/** Listbox popover shared by Select, ComboBox and MultiSelect; as wide as its trigger. */
export const OptionsPopover = styled(Popover)`
  min-width: var(--trigger-width);
  max-height: 320px;
  overflow: auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  font-family: ${({ theme }) => theme.typography.fontFamily};
  &[data-entering] { animation: none; }
`;

export const OptionsList = styled(ListBox)`
  outline: none;
  padding: ${({ theme }) => theme.space[1]} 0;
` as typeof ListBox;

export const Option = styled(ListBoxItem)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  outline: none;
  &[data-focused],
  &[data-hovered] { background: ${({ theme }) => theme.colors.primarySoft}; }
  &[data-selected] { font-weight: ${({ theme }) => theme.typography.weight.semibold}; }
  &[data-focus-visible] { box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.focusRing}; }
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.disabledText};
    cursor: not-allowed;
    background: transparent;
  }
  .option-check { margin-left: auto; flex: none; color: ${({ theme }) => theme.colors.primary}; }
` as typeof ListBoxItem;

export const EmptyOptions = styled.div`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The trigger look of Select and MultiSelect: an input-like button with a chevron. */
export const triggerBase = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  text-align: left;
  cursor: pointer;
  font: inherit;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  min-height: 40px;
  outline: none;
  &[data-focus-visible] {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  &[data-pressed] { background: ${({ theme }) => theme.colors.surfaceAlt}; }
  &[data-disabled] {
    background: ${({ theme }) => theme.colors.disabledBg};
    color: ${({ theme }) => theme.colors.disabledText};
    cursor: not-allowed;
  }
  svg { flex: none; }
  .value {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .value[data-placeholder] { color: ${({ theme }) => theme.colors.textMuted}; }
`;
