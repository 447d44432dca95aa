import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { sanitizeText } from '@conecta/core';
import type { MockBackend } from '@conecta/api/mocks';
import type { ApiClient } from '@conecta/api';
import type { CurrentUser } from '@conecta/core';
import { captureScreen } from '@conecta/ui/testing';
import { UserForm, type UserFormProps, type UserFormUser } from './UserForm';
import { bytesToBase64 } from './state/image';
import { choose, chooseMany, type Canvas } from './test/story-helpers';

/** What the workbench's loader gives every story (.storybook/backend.ts). */
interface Loaded {
  api: ApiClient;
  perfil: CurrentUser;
  backend: MockBackend;
}

const PASSWORD = 'Portal@Metas9';
/** A real 1×1 PNG (the image step decodes what it accepts). */
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

async function next(canvas: Canvas) {
  await userEvent.click(canvas.getByRole('button', { name: 'Próximo' }));
}

async function stepHeading(canvas: Canvas, name: string) {
  await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible());
}

async function fillStep1(canvas: Canvas, tipo: string, funcao: string) {
  await choose(await waitForForm(canvas), /Tipo de Usuário$/, tipo);
  await choose(canvas, /Função$/, funcao);
  await next(canvas);
  await stepHeading(canvas, 'Identificação');
}

async function waitForForm(canvas: Canvas) {
  await canvas.findByRole('heading', { level: 2, name: 'Tipo de Usuário' }, { timeout: 10_000 });
  return canvas;
}

async function fillStep2(canvas: Canvas, nome: string, email: string, senha = PASSWORD) {
  const name = canvas.getByRole('textbox', { name: /^Nome/ });
  await userEvent.click(name);
  await userEvent.paste(nome);
  await userEvent.type(canvas.getByRole('textbox', { name: /^E-mail/ }), email);
  await userEvent.type(canvas.getByLabelText(/^Senha/), senha);
  await userEvent.type(canvas.getByLabelText(/^Confirmação de senha/), senha);
  await next(canvas);
  await stepHeading(canvas, 'Classificação');
}

/** Step 3 for a Master Broker: line BRL1 and the demo broker. */
async function fillStep3Broker(canvas: Canvas) {
  await chooseMany(canvas, /Linhas de produto$/, [/^BRL1/]);
  await waitFor(() => expect(canvas.getByRole('button', { name: /Broker$/ })).toBeEnabled(), { timeout: 5000 });
  await choose(canvas, /Broker$/, 'Distribuidora Horizonte Ltda');
  await next(canvas);
  await stepHeading(canvas, 'Imagem Usuário (opcional)');
}

/** A new Master Broker up to step 4. */
async function reachStep4(canvas: Canvas, email = 'novo.usuario@conecta.example', nome = 'Joana Prado') {
  await fillStep1(canvas, 'Broker', 'Master Broker');
  await fillStep2(canvas, nome, email);
  await fillStep3Broker(canvas);
}

async function uploadImage(canvasElement: HTMLElement, file: File) {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('file input not found');
  await userEvent.setup({ applyAccept: false }).upload(input, file);
}

/**
 * The user form of /usuario/cadastro, rendered for the toolbar's Perfil (Master Flag by default)
 * against the story's own mock backend (`loaded.api`). Demo password: Portal@Metas9.
 */
