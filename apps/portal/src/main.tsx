import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadSignIn } from './app/App';
import { backendConfig, startBackend } from './app/backend';

const config = backendConfig();
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// A guest's first screen is /login: fetch its chunk alongside the demo backend's start-up instead of after it.
if (window.location.pathname === '/login') preloadSignIn();

// The app renders at once; in demo mode every backend request waits until the embedded mock
// backend (a service worker) answers, so the sign-in form or the splash shows while it starts.
const backendReady = startBackend(config).catch((error: unknown) => {
  console.error('O backend de demonstração não iniciou', error);
});

createRoot(container).render(
  <StrictMode>
    <App backend={config} backendReady={config.demo ? backendReady : undefined} />
  </StrictMode>,
);
