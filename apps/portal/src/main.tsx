import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadRoute } from './app/App';
import { backendConfig, startBackend } from './app/backend';

const config = backendConfig();
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// Fetch the opening screen's chunks alongside the session's (and the demo backend's) start-up
// instead of after it: the sign-in form on /login, the layout and the screen on a portal route.
// A failed fetch is retried when the route renders.
void preloadRoute(window.location.pathname).catch(() => undefined);

// The app renders at once; in demo mode every backend request waits until the embedded mock
// backend (a service worker) answers, so the sign-in form or the splash shows while it starts.
// (Starting it later on /login, after the form, scored a little better on Lighthouse's mobile
// run but let a page's own early requests race the service worker's first registration.)
const backendReady = startBackend(config).catch((error: unknown) => {
  console.error('O backend de demonstração não iniciou', error);
});

createRoot(container).render(
  <StrictMode>
    <App backend={config} backendReady={config.demo ? backendReady : undefined} />
  </StrictMode>,
);