const meta = {
  title: 'Features/Users/Cadastro de usuário',
  component: UserForm,
  args: {
    api: undefined as unknown as ApiClient,
    user: undefined as unknown as UserFormUser,
    editUserId: null,
    onCancel: fn(),
    onBackToList: fn(),
  },
  argTypes: { api: { control: false }, user: { control: false } },
  render: (args, { loaded }) => (
    <UserForm {...args} api={(loaded as Loaded).api} user={(loaded as Loaded).perfil} />
  ),
} satisfies Meta<typeof UserForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Step 1: title, breadcrumb, the four steps, type and function; Cancelar returns to the list. */
export const Step1: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = await waitForForm(within(canvasElement));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Novo usuário' })).toBeVisible();
    const trail = canvas.getByRole('navigation', { name: 'Navegação estrutural' });
    await expect(trail).toHaveTextContent('Cadastro');
    await expect(trail).toHaveTextContent('Novo Usuário');
    const steps = canvas.getByRole('list', { name: 'Etapas do cadastro' });
    for (const label of ['Tipo de Usuário', 'Identificação', 'Classificação', 'Imagem Usuário (opcional)'])
      await expect(steps).toHaveTextContent(label);
    await expect(canvas.getByRole('button', { name: /Função$/ })).toBeDisabled();
    await choose(canvas, /Tipo de Usuário$/, 'Broker');
    await userEvent.click(canvas.getByRole('button', { name: /Função$/ }));
    const body = within(document.body);
    await waitFor(() => expect(body.getByRole('option', { name: 'Vendedor' })).toBeVisible());
    await expect(body.queryByRole('option', { name: 'Master Flag' })).toBeNull();
    await userEvent.click(body.getByRole('option', { name: 'Vendedor' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** Próximo without a type and function: both §5 messages, and the wizard stays on step 1. */
export const Step1Validation: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement }) => {
    const canvas = await waitForForm(within(canvasElement));
    await next(canvas);
    await waitFor(() => expect(canvas.getByText('Informe o tipo de Usuário')).toBeVisible());
    await expect(canvas.getByText('Selecione a função de Usuário')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Tipo de Usuário' })).toBeVisible();
    await choose(canvas, /Tipo de Usuário$/, 'Flag');
    await waitFor(() => expect(canvas.queryByText('Informe o tipo de Usuário')).toBeNull());
  },
};

/** Step 2: each password rule shows its §5 message, then the confirmation must match. */
export const Step2: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillStep1(canvas, 'Broker', 'Master Broker');
    await next(canvas); // the gate is closed: nothing happens
    await userEvent.type(canvas.getByRole('textbox', { name: /^Nome/ }), 'Jo');
    await userEvent.type(canvas.getByRole('textbox', { name: /^E-mail/ }), 'joana@');
    const senha = canvas.getByLabelText(/^Senha/);
    await userEvent.click(senha);
    await waitFor(() => expect(canvas.getByText('Mínimo 3 caracteres')).toBeVisible());
    await expect(canvas.getByText('Email inválido')).toBeVisible();
    const cases: Array<[string, string]> = [
      ['Port@1', 'Precisa ter mais que 8 caracteres'],
      ['portal@metas9', 'A senha deve conter pelo menos uma letra maiúscula'],
      ['PortalMetas9', 'A senha deve conter pelo menos um caracter especial'],
      ['Portal@123', 'A senha não pode conter sequências específicas'],
      ['Qwe@Portal9', 'A senha não pode conter sequências específicas'],
      ['Portal@111', 'A senha não pode conter sequências específicas'],
    ];
    for (const [password, message] of cases) {
      await userEvent.clear(senha);
      await userEvent.type(senha, password);
      await userEvent.tab();
      await waitFor(() => expect(canvas.getByText(message)).toBeVisible());
    }
    await userEvent.clear(senha);
    await userEvent.type(senha, PASSWORD);
    const confirmation = canvas.getByLabelText(/^Confirmação de senha/);
    await userEvent.type(confirmation, 'Portal@Metas8');
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByText('Confirmação não confere com a senha')).toBeVisible());
    await userEvent.clear(confirmation);
    await userEvent.type(confirmation, PASSWORD);
    await waitFor(() => expect(canvas.queryByText('Confirmação não confere com a senha')).toBeNull());
  },
};

/** The 6-character gate: Próximo stays disabled until name/e-mail have 3 and both passwords 6; the 8-character rule still applies. */
export const Step2Gate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillStep1(canvas, 'Broker', 'Master Broker');
    const proximo = canvas.getByRole('button', { name: 'Próximo' });
    await expect(proximo).toBeDisabled();
    await expect(canvas.getByText('Preencha nome, e-mail, senha e confirmação para continuar.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Nome/ }), 'Joana Prado');
    await userEvent.type(canvas.getByRole('textbox', { name: /^E-mail/ }), 'joana@conecta.example');
    await userEvent.type(canvas.getByLabelText(/^Senha/), 'Ab@1x');
    await userEvent.type(canvas.getByLabelText(/^Confirmação de senha/), 'Ab@1x');
    await expect(proximo).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(/^Senha/), '9');
    await expect(proximo).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(/^Confirmação de senha/), '9');
    await expect(proximo).toBeEnabled();
    await userEvent.click(proximo);
    await waitFor(() => expect(canvas.getByText('Precisa ter mais que 8 caracteres')).toBeVisible());
    await expect(canvas.getByRole('heading', { level: 2, name: 'Identificação' })).toBeVisible();
  },
};

