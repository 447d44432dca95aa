import type { Meta, StoryObj } from '@storybook/react-vite';
import { KeyRound, Pencil, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CompactIconButton } from './CompactIconButton';

const meta = {
  title: 'UI/Data/CompactIconButton',
  component: CompactIconButton,
  tags: ['autodocs'],
  args: { label: 'Editar usuário', icon: <Pencil size={16} aria-hidden />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['ghost', 'primary', 'danger'] },
    tooltipPlacement: { control: 'inline-radio', options: ['top', 'bottom'] },
    icon: { control: false },
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof CompactIconButton>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The tooltip is the button's `::after` box: its display and text. */
const tooltipOf = (button: HTMLElement) => {
  const style = getComputedStyle(button, '::after');
  return { display: style.display, text: style.content.replace(/^"|"$/g, '') };
};

/**
 * A native button named by its label; the label shows as a tooltip on keyboard focus (and on
 * mouse hover, after half a second: a CSS `:hover`, which a play function cannot produce). Hidden,
 * the tooltip is not rendered at all.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Editar usuário' });
    await expect(button).toHaveAttribute('type', 'button');
    await expect(tooltipOf(button).display).toBe('none');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(tooltipOf(button)).toEqual({ display: 'block', text: 'Editar usuário' });
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Danger: Story = { args: { variant: 'danger', label: 'Excluir notificação', icon: <Trash2 size={16} aria-hidden /> } };

export const Primary: Story = { args: { variant: 'primary', size: 'md' } };

/** Disabled: not focusable by Tab, ignores clicks. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Editar usuário' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/**
 * At the right edge of a scrolling box (a table's tools column): the hidden tooltip, wider than
 * the button, adds no sideways scroll (issue 25: it used to add 7–9 px).
 */
export const AtTheEdgeOfAScroller: Story = {
  args: { label: 'Editar permissões de Mariana Couto', icon: <KeyRound size={16} aria-hidden /> },
  render: (args) => (
    <div data-testid="scroller" style={{ width: 200, overflow: 'auto', display: 'flex', justifyContent: 'flex-end', padding: '40px 0' }}>
      <CompactIconButton {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const scroller = within(canvasElement).getByTestId('scroller');
    await expect(scroller.scrollWidth).toBe(scroller.clientWidth);
  },
};
