import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createApiClient, type ApiClient } from '@conecta/api';
import type { MockBackend } from '@conecta/api/mocks';
import { CAROUSEL_MAX_IMAGES, PROFILE_PRESETS, type ProfilePreset } from '@conecta/core';
import { CarouselManager } from './CarouselManager';
import type { ImageMeasurer } from './state/use-carousel-manager';

/** What the workbench loader gives every story (.storybook/backend.ts). */
interface Loaded {
  perfil: ProfilePreset;
  api: ApiClient;
  backend: MockBackend;
}

const API = '*/backend';
const worker = (context: unknown) => (context as { msw: SetupWorker }).msw;

/** A 1×1 PNG: real bytes, decodable. */
const PNG_1PX = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
const pngFile = (name: string) => new File([PNG_1PX], name, { type: 'image/png' });

/** The image's pixel size as a story wants it (the real image is 1×1): a banner, or a small one. */
const measuredAs =
  (width: number, height: number): ImageMeasurer =>
  async () => ({ width, height });

const meta = {
  title: 'Features/Upload de imagens',
  component: CarouselManager,
  parameters: { layout: 'fullscreen' },
  globals: { perfil: 'masterFlag' },
  args: { api: undefined as unknown as ApiClient, measureImage: measuredAs(1920, 640) },
  argTypes: { api: { control: false } },
  render: (args, { loaded }) => <CarouselManager {...args} api={(loaded as Loaded).api} />,
} satisfies Meta<typeof CarouselManager>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The list of images once loaded. */
async function loadedList(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const list = await canvas.findByRole('grid', { name: 'Imagens do carrossel' }, { timeout: 10_000 });
  await waitFor(() => expect(within(list).getAllByRole('row').length).toBeGreaterThan(0));
  return { canvas, list };
}

const namesOf = (list: HTMLElement) => within(list).getAllByRole('row').map((row) => within(row).getByRole('img').getAttribute('alt') ?? '');

async function upload(canvasElement: HTMLElement, file: File) {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('file input not found');
  await userEvent.setup({ applyAccept: false }).upload(input, file);
}

/** The demo carousel: its images in play order with who sent them, and the preview as the dashboard plays it. */
export const Default: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement, loaded }) => {
    const { canvas, list } = await loadedList(canvasElement);
    const files = (loaded as Loaded).backend.db.dashboard.carousel;
    await expect(within(list).getAllByRole('row')).toHaveLength(files.length);
    await expect(canvas.getByText(`${files.length} de ${CAROUSEL_MAX_IMAGES} imagens`)).toBeVisible();
    await expect(within(list).getAllByText(/^Enviada por Conecta em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toHaveLength(files.length);
    const preview = canvas.getByRole('region', { name: 'Destaques' });
    await expect(within(preview).getAllByRole('img').length).toBeGreaterThan(0);
  },
};

/** Adding a banner: it goes last, the list and the preview show it, and the screen says so. */
export const AddImage: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, list } = await loadedList(canvasElement);
    const before = namesOf(list).length;
    await upload(canvasElement, pngFile('Promoção Verão.png'));
    await expect(await canvas.findByText('Promoção Verão.png entrou no carrossel.', {}, { timeout: 10_000 })).toBeVisible();
    await waitFor(() => expect(namesOf(list)).toHaveLength(before + 1));
    await expect(namesOf(list).at(-1)).toBe('Promocao Verao');
  },
};

/** A small image: the advice says why it will look blurred; 'Enviar assim mesmo' sends it, 'Cancelar' would not. */
export const SizeAdvice: Story = {
  args: { measureImage: measuredAs(960, 320) },
  play: async ({ canvasElement }) => {
    const { canvas, list } = await loadedList(canvasElement);
    const before = namesOf(list).length;
    await upload(canvasElement, pngFile('pequena.png'));
    await expect(await canvas.findByText(/A imagem tem 960 × 320 px: no painel ela vai aparecer ampliada/)).toBeVisible();
    await expect(namesOf(list)).toHaveLength(before);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar assim mesmo' }));
    await waitFor(() => expect(namesOf(list)).toHaveLength(before + 1), { timeout: 10_000 });
  },
};