/** Step 3 for a seller (12): lines, one broker, and the employee ('Selecione o empregado' until chosen). */
export const Step3: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillStep1(canvas, 'Broker', 'Vendedor');
    await fillStep2(canvas, 'Joana Prado', 'joana@conecta.example');
    await next(canvas);
    await waitFor(() => expect(canvas.getByText("Selecione a(s) linhas(s) do(s) broker's")).toBeVisible());
    await expect(canvas.getByText('Selecione o Broker')).toBeVisible();
    await expect(canvas.getByText('Selecione o empregado')).toBeVisible();
    await chooseMany(canvas, /Linhas de produto$/, [/^BRL1/]);
    await waitFor(() => expect(canvas.getByRole('button', { name: /Broker$/ })).toBeEnabled(), { timeout: 5000 });
    await choose(canvas, /Broker$/, 'Distribuidora Horizonte Ltda');
    await waitFor(() => expect(canvas.getByRole('combobox', { name: /^Empregado/ })).toBeEnabled());
    await userEvent.type(canvas.getByRole('combobox', { name: /^Empregado/ }), '5230');
    await userEvent.click(await within(document.body).findByRole('option', { name: /^5230 - / }));
    await next(canvas);
    await stepHeading(canvas, 'Imagem Usuário (opcional)');
  },
};

/** Type 2 (Fabricante): product lines forced to BRL1 and not editable; several brokers allowed. */
export const Step3Type2: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillStep1(canvas, 'Fabricante', 'Master Fabricante');
    await fillStep2(canvas, 'Paula Reis', 'paula@conecta.example');
    const lines = canvas.getByRole('button', { name: /Linhas de produto$/ });
    await expect(lines).toHaveTextContent('BRL1');
    await expect(lines).toBeDisabled();
    await expect(canvas.getByText('Usuários do tipo Fabricante usam sempre a linha BRL1.')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: /Brokers$/ })).toBeEnabled());
    await chooseMany(canvas, /Brokers$/, ['Distribuidora Horizonte Ltda', 'Comercial Serra Azul S.A.']);
    await expect(canvas.queryByRole('combobox', { name: /^Empregado/ })).toBeNull();
    await next(canvas);
    await stepHeading(canvas, 'Imagem Usuário (opcional)');
  },
};

/** Step 4: an SVG, an oversized PNG and a truncated PNG (right header, cut data) are refused with '…, por favor, tente novamente.'; a small PNG is accepted. */
export const Step4Image: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reachStep4(canvas);
    // The step's title is its heading (and its stepper label), never repeated as a line over 'Permite alterar imagem'.
    const paragraphs = [...canvasElement.querySelectorAll('p')].map((p) => p.textContent?.trim());
    await expect(paragraphs).not.toContain('Imagem Usuário (opcional)');
    await expect(canvas.getByText('Nenhuma imagem escolhida.')).toBeVisible();
    await uploadImage(canvasElement, new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Tipo de arquivo não permitido, por favor, tente novamente.');
    const big = new Uint8Array(200 * 1024 + 1);
    big.set(PNG);
    await uploadImage(canvasElement, new File([big], 'grande.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Tamanho do arquivo acima do limite, por favor, tente novamente.'),
    );
    // A PNG whose header is right but whose data is cut short does not decode: refused.
    await uploadImage(canvasElement, new File([PNG.slice(0, 40)], 'cortada.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Arquivo corrompido ou tipo inválido, por favor, tente novamente.'),
    );
    await expect(canvas.queryByRole('img', { name: 'Imagem do usuário' })).toBeNull();
    const photo = new File([PNG], 'foto.png', { type: 'image/png' });
    await uploadImage(canvasElement, photo);
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Imagem do usuário' })).toBeVisible());
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByText(/^Arquivo selecionado: foto\.png/)).toBeVisible();
    // 'Remover imagem' leaves no file named, and the same file can be chosen again.
    await userEvent.click(canvas.getByRole('button', { name: 'Remover imagem' }));
    await expect(canvas.queryByRole('img', { name: 'Imagem do usuário' })).toBeNull();
    await expect(canvas.queryByText(/Arquivo selecionado/)).toBeNull();
    await uploadImage(canvasElement, photo);
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Imagem do usuário' })).toBeVisible());
    await expect(canvas.getByText(/^Arquivo selecionado: foto\.png/)).toBeVisible();
  },
};

