import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'UI/Data/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  args: {
    content: 'Disponível no app',
    children: <Button variant="secondary">Publicada</Button>,
  },
  argTypes: {
    placement: { control: 'inline-radio', options: ['top', 'bottom', 'start', 'end'] },
    children: { control: false },
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Tooltip>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Keyboard focus opens the tooltip at once and links it to the trigger as a description; Escape closes it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Publicada' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await within(document.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Disponível no app');
    await expect(trigger).toHaveAttribute('aria-describedby', tooltip.id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/** Hovering the trigger opens the tooltip after the delay. */
export const OnHover: Story = {
  args: { delay: 100 },
  play: async ({ canvasElement }) => {
    // The pointer crosses the page before it reaches the trigger, as a real mouse does.
    await userEvent.hover(canvasElement);
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Publicada' }));
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent('Disponível no app');
  },
};

export const Bottom: Story = { args: { placement: 'bottom', defaultOpen: true } };

export const End: Story = { args: { placement: 'end', defaultOpen: true } };

/** A disabled tooltip never opens; the trigger keeps its own name. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Publicada' })).toHaveFocus();
    await expect(within(document.body).queryByRole('tooltip')).not.toBeInTheDocument();
  },
};
