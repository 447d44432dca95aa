import type { ReactNode } from 'react';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { atom, useAtom } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { ThemeProvider, styled, useTheme, type DefaultTheme } from 'styled-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ApiClient } from '@conecta/api';
import type { CurrentUser, ProfilePreset } from '@conecta/core';
import {
  Button,
  ConectaThemeProvider,
  createConectaTheme,
  theme as conectaTheme,
  type ConectaTheme,
} from '@conecta/ui';
import { FeatureRoot, type EmbedProps } from './FeatureRoot';
import { createMount, defineFeatureElement, type FeatureElement } from './mount';
import { trackGlobalListeners } from './testing';

/** What the workbench loader gives every story (.storybook/backend.ts). */
interface Loaded {
  perfil: ProfilePreset;
  api: ApiClient;
}

/** A stand-in feature: the user it got, a per-instance counter (jotai), whose QueryClient it uses, a themed button. */
const countAtom = atom(0);
const clientIds = new WeakMap<object, number>();
const counter = { clients: 0 };
/** A stable number per QueryClient, to tell whether two features share one. */
function clientId(client: object): number {
  if (!clientIds.has(client)) clientIds.set(client, (counter.clients += 1));
  return clientIds.get(client) ?? 0;
}
function ProbeScreen({
  user,
  label,
  onPing,
}: {
  user: CurrentUser;
  label: string;
  onPing?: (count: number) => void;
}) {
  const [count, setCount] = useAtom(countAtom);
  const client = useQueryClient();
  const theme = useTheme() as ConectaTheme;
  return (
    <section
      aria-label={label}
      data-client={clientId(client)}
      data-primary={theme.colors.primary}
    >
      <p>Usuário: {user.nomeUsuario}</p>
      <p>Contador: {count}</p>
      <Button
        onPress={() => {
          setCount(count + 1);
          onPing?.(count + 1);
        }}
      >
        Somar
      </Button>
    </section>
  );
}

type ProbeProps = EmbedProps & { label?: string; onPing?: (count: number) => void };
function Probe({ api, user, theme, label = 'Recurso', onPing }: ProbeProps) {
  return (
    <FeatureRoot api={api} user={user} theme={theme}>
      {(current) => <ProbeScreen user={current} label={label} onPing={onPing} />}
    </FeatureRoot>
  );
}

const hostTheme: ConectaTheme = {
  ...conectaTheme,
  colors: { ...conectaTheme.colors, primary: '#7a1f5c', primaryHover: '#5e1747' },
};
const forcedTheme: ConectaTheme = {
  ...conectaTheme,
  colors: { ...conectaTheme.colors, primary: '#0b5e2f', primaryHover: '#084522' },
};
/** A partner's brand laid over the Conecta theme with `createConectaTheme`. */
const partnerTheme = createConectaTheme({ colors: { primary: '#7a1f5c', primaryHover: '#5e1747' } });

/**
 * A host that themes its own components with styled-system (the partner's report): `colors` and
 * `space` of its own, no `typography`, no `radii`. It is not a Conecta theme.
 */
interface StyledSystemTheme {
  colors: { primary: string; text: string };
  space: number[];
  fontSizes: number[];
}
const styledSystemTheme: StyledSystemTheme = {
  colors: { primary: 'tomato', text: '#222' },
  space: [0, 4, 8, 16],
  fontSizes: [12, 14, 16],
};
const hostThemeOf = (theme: DefaultTheme) => theme as unknown as StyledSystemTheme;
/** The host's own button, styled from its styled-system theme. */
const HostButton = styled.button`
  background: ${({ theme }) => hostThemeOf(theme).colors.primary};
  color: ${({ theme }) => hostThemeOf(theme).colors.text};
  border: 0;
  padding: ${({ theme }) => hostThemeOf(theme).space[2]}px ${({ theme }) => hostThemeOf(theme).space[3]}px;
  font-size: ${({ theme }) => hostThemeOf(theme).fontSizes[1]}px;
`;
/** A host page themed with styled-system: its heading and button, then the feature. */
function StyledSystemHost({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={styledSystemTheme as unknown as DefaultTheme}>
      <h2>Página do parceiro</h2>
      <HostButton type="button">Botão do parceiro</HostButton>
      {children}
    </ThemeProvider>
  );
}

