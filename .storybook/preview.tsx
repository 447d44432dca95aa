import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { DRAFT_PREFIX } from '@conecta/core';
import { ClockProvider, ConectaGlobalStyle, ConectaThemeProvider } from '@conecta/ui';
import { createTestClock, type TestClock } from '@conecta/ui/testing';
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

/**
 * `parameters: { clock: 'test' }`: the story renders on a test clock, `loaded.clock` (`@conecta/ui/testing`),
 * held from the first render: its play moves time on exactly (`await clock.advance(ms)`) to check
 * timed behaviour — a toast's 6 s, a dialog's 2.5 s, a carousel, a hover delay — without sleeping.
 * After the play, time runs again, so the story left on screen behaves as in the product. On a docs
 * page (where plays do not run) the clock is never held.
 */
function clockLoader(context: { parameters: Record<string, unknown>; viewMode?: string }) {
  if (context.parameters.clock !== 'test') return {};
  const clock = createTestClock();
  if (context.viewMode !== 'docs') clock.hold();
  return { clock };
}
const clockOf = (context: { loaded: unknown }) => (context.loaded as { clock?: TestClock } | undefined)?.clock;
const withClock: Decorator = (Story, context) => {
  const clock = clockOf(context);
  return clock ? (
    <ClockProvider clock={clock}>
      <Story />
    </ClockProvider>
  ) : (
    <Story />
  );
};

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

// How long `waitFor` / `findBy…` wait for a state before failing (testing-library's default is 1 s).
// They return as soon as the state holds, so a passing story is not slower; 5 s is for a story test
// on a 2-core machine that also runs the end-to-end tests (npm test), where a re-render after a
// refetch can take more than a second.
configure({ asyncUtilTimeout: 5_000 });

/** The running story's watch of the states its name announces (story mode: one story at a time). */
let namedStates: (() => string[]) | null = null;

/**
 * In the story tests the page asks for reduced motion (.storybook/stories.setup.ts); a story about
 * motion itself sets `parameters: { motion: 'full' }` and runs without that request. Absent outside
 * the tests: in the workbench the person's own setting decides.
 */
const setMotion = (globalThis as { __conectaSetMotion?: (full: boolean) => Promise<void> }).__conectaSetMotion;

const preview: Preview = {
  beforeEach: async (context) => {
    clearLiveAnnouncer();
    clearDrafts();
    namedStates = context.viewMode === 'docs' ? null : watchNamedStates(context.name);
    const stopDropping = dropStaleAnnouncements();
    const fullMotion = !!setMotion && context.parameters.motion === 'full';
    if (fullMotion) await setMotion(true);
    return async () => {
      stopDropping();
      if (fullMotion) await setMotion(false);
    };
  },
  afterEach: (context) => {
    clockOf(context)?.release();
    // Chromatic snapshots exactly the stories of the offline baselines (the 'visual' tag): each of
    // them sets `chromatic: { disableSnapshot: false }` over the default below, and no other story does.
    const snapshot = (context.parameters.chromatic as { disableSnapshot?: boolean } | undefined)?.disableSnapshot === false;
    if (snapshot !== context.tags.includes('visual')) {
      throw new Error(
        `The story '${context.name}' ${snapshot ? 'is snapshotted by Chromatic without' : 'has'} the 'visual' tag: ` +
          "a story tagged 'visual' sets parameters.chromatic.disableSnapshot to false, and only such a story (.storybook/preview.tsx)",
      );
    }
    const missing = namedStates?.() ?? [];
    namedStates = null;
    if (missing.length > 0) {
      throw new Error(`The story '${context.name}' is named after a state it never showed: ${missing.join(', ')} (.storybook/state-names.ts)`);
    }
  },
  decorators: [withClock, withJotaiStore, withTheme],
  loaders: [backendLoader, clockLoader],
  globalTypes: { perfil: perfilGlobalType },
  initialGlobals: { perfil: 'masterFlag' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/ } },
    // In the story tests (Vitest sets VITEST_STORYBOOK) axe details only the violations, which fail a
    // story: every rule still runs, but the passing and inapplicable ones are not listed node by node.
    // With every node, one story's report ran to 10 MB (SellerApproval's 300 cards) and the run's to
    // 158 MB, each copied from the page to Vitest. The workbench's accessibility panel keeps them all.
    a11y: { test: 'error', ...(import.meta.env.VITEST_STORYBOOK === undefined ? {} : { options: { resultTypes: ['violations'] } }) },
    viewport: {
      options: {
        laptop: { name: 'Notebook 1366×768', styles: { width: '1366px', height: '768px' }, type: 'desktop' },
        tablet: { name: 'Tablet 768 px', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
      },
    },
    docs: { toc: true },
    // Chromatic (`npm run chromatic`, for teams with an account): only the stories tagged 'visual'
    // (they opt in), captured at the notebook size of the offline baselines.
    chromatic: { disableSnapshot: true, modes: { notebook: { viewport: { width: 1366, height: 768 } } } },
    options: {
      storySort: {
        order: ['Workbench', ['Introdução', 'Fundamentos', 'Contribuindo', '*'], 'UI', 'Features', 'Portal'],
      },
    },
  },
};

export default preview;
