// `npm run test:embed`: the partner's view of the packages. Builds every publishable package
// (scripts/build-packages.ts), packs each (`npm pack`) and checks the tarballs with publint and Are
// the Types Wrong (scripts/check-packages.ts), installs the tarballs two features need into a fresh
// Vite app created in a temporary folder outside the monorepo, measures what one import costs a host
// bundle against its budget (scripts/import-sizes.ts), builds and serves that app, starts the mock
// backend over HTTP
// (`npm run mock-server`) and checks in Chromium that each embedded feature renders and talks to it:
//   react.html   — a React host with its own styled-components theme renders <NotificationCenter>;
//   mount.html   — a plain-JS host calls mount() from '@conecta/seller-approval/embed', then unmount();
//   element.html — a plain-JS host uses <conecta-notification-center> and listens to its events.
// Then the fault matrix of issue 17 (scripts/embed-faults.ts): every call each host page's feature
// makes on load × {500, 503 with an HTML page, wrong-shaped JSON, empty body, network error, no answer
// past the client's time limit, 401}; the host page must stay intact (its heading, paragraph and
// counter button), the feature never blank nor left spinning, no uncaught error, a 401 reaches the
// host's onUnauthorized. Prints `[embed faults] <host>: faults injected N, survived N, white screens N,
// endless spinners N` per host and in total, writes test-results/embed-faults.json, and fails on any
// case that did not survive. EMBED_FAULTS=0 skips it; EMBED_FAULT_PAGES (4) pages side by side;
// EMBED_FAULT_TIMEOUT_MS (1500) the host clients' time limit; EMBED_FAULTS_VERBOSE=1 prints every case.
// Prints the tarball sizes and the gzip JS of each page. KEEP_EMBED_APP=1 keeps the temporary folder;
// EMBED_REUSE=<that folder> runs the checks again on it without building, packing or installing.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { freePort } from './ports';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { chromiumArgs, headlessChromiumPath } from './chromium.ts';
import { runEmbedFaultMatrix, summarize, type EmbedHost } from './embed-faults.ts';
import { ALL_FAULT_KINDS } from '../e2e/faults.ts';
import { checkTarballs, summarizeChecks } from './check-packages.ts';
import { describeImportSizes, measureImports } from './import-sizes.ts';
import { runPartnerUnitTests } from './partner-unit.ts';

const root = path.resolve(import.meta.dirname, '..');
const started = performance.now();
const log = (message: string) => console.log(`[embed ${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s] ${message}`);

/** Packages installed in the fresh app: the two features and what they depend on. */
const PACKAGES = [
  ['@conecta/core', 'packages/core'],
  ['@conecta/ui', 'packages/ui'],
  ['@conecta/api', 'packages/api'],
  ['@conecta/embed', 'packages/embed'],
  ['@conecta/notification-center', 'packages/features/notification-center'],
  ['@conecta/seller-approval', 'packages/features/seller-approval'],
] as const;
/**
 * The host app's own dependencies, the features' peers, each at the lowest version of its peer range
 * (the workspace, the stories and the partner's unit tests use the newest): the package the monorepo
 * keeps that version installed as (an npm alias, so the install needs no download), or the package
 * itself when its installed version is the floor.
 */
