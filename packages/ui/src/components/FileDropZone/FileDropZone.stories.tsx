import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CSV_MAX_BYTES, IMAGE_MAX_BYTES, checkImageFile, formatUploadError } from '@conecta/core';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileDropZone, type FileDropZoneProps } from './FileDropZone';
import { Button } from '../Button/Button';
import type { FileDropCheck } from './file-drop-logic';

const MB = 1024 * 1024;

/** Uploads through the hidden file input, ignoring its `accept` filter as a user choosing "all files" would. */
async function choose(canvasElement: HTMLElement, file: File) {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('file input not found');
  await userEvent.setup({ applyAccept: false }).upload(input, file);
}

const meta = {
  title: 'UI/Feedback/FileDropZone',
  component: FileDropZone,
  tags: ['autodocs'],
  args: {
    label: 'Lista de solds',
    acceptedExtensions: ['csv'],
    maxBytes: CSV_MAX_BYTES,
    onAccept: fn(),
    onReject: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof FileDropZone>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * Idle CSV zone captioned '.csv com no máximo 5 MB'. The 'Escolher arquivo' button is reachable
 * with Tab; a valid CSV goes to `onAccept` and is named under the zone.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('.csv com no máximo 5 MB')).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Escolher arquivo' });
    for (let i = 0; i < 3 && document.activeElement !== button; i += 1) await userEvent.tab();
    await expect(button).toHaveFocus();
    const file = new File(['codigo\n1001\n1002\n'], 'solds.csv', { type: 'text/csv' });
    await choose(canvasElement, file);
    await waitFor(() => expect(args.onAccept).toHaveBeenCalledWith(file));
    await expect(canvas.getByRole('status')).toHaveTextContent('Arquivo selecionado: solds.csv');
    await expect(args.onReject).not.toHaveBeenCalled();
  },
};

