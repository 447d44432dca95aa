// @vitest-environment node
/**
 * Server rendering (issue 21): every public entry of every package imports in Node, where there is no
 * `window`, and every feature root renders to a string there — for a server-rendered React host
 * (`renderToString` + `hydrateRoot`) and a Next.js App Router host. Nothing is fetched on the server:
 * a feature shows its first state (its screen with nothing loaded yet, or 'Carregando usuário...'
 * while the current user is read) and the browser takes over after hydration.
 *
 * The entries and the feature packages are read from the packages' own `package.json` files, so a
 * new entry is imported here as soon as it is exported, and a new feature fails here until its root
 * is added to `ROOTS`. It stays in the node environment on purpose: under jsdom it would prove nothing.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createElement, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ConectaApi from '@conecta/api';
import type * as ConectaCore from '@conecta/core';
import type * as ConectaUi from '@conecta/ui';

const root = path.resolve(import.meta.dirname, '..');

interface PackageJson {
  name: string;
  exports?: Record<string, unknown>;
}

const readPackage = (dir: string) =>
  JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as PackageJson;
const featureDirs = readdirSync(path.join(root, 'packages/features')).sort();
const packageDirs = [
  'packages/core',
  'packages/api',
  'packages/ui',
  'packages/embed',
  ...featureDirs.map((dir) => `packages/features/${dir}`),
];

/** Entries meant for the browser only (msw's service worker), not imported here. */
const BROWSER_ONLY = new Set(['@conecta/api/mocks/browser']);

/** Every public entry: `@conecta/ui`, `@conecta/embed/mount`, `@conecta/dashboard/embed`… */
const entries = packageDirs.flatMap((dir) => {
  const pkg = readPackage(dir);
  return Object.keys(pkg.exports ?? { '.': null })
    .filter((key) => key !== './package.json')
    .map((key) => (key === '.' ? pkg.name : `${pkg.name}/${key.slice(2)}`))
    .filter((entry) => !BROWSER_ONLY.has(entry));
});

/** A module's exports, as a root is looked up in them. */
type Exports = Record<string, ComponentType<Record<string, unknown>>>;
/** A feature's `MESSAGES` (its messages.ts). */
type Messages = Record<string, unknown>;

/** What one feature root needs to render, and what its server markup must show. */
interface RootCase {
  /** The root's export in the package's index. */
  name: string;
  /** Props besides `api` and `user`. */
  props?: Record<string, unknown>;
  /** Whether the root takes `user`: 'optional' (read from the backend when absent), 'required' or 'none'. */
  user: 'optional' | 'required' | 'none';
  /** A text its markup shows (from its messages.ts); null for a modal, which renders nothing on a server. */
  shows: ((messages: Messages) => string) | null;
  /** The host's frame around it (the session's screens live inside a SessionProvider). */
  wrap?: (exports: Exports, children: ReactNode) => ReactNode;
}

const text = (messages: Messages, key: string) => {
  const value = messages[key];
  if (typeof value !== 'string') throw new Error(`MESSAGES.${key} is not a text`);
  return value;
};

const noop = () => {};

/**
 * The root of every feature package. The modals (the wizard, the permissions dialog) render nothing
 * on a server: react-aria portals an overlay into `document.body`, which only the browser has, and
 * leaves it out of the hydration pass as well, so the markup matches; the dialog opens right after.
 */
const ROOTS: Record<string, RootCase> = {
  dashboard: { name: 'Dashboard', user: 'optional', shows: (m) => text(m, 'lineLabel') },
  'metas-planning': { name: 'MetasPlanning', user: 'optional', shows: (m) => text(m, 'title') },
  'metas-status': { name: 'MetasStatus', user: 'optional', shows: (m) => text(m, 'title') },
  'metas-report': { name: 'MetasReport', user: 'optional', shows: (m) => text(m, 'title') },
  'metas-history': { name: 'MetasHistory', user: 'optional', shows: (m) => text(m, 'title') },
  'carousel-manager': { name: 'CarouselManager', user: 'none', shows: (m) => text(m, 'title') },
  'system-permissions': { name: 'SystemPermissions', user: 'optional', shows: (m) => text(m, 'title') },
  'notification-center': {
    name: 'NotificationCenter',
    user: 'optional',
    shows: (m) => text(m, 'gridTitle'),
  },
  'notification-wizard': {
    name: 'NotificationWizard',
    user: 'optional',
    props: { isOpen: true, mode: { kind: 'create' }, onClose: noop },
    shows: null,
  },
  'permissions-dialog': {
    name: 'PermissionsDialog',
    user: 'none',
    props: {
      isOpen: true,
      onClose: noop,
      target: {
        idUsuario: 7,
        nomeUsuario: 'Ana Souza',
        idPuxada: 10234,
        funcaoUsuario: 10,
        tipoUsuario: 3,
      },
    },
    shows: null,
  },
  'seller-approval': { name: 'SellerApproval', user: 'optional', shows: (m) => text(m, 'title') },
  // The session's screens live in the host's theme, inside its SessionProvider (the portal's frame).
  session: {
    name: 'SignInScreen',
    user: 'none',
    shows: (m) => text(m, 'signInTitle'),
    wrap: inSession,
  },
  shell: {
    name: 'AppShell',
    user: 'required',
    props: {
      currentPath: '/dashboard',
      onNavigate: noop,
      onSignOut: noop,
      children: 'Conteúdo do host',
    },
    shows: (m) => (m.welcome as (name: string) => string)('Marina Castro'),
  },
  'supervisor-split': { name: 'SupervisorSplit', user: 'optional', shows: (m) => text(m, 'title') },
  'user-form': {
    name: 'UserForm',
    user: 'required',
    props: { onCancel: noop, onBackToList: noop },
    shows: (m) => text(m, 'loading'),
  },
  'users-list': { name: 'UsersList', user: 'optional', shows: (m) => text(m, 'title') },
};