/** Scenario 'slow': 'Aguarde...' while the save runs, then the success dialog. */
export const SaveProgress: Story = {
  parameters: { backend: { scenario: 'slow' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reachStep4(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar' }));
    const progress = await screen.findByRole('dialog', { name: 'Aguarde...' });
    await waitFor(() => expect(progress).toBeVisible());
    const done = await screen.findByText('Usuário criado com sucesso!', {}, { timeout: 10_000 });
    await waitFor(() => expect(done).toBeVisible());
  },
};

/** A saved user: the success dialog with both buttons; 'Criar outro usuário' starts an empty form, 'Voltar' goes to the list. */
export const SaveSuccess: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement, args, loaded }) => {
    const canvas = within(canvasElement);
    await reachStep4(canvas, 'joana.prado@conecta.example');
    await uploadImage(canvasElement, new File([PNG], 'foto.png', { type: 'image/png' }));
    await canvas.findByRole('img', { name: 'Imagem do usuário' });
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar' }));
    const dialog = await screen.findByRole('dialog', { name: /Usuário criado com sucesso!/ });
    await waitFor(() => expect(within(dialog).getByText('O novo usuário receberá um e-mail para confirmação...')).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Criar outro usuário' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Voltar' })).toBeVisible();
    const saved = (loaded as Loaded).backend.db.network.users.find((user) => user.email === 'joana.prado@conecta.example');
    await expect(saved).toMatchObject({
      nomeUsuario: 'Joana Prado',
      tipoUsuario: 3,
      funcaoUsuario: 16,
      brokers: [10234],
      linhasBroker: ['BRL1'],
      idEmpregadoFlexx: null,
      imagemPerfilBase64: bytesToBase64(PNG),
    });
    await captureScreen();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar outro usuário' }));
    await stepHeading(canvas, 'Tipo de Usuário');
    await expect(canvas.getByRole('button', { name: /Tipo de Usuário$/ })).toHaveTextContent('Selecione');
    await expect(args.onBackToList).not.toHaveBeenCalled();
  },
};

/** An e-mail already in use (a demo account): 'O e-mail informado já está sendo usado.'; closing returns to step 2 with every field kept. */
export const SaveEmailError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reachStep4(canvas, 'gerente@conecta.example', 'Joana Prado');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar' }));
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(within(dialog).getByText('O e-mail informado já está sendo usado.')).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await stepHeading(canvas, 'Identificação');
    await expect(canvas.getByRole('textbox', { name: /^Nome/ })).toHaveValue('Joana Prado');
    await expect(canvas.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('gerente@conecta.example');
    await expect(canvas.getByLabelText(/^Senha/)).toHaveValue(PASSWORD);
    await expect(canvas.getByText('O e-mail informado já está sendo usado.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Tipo de Usuário \(concluída\)/ }));
    await expect(canvas.getByRole('button', { name: /Função$/ })).toHaveTextContent('Master Broker');
  },
};

/**
 * The backend refuses the save (here: the signed-in master lost the right to manage users while
 * the form was open, so the backend answers 403): 'Algo deu errado!' with the refusal in the
 * user's words and no 'Tentar novamente' (the same save would be refused again); closing returns
 * to the filled wizard.
 */
export const SaveError: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await reachStep4(canvas);
    const me = (loaded as Loaded).backend.db.network.users.find((user) => user.email === 'master@conecta.example');
    if (me) me.funcaoUsuario = 12;
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar' }));
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(within(dialog).getByText('Algo deu errado!')).toBeVisible());
    await expect(within(dialog).getByText('Você não tem permissão para esta ação.')).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
    await captureScreen();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await stepHeading(canvas, 'Imagem Usuário (opcional)');
    await userEvent.click(canvas.getByRole('button', { name: /Identificação/ }));
    await expect(canvas.getByRole('textbox', { name: /^Nome/ })).toHaveValue('Joana Prado');
    await expect(canvas.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('novo.usuario@conecta.example');
  },
};

