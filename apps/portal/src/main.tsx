import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadRoute } from './app/App';
import { EMBEDS_MOCK_BACKEND, demoSettings, startBackend } from './app/backend';
import { loadRuntimeConfig } from './app/runtime-config';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = createRoot(container);

// Fetch the opening screen's chunks alongside the settings and the session's (and the demo
// backend's) start-up instead of after them: the sign-in form on /login, the layout and the screen
// on a portal route. A failed fetch is retried when the route renders.
void preloadRoute(window.location.pathname).catch(() => undefined);

async function start(): Promise<void> {
  // The demo build (and the dev server) embeds the mock backend; the production build reads its
  // settings from /config.json and, without a valid one, says what is wrong instead of starting.
  const result = EMBEDS_MOCK_BACKEND ? ({ ok: true, settings: demoSettings() } as const) : await loadRuntimeConfig();
  if (!result.ok) {
    const { ConfigProblem } = await import('./app/ConfigProblem');
    root.render(
      <StrictMode>
        <ConfigProblem kind={result.kind} issues={result.issues} />
      </StrictMode>,
    );
    return;
  }
  const { settings } = result;
  // The app renders at once; in demo mode every backend request waits until the embedded mock
  // backend (a service worker) answers, so the sign-in form or the splash shows while it starts.
  // (Starting it later on /login, after the form, scored a little better on Lighthouse's mobile
  // run but let a page's own early requests race the service worker's first registration.)
  const backendReady = EMBEDS_MOCK_BACKEND
    ? startBackend().catch((error: unknown) => {
        console.error('O backend de demonstração não iniciou', error);
      })
    : undefined;
  root.render(
    <StrictMode>
      <App settings={settings} backendReady={backendReady} />
    </StrictMode>,
  );
}

void start();
