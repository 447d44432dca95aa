import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MockBackend } from '@conecta/api/mocks';
import { expect, fn, waitFor, within } from 'storybook/test';
import { LogoutScreen } from './LogoutScreen';
import { SessionProvider } from './SessionProvider';
import { SESSION_COOKIE } from './state/constants';

const expired = 'Thu, 01 Jan 1970 00:00:00 GMT';

/**
 * The /logout screen: 'Logging out..' while the access history is saved and the session cleared,
 * then `onDone` (the portal goes to the root, and the guard on to /login).
 */
const meta = {
  title: 'Features/Session/Sair',
  component: LogoutScreen,
  args: { onDone: fn() },
  parameters: { backend: { signedIn: false } },
  beforeEach: ({ loaded }) => {
    // Start from the toolbar Perfil's session: a token of this story's backend in the cookie.
    const backend = loaded.backend as MockBackend;
    const email = (loaded.perfil as { email: string }).email;
    const user = backend.db.network.users.find((candidate) => candidate.email === email);
    if (user) {
      const token = backend.context.issueToken(user);
      document.cookie = `${SESSION_COOKIE}=${token}; Path=/; SameSite=Strict; Secure`;
    }
    return () => {
      document.cookie = `${SESSION_COOKIE}=; Path=/; Expires=${expired}; SameSite=Strict; Secure`;
    };
  },
  // The story's own backend (`/sb/<n>/backend`: stories on one docs page never share one).
  render: (args, { loaded }) => (
    <SessionProvider baseUrl={(loaded as { baseUrl: string }).baseUrl}>
      <main>
        <LogoutScreen {...args} />
      </main>
    </SessionProvider>
  ),
} satisfies Meta<typeof LogoutScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Shows 'Logging out..', saves the access history with the logout date, clears the cookie, calls onDone. */
export const Default: Story = {
  tags: ['visual'],
  parameters: { chromatic: { disableSnapshot: false } },
  globals: { perfil: 'gerente' },
  play: async ({ canvasElement, args, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Logging out..');
    await waitFor(() => expect(args.onDone).toHaveBeenCalledTimes(1));
    await expect(document.cookie).not.toContain(`${SESSION_COOKIE}=`);
    const backend = loaded.backend as MockBackend;
    const [record] = backend.db.auth.accessHistory;
    await expect(backend.db.auth.accessHistory).toHaveLength(1);
    await expect(record).toMatchObject({ email: 'gerente@conecta.example', codBroker: '10234', accessIp: 'unknown', pageId: 1 });
    await expect(record?.logoutDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  },
};