const PEER_FLOORS: Record<string, string> = {
  react: 'react-peer-floor',
  'react-dom': 'react-dom-peer-floor',
  'styled-components': 'styled-components',
  jotai: 'jotai-peer-floor',
  'react-aria-components': 'react-aria-components-peer-floor',
  '@tanstack/react-query': 'react-query-peer-floor',
};

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): string {
  const result = spawnSync(command, args, { cwd, env: { ...process.env, ...env }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} (in ${cwd}) failed with ${result.status}:\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

function runAsync(command: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed with ${code}:\n${output}`))));
  });
}

const installedVersion = (name: string) =>
  (JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

async function waitForHttp(url: string, process: ChildProcess, name: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (process.exitCode !== null) throw new Error(`${name} exited with ${process.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${name} did not answer at ${url} within ${timeoutMs / 1000} s`);
}

/** Polls `condition` every 100 ms for up to 20 s. */
async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The counts `npm test` adds up (test-results/embed.json, the fields of Vitest's JSON report). */
function report(passed: number, failures: string[] = []) {
  mkdirSync(path.join(root, 'test-results'), { recursive: true });
  const counts = { numPassedTests: passed, numFailedTests: failures.length };
  writeFileSync(path.join(root, 'test-results', 'embed.json'), JSON.stringify({ ...counts, failures }));
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

// ---------------------------------------------------------------------------------------------
// The fresh app: six pages, plain JS (no JSX, no TypeScript, no plugin) as a partner may write, and
// two Node scripts (every entry imported on a server; the server render of the SSR host).

/** Signing in, shared by the pages and the server render (no browser globals). */
const signInModule = `
export async function signIn(base, email) {
  const response = await fetch(base + '/sistema/Usuarios/auth', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, senha: 'Portal@Metas9' }),
  });
  if (!response.ok) throw new Error('sign-in failed: ' + response.status);
  return (await response.json()).token;
}
`;

const signIn = `export { signIn } from './sign-in.js';
export const backendUrl = () => new URLSearchParams(location.search).get('api');
// The client's time limit (ms); the fault matrix sets it short with ?timeout=. Unset: the 30 s default.
export const timeoutMs = () => Number(new URLSearchParams(location.search).get('timeout')) || undefined;
// What the host does when the backend refuses the token (the client's onUnauthorized): the partner's
// own sign-in would start here; the page notes it.
window.unauthorized = [];
export function sessionExpired(error) {
  window.unauthorized.push(error.path);
  document.getElementById('host-session').textContent = 'Sessão do parceiro expirada: entre novamente.';
}
`;

// The host's own content and behaviour, a script of its own: a counter button the fault matrix clicks
// to prove the page still works whatever the embedded feature met.
const hostScript = `const counter = document.getElementById('host-counter');
counter.addEventListener('click', () => {
  const count = Number(counter.dataset.count) + 1;
  counter.dataset.count = String(count);
  counter.textContent = 'Cliques do parceiro: ' + count;
});
`;

const page = (title: string, body: string, script: string) => `<!doctype html>
<html lang="pt-BR">
  <head><meta charset="utf-8" /><link rel="icon" href="data:," /><title>${title}</title>
    <style>body { font-family: Georgia, serif; margin: 0; } header.host { padding: 8px 16px; background: #eee; }</style>
  </head>
  <body>
    <header class="host">
      <h1>Portal do parceiro — ${title}</h1>
      <p id="host-note">Conteúdo do parceiro: esta página incorpora um recurso do Conecta.</p>
      <button id="host-counter" type="button" data-count="0">Cliques do parceiro: 0</button>
      <p id="host-session" role="status"></p>
    </header>
    ${body}
    <script type="module" src="./host.js"></script>
    <script type="module" src="./${script}"></script>
  </body>
</html>
`;

/** The host pages: file, title, body, script and what the page shows in the figures. */
const HOST_PAGES = [
  { file: 'react.html', title: 'React', body: '<main id="root"></main>', script: 'react.js', describe: 'react.html (NotificationCenter, React host)' },
  { file: 'query.html', title: 'React Query', body: '<main id="root"></main>', script: 'query.js', describe: "query.html (the host's QueryClient)" },
  { file: 'styled-system.html', title: 'styled-system', body: '<main id="root"><p id="host-themed"></p><div id="feature"></div></main>', script: 'styled-system.js', describe: 'styled-system.html (host theme)' },
  { file: 'mount.html', title: 'mount()', body: '<main><div id="feature"></div></main>', script: 'mount.js', describe: 'mount.html (SellerApproval, mount())' },
  { file: 'ssr.html', title: 'servidor', body: '<!--ssr-props--><main id="root"><!--ssr-markup--></main>', script: 'ssr.js', describe: 'ssr.html (server render, hydrated)' },
  { file: 'element.html', title: 'elemento', body: '<main id="root"><conecta-notification-center id="center"></conecta-notification-center></main>', script: 'element.js', describe: 'element.html (NotificationCenter, element)' },
] as const;

const APP_FILES: Record<string, string> = {
  'vite.config.js': `import { defineConfig } from 'vite';
import { resolve } from 'node:path';
export default defineConfig({
  build: {
    manifest: true,
    rollupOptions: {
      input: {
${HOST_PAGES.map(({ file }) => `        '${file.replace('.html', '')}': resolve(import.meta.dirname, '${file}'),`).join('\n')}
      },
    },
  },
});
`,
  'sign-in.js': signInModule,
  'session.js': signIn,
  'host.js': hostScript,
  // Every host page removes its feature the same way, so the checks can prove that unmounting
  // leaves nothing: the container empty, no element of the feature's left in <body>, and a second
  // mount + unmount adding no window or document listener (react-aria's page-wide focus-visible
  // tracking, set up once, is the page's from the first mount on).
  'lifecycle.js': `import { trackGlobalListeners } from '@conecta/embed/testing';

window.bodyChildrenBefore = document.body.childElementCount;
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
/** Resolves once the feature shows its heading (or its loading state) in \`container\`. */
async function shown(container) {
  for (let frame = 0; frame < 600 && !container.querySelector('h1, [role="status"]'); frame += 1) await nextFrame();
}
/**
 * \`feature.unmount\` removes the feature on the page now; \`feature.mount\` shows it again and returns
 * its own unmount. Exposes window.hostUnmount() and window.hostCycle() (the listeners a second mount
 * and unmount left behind).
 */
export function hostLifecycle(container, feature) {
  window.hostUnmount = () => feature.unmount();
  window.hostCycle = async () => {
    const tracker = trackGlobalListeners();
    const unmount = feature.mount();
    await shown(container);
    unmount();
    await nextFrame();
    return tracker.stop();
  };
}
`,
  ...Object.fromEntries(HOST_PAGES.map(({ file, title, body, script }) => [file, page(title, body, script)])),
  'react.js': `import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { createApiClient } from '@conecta/api';
import { theme } from '@conecta/ui';
import { NotificationCenter } from '@conecta/notification-center';
import { backendUrl, sessionExpired, signIn, timeoutMs } from './session.js';
import { hostLifecycle } from './lifecycle.js';

// The partner's own theme (its brand colour), a spread of the Conecta theme: the embedded feature takes it.
const partnerTheme = { ...theme, colors: { ...theme.colors, primary: '#7a1f5c', primaryHover: '#5e1747' } };
const base = backendUrl();
const token = await signIn(base, 'broker@conecta.example');
const api = createApiClient({ baseUrl: base, getToken: () => token, timeoutMs: timeoutMs(), onUnauthorized: sessionExpired });
window.navigations = [];
window.creates = 0;
const container = document.getElementById('root');
const mount = () => {
  const root = createRoot(container);
  root.render(
    h(
      ThemeProvider,
      { theme: partnerTheme },
      h(NotificationCenter, { api, onCreate: () => (window.creates += 1), onNavigate: (to) => window.navigations.push(to) }),
    ),
  );
  return () => root.unmount();
};
hostLifecycle(container, { unmount: mount(), mount });
`,
  // A host with its own @tanstack/react-query (the app's copy, at the peer range's lowest version)
  // and its own QueryClient: the feature uses that client and that copy.
  'query.js': `import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createApiClient } from '@conecta/api';
import { NotificationCenter } from '@conecta/notification-center';
import { backendUrl, sessionExpired, signIn, timeoutMs } from './session.js';
import { hostLifecycle } from './lifecycle.js';

const base = backendUrl();
const token = await signIn(base, 'broker@conecta.example');
const api = createApiClient({ baseUrl: base, getToken: () => token, timeoutMs: timeoutMs(), onUnauthorized: sessionExpired });
const queryClient = new QueryClient();
/** The query keys in the host's own cache: the feature's queries land there. */
window.hostQueryKeys = () => queryClient.getQueryCache().getAll().map((query) => JSON.stringify(query.queryKey));
const container = document.getElementById('root');
const mount = () => {
  const root = createRoot(container);
  root.render(h(QueryClientProvider, { client: queryClient }, h(NotificationCenter, { api })));
  return () => root.unmount();
};
hostLifecycle(container, { unmount: mount(), mount });
`,
  // A host whose styled-components theme is a styled-system one (colors, space as an array, no
  // Conecta tokens): its own components keep it, the feature keeps the Conecta theme.
  'styled-system.js': `import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider, styled } from 'styled-components';