/** Every fetch made (none is expected: a server render reads nothing). */
const fetched: string[] = [];
function forbiddenFetch(input: RequestInfo | URL): Promise<Response> {
  const url = input instanceof Request ? input.url : String(input);
  fetched.push(url);
  throw new Error(`fetch during a server render: ${url}`);
}

/**
 * Node 25 defines `localStorage` and `sessionStorage` globals (one per process, or without methods
 * when no file is given) while there is still no `window`. Here they are stand-ins that record every
 * use by Conecta's code: a server render must not read a tab's storage that is not there. (msw, in
 * `@conecta/api/mocks`, looks for a `getItem` function and does without: it is not counted.)
 */
const storageUses: string[] = [];
const recordingStorage = (name: string) =>
  new Proxy(
    {},
    {
      get(_target, key) {
        // The frame that used the storage: the line after this one in the stack.
        const caller = new Error().stack?.split('\n')[2] ?? '';
        if (!caller.includes('/node_modules/'))
          storageUses.push(`${name}.${String(key)} ${caller.trim()}`);
        return undefined;
      },
    },
  );

beforeAll(() => {
  vi.stubGlobal('localStorage', recordingStorage('localStorage'));
  vi.stubGlobal('sessionStorage', recordingStorage('sessionStorage'));
  vi.stubGlobal('fetch', forbiddenFetch);
  // The modules load afresh for this file: this worker's other test files may have loaded them already.
  vi.resetModules();
});

// Each test answers for its own imports and renders.
beforeEach(() => {
  storageUses.length = 0;
  fetched.length = 0;
});

afterAll(() => {
  vi.unstubAllGlobals();
});

/** What the roots get: the api client (its fetch refuses every call), a seeded user, the theme provider. */
interface RootContext {
  api: ConectaApi.ApiClient;
  user: ConectaCore.CurrentUser & { razaoSocial: null };
  ThemeProvider: typeof ConectaUi.ConectaThemeProvider;
}
let context: Promise<RootContext> | undefined;
const rootContext = () =>
  (context ??= (async () => {
    const { createApiClient } = (await import(
      /* @vite-ignore */ '@conecta/api'
    )) as typeof ConectaApi;
    const { PROFILE_PRESETS } = (await import(
      /* @vite-ignore */ '@conecta/core'
    )) as typeof ConectaCore;
    const { ConectaThemeProvider } = (await import(
      /* @vite-ignore */ '@conecta/ui'
    )) as typeof ConectaUi;
    const api = createApiClient({
      baseUrl: 'http://ssr.invalid',
      getToken: () => 'token',
      fetch: forbiddenFetch,
    });
    // The mock backend's Master Flag as the features see it (`CurrentUser`); the shell's user also has a company.
    const { label: _label, ...masterFlag } = PROFILE_PRESETS.masterFlag;
    return { api, user: { ...masterFlag, razaoSocial: null }, ThemeProvider: ConectaThemeProvider };
  })());

/** The portal's frame of the session's screens: the Conecta theme, then the SessionProvider. */
let ThemeProvider: RootContext['ThemeProvider'] | undefined;
function inSession(exports: Exports, children: ReactNode): ReactNode {
  if (!ThemeProvider) throw new Error('rootContext() first');
  const session = createElement(
    exports.SessionProvider as Exports[string],
    { baseUrl: 'http://ssr.invalid', fetch: forbiddenFetch },
    children,
  );
  return createElement(ThemeProvider, null, session);
}