/** The story's msw worker, to put handlers before the mock backend's. */
const mswOf = (context: object) => (context as { msw: SetupWorker }).msw;

/**
 * The backend refuses one field (a 400 naming it, as the contract's checks answer: here a name
 * longer than its backend allows): the dialog says which and why, without 'Tentar novamente';
 * closing opens the field's step with the field marked and everything typed kept.
 */
export const SaveRefusedField: Story = {
  beforeEach: (context) => {
    mswOf(context).use(
      http.post(
        '*/backend/sistema/Usuarios',
        () => HttpResponse.json({ message: 'Campo nomeUsuario: no máximo 100 caracteres.', code: 'BAD_REQUEST', field: 'nomeUsuario' }, { status: 400 }),
        { once: true },
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reachStep4(canvas, 'joana.campo@conecta.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar' }));
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(within(dialog).getByText('Campo nomeUsuario: no máximo 100 caracteres.')).toBeVisible());
    await expect(within(dialog).queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await stepHeading(canvas, 'Identificação');
    const name = canvas.getByRole('textbox', { name: /^Nome/ });
    await expect(name).toHaveValue('Joana Prado');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Campo nomeUsuario: no máximo 100 caracteres.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('joana.campo@conecta.example');
  },
};

/**
 * The save never answers (a 3 s limit here; 30 s in the portal): 'Algo deu errado!' says 'O
 * servidor não respondeu a tempo.', and 'Tentar novamente' saves the same values.
 */
export const SaveTimeout: Story = {
  parameters: { backend: { timeoutMs: 3000 } },
  beforeEach: (context) => {
    mswOf(context).use(http.post('*/backend/sistema/Usuarios', () => new Promise<never>(() => undefined), { once: true }));
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await reachStep4(canvas, 'joana.tempo@conecta.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar' }));
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 8000 });
    await waitFor(() => expect(within(dialog).getByText('Algo deu errado!')).toBeVisible());
    await expect(within(dialog).getByText('O servidor não respondeu a tempo.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
    const success = await screen.findByRole('dialog', { name: /Usuário criado com sucesso!/ }, { timeout: 8000 });
    await waitFor(() => expect(within(success).getByText('O novo usuário receberá um e-mail para confirmação...')).toBeVisible());
    const saved = (loaded as Loaded).backend.db.network.users.filter((user) => user.email === 'joana.tempo@conecta.example');
    await expect(saved).toHaveLength(1);
  },
};

/** The first reads of the form fail (no connection): the message says why, and 'Tentar novamente' opens the wizard. */
let lookupsDown = false;
export const LookupsNoConnection: Story = {
  beforeEach: (context) => {
    lookupsDown = true;
    mswOf(context).use(http.get('*/backend/sistema/UsuarioTipos', () => (lookupsDown ? HttpResponse.error() : undefined)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/^Não foi possível carregar os dados do cadastro\. Tente novamente mais tarde\./, {}, { timeout: 8000 }),
    ).toHaveTextContent('Sem resposta do servidor: verifique a sua conexão.');
    lookupsDown = false;
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await waitForForm(canvas);
  },
};

/** Editing the gerente (id 5): 'Editar usuário', starts at step 4, e-mail disabled, the active checkbox sends the status at once. */
export const EditMode: Story = {
  args: { editUserId: 5 },
  play: async ({ canvasElement, loaded, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Editar usuário' })).toBeVisible(), { timeout: 10_000 });
    await stepHeading(canvas, 'Imagem Usuário (opcional)');
    const active = canvas.getByRole('checkbox', { name: 'Usuário ativo' });
    await expect(active).toBeChecked();
    await userEvent.click(active);
    const gerente = () => (loaded as Loaded).backend.db.network.users.find((user) => user.idUsuario === 5);
    await waitFor(() => expect(gerente()?.inativo).toBe(true));
    await expect(active).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: /Identificação/ }));
    const email = canvas.getByRole('textbox', { name: /^E-mail/ });
    await expect(email).toBeDisabled();
    await expect(email).toHaveValue('gerente@conecta.example');
    await expect(canvas.getByLabelText(/^Senha/)).toHaveValue('');
    await next(canvas);
    await stepHeading(canvas, 'Classificação');
    await waitFor(() => expect(canvas.getByRole('combobox', { name: /^Empregado/ })).toHaveValue('5001 - FERNANDA OLIVEIRA'));
    await next(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar' }));
    const dialog = await screen.findByRole('dialog', { name: /Usuário alterado com sucesso!/ });
    await expect(gerente()?.senha).toBe(PASSWORD);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    await expect(args.onBackToList).toHaveBeenCalledTimes(1);
  },
};

