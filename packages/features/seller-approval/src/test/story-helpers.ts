/** Helpers shared by the seller approval stories (the screen's stories and the draft stories). */
import type { StoryContext } from '@storybook/react-vite';
import type { SetupWorker } from 'msw/browser';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createApiClient, type ApiClient } from '@conecta/api';
import type { MockBackend } from '@conecta/api/mocks';
import { PROFILE_PRESETS, formatBackendTimestamp, type MetasSelection, type ProfilePreset } from '@conecta/core';

/** What the workbench loader gives every story (.storybook/backend.ts). */
export interface Loaded {
  perfil: ProfilePreset;
  api: ApiClient;
  backend: MockBackend;
}

/** Pattern of a story's backend calls (each story has its own prefix, `/sb/<n>/backend`). */
export const API = () => '*/backend';
/** The story's mock service worker, for handlers of its own. */
export const worker = (context: StoryContext) => (context as unknown as { msw: SetupWorker }).msw;
export const loadedOf = (context: StoryContext) => context.loaded as Loaded;

export type Canvas = ReturnType<typeof within>;

/**
 * The seeded periods of the metas mock (`metasSeedPeriods` in packages/api/src/mocks/areas/
 * metas-seed.ts, months back from now): each one holds targets at one status.
 */
const PERIOD_BACK = { emAberto: 0, aprovadaSupervisor: 1, aprovadaGerente: 2, rateada: 3, liberado: 4, importada: 5, semDados: 12 } as const;
export type Period = keyof typeof PERIOD_BACK;

export function periodKeyOf(period: Period): string {
  const now = new Date();
  const date = new Date(now.getFullYear(), now.getMonth() - PERIOD_BACK[period], 1);
  return `${date.getFullYear()}${String(date.getMonth() + 1).padStart(2, '0')}`;
}

/** The selection of a seeded period (V01, line BRL1), as the address would carry it. */
export function selectionOf(period: Period, linha = 'BRL1'): MetasSelection {
  const key = periodKeyOf(period);
  return { ano: Number(key.slice(0, 4)), mes: Number(key.slice(4)), tipoMeta: 'VBC', versao: `${key}-V01`, linha };
}

export const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** One supervisor's part of the seeded 'Aprovada gerente' target in the mock database. */
export function partOf(backend: MockBackend, supervisorId = 5102, period: Period = 'aprovadaGerente') {
  const periodo = periodKeyOf(period);
  const target = backend.db.metas.targets.find(
    (t) => t.periodo === periodo && t.linha === 'BRL1' && t.tipoMeta === 'VBC' && t.versao === `${periodo}-V01`,
  );
  const part = target?.supervisors.find((p) => p.id === supervisorId);
  if (!target || !part) throw new Error(`no seeded part for ${supervisorId}`);
  return { target, part };
}

/** A seller's total as the backend holds it. */
export const storedTotal = (backend: MockBackend, id: number) => sum(partOf(backend).part.sellers.find((x) => x.id === id)?.values ?? []);

/** Waits for the seller cards. */
export async function loadedScreen(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 2, name: /^Vendedores/ }, { timeout: 10_000 });
  return canvas;
}

export const cards = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll<HTMLElement>('article[data-seller-id]')];

/** The card of one seller. */
export function cardOf(canvasElement: HTMLElement, id: number): HTMLElement {
  const card = canvasElement.querySelector<HTMLElement>(`article[data-seller-id="${id}"]`);
  if (!card) throw new Error(`no card for ${id}`);
  return card;
}

export const valueInput = (card: HTMLElement) => within(card).getByRole('textbox', { name: /^Meta planejada de / });

/** pt-BR integer as the value field shows it. */
export const shown = (value: number) => new Intl.NumberFormat('pt-BR').format(value);

export async function typeValue(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.type(input, `${text}{Enter}`);
}

/** The open dialog (role dialog or alertdialog) with this title, once faded in. */
export async function dialogNamed(name: string | RegExp) {
  const body = within(document.body);
  const dialog = await waitFor(
    () => {
      const found = body.queryByRole('alertdialog', { name }) ?? body.queryByRole('dialog', { name });
      if (!found) throw new Error(`no dialog named ${String(name)}`);
      return found;
    },
    { timeout: 8000 },
  );
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** Opens a seller's category table; returns it. */
export async function openCategories(card: HTMLElement) {
  await userEvent.click(within(card).getByRole('button', { name: /^Visualizar por Categoria de / }));
  return within(card).findByRole('table', { name: /^Metas por categoria de / }, { timeout: 8000 });
}

/** A client of the story's backend signed in as the demo manager ("another user", another session). */
export function managerApi(backend: MockBackend): ApiClient {
  const user = backend.db.network.users.find((candidate) => candidate.email === PROFILE_PRESETS.gerente.email);
  if (!user) throw new Error('no demo manager');
  const token = backend.context.issueToken(user);
  return createApiClient({ baseUrl: backend.baseUrl, getToken: () => token });
}

/** The manager changes supervisor 5102's total on /metas/programacao; returns the new total. */
export async function managerChangesSupervisor(backend: MockBackend, delta: number) {
  const selection = selectionOf('aprovadaGerente');
  const valor = sum(partOf(backend).part.values) + delta;
  await managerApi(backend).PUT('/atualizarvalorsupervisorvalor', {
    params: {
      query: {
        IdPuxada: '10234',
        Versao: selection.versao ?? '',
        TipoMeta: 'VBC',
        IdEmpregadoResponsavelFlexx: '5102',
        Valor: valor,
        Linha: 'BRL1',
        usuario: PROFILE_PRESETS.gerente.email,
        DataAtualizacao: formatBackendTimestamp(new Date()),
        Tipo: 'P',
      },
    },
  });
  return valor;
}
