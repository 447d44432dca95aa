import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { styled } from 'styled-components';
import { captureScreen } from '@conecta/ui/testing';
import { SessionProvider } from './SessionProvider';
import { SignInScreen } from './SignInScreen';
import { SESSION_COOKIE } from './state/constants';

const DEMO_PASSWORD = 'Portal@Metas9';

const GuestPage = styled.main`
  display: grid;
  place-items: center;
  min-height: 640px;
  padding: ${({ theme }) => theme.space[6]};
  background: linear-gradient(160deg, ${({ theme }) => theme.colors.primary} 0%, ${({ theme }) => theme.colors.primaryPressed} 100%);
`;

/** The guest layout of the portal: no menu, the card centred on the brand blue. */
const withGuestLayout: Decorator = (Story) => (
  <GuestPage>
    <Story />
  </GuestPage>
);

/**
 * Every story starts signed out: no session cookie and no remembered path from another story
 * (stale live-announcer notices are dropped by the workbench: .storybook/preview.tsx).
 */
function clearBrowserSession() {
  document.cookie = `${SESSION_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Strict; Secure`;
  for (const key of Object.keys(localStorage)) if (key.startsWith('conecta.')) localStorage.removeItem(key);
}

/**
 * The /login screen. Each story renders its own `SessionProvider` against the workbench's mock
 * backend (`/sb/<n>/backend`, a fresh database per story). Demo password of every account: Portal@Metas9.
 */
const meta = {
  title: 'Features/Session/Entrar',
  component: SignInScreen,
  args: { onSignedIn: fn() },
  parameters: { backend: { signedIn: false }, layout: 'fullscreen' },
  decorators: [withGuestLayout],
  beforeEach: () => {
    clearBrowserSession();
    return clearBrowserSession;
  },
  // The story's own backend (`/sb/<n>/backend`: stories on one docs page never share one).
  render: (args, { loaded }) => (
    <SessionProvider baseUrl={(loaded as { baseUrl: string }).baseUrl}>
      <SignInScreen {...args} />
    </SessionProvider>
  ),
} satisfies Meta<typeof SignInScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

async function signIn(canvasElement: HTMLElement, email: string, senha: string) {
  const canvas = within(canvasElement);
  if (email) await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), email);
  if (senha) await userEvent.type(canvas.getByLabelText(/^Senha/), senha);
  await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
  return canvas;
}

/** The empty sign-in card: brand, e-mail, password, 'Entrar' and 'Esqueci minha senha'. */
export const Default: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Conecta')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveValue('');
    await expect(canvas.getByLabelText(/^Senha/)).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Entrar' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Esqueci minha senha' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A wrong password: the server's message, in the alert region. */
export const WrongPassword: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = await signIn(canvasElement, 'gerente@conecta.example', 'SenhaErrada1');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Credenciais inválidas');
    await expect(args.onSignedIn).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  },
};

/** An e-mail without a login status record: 'Credenciais inválidas'. */
export const UnknownEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement, 'ninguem@conecta.example', DEMO_PASSWORD);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Credenciais inválidas');
  },
};

/** The blocked account: 5 minutes from its record's DATAHORA. */
export const Lockout: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement, 'bloqueado@conecta.example', DEMO_PASSWORD);

    await expect(await canvas.findByRole('alert')).toHaveTextContent('Tentativas recorrentes, precisa aguardar 5 minutos.');
  },
};

/**
 * Too many sign-in attempts for one e-mail within a minute (10; a successful one starts the count
 * again): the backend holds the next one back (429 with Retry-After) without checking it, and the
 * alert says when to try again; what was typed stays.
 */
export const TooManyAttempts: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { auth } = (loaded.backend as { db: { auth: { signInAttempts?: Record<string, number[]> } } }).db;
    auth.signInAttempts = { 'gerente@conecta.example': Array.from({ length: 10 }, () => Date.now()) };
    const canvas = await signIn(canvasElement, 'gerente@conecta.example', DEMO_PASSWORD);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/Muitas tentativas de login\. Tente novamente em \d+ segundos\.$/);
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveValue('gerente@conecta.example');
    await expect(canvas.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  },
};

/** The inactive account: 'User not active' as a red notice at the bottom right (8 s). */
export const Inactive: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await signIn(canvasElement, 'inativo@conecta.example', DEMO_PASSWORD);
    const notice = await screen.findByText('User not active');
    await waitFor(() => expect(notice).toBeVisible());
    await expect(notice.closest('[data-tone]')).toHaveAttribute('data-tone', 'error');
    await expect(screen.getByRole('alert')).toHaveTextContent('User not active');
    await expect(canvas.queryByText('Credenciais inválidas')).toBeNull();
    await expect(args.onSignedIn).not.toHaveBeenCalled();
  },
};

/** Field validation before any request: required e-mail and password, e-mail format. */
export const ValidationErrors: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(canvas.getByText('Informe o e-mail')).toBeVisible());
    await expect(canvas.getByText('Informe a senha')).toBeVisible();
    const email = canvas.getByRole('textbox', { name: /E-mail/ });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(email, 'gerente@');
    await waitFor(() => expect(canvas.getByText('E-mail inválido')).toBeVisible());
    await userEvent.type(email, 'conecta.example');
    await waitFor(() => expect(canvas.queryByText('E-mail inválido')).toBeNull());
  },
};

/** 'Esqueci minha senha': the e-mail goes to /recuperarsenha/checkemail and a clear confirmation shows. */
export const PasswordRecovery: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Esqueci minha senha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recuperar senha' });
    const inDialog = within(dialog);
    await userEvent.click(inDialog.getByRole('button', { name: 'Enviar instruções' }));
    // The dialog fades in: wait until the message is visible, not just present.
    await waitFor(() => expect(inDialog.getByText('Informe o e-mail')).toBeVisible());
    await userEvent.type(inDialog.getByRole('textbox', { name: /E-mail/ }), 'gerente@conecta.example');
    await userEvent.click(inDialog.getByRole('button', { name: 'Enviar instruções' }));
    const done = await screen.findByRole('dialog', { name: 'Verifique seu e-mail' });
    await waitFor(() =>
      expect(
        within(done).getByText(
          'Se o e-mail gerente@conecta.example estiver cadastrado, você receberá as instruções para criar uma nova senha em alguns minutos.',
        ),
      ).toBeVisible(),
    );
    await captureScreen();
    await userEvent.click(within(done).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The pending 'Enviar instruções' button is gone with the form; drop its stale announcement.
  },
};

/** The gerente signs in: the cookie is set and the portal is told to go to /dashboard. */
export const Success: Story = {
  play: async ({ canvasElement, args, loaded }) => {
    await signIn(canvasElement, 'gerente@conecta.example', DEMO_PASSWORD);
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith('/dashboard'));
    await expect(document.cookie).toContain(`${SESSION_COOKIE}=`);
    const history = (loaded.backend as { db: { auth: { accessHistory: Array<Record<string, unknown>> } } }).db.auth
      .accessHistory;
    await expect(history).toEqual([
      expect.objectContaining({ email: 'gerente@conecta.example', logoutDate: null, pageId: 1, accessIp: 'unknown' }),
    ]);
  },
};

/** The backend fails after the credentials (scenario 'error'): the server's message, no session. */
export const ServerError: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false }, backend: { scenario: 'error', signedIn: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = await signIn(canvasElement, 'gerente@conecta.example', DEMO_PASSWORD);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Erro interno do servidor.');
    await expect(args.onSignedIn).not.toHaveBeenCalled();
    await expect(document.cookie).not.toContain(`${SESSION_COOKIE}=`);
  },
};
