import { useState } from 'react';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import type { SetupWorker } from 'msw/browser';
import type { ApiClient } from '@conecta/api';
import type { MockBackend } from '@conecta/api/mocks';
import { PROFILE_PRESETS, type ProfilePreset } from '@conecta/core';
import { captureScreen, storyClock } from '@conecta/ui/testing';
import { AUTO_CLOSE_MS, Button } from '@conecta/ui';
import { PermissionsDialog, type PermissionsDialogProps } from './PermissionsDialog';

/** What the workbench loader gives every story (.storybook/backend.ts). */
interface Loaded {
  perfil: ProfilePreset;
  api: ApiClient;
  backend: MockBackend;
}

type Target = NonNullable<PermissionsDialogProps['target']>;

/** A seeded user as the users list passes it to the dialog. */
const targetOf = ({ idUsuario, nomeUsuario, idPuxada, funcaoUsuario, tipoUsuario }: ProfilePreset): Target => ({
  idUsuario,
  nomeUsuario,
  idPuxada,
  funcaoUsuario,
  tipoUsuario,
});

/** The gerente (idUsuario 5, function 10): METAS, NOTIFICACOES, ESTOQUE, PESQUISA and RELATORIOS. */
const GERENTE = targetOf(PROFILE_PRESETS.gerente);
const TRIGGER = `Editar permissões de ${GERENTE.nomeUsuario}`;
const GET_URL = '/backend/permissaosistema/getdadospermissoes';
const POST_URL = '/backend/permissaosistema/postdadospermissoes';

/** The host as the users list would be: a trigger on the row, the dialog controlled by state. */
function Host({ api, target, isOpen: initiallyOpen, onClose, onSaved }: PermissionsDialogProps) {
  const [isOpen, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {`Editar permissões de ${target?.nomeUsuario ?? ''}`}
      </Button>
      <PermissionsDialog
        api={api}
        target={target}
        isOpen={isOpen}
        onSaved={onSaved}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Features/Users/Permissões de acesso',
  component: PermissionsDialog,
  args: {
    api: undefined as unknown as ApiClient,
    target: GERENTE,
    isOpen: true,
    onClose: fn(),
    onSaved: fn(),
  },
  argTypes: {
    api: { control: false },
    target: { control: 'object' },
  },
  render: (args, { loaded }) => <Host {...args} api={(loaded as Loaded).api} />,
} satisfies Meta<typeof PermissionsDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The open dialog, once the permissions have loaded. */
async function loadedDialog(timeout = 5000) {
  const dialog = await screen.findByRole('dialog', { name: 'Permissões de acesso' }, { timeout });
  await within(dialog).findByRole('table', {}, { timeout });
  return within(dialog);
}

/** Dialogs fade in: wait until the element is visible. */
const expectVisible = (element: HTMLElement) => waitFor(() => expect(element).toBeVisible());

type DialogQueries = Awaited<ReturnType<typeof loadedDialog>>;

const box = (dialog: DialogQueries, name: string) => dialog.getByRole('checkbox', { name });

async function expectChecks(dialog: DialogQueries, checked: readonly string[], unchecked: readonly string[]) {
  for (const name of checked) await expect(box(dialog, name)).toBeChecked();
  for (const name of unchecked) await expect(box(dialog, name)).not.toBeChecked();
}

/** The save bodies the backend received in this story (a pass-through handler before the mock's). */
function recordSaves(context: StoryContext): unknown[] {
  const worker = (context as unknown as { msw: SetupWorker }).msw;
  const bodies: unknown[] = [];
  worker.use(
    http.post(`*${POST_URL}`, async ({ request }) => {
      bodies.push(await request.clone().json());
      return undefined;
    }),
  );
  return bodies;
}

/**
 * Opened for the gerente by a Master Flag: the five features a gerente can have (no RECARGA), its
 * current grants (METAS and NOTIFICACOES view and edit, RELATORIOS view), Salvar disabled until a
 * change — and disabled again when the change is undone.
 */
export const Default: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false } },
  play: async () => {
    const dialog = await loadedDialog();
    await expectVisible(dialog.getByText('Usuário: Fernanda Oliveira'));
    const rows = dialog.getAllByRole('rowheader').map((cell) => cell.textContent);
    await expect(rows).toEqual(['METAS', 'NOTIFICACOES', 'ESTOQUE', 'PESQUISA', 'RELATORIOS']);
    await expect(dialog.queryByRole('checkbox', { name: 'Visualizar RECARGA' })).not.toBeInTheDocument();
    await expectChecks(
      dialog,
      ['Visualizar METAS', 'Editar METAS', 'Visualizar NOTIFICACOES', 'Editar NOTIFICACOES', 'Visualizar RELATORIOS'],
      ['Visualizar ESTOQUE', 'Editar ESTOQUE', 'Visualizar PESQUISA', 'Editar PESQUISA', 'Editar RELATORIOS'],
    );
    const salvar = dialog.getByRole('button', { name: 'Salvar' });
    await expect(salvar).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Fechar' })).toBeEnabled();
    await userEvent.click(box(dialog, 'Visualizar PESQUISA'));
    await expect(salvar).toBeEnabled();
    await userEvent.click(box(dialog, 'Visualizar PESQUISA'));
    await expect(salvar).toBeDisabled();
  },
};