/** A .txt is refused: 'Tipo do arquivo não suportado'. */
export const RejectedType: Story = {
  play: async ({ canvasElement, args }) => {
    const file = new File(['a;b'], 'x.txt', { type: 'text/plain' });
    await choose(canvasElement, file);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Tipo do arquivo não suportado');
    await expect(args.onReject).toHaveBeenCalledWith({ file, reasons: ['type'], message: 'Tipo do arquivo não suportado' });
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
};

/** A 6 MB .csv is refused: 'Tamanho do arquivo acima do limite'. */
export const RejectedSize: Story = {
  play: async ({ canvasElement, args }) => {
    const file = new File([new Uint8Array(6 * MB)], 'x.csv', { type: 'text/csv' });
    await choose(canvasElement, file);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Tamanho do arquivo acima do limite');
    await expect(args.onReject).toHaveBeenCalledWith({
      file,
      reasons: ['size'],
      message: 'Tamanho do arquivo acima do limite',
    });
  },
};

/** A 6 MB .txt is refused for both: 'Tipo de arquivo e tamanho não suportado'. */
export const RejectedTypeAndSize: Story = {
  play: async ({ canvasElement, args }) => {
    const file = new File([new Uint8Array(6 * MB)], 'x.txt', { type: 'text/plain' });
    await choose(canvasElement, file);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Tipo de arquivo e tamanho não suportado');
    await expect(args.onReject).toHaveBeenCalledWith({
      file,
      reasons: ['type', 'size'],
      message: 'Tipo de arquivo e tamanho não suportado',
    });
  },
};

/** Dropping something that is not a file (a piece of text) fails with 'Falha ao executar upload'. */
export const DropWithoutFile: Story = {
  play: async ({ canvasElement, args }) => {
    const zone = within(canvasElement).getByText('Lista de solds').parentElement as HTMLElement;
    const dataTransfer = new DataTransfer();
    dataTransfer.setData('text/plain', '1001;1002');
    const box = zone.getBoundingClientRect();
    const at = { clientX: box.left + 10, clientY: box.top + 10, bubbles: true, cancelable: true, dataTransfer };
    zone.dispatchEvent(new DragEvent('dragenter', at));
    zone.dispatchEvent(new DragEvent('dragover', at));
    zone.dispatchEvent(new DragEvent('drop', at));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Falha ao executar upload');
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
};

/** Disabled: the button cannot be pressed and files are ignored. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Escolher arquivo' })).toBeDisabled();
    await choose(canvasElement, new File(['1'], 'solds.csv', { type: 'text/csv' }));
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
};

/** Reads a file's first bytes and runs `@conecta/core`'s image check, phrased as the wizard shows it. */
async function validateImage(file: File): Promise<FileDropCheck> {
  const bytes = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const check = checkImageFile({ name: file.name, size: file.size, bytes });
  return check.ok ? check : { ...check, message: formatUploadError(check.message) };
}

/**
 * The featured-image zone: 'JPG ou PNG com no máximo 200 KB' with a `validate` that checks the
 * header bytes; a PNG named .jpg is refused as corrupt.
 */
export const ImageWithValidate: Story = {
  args: {
    label: 'Imagem destaque',
    acceptedExtensions: ['jpg', 'png'],
    maxBytes: IMAGE_MAX_BYTES,
    validate: validateImage,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('JPG ou PNG com no máximo 200 KB')).toBeVisible();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    await choose(canvasElement, new File([png], 'foto.jpg', { type: 'image/jpeg' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Arquivo corrompido ou tipo inválido, por favor, tente novamente.');
    await expect(args.onReject).toHaveBeenCalledWith(expect.objectContaining({ reasons: ['content'] }));
    const good = new File([png], 'foto.png', { type: 'image/png' });
    await choose(canvasElement, good);
    await waitFor(() => expect(args.onAccept).toHaveBeenCalledWith(good));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/**
 * The same file can be chosen again: after a refusal (fixed elsewhere, say) it is checked afresh —
 * the refusal is announced again, never left over from the last try.
 */
export const SameFileAgain: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const file = new File(['a;b'], 'x.txt', { type: 'text/plain' });
    await choose(canvasElement, file);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Tipo do arquivo não suportado');
    await expect(args.onReject).toHaveBeenCalledTimes(1);
    await choose(canvasElement, file);
    await waitFor(() => expect(args.onReject).toHaveBeenCalledTimes(2));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Tipo do arquivo não suportado');
    const good = new File(['codigo\n1\n'], 'solds.csv', { type: 'text/csv' });
    await choose(canvasElement, good);
    await waitFor(() => expect(args.onAccept).toHaveBeenCalledWith(good));
    await choose(canvasElement, good);
    await waitFor(() => expect(args.onAccept).toHaveBeenCalledTimes(2));
  },
};

/** A screen that holds the file itself (`value`) and can remove it. */
function HeldFile(props: FileDropZoneProps) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <>
      <FileDropZone
        {...props}
        value={file}
        onAccept={(accepted) => {
          setFile(accepted);
          props.onAccept(accepted);
        }}
      />
      <Button variant="secondary" size="sm" onPress={() => setFile(null)} isDisabled={!file}>
        Remover arquivo
      </Button>
    </>
  );
}

/**
 * The screen holds the file (`value`): once it removes it, the zone no longer names it, and the
 * same file can be chosen again.
 */
export const ControlledRemoval: Story = {
  render: (args) => <HeldFile {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const file = new File(['codigo\n1\n'], 'solds.csv', { type: 'text/csv' });
    await choose(canvasElement, file);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Arquivo selecionado: solds.csv');
    await userEvent.click(canvas.getByRole('button', { name: 'Remover arquivo' }));
    await expect(canvas.queryByText(/Arquivo selecionado/)).not.toBeInTheDocument();
    await choose(canvasElement, file);
    await waitFor(() => expect(args.onAccept).toHaveBeenCalledTimes(2));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Arquivo selecionado: solds.csv');
  },
};