const meta = {
  title: 'Workbench/Incorporando um recurso/FeatureRoot',
  component: FeatureRoot,
  args: { api: undefined as unknown as ApiClient, children: null },
  argTypes: { api: { control: false }, user: { control: false }, children: { control: false } },
  render: (_args, { loaded }) => {
    const { api, perfil } = loaded as Loaded;
    return <Probe api={api} user={perfil} />;
  },
} satisfies Meta<typeof FeatureRoot>;
export default meta;

type Story = StoryObj<typeof meta>;

const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

/** The host passes the user: the feature renders at once, with the Conecta theme. */
export const UserGiven: Story = {
  play: async ({ canvasElement, loaded }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'Recurso' });
    await expect(region).toHaveTextContent(`Usuário: ${(loaded as Loaded).perfil.nomeUsuario}`);
    await expect(region.dataset.primary).toBe(conectaTheme.colors.primary);
  },
};

/** No user given: 'Carregando usuário...' while GET /sistema/Usuarios/0 answers, then the feature for that user. */
export const UserFromBackend: Story = {
  parameters: { backend: { scenario: 'slow' } },
  render: (_args, { loaded }) => <Probe api={(loaded as Loaded).api} />,
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Carregando usuário...');
    const region = await canvas.findByRole('region', { name: 'Recurso' }, { timeout: 8000 });
    await expect(region).toHaveTextContent(`Usuário: ${(loaded as Loaded).perfil.nomeUsuario}`);
  },
};

/** Reading the user fails (500): a clear message and 'Tentar novamente', which loads the feature once the backend recovers. */
export const UserError: Story = {
  beforeEach: (context: StoryContext) => {
    const worker = (context as unknown as { msw: SetupWorker }).msw;
    const outage = { failing: true };
    (context.loaded as { outage?: typeof outage }).outage = outage;
    worker.use(
      http.get(`*/backend/sistema/Usuarios/0`, () =>
        outage.failing
          ? HttpResponse.json({ message: 'Falha interna.' }, { status: 500 })
          : undefined,
      ),
    );
  },
  render: (_args, { loaded }) => <Probe api={(loaded as Loaded).api} />,
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('Algo deu errado!');
    await expect(alert).toHaveTextContent(
      'Não foi possível identificar o usuário conectado. Tente novamente mais tarde.',
    );
    (loaded as { outage: { failing: boolean } }).outage.failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await expect(
      await canvas.findByRole('region', { name: 'Recurso' }, { timeout: 8000 }),
    ).toBeVisible();
  },
};

/**
 * Reading the user never answers (the host's client has a 3 s limit, `createApiClient({ timeoutMs })`):
 * the spinner stops, the message says the server did not answer in time, and 'Tentar novamente' loads
 * the feature.
 */
export const UserTimeout: Story = {
  parameters: { backend: { timeoutMs: 3000 } },
  beforeEach: (context: StoryContext) => {
    const worker = (context as unknown as { msw: SetupWorker }).msw;
    worker.use(
      http.get(`*/backend/sistema/Usuarios/0`, () => new Promise<never>(() => undefined), {
        once: true,
      }),
    );
  },
  render: (_args, { loaded }) => <Probe api={(loaded as Loaded).api} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('Algo deu errado!');
    await expect(alert).toHaveTextContent('O servidor não respondeu a tempo.');
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await expect(
      await canvas.findByRole('region', { name: 'Recurso' }, { timeout: 8000 }),
    ).toBeVisible();
  },
};

/** The token is not accepted (401): the feature says the session is not valid and offers no retry. */
export const UserUnauthorized: Story = {
  parameters: { backend: { scenario: 'unauthorized' } },
  render: (_args, { loaded }) => <Probe api={(loaded as Loaded).api} />,
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent(
      'Sua sessão expirou ou não é válida. Entre novamente no portal.',
    );
    await expect(
      within(alert).queryByRole('button', { name: 'Tentar novamente' }),
    ).not.toBeInTheDocument();
  },
};

/**
 * A host whose styled-components theme is a Conecta theme it extended on purpose (a spread of
 * `theme`, which keeps the brand): the feature inherits it (the host's primary colour on its button).
 */
export const InheritsHostTheme: Story = {
  render: (_args, { loaded }) => (
    <ThemeProvider theme={hostTheme}>
      <Probe api={(loaded as Loaded).api} user={(loaded as Loaded).perfil} />
    </ThemeProvider>
  ),
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'Recurso' });
    await expect(region.dataset.primary).toBe(hostTheme.colors.primary);
    await expect(
      getComputedStyle(within(region).getByRole('button', { name: 'Somar' })).backgroundColor,
    ).toBe(rgb(hostTheme.colors.primary));
  },
};