/** Unchecking 'Visualizar METAS' also unchecks 'Editar METAS' and disables it (keyboard: Tab, Space). */
export const VisualizarClearsEditar: Story = {
  play: async () => {
    const dialog = await loadedDialog();
    await expectChecks(dialog, ['Visualizar METAS', 'Editar METAS'], []);
    box(dialog, 'Visualizar METAS').focus();
    await userEvent.keyboard(' ');
    await expectChecks(dialog, [], ['Visualizar METAS', 'Editar METAS']);
    await expect(box(dialog, 'Editar METAS')).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  },
};

/** 'Editar ESTOQUE' is disabled while 'Visualizar ESTOQUE' is unchecked; checking it enables Editar. */
export const EditarDisabledWithoutVisualizar: Story = {
  play: async () => {
    const dialog = await loadedDialog();
    await expect(box(dialog, 'Editar ESTOQUE')).toBeDisabled();
    await expectVisible(dialog.getByText('Para marcar Editar, marque antes Visualizar.'));
    await userEvent.click(box(dialog, 'Visualizar ESTOQUE'));
    await expect(box(dialog, 'Editar ESTOQUE')).toBeEnabled();
    await userEvent.click(box(dialog, 'Editar ESTOQUE'));
    await expectChecks(dialog, ['Visualizar ESTOQUE', 'Editar ESTOQUE'], []);
  },
};

/**
 * Salvar sends only the checked flags; 'Tudo certo!' / 'Alterações salvas com sucesso.' closes by
 * itself after 2.5 s, the dialog closes, and the next opening shows the saved state.
 */
export const SaveSuccess: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false }, clock: 'test' },
  play: async (context) => {
    const { args } = context;
    const saves = recordSaves(context);
    const dialog = await loadedDialog();
    await userEvent.click(box(dialog, 'Visualizar ESTOQUE'));
    await userEvent.click(box(dialog, 'Editar ESTOQUE'));
    await userEvent.click(box(dialog, 'Editar NOTIFICACOES'));
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));

    const success = await screen.findByRole('dialog', { name: 'Tudo certo!' });
    await expectVisible(within(success).getByText('Alterações salvas com sucesso.'));
    await captureScreen();
    await expect(args.onSaved).toHaveBeenCalledTimes(1);
    const entry = (id: number, acao: string) => ({ idUsuario: 5, idFuncionalidadePermissaoPortal: id, idFuncionalidadeAcao: acao });
    await expect(saves).toEqual([
      { dados: [entry(1, '10'), entry(1, '11'), entry(2, '10'), entry(3, '10'), entry(3, '11'), entry(5, '10')] },
    ]);

    await storyClock(context.loaded).advance(AUTO_CLOSE_MS);
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1), { timeout: 5000 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: TRIGGER }));
    const reopened = await loadedDialog();
    await expectChecks(
      reopened,
      ['Visualizar METAS', 'Editar METAS', 'Visualizar NOTIFICACOES', 'Visualizar ESTOQUE', 'Editar ESTOQUE', 'Visualizar RELATORIOS'],
      ['Editar NOTIFICACOES', 'Visualizar PESQUISA', 'Editar RELATORIOS'],
    );
    await expect(reopened.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  },
};