import { createApiClient } from '@conecta/api';
import { NotificationCenter } from '@conecta/notification-center';
import { backendUrl, sessionExpired, signIn, timeoutMs } from './session.js';
import { hostLifecycle } from './lifecycle.js';

const hostTheme = { colors: { primary: 'tomato', text: '#222' }, space: [0, 4, 8, 16, 32], fontSizes: [12, 14, 16, 20] };
const HostNote = styled.p\`
  color: \${({ theme }) => theme.colors.primary};
  padding: \${({ theme }) => theme.space[2]}px;
\`;
const base = backendUrl();
const token = await signIn(base, 'broker@conecta.example');
const api = createApiClient({ baseUrl: base, getToken: () => token, timeoutMs: timeoutMs(), onUnauthorized: sessionExpired });
createRoot(document.getElementById('host-themed')).render(h(ThemeProvider, { theme: hostTheme }, h(HostNote, null, 'Texto do parceiro no tema dele')));
const container = document.getElementById('feature');
const mount = () => {
  const root = createRoot(container);
  root.render(h(ThemeProvider, { theme: hostTheme }, h(NotificationCenter, { api, onCreate: () => {} })));
  return () => root.unmount();
};
hostLifecycle(container, { unmount: mount(), mount });
`,
  // Server-rendered React host: ssr-render.mjs (Node) signs in, reads the user, renders the feature
  // to a string with its styles (ServerStyleSheet) into the built ssr.html; the page hydrates it.
  'ssr-render.mjs': `import { readFileSync, writeFileSync } from 'node:fs';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { createApiClient, fetchCurrentUser } from '@conecta/api';
import { NotificationCenter } from '@conecta/notification-center';
import { signIn } from './sign-in.js';

const base = process.argv[2];
const token = await signIn(base, 'broker@conecta.example');
const api = createApiClient({ baseUrl: base, getToken: () => token });
const user = await fetchCurrentUser(api);
const sheet = new ServerStyleSheet();
const markup = renderToString(sheet.collectStyles(h(NotificationCenter, { api, user, onCreate: () => {} })));
const styles = sheet.getStyleTags();
sheet.seal();
const props = JSON.stringify({ user }).replaceAll('<', '\\u003c');
const file = 'dist/ssr.html';
writeFileSync(
  file,
  readFileSync(file, 'utf8')
    .replace('</head>', styles + '</head>')
    .replace('<!--ssr-markup-->', markup)
    .replace('<!--ssr-props-->', '<script type="application/json" id="ssr-props">' + props + '</script>'),
);
console.log(JSON.stringify({ markup: markup.length, styles: styles.length }));
`,
  'ssr.js': `import { createElement as h } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createApiClient } from '@conecta/api';
import { NotificationCenter } from '@conecta/notification-center';
import { backendUrl, sessionExpired, signIn, timeoutMs } from './session.js';
import { hostLifecycle } from './lifecycle.js';

const { user } = JSON.parse(document.getElementById('ssr-props').textContent);
const container = document.getElementById('root');
window.serverHeading = container.querySelector('h1')?.textContent ?? null;
window.hydrationErrors = [];
const base = backendUrl();
const token = await signIn(base, 'broker@conecta.example');
const api = createApiClient({ baseUrl: base, getToken: () => token, timeoutMs: timeoutMs(), onUnauthorized: sessionExpired });
const feature = () => h(NotificationCenter, { api, user, onCreate: () => {} });
const root = hydrateRoot(container, feature(), {
  onRecoverableError: (error) => {
    window.hydrationErrors.push(String(error));
    console.error('hydration: ' + String(error));
  },
});
window.hydrated = true;
hostLifecycle(container, {
  unmount: () => root.unmount(),
  mount: () => {
    const again = createRoot(container);
    again.render(feature());
    return () => again.unmount();
  },
});
`,
  // Every entry of every installed package, imported in Node (no window, no document) as a server
  // or a partner's test runner would; and require() of each, which must say the package is ESM-only.
  'node-imports.mjs': `import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const results = [];
for (const name of process.argv.slice(2)) {
  const pkg = JSON.parse(readFileSync('node_modules/' + name + '/package.json', 'utf8'));
  for (const subpath of Object.keys(pkg.exports)) {
    // The mocks need the optional peers msw and openapi-msw, which this host does not install.
    if (subpath === './package.json' || subpath.startsWith('./mocks')) continue;
    const specifier = name + subpath.slice(1);
    let imported = 'ok';
    try {
      await import(specifier);
    } catch (error) {
      imported = String(error).split('\\n')[0];
    }
    let required = 'did not throw';
    try {
      require(specifier);
    } catch (error) {
      required = String(error.message).split('\\n')[0];
    }
    results.push({ specifier, imported, required });
  }
}
console.log(JSON.stringify({ window: typeof window, results }));
`,
  'mount.js': `import { createApiClient, mount as mountFeature } from '@conecta/seller-approval/embed';
import { backendUrl, sessionExpired, signIn, timeoutMs } from './session.js';
import { hostLifecycle } from './lifecycle.js';

const base = backendUrl();
const token = await signIn(base, 'gerente@conecta.example');
const api = createApiClient({ baseUrl: base, getToken: () => token, timeoutMs: timeoutMs(), onUnauthorized: sessionExpired });
window.navigations = [];
const element = document.getElementById('feature');
const props = { api, onNavigate: (to) => window.navigations.push(to) };
const mount = () => {
  const feature = mountFeature(element, props);
  return () => feature.unmount();
};
hostLifecycle(element, { unmount: mount(), mount });
`,
  'element.js': `import { createApiClient, defineElement } from '@conecta/notification-center/embed';
import { backendUrl, sessionExpired, signIn, timeoutMs } from './session.js';
import { hostLifecycle } from './lifecycle.js';

defineElement();
const base = backendUrl();
const token = await signIn(base, 'broker@conecta.example');
const api = createApiClient({ baseUrl: base, getToken: () => token, timeoutMs: timeoutMs(), onUnauthorized: sessionExpired });
window.events = [];
const listen = (element) => {
  for (const name of ['conecta-create', 'conecta-edit', 'conecta-navigate']) {
    element.addEventListener(name, (event) => window.events.push({ name, detail: event.detail }));
  }
};
const center = document.getElementById('center');
listen(center);
center.api = api;
const container = document.getElementById('root');
hostLifecycle(container, {
  unmount: () => center.remove(),
  mount: () => {
    const element = document.createElement('conecta-notification-center');
    element.api = api;
    container.append(element);
    return () => element.remove();
  },
});
`,
};