/**
 * A host themed with styled-system (`colors` and `space` of its own, no `typography` nor `radii`):
 * the feature ignores that theme and renders with the Conecta tokens, while the host's own button
 * keeps the host's colour.
 */
export const IgnoresUnrelatedHostTheme: Story = {
  render: (_args, { loaded }) => (
    <StyledSystemHost>
      <Probe api={(loaded as Loaded).api} user={(loaded as Loaded).perfil} />
    </StyledSystemHost>
  ),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: 'Recurso' });
    await expect(region).toHaveTextContent(`Usuário: ${(loaded as Loaded).perfil.nomeUsuario}`);
    await expect(region.dataset.primary).toBe(conectaTheme.colors.primary);
    const look = getComputedStyle(within(region).getByRole('button', { name: 'Somar' }));
    await expect(look.backgroundColor).toBe(rgb(conectaTheme.colors.primary));
    await expect(look.borderTopLeftRadius).toBe(conectaTheme.radii.sm);
    await expect(look.paddingLeft).toBe(conectaTheme.space[4]);
    await expect(look.fontWeight).toBe(String(conectaTheme.typography.weight.semibold));
    await expect(
      getComputedStyle(canvas.getByRole('button', { name: 'Botão do parceiro' })).backgroundColor,
    ).toBe('rgb(255, 99, 71)');
  },
};

/**
 * A partner sets its brand for every feature at once with `createConectaTheme` and
 * `ConectaThemeProvider` around its page, which keeps its own styled-system theme: the feature shows
 * the partner's colour, the host's button keeps tomato.
 */
export const PartnerConectaTheme: Story = {
  render: (_args, { loaded }) => (
    <ConectaThemeProvider theme={partnerTheme}>
      <StyledSystemHost>
        <Probe api={(loaded as Loaded).api} user={(loaded as Loaded).perfil} />
      </StyledSystemHost>
    </ConectaThemeProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: 'Recurso' });
    await expect(region.dataset.primary).toBe(partnerTheme.colors.primary);
    const look = getComputedStyle(within(region).getByRole('button', { name: 'Somar' }));
    await expect(look.backgroundColor).toBe(rgb(partnerTheme.colors.primary));
    await expect(look.borderTopLeftRadius).toBe(conectaTheme.radii.sm);
    await expect(
      getComputedStyle(canvas.getByRole('button', { name: 'Botão do parceiro' })).backgroundColor,
    ).toBe('rgb(255, 99, 71)');
  },
};

/** The `theme` prop wins over the host's theme. */
export const ForcedTheme: Story = {
  render: (_args, { loaded }) => (
    <ThemeProvider theme={hostTheme}>
      <Probe api={(loaded as Loaded).api} user={(loaded as Loaded).perfil} theme={forcedTheme} />
    </ThemeProvider>
  ),
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByRole('region', { name: 'Recurso' });
    await expect(
      getComputedStyle(within(region).getByRole('button', { name: 'Somar' })).backgroundColor,
    ).toBe(rgb(forcedTheme.colors.primary));
  },
};