/** A file named .png that is not one: refused by its first bytes, before anything is read or sent. */
export const InvalidFile: Story = {
  play: async ({ canvasElement }) => {
    const { canvas } = await loadedList(canvasElement);
    await upload(canvasElement, new File(['GIF89a'], 'falsa.png', { type: 'image/png' }));
    await expect(await canvas.findByText('Arquivo corrompido ou tipo inválido')).toBeVisible();
  },
};

/** The upload fails: the image stays with 'Tentar novamente', which sends it again. */
export const UploadError: Story = {
  beforeEach: (context) => {
    let failures = 1;
    worker(context).use(
      http.post(`${API}/uploadimagens/carrossel/imagem`, () => {
        if (failures <= 0) return undefined;
        failures -= 1;
        return HttpResponse.json({ message: 'Erro interno do servidor.' }, { status: 500 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const { canvas, list } = await loadedList(canvasElement);
    const before = namesOf(list).length;
    await upload(canvasElement, pngFile('banner.png'));
    await expect(await canvas.findByText(/^Não foi possível enviar banner\.png\./, {}, { timeout: 10_000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(namesOf(list)).toHaveLength(before + 1), { timeout: 10_000 });
  },
};

/** Ten images: the zone is off and says to remove one first. */
export const Full: Story = {
  beforeEach: ({ loaded }) => {
    const { dashboard } = (loaded as Loaded).backend.db;
    const seeded = [...dashboard.carousel];
    for (let n = 0; dashboard.carousel.length < CAROUSEL_MAX_IMAGES; n += 1) {
      const source = seeded[n % seeded.length] ?? '';
      const name = `extra-${n}.png`;
      const image = dashboard.carouselUploads[source];
      dashboard.carouselUploads[name] = image ?? { base64: btoa(String.fromCharCode(...PNG_1PX)), contentType: 'image/png', tamanho: PNG_1PX.length, enviadaEm: Date.now(), enviadaPor: 'Marina Castro' };
      dashboard.carousel.push(name);
    }
  },
  play: async ({ canvasElement }) => {
    const { canvas, list } = await loadedList(canvasElement);
    await expect(namesOf(list)).toHaveLength(CAROUSEL_MAX_IMAGES);
    await expect(canvas.getByText(`O carrossel já tem ${CAROUSEL_MAX_IMAGES} imagens: remova uma para enviar outra.`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Escolher imagem' })).toBeDisabled();
  },
};

/** Moving by keyboard: 'Mover … para baixo' saves the new order and says where the image is now. */
export const ReorderByKeyboard: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { canvas, list } = await loadedList(canvasElement);
    const [first, second] = namesOf(list);
    const button = canvas.getByRole('button', { name: `Mover ${first ?? ''} para baixo` });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(namesOf(list).slice(0, 2)).toEqual([second, first]), { timeout: 10_000 });
    await expect(await canvas.findByText(`${first ?? ''} agora é a 2ª imagem.`)).toBeVisible();
    // Saved: the backend plays the new order.
    const { data } = await (loaded as Loaded).api.GET('/uploadimagens/carrossel');
    await expect(data?.imagens.map((image) => image.arquivo).slice(0, 2)).toEqual((loaded as Loaded).backend.db.dashboard.carousel.slice(0, 2));
  },
};

/** Removing asks first; 'Cancelar' keeps the image, 'Remover' takes it out of the carousel. */
export const RemoveDialog: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, list } = await loadedList(canvasElement);
    const names = namesOf(list);
    const last = names.at(-1) ?? '';
    await userEvent.click(canvas.getByRole('button', { name: `Remover ${last}` }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Remover imagem?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(namesOf(list)).toEqual(names);
    await userEvent.click(canvas.getByRole('button', { name: `Remover ${last}` }));
    await userEvent.click(within(await within(document.body).findByRole('alertdialog', { name: 'Remover imagem?' })).getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(namesOf(list)).toEqual(names.slice(0, -1)), { timeout: 10_000 });
    await expect(canvas.getByText(`${last} foi removida do carrossel.`)).toBeVisible();
  },
};

/** Another administrator changed the carousel meanwhile: the move is refused (409), the list reloads and says who changed it. */
export const Conflict: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { canvas, list } = await loadedList(canvasElement);
    const { backend } = loaded as Loaded;
    const other = backend.db.network.users.find((user) => user.email === PROFILE_PRESETS.masterFabricante.email);
    if (!other) throw new Error('no second administrator');
    const token = backend.context.issueToken(other);
    const otherApi = createApiClient({ baseUrl: backend.baseUrl, getToken: () => token });
    const { data } = await otherApi.GET('/uploadimagens/carrossel');
    const reversed = (data?.imagens ?? []).map((image) => image.arquivo).reverse();
    await otherApi.PUT('/uploadimagens/carrossel/ordem', { body: { arquivos: reversed, dataAtualizacaoBase: data?.dataAtualizacao ?? '' } });
    const [first] = namesOf(list);
    await userEvent.click(canvas.getByRole('button', { name: `Mover ${first ?? ''} para baixo` }));
    await expect(await canvas.findByText(/^Alterado por Paulo Henrique Lima às \d{2}:\d{2}\. A lista foi atualizada/, {}, { timeout: 10_000 })).toBeVisible();
    await waitFor(() => expect(within(list).getAllByRole('row').map((row) => within(row).getByText(/\.png ·/).textContent?.split(' ·')[0])).toEqual(reversed));
  },
};

/** Loading: the list waits for the backend (held until the story ends). */
export const Loading: Story = {
  parameters: { backend: { held: true } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByRole('progressbar').length).toBeGreaterThan(0), { timeout: 5000 });
  },
};

/** An empty carousel: the list says so and asks for the first image. */
export const Empty: Story = {
  parameters: { backend: { scenario: 'empty' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('O carrossel está vazio: o painel não mostra imagens. Envie a primeira abaixo.', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText(`0 de ${CAROUSEL_MAX_IMAGES} imagens`)).toBeVisible();
  },
};

/** The carousel cannot be read: why, and 'Tentar novamente'. */
export const ServerError: Story = {
  beforeEach: (context) => {
    const state = { failing: true };
    worker(context).use(http.get(`${API}/uploadimagens/carrossel`, () => (state.failing ? HttpResponse.json({ message: 'Erro interno do servidor.' }, { status: 500 }) : undefined)));
    (context.loaded as { outage?: typeof state }).outage = state;
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não foi possível carregar as imagens do carrossel.', {}, { timeout: 10_000 })).toBeVisible();
    (loaded as { outage: { failing: boolean } }).outage.failing = false;
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await loadedList(canvasElement);
  },
};

/** A function outside 1, 15, 16 (the manager): the portal keeps him out; embedded anyway, the backend refuses and the screen says why. */
export const Refused: Story = {
  globals: { perfil: 'gerente' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Você não tem permissão para esta ação.', {}, { timeout: 10_000 })).toBeVisible();
  },
};

/** Drag and drop from the keyboard (react-aria's): Enter on the first image's handle, down past the second, Enter drops it there. */
export const ReorderByDrag: Story = {
  play: async ({ canvasElement }) => {
    const { list } = await loadedList(canvasElement);
    const [first, second, third] = namesOf(list);
    const handle = within(within(list).getAllByRole('row')[0] as HTMLElement).getByRole('button', { name: 'Arraste para mudar a ordem, ou use os botões de mover.' });
    handle.focus();
    await userEvent.keyboard('{Enter}');
    // The first drop target is right after the image itself (where it is); one more down is after the second.
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(namesOf(list).slice(0, 3)).toEqual([second, first, third]), { timeout: 10_000 });
  },
};
