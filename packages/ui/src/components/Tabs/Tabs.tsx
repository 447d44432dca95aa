import type { ReactNode } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type Key,
} from 'react-aria-components';
import { styled } from 'styled-components';
import { focusRing } from '../../styles';

/** One tab and its panel. */
export interface TabItem {
  /** Unique key of the tab, passed to `onSelectionChange`. */
  id: string;
  /** Visible title of the tab (e.g. 'Notificações Nestlé'). */
  label: string;
  /** Number shown in a badge after the label; omitted when undefined. It is part of the tab's accessible name. */
  count?: number;
  /** Content of the panel shown while this tab is selected. */
  content: ReactNode;
  /** Makes the tab unselectable. */
  isDisabled?: boolean;
}

export interface TabsProps {
  /** The tabs, in order. */
  items: readonly TabItem[];
  /** Accessible name of the tab list (e.g. 'Tipos de notificação'). */
  label: string;
  /** Selected tab (controlled). */
  selectedKey?: string;
  /** Tab selected at first (uncontrolled). Defaults to the first enabled tab. */
  defaultSelectedKey?: string;
  /** Called with the id of the newly selected tab. */
  onSelectionChange?: (id: string) => void;
  /** `automatic` selects a tab as soon as arrow keys focus it; `manual` waits for Enter or Space.
   * @default 'automatic' */
  keyboardActivation?: 'automatic' | 'manual';
  /**
   * Spoken text for a tab's count, appended to its name after a comma.
   * @default (count) => String(count)
   */
  countLabel?: (count: number) => string;
}

const Root = styled(AriaTabs)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const List = styled(AriaTabList)`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
`;

const TabButton = styled(AriaTab)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin-bottom: -1px;
  border-bottom: 3px solid transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  white-space: nowrap;
  cursor: pointer;
  outline: none;
  transition: color ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  &[data-hovered] { color: ${({ theme }) => theme.colors.text}; }
  &[data-selected] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
  &[data-focus-visible] { ${focusRing} outline-offset: -2px; }
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.disabledText};
    cursor: not-allowed;
  }
`;

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 22px;
  height: 22px;
  padding: 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  [data-selected] > & {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textOnPrimary};
  }
`;

const Panel = styled(AriaTabPanel)`
  outline: none;
  &[data-focus-visible] { ${focusRing} }
`;

const defaultCountLabel = (count: number) => String(count);

/**
 * Tabs that switch between panels (arrow keys move between tabs, Home/End jump). A tab may carry a
 * count badge, e.g. 'Notificações Nestlé' with 4: the tab's accessible name carries the count
 * ('Notificações Nestlé, 4'), so it is not lost to screen-reader users.
 */
export function Tabs({
  items,
  label,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  keyboardActivation = 'automatic',
  countLabel = defaultCountLabel,
}: TabsProps) {
  const disabledKeys = items.filter((item) => item.isDisabled).map((item) => item.id);
  const handleChange = onSelectionChange ? (key: Key) => onSelectionChange(String(key)) : undefined;
  return (
    <Root
      selectedKey={selectedKey}
      defaultSelectedKey={defaultSelectedKey}
      onSelectionChange={handleChange}
      keyboardActivation={keyboardActivation}
      disabledKeys={disabledKeys}
    >
      <List aria-label={label}>
        {items.map((item) => (
          <TabButton
            key={item.id}
            id={item.id}
            aria-label={item.count === undefined ? undefined : `${item.label}, ${countLabel(item.count)}`}
          >
            {item.label}
            {item.count !== undefined && <Badge aria-hidden="true">{item.count}</Badge>}
          </TabButton>
        ))}
      </List>
      {items.map((item) => (
        <Panel key={item.id} id={item.id}>
          {item.content}
        </Panel>
      ))}
    </Root>
  );
}