/** Everything unchecked: saved as a single entry with feature 0 and action 10; reopening shows nothing checked. */
export const SaveNone: Story = {
  play: async (context) => {
    const saves = recordSaves(context);
    const dialog = await loadedDialog();
    for (const feature of ['METAS', 'NOTIFICACOES', 'RELATORIOS']) await userEvent.click(box(dialog, `Visualizar ${feature}`));
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    const success = await screen.findByRole('dialog', { name: 'Tudo certo!' });
    await expectVisible(within(success).getByText('Alterações salvas com sucesso.'));
    await expect(saves).toEqual([{ dados: [{ idUsuario: 5, idFuncionalidadePermissaoPortal: 0, idFuncionalidadeAcao: '10' }] }]);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: TRIGGER }));
    const reopened = await loadedDialog();
    const boxes = reopened.getAllByRole('checkbox');
    await expect(boxes).toHaveLength(10);
    for (const checkbox of boxes) await expect(checkbox).not.toBeChecked();
  },
};

/**
 * A gerente (not a master) signed in, on the dialog for itself: the backend refuses the save
 * (403), 'Algo deu errado!' / 'Não houve retorno de dados.' shows with the refusal in the user's
 * words ('Você não tem permissão para esta ação.') and no 'Tentar novamente' (it would be refused
 * again); after OK the checkboxes are as the user left them.
 */
export const SaveError: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false } },
  globals: { perfil: 'gerente' },
  play: async () => {
    const dialog = await loadedDialog();
    await userEvent.click(box(dialog, 'Visualizar PESQUISA'));
    await userEvent.click(box(dialog, 'Editar PESQUISA'));
    await userEvent.click(box(dialog, 'Visualizar METAS'));
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));

    const error = await screen.findByRole('alertdialog', { name: 'Atenção!' });
    await expectVisible(within(error).getByText('Algo deu errado!'));
    await expectVisible(within(error).getByText('Não houve retorno de dados.'));
    await expectVisible(within(error).getByText('Você não tem permissão para esta ação.'));
    await expect(within(error).queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
    await captureScreen();
    await userEvent.click(within(error).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    await expectChecks(dialog, ['Visualizar PESQUISA', 'Editar PESQUISA'], ['Visualizar METAS', 'Editar METAS']);
    await expect(dialog.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  },
};

/**
 * The connection drops on Salvar: 'Algo deu errado!' says why ('Sem resposta do servidor: verifique
 * a sua conexão.'), the checkboxes stay as the user left them, and 'Tentar novamente' saves them.
 */
export const SaveNoConnection: Story = {
  beforeEach: (context) => {
    const worker = (context as unknown as { msw: SetupWorker }).msw;
    worker.use(http.post(`*${POST_URL}`, () => HttpResponse.error(), { once: true }));
  },
  play: async (context) => {
    const dialog = await loadedDialog();
    await userEvent.click(box(dialog, 'Visualizar ESTOQUE'));
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));

    const error = await screen.findByRole('alertdialog', { name: 'Atenção!' });
    await expectVisible(within(error).getByText('Algo deu errado!'));
    await expectVisible(within(error).getByText('Não houve retorno de dados.'));
    await expectVisible(within(error).getByText('Sem resposta do servidor: verifique a sua conexão.'));
    await expectChecks(dialog, ['Visualizar ESTOQUE'], []);

    const saves = recordSaves(context);
    await userEvent.click(within(error).getByRole('button', { name: 'Tentar novamente' }));
    const success = await screen.findByRole('dialog', { name: 'Tudo certo!' });
    await expectVisible(within(success).getByText('Alterações salvas com sucesso.'));
    await expect(saves).toHaveLength(1);
    await expect(context.args.onSaved).toHaveBeenCalledTimes(1);
  },
};