// ---------------------------------------------------------------------------------------------

// EMBED_REUSE=<kept folder> skips build, pack and install (to iterate on the checks).
const reuse = process.env.EMBED_REUSE;
const work = reuse ?? mkdtempSync(path.join(os.tmpdir(), 'conecta-embed-'));
const tarballs = path.join(work, 'tarballs');
const app = path.join(work, 'app');
mkdirSync(tarballs, { recursive: true });
mkdirSync(app, { recursive: true });
const children: ChildProcess[] = [];
let failed = false;
/** The fault matrix's summary lines, the cases that survived, and the ones that did not (in words). */
let faultSummary: string[] = [];
let faultsSurvived = 0;
const faultFailures: string[] = [];
/** publint and attw per package, the import sizes, and what in them failed. */
let packageLines: string[] = [];
let importSizeLines: string[];
/** Packages found clean and import budgets held. */
let packageChecks = 0;
const packageFailures: string[] = [];

try {
  // One build of every publishable package (scripts/build-packages.ts: their JavaScript, then the
  // declarations of all of them from one TypeScript program), every one packed and checked by
  // publint and Are the Types Wrong (scripts/check-packages.ts); the fresh app installs six of them.
  if (!reuse) {
    log('build every package');
    await runAsync(path.join(root, 'node_modules', '.bin', 'tsx'), ['scripts/build-packages.ts'], root);
  }

  log('npm pack (every package)');
  const publishable = (JSON.parse(run('npm', ['query', '.workspace:not([private])', '--json'], root)) as Array<{ name: string }>).map((entry) => entry.name);
  const packArgs = ['pack', ...publishable.flatMap((name) => ['-w', name]), '--json', '--pack-destination', tarballs];
  const packedAll = JSON.parse(run('npm', reuse ? [...packArgs, '--dry-run'] : packArgs, root)) as Array<{ name: string; filename: string; size: number; unpackedSize: number; files: Array<{ path: string }> }>;
  for (const entry of packedAll) {
    const files = entry.files.map((file) => file.path);
    for (const required of ['package.json', 'README.md', 'dist/index.js', 'dist/index.d.ts']) {
      if (!files.includes(required)) throw new Error(`${entry.name}: the tarball has no ${required}`);
    }
    if (files.some((file) => file.startsWith('src/'))) throw new Error(`${entry.name}: the tarball ships its sources`);
  }
  // A partner's unit tests (scripts/partner-unit.ts: Vitest with jsdom and happy-dom, nothing
  // configured but the environment) in a project of their own, from the tarballs just packed, beside the
  // steps below (its result is awaited before the fault matrix, which measures time limits).
  log("a partner's unit tests (Vitest + jsdom / happy-dom) start");
  const partnerUnit = runPartnerUnitTests(
    path.join(work, 'partner-unit'),
    Object.fromEntries(packedAll.map((entry) => [entry.name, path.join(tarballs, entry.filename)])),
  );
  partnerUnit.catch(() => {});

  if (!reuse) {
    log('publint and Are the Types Wrong (every tarball)');
    const checked = summarizeChecks(await checkTarballs(packedAll.map((entry) => ({ name: entry.name, file: path.join(tarballs, entry.filename) }))));
    packageLines = checked.lines;
    packageChecks += checked.passed;
    packageFailures.push(...checked.failures);
  }
  const installed = new Set<string>(PACKAGES.map(([name]) => name));
  const packed = packedAll.filter((entry) => installed.has(entry.name));

  log(`fresh app in ${app}`);
  const dependencies: Record<string, string> = {};
  for (const entry of packed) dependencies[entry.name] = `file:../tarballs/${entry.filename}`;
  for (const [name, installedAs] of Object.entries(PEER_FLOORS)) dependencies[name] = installedVersion(installedAs);
  // Every package's peer range starts at the version tested here.
  for (const entry of packedAll) {
    const { peerDependencies = {} } = JSON.parse(readFileSync(path.join(root, 'node_modules', entry.name, 'package.json'), 'utf8')) as { peerDependencies?: Record<string, string> };
    for (const [name, range] of Object.entries(peerDependencies)) {
      const installedAs = PEER_FLOORS[name];
      if (installedAs && range !== `^${installedVersion(installedAs)}`) {
        throw new Error(`${entry.name}: its peer range ${name}@${range} does not start at the version the host app tests (${installedVersion(installedAs)})`);
      }
    }
  }
  writeFileSync(
    path.join(app, 'package.json'),
    `${JSON.stringify(
      {
        name: 'partner-portal',
        private: true,
        type: 'module',
        scripts: { build: 'vite build', preview: 'vite preview' },
        dependencies,
        devDependencies: { vite: installedVersion('vite') },
      },
      null,
      2,
    )}\n`,
  );
  for (const [file, content] of Object.entries(APP_FILES)) writeFileSync(path.join(app, file), content);

  log(`npm install (the tarballs, and the peers at their floors: ${Object.keys(PEER_FLOORS).map((name) => `${name} ${dependencies[name]}`).join(', ')})`);
  if (!reuse) run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], app);
  if (existsSync(path.join(app, 'node_modules', '@conecta', 'ui', 'src'))) throw new Error('the installed @conecta/ui has sources: not the tarball');
  // Every copy of @tanstack/react-query in the app: a peer, so only the host's.
  const reactQueryCopies = run('npm', ['ls', '@tanstack/react-query', '--all', '--parseable'], app)
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((dir) => `${path.relative(app, dir)}@${(JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version}`);

  log('one import at a time: host bundles (minified, React external)');
  const sizes = describeImportSizes(await measureImports(app));
  importSizeLines = sizes.lines;
  packageChecks += sizes.passed;
  packageFailures.push(...sizes.failures);

  log('vite build');
  run(path.join(app, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], app);
  const manifest = JSON.parse(readFileSync(path.join(app, 'dist', '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }
  >;
  const staticGraph = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) staticGraph(next, seen);
    return seen;
  };
  const pageWeights = HOST_PAGES.map(({ file: entry }) => {
    const files = [...staticGraph(entry)].map((key) => manifest[key]?.file).filter((file): file is string => !!file?.endsWith('.js'));
    const bytes = files.reduce((sum, file) => sum + readFileSync(path.join(app, 'dist', file)).length, 0);
    const gzip = files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(app, 'dist', file)), { level: 9 }).length, 0);
    return { entry, files: files.length, bytes, gzip };
  });

  const mockPort = await freePort();
  const appPort = await freePort();
  log(`mock backend on :${mockPort}, app on :${appPort}`);
  const mock = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['--conditions=conecta-source', 'packages/api/src/mocks/server.ts'], {
    cwd: root,
    env: { ...process.env, MOCK_PORT: String(mockPort) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(mock);
  const preview = spawn(path.join(app, 'node_modules', '.bin', 'vite'), ['preview', '--port', String(appPort), '--strictPort', '--host', '127.0.0.1'], {
    cwd: app,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(preview);
  const backend = `http://127.0.0.1:${mockPort}`;
  await waitForHttp(`${backend}/sistema/Usuarios/0`, mock, 'mock server');
  log('Node: every entry imported, require() refused; the SSR host rendered on the server');
  const nodeImports = JSON.parse(run('node', ['node-imports.mjs', ...PACKAGES.map(([name]) => name)], app)) as {
    window: string;
    results: Array<{ specifier: string; imported: string; required: string }>;
  };
  const serverRender = JSON.parse(run('node', ['ssr-render.mjs', backend], app)) as { markup: number; styles: number };
  await waitForHttp(`http://127.0.0.1:${appPort}/react.html`, preview, 'vite preview');

  const browser = await chromium.launch({ executablePath: headlessChromiumPath(), args: chromiumArgs });
  const checks: string[] = [];
  const check = (ok: boolean, what: string) => {
    if (!ok) throw new Error(`embed check failed: ${what}`);
    checks.push(what);
  };
  /** A check on something that arrives asynchronously (a response, a permission, a re-render): polled up to 20 s. */
  const eventually = async (condition: () => boolean | Promise<boolean>, what: string | (() => string)) => {
    const name = () => (typeof what === 'string' ? what : what());
    await until(condition, name()).catch(() => check(false, name()));
    check(true, name());
  };
  /** Opens a page of the fresh app and records its console errors and its calls to the mock backend. */
  async function open(file: string): Promise<{ page: Page; errors: string[]; calls: string[] }> {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 }, reducedMotion: 'reduce' });
    const errors: string[] = [];
    const calls: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
      if (response.url().startsWith(backend) && response.request().method() !== 'OPTIONS') {
        calls.push(`${response.status()} ${new URL(response.url()).pathname}`);
      }
    });
    await page.goto(`http://127.0.0.1:${appPort}/${file}?api=${encodeURIComponent(backend)}`);
    return { page, errors, calls };
  }
  /**
   * Unmounting leaves nothing: the container empty, <body> with the children it had before the
   * feature came, and a second mount + unmount adding no window or document listener.
   */
  async function leavesNothing(page: Page, file: string, container: string) {
    await page.evaluate(() => (window as unknown as { hostUnmount: () => void }).hostUnmount());
    await eventually(
      async () => (await page.locator(container).evaluate((element) => element.querySelectorAll('*').length)) === 0 || (await page.locator(container).count()) === 0,
      `${file}: unmounting empties the feature's place`,
    );
    const body = await page.evaluate(() => ({ before: (window as unknown as { bodyChildrenBefore: number }).bodyChildrenBefore, after: document.body.childElementCount }));
    check(body.after === body.before, `${file}: unmounting leaves no element of the feature's in <body> (${body.before} children before, ${body.after} after)`);
    const left = await page.evaluate(() => (window as unknown as { hostCycle: () => Promise<string[]> }).hostCycle());
    check(left.length === 0, `${file}: a second mount + unmount leaves no window/document listener (${left.join(', ') || 'none'})`);
  }
  const rgbOf = (page: Page, selector: string, property: 'backgroundColor' | 'color') =>
    page.locator(selector).first().evaluate(async (element, which) => {
      await Promise.all(element.getAnimations().map((animation) => animation.finished));
      return getComputedStyle(element)[which];
    }, property);
  try {
    // Node: the packages on a server.
    check(nodeImports.window === 'undefined' && nodeImports.results.length > 0, `node: ${nodeImports.results.length} entries of ${PACKAGES.length} packages checked with no window`);
    for (const { specifier, imported, required } of nodeImports.results) {
      check(imported === 'ok', `node: import('${specifier}') works with no DOM (${imported})`);
      check(required.includes('is ESM-only'), `node: require('${specifier}') says the package is ESM-only (${required})`);
    }
    // Server-rendered React host: renderToString on the server, hydrateRoot in the page.
    {
      check(serverRender.markup > 1000 && serverRender.styles > 1000, `ssr.html: renderToString of NotificationCenter returns markup and styles (${serverRender.markup} and ${serverRender.styles} characters)`);
      const { page, errors, calls } = await open('ssr.html');
      await eventually(async () => (await page.evaluate(() => (window as unknown as { hydrated?: boolean }).hydrated)) === true, 'ssr.html: the page hydrates the server markup');
      const serverHeading = await page.evaluate(() => (window as unknown as { serverHeading: string | null }).serverHeading);
      check(serverHeading === 'Notificações', `ssr.html: the server's HTML already shows the feature (h1 ${serverHeading})`);
      const create = page.getByRole('button', { name: 'Criar nova notificação' });
      await eventually(() => create.isEnabled(), 'ssr.html: the hydrated feature reads its permission and turns interactive');
      await eventually(() => calls.some((call) => /^200 \/notificacoes/i.test(call)), 'ssr.html: the notifications come from the mock backend');
      const hydrationErrors = await page.evaluate(() => (window as unknown as { hydrationErrors: string[] }).hydrationErrors);
      check(hydrationErrors.length === 0, `ssr.html: hydration matches the server's markup (${hydrationErrors.join(' | ') || 'no mismatch'})`);
      await leavesNothing(page, 'ssr.html', '#root');
      check(errors.length === 0, `ssr.html: no console errors ${errors.join(' | ')}`);
      await page.close();
    }
    // React host, a partner theme made from the Conecta theme (a spread keeps its mark).
    {
      const { page, errors, calls } = await open('react.html');
      await page.getByRole('heading', { name: 'Notificações', level: 1 }).waitFor({ timeout: 20_000 });
      await page.getByRole('tab', { name: /Minhas notificações/ }).waitFor();
      const create = page.getByRole('button', { name: 'Criar nova notificação' });
      await eventually(() => create.isEnabled(), 'react.html: NotificationCenter renders in a React host');
      // The button turns from disabled to enabled once the permission arrives: read its colour after that transition.
      const background = await rgbOf(page, 'button:has-text("Criar nova notificação")', 'backgroundColor');
      check(background === 'rgb(122, 31, 92)', `react.html: the feature takes the partner's Conecta theme (button ${background})`);
      const hostFont = await page.locator('header.host h1').evaluate((element) => getComputedStyle(element).fontFamily);
      check(/Georgia/.test(hostFont), `react.html: the host page keeps its own styles (h1 font ${hostFont})`);
      await eventually(() => calls.some((call) => call.startsWith('200 /sistema/Usuarios/0')), 'react.html: the current user is read from the mock backend');
      await create.click();
      await eventually(async () => (await page.evaluate(() => (window as unknown as { creates: number }).creates)) === 1, 'react.html: onCreate reaches the host');
      await eventually(
        () => calls.some((call) => /^200 \/notificacoes/i.test(call)),
        () => `react.html: the notifications come from the mock backend (${calls.length} calls)`,
      );
      await leavesNothing(page, 'react.html', '#root');
      check(errors.length === 0, `react.html: no console errors ${errors.join(' | ')}`);
      await page.close();
    }
    // React host with its own @tanstack/react-query and QueryClient.
    {
      const { page, errors, calls } = await open('query.html');
      await page.getByRole('heading', { name: 'Notificações', level: 1 }).waitFor({ timeout: 20_000 });
      await eventually(() => page.getByRole('button', { name: 'Criar nova notificação' }).isVisible(), "query.html: NotificationCenter renders under the host's QueryClientProvider");
      await eventually(
        () => calls.some((call) => /^200 \/notificacoes/i.test(call)),
        () => `query.html: the notifications come from the mock backend (${calls.length} calls)`,
      );
      check(
        reactQueryCopies.length === 1 && reactQueryCopies[0] === `node_modules/@tanstack/react-query@${installedVersion('react-query-peer-floor')}`,
        `query.html: one @tanstack/react-query in the app, the host's, at the peer range's lowest version (${reactQueryCopies.join(', ')})`,
      );
      const keys = await page.evaluate(() => (window as unknown as { hostQueryKeys: () => string[] }).hostQueryKeys());
      check(keys.some((key) => key.includes('notificacoes')), `query.html: the feature's queries are in the host's own QueryClient (${keys.length} queries)`);
      await leavesNothing(page, 'query.html', '#root');
      check(errors.length === 0, `query.html: no console errors ${errors.join(' | ')}`);
      await page.close();
    }
    // React host with a styled-system theme of its own.
    {
      const { page, errors, calls } = await open('styled-system.html');
      await page.getByRole('heading', { name: 'Notificações', level: 1 }).waitFor({ timeout: 20_000 });
      const create = page.getByRole('button', { name: 'Criar nova notificação' });
      await eventually(() => create.isEnabled(), 'styled-system.html: NotificationCenter renders inside a styled-system ThemeProvider');
      const background = await rgbOf(page, 'button:has-text("Criar nova notificação")', 'backgroundColor');
      check(background === 'rgb(0, 81, 145)', `styled-system.html: the feature keeps the Conecta theme, not the host's (button ${background})`);
      const hostColor = await rgbOf(page, '#host-themed p', 'color');
      check(hostColor === 'rgb(255, 99, 71)', `styled-system.html: the host's own component keeps the host's theme (${hostColor})`);
      await eventually(() => calls.some((call) => /^200 \/notificacoes/i.test(call)), 'styled-system.html: the notifications come from the mock backend');
      await leavesNothing(page, 'styled-system.html', '#feature');
      check(errors.length === 0, `styled-system.html: no console errors ${errors.join(' | ')}`);
      await page.close();
    }
    // Plain JS host: mount() and unmount().
    {
      const { page, errors, calls } = await open('mount.html');
      await page.getByRole('heading', { level: 1, name: /Metas/ }).last().waitFor({ timeout: 20_000 });
      check(await page.locator('#feature').evaluate((element) => element.childElementCount > 0), 'mount.html: mount() renders SellerApproval');
      await until(() => calls.includes('200 /permissaosistema/getdadospermissoes'), 'the permission call');
      check(
        calls.includes('200 /sistema/Usuarios/0') && calls.includes('200 /permissaosistema/getdadospermissoes'),
        `mount.html: the user and the approval permission come from the mock backend (${calls.join(', ')})`,
      );
      await leavesNothing(page, 'mount.html', '#feature');
      check(errors.length === 0, `mount.html: no console errors ${errors.join(' | ')}`);
      await page.close();
    }
    // Plain JS host: the custom element and its events.
    {
      const { page, errors, calls } = await open('element.html');
      await page.getByRole('heading', { name: 'Notificações', level: 1 }).waitFor({ timeout: 20_000 });
      await page.getByRole('button', { name: 'Criar nova notificação' }).click();
      await page.waitForFunction(() => (window as unknown as { events: Array<{ name: string }> }).events.some((event) => event.name === 'conecta-create'));
      check(true, 'element.html: <conecta-notification-center> renders and dispatches conecta-create');
      await eventually(() => calls.some((call) => call.startsWith('200 /sistema/Usuarios/0')), 'element.html: the element talks to the mock backend');
      await leavesNothing(page, 'element.html', '#root');
      check(errors.length === 0, `element.html: no console errors ${errors.join(' | ')}`);
      await page.close();
    }
    const partner = await partnerUnit;
    log(`a partner's unit tests: ${partner.passed} passed, ${partner.failed} failed`);
    if (partner.failed > 0) {
      console.log(partner.output);
      packageFailures.push(`a partner's unit tests (Vitest + jsdom / happy-dom): ${partner.failed} failed`);
    }
    packageChecks += partner.passed;
    // Issue 17: every call each embedded feature makes on load × every kind of failure.
    if (process.env.EMBED_FAULTS !== '0') {
      const matrixStarted = performance.now();
      const timeoutMs = Number(process.env.EMBED_FAULT_TIMEOUT_MS ?? 1_500) || 1_500;
      const pages = Math.max(1, Number(process.env.EMBED_FAULT_PAGES ?? 4) || 1);
      log(`fault matrix: each call of each embedded feature × ${ALL_FAULT_KINDS.length} failures (client time limit ${timeoutMs} ms, ${pages} pages)`);
      const heading = (page: Page) => page.getByRole('heading', { name: 'Notificações', level: 1 }).waitFor({ timeout: 20_000 });
      const hosts: EmbedHost[] = [
        { file: 'react.html', container: '#root', ready: heading },
        { file: 'mount.html', container: '#feature', ready: (page) => page.getByRole('heading', { level: 1, name: /Metas/ }).last().waitFor({ timeout: 20_000 }) },
        { file: 'element.html', container: '#center', ready: heading },
      ];
      const matrix = await runEmbedFaultMatrix({
        browser,
        appUrl: `http://127.0.0.1:${appPort}`,
        backend,
        hosts,
        timeoutMs,
        pages,
        verbose: !!process.env.EMBED_FAULTS_VERBOSE,
      });
      for (const { host, calls } of matrix.inventory) console.log(`  ${host}: ${calls.length} calls on load: ${calls.join(', ')}`);
      mkdirSync(path.join(root, 'test-results'), { recursive: true });
      writeFileSync(
        path.join(root, 'test-results', 'embed-faults.json'),
        `${JSON.stringify({ generatedAt: new Date().toISOString(), timeoutMs, inventory: matrix.inventory, results: matrix.results }, null, 2)}\n`,
      );
      faultSummary = summarize(matrix.results, hosts.map((host) => host.file));
      log(`fault matrix: ${matrix.results.length} cases in ${((performance.now() - matrixStarted) / 1000).toFixed(0)} s`);
      const failing = matrix.results.filter((result) => !result.survived);
      for (const result of failing) faultFailures.push(`${result.host} ${result.call} ${result.kind}: ${result.problems.join('; ')}`);
      for (const host of hosts) {
        const calls = matrix.inventory.find((entry) => entry.host === host.file)?.calls ?? [];
        check(calls.length > 0, `${host.file}: the fault matrix found the calls the feature makes on load (${calls.length})`);
      }
      faultsSurvived = matrix.results.length - failing.length;
    }
  } finally {
    await browser.close();
  }

  for (const line of checks) console.log(`  ✓ ${line}`);
  console.log('\nTarballs (npm pack)');
  console.log('  package                              packed      unpacked');
  for (const entry of packed) console.log(`  ${entry.name.padEnd(36)} ${kib(entry.size).padStart(10)} ${kib(entry.unpackedSize).padStart(12)}`);
  console.log('\nThe fresh Vite app (vite build): JS of each page, static graph');
  console.log('  page                                             files       raw       gzip');
  const describe: Record<string, string> = Object.fromEntries(HOST_PAGES.map(({ file, describe: what }) => [file, what]));
  for (const weight of pageWeights) {
    console.log(`  ${(describe[weight.entry] ?? weight.entry).padEnd(48)} ${String(weight.files).padStart(5)} ${kib(weight.bytes).padStart(10)} ${kib(weight.gzip).padStart(10)}`);
  }
  if (packageLines.length > 0) console.log(`\nEvery package (publint, Are the Types Wrong: node16 ESM and bundler)\n${packageLines.join('\n')}`);
  console.log(`\nOne import in a host bundle (Rolldown, minified, React external; gzip level 9)\n${importSizeLines.join('\n')}`);
  if (faultSummary.length > 0) console.log('');
  for (const line of faultSummary) console.log(line);
  if (faultFailures.length > 0 || packageFailures.length > 0) {
    report(checks.length + faultsSurvived + packageChecks, [...packageFailures, ...faultFailures.map((failure) => `fault matrix: ${failure}`)]);
    if (packageFailures.length > 0) console.error(`\n[embed] packages:\n${packageFailures.map((failure) => `  ✖ ${failure}`).join('\n')}`);
    if (faultFailures.length > 0) console.error(`\n[embed faults] ${faultFailures.length} (host, call, failure) cases did not survive:`);
    for (const failure of faultFailures) console.error(`  ✖ ${failure}`);
    failed = true;
  } else {
    log(`passed: ${checks.length} checks, ${packageChecks} package checks${faultSummary.length ? `, ${faultsSurvived} fault cases` : ''}`);
    report(checks.length + faultsSurvived + packageChecks);
  }
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
  report(0, [`embedding: ${error instanceof Error ? error.message : String(error)}`]);
} finally {
  for (const child of children) child.kill('SIGTERM');
  if (process.env.KEEP_EMBED_APP || reuse) console.log(`kept ${work}`);
  else if (!reuse) rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
