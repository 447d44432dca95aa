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

// The mock worker must answer before the first request, so the app renders after it starts.
startBackend(config)
  .catch((error: unknown) => {
    console.error('O backend de demonstração não iniciou', error);
  })
  .finally(() => {
    createRoot(container).render(
      <StrictMode>
        <App backend={config} />
      </StrictMode>,
    );
  });