/**
 * The first read never answers (a 3 s limit here; 30 s in the portal): the spinner stops, the
 * dialog says 'O servidor não respondeu a tempo.', and 'Tentar novamente' loads the permissions.
 */
export const LoadTimeout: Story = {
  parameters: { backend: { timeoutMs: 3000 } },
  beforeEach: (context) => {
    const worker = (context as unknown as { msw: SetupWorker }).msw;
    worker.use(http.get(`*${GET_URL}`, () => new Promise<never>(() => undefined), { once: true }));
  },
  play: async () => {
    const dialogElement = await screen.findByRole('dialog', { name: 'Permissões de acesso' });
    const dialog = within(dialogElement);
    await expectVisible(await dialog.findByText('Não foi possível carregar as permissões deste usuário.', {}, { timeout: 8000 }));
    await expectVisible(dialog.getByText('O servidor não respondeu a tempo.'));
    await expect(dialog.queryByRole('progressbar')).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Tentar novamente' }));
    await dialog.findByRole('table', {}, { timeout: 8000 });
    await expect(dialog.queryByText('O servidor não respondeu a tempo.')).not.toBeInTheDocument();
  },
};

/** The server lists no feature for the user: 'Este usuário não tem opções de permissão!' and nothing to save. */
export const NoOptions: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false } },
  beforeEach: (context) => {
    const worker = (context as unknown as { msw: SetupWorker }).msw;
    worker.use(http.get(`*${GET_URL}`, () => HttpResponse.json([])));
  },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Permissões de acesso' }));
    await expectVisible(await dialog.findByText('Este usuário não tem opções de permissão!'));
    await expect(dialog.queryByRole('checkbox')).not.toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  },
};

/** While the permissions have not been answered: a 'Carregando permissões' indicator, 'Salvar' disabled (held for as long as the story shows). */
export const Loading: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false }, backend: { held: true } },
  play: async () => {
    const dialogElement = await screen.findByRole('dialog', { name: 'Permissões de acesso' });
    const dialog = within(dialogElement);
    await expectVisible(dialog.getByRole('progressbar', { name: 'Carregando permissões' }));
    await expect(dialogElement).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await expect(dialog.queryByRole('checkbox')).not.toBeInTheDocument();
  },
};

/** A slow backend: the indicator while the permissions load, then the table, no longer busy. */
export const SlowBackend: Story = {
  parameters: { backend: { held: true } },
  play: async (context) => {
    await Loading.play?.(context);
    (context.loaded as { answer: () => void }).answer();
    const dialogElement = screen.getByRole('dialog', { name: 'Permissões de acesso' });
    await within(dialogElement).findByRole('table', {}, { timeout: 5000 });
    await expect(dialogElement).not.toHaveAttribute('aria-busy');
  },
};

/** The permissions could not be loaded (scenario error): a message and 'Tentar novamente'. */
export const LoadError: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false }, backend: { scenario: 'error' } },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Permissões de acesso' }));
    await expectVisible(await dialog.findByText('Não foi possível carregar as permissões deste usuário.'));
    await expect(dialog.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  },
};

/**
 * Closed until the row's trigger opens it; Fechar closes it and focus returns to the trigger. Focus
 * also returns there after a save, once 'Tudo certo!' has closed both dialogs.
 */
export const ClosedToOpen: Story = {
  args: { isOpen: false },
  play: async ({ args }) => {
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: TRIGGER });
    await userEvent.click(trigger);
    const dialog = await loadedDialog();
    await userEvent.click(dialog.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    const again = await loadedDialog();
    await userEvent.click(box(again, 'Visualizar PESQUISA'));
    await userEvent.click(again.getByRole('button', { name: 'Salvar' }));
    await screen.findByRole('dialog', { name: 'Tudo certo!' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 5000 });
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
