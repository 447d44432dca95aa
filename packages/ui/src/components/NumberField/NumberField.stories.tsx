import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatBRL } from '@conecta/core';
import { NumberField } from './NumberField';

const meta = {
  title: 'UI/Forms/NumberField',
  component: NumberField,
  tags: ['autodocs'],
  args: { label: 'Valor da meta (R$)', onChange: fn(), onCommit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
} satisfies Meta<typeof NumberField>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Digits are grouped with dots as they are typed; Enter commits the amount. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Valor da meta (R$)' });
    await userEvent.type(input, '1234567');
    await expect(input).toHaveValue('1.234.567');
    await expect(args.onChange).toHaveBeenLastCalledWith(1234567);
    await expect(args.onCommit).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCommit).toHaveBeenCalledTimes(1);
    await expect(args.onCommit).toHaveBeenCalledWith(1234567);
  },
};

/** Leaving the field (Tab) commits too; leaving without a change does not. */
export const CommitOnBlur: Story = {
  args: { defaultValue: 1000 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Valor da meta (R$)' });
    await expect(input).toHaveValue('1.000');
    await userEvent.click(input);
    await userEvent.tab();
    await expect(args.onCommit).not.toHaveBeenCalled();
    await userEvent.click(input);
    await userEvent.keyboard('0');
    await expect(input).toHaveValue('10.000');
    await userEvent.tab();
    await expect(args.onCommit).toHaveBeenCalledTimes(1);
    await expect(args.onCommit).toHaveBeenCalledWith(10000);
  },
};

/** Letters, comma decimals and the minus sign are refused; only digits get in. */
export const RefusesNonDigits: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Valor da meta (R$)' });
    await userEvent.type(input, 'abc');
    await expect(input).toHaveValue('');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.type(input, '-12,5x3');
    await expect(input).toHaveValue('1.253');
    await expect(args.onChange).toHaveBeenLastCalledWith(1253);
  },
};

/** Typing in the middle keeps the caret among the digits. */
export const EditInTheMiddle: Story = {
  args: { defaultValue: 1234 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Valor da meta (R$)' });
    await userEvent.click(input);
    await userEvent.keyboard('{End}{ArrowLeft}{ArrowLeft}{ArrowLeft}98');
    await expect(input).toHaveValue('198.234');
    await userEvent.keyboard('{Backspace}{Backspace}');
    await expect(input).toHaveValue('1.234');
  },
};

/** Escape puts back the amount from before the edit and does not commit. */
export const EscapeRestores: Story = {
  args: { defaultValue: 50000 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Valor da meta (R$)' });
    await userEvent.tripleClick(input);
    await userEvent.keyboard('999');
    await expect(input).toHaveValue('999');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('50.000');
    await expect(args.onChange).toHaveBeenLastCalledWith(50000);
    await userEvent.tab();
    await expect(args.onCommit).not.toHaveBeenCalled();
  },
};

/** Amounts copied from a pt-BR spreadsheet are read as whole reais: '1.234,00' → 1.234. */
export const PasteFromSpreadsheet: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Valor da meta (R$)' });
    await userEvent.click(input);
    await userEvent.paste('1.234,00');
    await expect(input).toHaveValue('1.234');
    await expect(args.onChange).toHaveBeenLastCalledWith(1234);
    await userEvent.tripleClick(input);
    await userEvent.paste('texto');
    await expect(input).toHaveValue('1.234');
  },
};

function ControlledExample() {
  const [value, setValue] = useState<number | null>(1500000);
  const [committed, setCommitted] = useState<number | null>(1500000);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <NumberField label="Meta do supervisor (R$)" value={value} onChange={setValue} onCommit={setCommitted} />
      <output>Valor confirmado: {committed == null ? '—' : formatBRL(committed)}</output>
    </div>
  );
}

/** Controlled `value` / `onChange`, with `onCommit` feeding a total only on confirmation. */
export const Controlled: Story = {
  render: () => <ControlledExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Meta do supervisor (R$)' });
    await expect(input).toHaveValue('1.500.000');
    await userEvent.tripleClick(input);
    await userEvent.keyboard('2000000');
    await expect(canvas.getByText('Valor confirmado: R$ 1.500.000')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Valor confirmado: R$ 2.000.000')).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { defaultValue: 0, isInvalid: true, errorMessage: 'Informe um valor maior que zero.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Valor da meta (R$)' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Informe um valor maior que zero.');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 987654, isDisabled: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Valor da meta (R$)' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('987.654');
  },
};

/** Inside a table cell: no visible label, an `aria-label` names the field. */
export const WithoutVisibleLabel: Story = {
  args: { label: undefined, 'aria-label': 'Meta de Ana Lima', defaultValue: 320000 },
};