/** Two features on one page: each has its own store (counting in one leaves the other at 0); without a host QueryClient each has its own. */
export const TwoInstancesIsolated: Story = {
  render: (_args, { loaded }) => {
    const { api, perfil } = loaded as Loaded;
    return (
      <>
        <Probe api={api} user={perfil} label="Primeiro" />
        <Probe api={api} user={perfil} label="Segundo" />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('region', { name: 'Primeiro' });
    const second = canvas.getByRole('region', { name: 'Segundo' });
    await userEvent.click(within(first).getByRole('button', { name: 'Somar' }));
    await userEvent.click(within(first).getByRole('button', { name: 'Somar' }));
    await expect(first).toHaveTextContent('Contador: 2');
    await expect(second).toHaveTextContent('Contador: 0');
    await expect(first.dataset.client).not.toBe(second.dataset.client);
  },
};

/** A non-React host: `mount(element, props)` renders, `update()` re-renders, `unmount()` empties the element and leaves no global listener behind. */
export const MountAndUnmount: Story = {
  render: () => <div data-testid="host" />,
  play: async ({ canvasElement, loaded }) => {
    const { api, perfil } = loaded as Loaded;
    const host = within(canvasElement).getByTestId('host');
    const listeners = trackGlobalListeners();
    const mount = createMount(Probe);
    const pings: number[] = [];
    const mounted = mount(host, {
      api,
      user: perfil,
      label: 'Montado',
      onPing: (count) => pings.push(count),
    });
    const region = await within(host).findByRole('region', { name: 'Montado' });
    await userEvent.click(within(region).getByRole('button', { name: 'Somar' }));
    await expect(pings).toEqual([1]);
    mounted.update({ user: { ...perfil, nomeUsuario: 'Outro Nome' } });
    await waitFor(() => expect(region).toHaveTextContent('Usuário: Outro Nome'));
    await expect(region).toHaveTextContent('Contador: 1');
    await expect(() => mount(host, { api, user: perfil })).toThrow(
      'already holds a Conecta feature',
    );
    mounted.unmount();
    mounted.unmount();
    await expect(host).toBeEmptyDOMElement();
    await expect(listeners.stop()).toEqual([]);
  },
};

let elementCount = 0;
/** The custom element: properties in, DOM events out, unmounted when removed from the document. */
export const CustomElement: Story = {
  render: () => <div data-testid="host" />,
  play: async ({ canvasElement, loaded }) => {
    const { api, perfil } = loaded as Loaded;
    const host = within(canvasElement).getByTestId('host');
    elementCount += 1;
    const tag = `conecta-probe-${elementCount}`;
    defineFeatureElement<ProbeProps>(tag, Probe, { events: { onPing: 'conecta-ping' } });
    await expect(defineFeatureElement<ProbeProps>(tag, Probe)).toBe(customElements.get(tag));
    const element = document.createElement(tag) as FeatureElement<ProbeProps> & {
      api?: ApiClient;
      user?: CurrentUser;
    };
    const details: unknown[] = [];
    host.addEventListener('conecta-ping', (event) => details.push((event as CustomEvent).detail));
    element.props = { label: 'Elemento' };
    host.append(element);
    await expect(element).toBeEmptyDOMElement();
    element.api = api;
    element.user = perfil;
    const region = await within(element).findByRole('region', { name: 'Elemento' });
    await userEvent.click(within(region).getByRole('button', { name: 'Somar' }));
    await expect(details).toEqual([1]);
    element.remove();
    await expect(element).toBeEmptyDOMElement();
  },
};

/** A host that already has a QueryClient shares it with the feature (one cache for the whole portal). */
export const UsesHostQueryClient: Story = {
  render: (_args, { loaded }) => {
    const { api, perfil } = loaded as Loaded;
    return (
      <FeatureRoot api={api} user={perfil}>
        <FeatureRoot api={api} user={perfil}>
          {(current) => <ProbeScreen user={current} label="Interno" />}
        </FeatureRoot>
        <FeatureRoot api={api} user={perfil}>
          {(current) => <ProbeScreen user={current} label="Vizinho" />}
        </FeatureRoot>
      </FeatureRoot>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const inner = await canvas.findByRole('region', { name: 'Interno' });
    const neighbour = canvas.getByRole('region', { name: 'Vizinho' });
    await expect(inner.dataset.client).toBe(neighbour.dataset.client);
  },
};

/** A stand-in feature that throws while rendering until it is asked again (a wrong-shaped answer, a bug). */
function Breaking({ state }: { state: { fixed: boolean } }) {
  if (!state.fixed) throw new Error('resposta em formato inesperado');
  return <section aria-label="Recurso recuperado">Recurso de volta.</section>;
}

/**
 * A feature that throws never blanks its host: the host's own content stays, the feature's place
 * says 'Algo deu errado!' / 'Tente novamente mais tarde.', the error goes to `onError` once, and
 * 'Tentar novamente' renders the feature again.
 */
export const FeatureErrorKeepsHost: Story = {
  render: (_args, { loaded }) => {
    // The error is 'fixed' once reported, so 'Tentar novamente' renders the feature again.
    const state = { fixed: false };
    return (
      <div>
        <h2>Página do parceiro</h2>
        <FeatureRoot
          api={(loaded as Loaded).api}
          user={(loaded as Loaded).perfil}
          onError={(error, info) => {
            featureErrors(error, info);
            state.fixed = true;
          }}
        >
          {() => <Breaking state={state} />}
        </FeatureRoot>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Página do parceiro' })).toBeVisible();
    const alert = await canvas.findByRole('alert', { name: 'Algo deu errado!' });
    await expect(alert).toHaveTextContent('Tente novamente mais tarde.');
    await expect(featureErrors).toHaveBeenCalledTimes(1);
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Recurso recuperado' })).toBeVisible());
  },
};
const featureErrors = fn();
