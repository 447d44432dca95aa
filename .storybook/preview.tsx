import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { DRAFT_PREFIX } from '@conecta/core';
import { ConectaGlobalStyle, ConectaThemeProvider } from '@conecta/ui';
import { JotaiStoryProvider } from './JotaiStoryProvider';
import { backendLoader } from './backend';
import { perfilGlobalType } from './perfil';
import { watchNamedStates } from './state-names';

const withTheme: Decorator = (Story) => (
  <ConectaThemeProvider>
    <ConectaGlobalStyle />
    <Story />
  </ConectaThemeProvider>
);

/** A fresh jotai store for every story render: two stories never share state. */
const withJotaiStore: Decorator = (Story, context) => (
  <JotaiStoryProvider storyId={context.id}>
    <Story />
  </JotaiStoryProvider>
);

/**
 * react-aria's live announcer outlives the story that used it (a pending button's 'busy' notice
 * stays on document.body for seconds): remove it so the next story's axe check starts clean.
 */
const clearLiveAnnouncer = () => {
  document.querySelectorAll('[data-live-announcer]').forEach((element) => element.remove());
};

/**
 * Within a story, react-aria's announcer keeps a pending button's 'busy' notice for 7 s, labelled by
 * a button that may leave with its dialog: axe would blame that leftover on the screen. Whenever
 * nodes leave the page, notices whose label is gone are removed (what stays is still true).
 */
const dropStaleAnnouncements = () => {
  const drop = () => {
    document.querySelectorAll('[data-live-announcer] [role="img"][aria-labelledby]').forEach((node) => {
      const ids = (node.getAttribute('aria-labelledby') ?? '').split(' ').filter(Boolean);
      if (ids.length === 0 || !ids.every((id) => document.getElementById(id))) node.remove();
    });
  };
  const observer = new MutationObserver((records) => {
    if (records.some((record) => record.removedNodes.length > 0)) drop();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
};

/**
 * Every story starts as a fresh tab: no draft kept by an earlier story (the screens keep unsaved
 * work in sessionStorage under `conecta.draft:`, and every story of a run shares one page).
 */
const clearDrafts = () => {
  for (const key of Object.keys(sessionStorage)) if (key.startsWith(DRAFT_PREFIX)) sessionStorage.removeItem(key);
};

/** The running story's watch of the states its name announces (story mode: one story at a time). */
let namedStates: (() => string[]) | null = null;

const preview: Preview = {
  beforeEach: (context) => {
    clearLiveAnnouncer();
    clearDrafts();
    namedStates = context.viewMode === 'docs' ? null : watchNamedStates(context.name);
    return dropStaleAnnouncements();
  },
  afterEach: (context) => {
    const missing = namedStates?.() ?? [];
    namedStates = null;
    if (missing.length > 0) {
      throw new Error(`The story '${context.name}' is named after a state it never showed: ${missing.join(', ')} (.storybook/state-names.ts)`);
    }
  },
  decorators: [withJotaiStore, withTheme],
  loaders: [backendLoader],
  globalTypes: { perfil: perfilGlobalType },
  initialGlobals: { perfil: 'masterFlag' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/ } },
    a11y: { test: 'error' },
    viewport: {
      options: {
        laptop: { name: 'Notebook 1366×768', styles: { width: '1366px', height: '768px' }, type: 'desktop' },
        tablet: { name: 'Tablet 768 px', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
      },
    },
    docs: { toc: true },
    options: {
      storySort: {
        order: ['Workbench', ['Introdução', 'Fundamentos', 'Contribuindo', '*'], 'UI', 'Features', 'Portal'],
      },
    },
  },
};

export default preview;