const HOSTILE_NAME = `<script>window.__hacked = true</script> "Zé" \u202Egnp.exe 🙂 =1+1 ${'a'.repeat(10_000)}`;

/** Hostile input (script tag, quotes, RTL mark, emoji, formula, 10,000 characters): kept as typed, never run, sent sanitised. */
export const HostileInput: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await reachStep4(canvas, 'hostil@conecta.example', HOSTILE_NAME);
    await userEvent.click(canvas.getByRole('button', { name: /Identificação/ }));
    await expect(canvas.getByRole('textbox', { name: /^Nome/ })).toHaveValue(HOSTILE_NAME);
    await expect((window as { __hacked?: boolean }).__hacked).toBeUndefined();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await next(canvas);
    await next(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar' }));
    await screen.findByRole('dialog', { name: /Usuário criado com sucesso!/ });
    const saved = (loaded as Loaded).backend.db.network.users.find((user) => user.email === 'hostil@conecta.example');
    await expect(saved?.nomeUsuario).toBe(sanitizeText(HOSTILE_NAME));
    await expect(saved?.nomeUsuario.startsWith('script')).toBe(true);
  },
};

/** A name as the backend holds it: quotes, an apostrophe, markup, an entity, edge spaces. */
const QUOTED_NAME = ' Fernanda "Nanda" O\'Neil <Gerência> &amp; Cia ';

/** The form, opened again (a fresh load from the backend) each time 'Voltar' is pressed. */
function ReopenAfterSave(props: UserFormProps) {
  const [opening, setOpening] = useState(0);
  const { onBackToList } = props;
  return (
    <UserForm
      key={opening}
      {...props}
      onBackToList={() => {
        onBackToList();
        setOpening((count) => count + 1);
      }}
    />
  );
}

/**
 * Save what was loaded: the gerente (id 5) is stored as `' Fernanda "Nanda" O'Neil <Gerência> &amp; Cia '`.
 * Confirmar without changes, twice (reopened from the backend in between), keeps the name byte
 * for byte: no doubled quotes, no stripped markup, no trimmed spaces.
 */
export const EditSaveUnchanged: Story = {
  args: { editUserId: 5 },
  beforeEach: ({ loaded }) => {
    const gerente = (loaded as Loaded).backend.db.network.users.find((user) => user.idUsuario === 5);
    if (!gerente) throw new Error('seed user 5 not found');
    gerente.nomeUsuario = QUOTED_NAME;
  },
  render: (args, { loaded }) => <ReopenAfterSave {...args} api={(loaded as Loaded).api} user={(loaded as Loaded).perfil} />,
  play: async ({ canvasElement, loaded, args }) => {
    const canvas = within(canvasElement);
    const stored = () => (loaded as Loaded).backend.db.network.users.find((user) => user.idUsuario === 5);
    for (const save of [1, 2]) {
      await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Editar usuário' })).toBeVisible(), { timeout: 10_000 });
      await stepHeading(canvas, 'Imagem Usuário (opcional)');
      await userEvent.click(canvas.getByRole('button', { name: /Identificação/ }));
      await expect(canvas.getByRole('textbox', { name: /^Nome/ })).toHaveValue(QUOTED_NAME);
      await next(canvas);
      await stepHeading(canvas, 'Classificação');
      await next(canvas);
      await stepHeading(canvas, 'Imagem Usuário (opcional)');
      await userEvent.click(canvas.getByRole('button', { name: 'Confirmar' }));
      const dialog = await screen.findByRole('dialog', { name: /Usuário alterado com sucesso!/ });
      await expect(stored()?.nomeUsuario).toBe(QUOTED_NAME);
      await expect(stored()?.email).toBe('gerente@conecta.example');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Voltar' }));
      await expect(args.onBackToList).toHaveBeenCalledTimes(save);
    }
  },
};
