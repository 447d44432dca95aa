import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tabs, type TabItem } from './Tabs';

const notificationTabs: TabItem[] = [
  { id: 'minhas', label: 'Minhas notificações', content: <p>Notificações criadas pelo seu broker.</p> },
  {
    id: 'nestle',
    label: 'Notificações Nestlé',
    count: 4,
    content: <p>Notificações enviadas pela Nestlé aguardando o seu aceite.</p>,
  },
];

const meta = {
  title: 'UI/Navigation/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { items: notificationTabs, label: 'Tipos de notificação', onSelectionChange: fn() },
} satisfies Meta<typeof Tabs>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Arrow keys move between tabs and switch the visible panel; the count is part of the tab's name. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // react-aria renders the tabs, then selects the first, after the list's first commit: wait for both.
    const mine = await canvas.findByRole('tab', { name: 'Minhas notificações' });
    const nestle = canvas.getByRole('tab', { name: 'Notificações Nestlé, 4' });
    await waitFor(() => expect(mine).toHaveAttribute('aria-selected', 'true'));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Notificações criadas pelo seu broker.');

    await userEvent.tab();
    await expect(mine).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(nestle).toHaveFocus();
    await expect(nestle).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('aguardando o seu aceite');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('nestle');

    await userEvent.keyboard('{ArrowLeft}');
    await expect(mine).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Notificações criadas pelo seu broker.');
  },
};

/** A custom spoken count: 'Notificações Nestlé, 4 notificações'. */
export const WithCountLabel: Story = {
  args: { countLabel: (count) => (count === 1 ? '1 notificação' : `${count} notificações`) },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('tab', { name: 'Notificações Nestlé, 4 notificações' })).toBeVisible());
  },
};

/** Opening on the second tab; clicking the first switches back. */
export const SecondTabSelected: Story = {
  args: { defaultSelectedKey: 'nestle' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tabpanel')).toHaveTextContent('aguardando o seu aceite');
    await userEvent.click(canvas.getByRole('tab', { name: 'Minhas notificações' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Notificações criadas pelo seu broker.');
  },
};

/** A zero count still shows, so the user knows there is nothing waiting. */
export const ZeroCount: Story = {
  args: { items: notificationTabs.map((tab) => (tab.count === undefined ? tab : { ...tab, count: 0 })) },
};

/** A disabled tab is skipped by the arrow keys and cannot be selected. */
export const DisabledTab: Story = {
  args: {
    items: [
      ...notificationTabs,
      { id: 'arquivadas', label: 'Arquivadas', isDisabled: true, content: <p>Notificações arquivadas.</p> },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Arquivadas' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Minhas notificações' })).toHaveAttribute('aria-selected', 'true');
  },
};