const messagesOf = async (dir: string) =>
  (
    (await import(/* @vite-ignore */ path.join(root, dir, 'src/messages.ts'))) as {
      MESSAGES: Messages;
    }
  ).MESSAGES;

/**
 * Renders on a server: `renderToString`, the styles collected by styled-components' ServerStyleSheet
 * for the page's head, and every console.error of the render (none is expected).
 */
function renderOnServer(element: ReactNode) {
  const sheet = new ServerStyleSheet();
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const html = renderToString(sheet.collectStyles(element));
    return {
      html,
      css: sheet.getStyleTags(),
      errors: consoleError.mock.calls.map((call) => call.map(String).join(' ')),
    };
  } finally {
    consoleError.mockRestore();
    sheet.seal();
  }
}

/** Renders the root of the feature in `dir`, with the seeded user or without one. */
async function renderRoot(dir: string, withUser: boolean) {
  const rootCase = ROOTS[dir];
  if (!rootCase) throw new Error(`no root for ${dir}`);
  const { api, user, ThemeProvider: themeProvider } = await rootContext();
  ThemeProvider = themeProvider;
  const { name: packageName } = readPackage(`packages/features/${dir}`);
  const exports = (await import(/* @vite-ignore */ packageName)) as Exports;
  const Root = exports[rootCase.name];
  expect(Root, `${packageName} exports ${rootCase.name}`).toBeTypeOf('function');
  const props = {
    api,
    ...(withUser && rootCase.user !== 'none' ? { user } : {}),
    ...rootCase.props,
  };
  const element = createElement(Root as Exports[string], props);
  return renderOnServer(rootCase.wrap ? rootCase.wrap(exports, element) : element);
}

/** Text as React writes it into markup. */
const inMarkup = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

describe('server rendering', () => {
  it('runs where a server runs: no window, no document', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    expect(typeof HTMLElement).toBe('undefined');
    expect(typeof customElements).toBe('undefined');
  });

  it('finds the public entries of every package and the root of every feature', () => {
    expect(entries).toEqual(
      expect.arrayContaining([
        '@conecta/ui',
        '@conecta/api',
        '@conecta/embed',
        '@conecta/embed/mount',
        '@conecta/embed/testing',
        '@conecta/dashboard/embed',
      ]),
    );
    expect(entries).not.toContain('@conecta/api/mocks/browser');
    expect(Object.keys(ROOTS).sort()).toEqual(featureDirs);
  });

  it.each(entries)('imports %s without a browser', async (entry) => {
    const module = (await import(/* @vite-ignore */ entry)) as Record<string, unknown>;
    expect(Object.keys(module).length).toBeGreaterThan(0);
    expect(storageUses).toEqual([]);
  });

  it.each(featureDirs)('renders the root of %s with a user', async (dir) => {
    const rootCase = ROOTS[dir] as RootCase;
    const { html, css, errors } = await renderRoot(dir, true);
    expect(errors).toEqual([]);
    if (rootCase.shows === null) {
      expect(html).toBe('');
    } else {
      expect(html).toContain(
        inMarkup(rootCase.shows(await messagesOf(`packages/features/${dir}`))),
      );
      expect(css).toMatch(/<style[^>]*data-styled[^>]*>[^<]*\{[^<]+\}/);
    }
    expect(fetched).toEqual([]);
    expect(storageUses).toEqual([]);
  });

  it.each(featureDirs.filter((dir) => ROOTS[dir]?.user === 'optional'))(
    "renders the root of %s without a user: 'Carregando usuário...' while the browser reads it",
    async (dir) => {
      const { html, css, errors } = await renderRoot(dir, false);
      expect(errors).toEqual([]);
      const loadingUser = text(await messagesOf('packages/embed'), 'loadingUser');
      expect(loadingUser).toBe('Carregando usuário...');
      expect(html).toContain(inMarkup(loadingUser));
      expect(html).toContain('role="status"');
      expect(css).toContain('data-styled');
      expect(fetched).toEqual([]);
      expect(storageUses).toEqual([]);
    },
  );

  it("renders the session's sign-out screen", async () => {
    ({ ThemeProvider } = await rootContext());
    const exports = (await import(
      /* @vite-ignore */ readPackage('packages/features/session').name
    )) as Exports;
    const { html, errors } = renderOnServer(
      inSession(exports, createElement(exports.LogoutScreen as Exports[string], { onDone: noop })),
    );
    expect(errors).toEqual([]);
    expect(html).toContain(
      inMarkup(text(await messagesOf('packages/features/session'), 'loggingOut')),
    );
    expect(fetched).toEqual([]);
    expect(storageUses).toEqual([]);
  });
});
