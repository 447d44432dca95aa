/**
 * Setup of the `visual` Vitest project (vitest.config.ts): every story tagged 'visual' is rendered,
 * its play function run, and then the whole screen is compared with the baseline committed beside
 * the story file. Only this project loads this file; the workbench and the `storybook` project
 * never see it, so story files stay free of Vitest imports.
 *
 * What keeps a screenshot the same from run to run (the rest comes from the project's config:
 * 1366×768, reduced motion, São Paulo time zone, pt-BR):
 * - a fixed clock: `Date` reads {@link VISUAL_NOW} (then advances with real time), so the mock
 *   backend's seeds, periods and 'today' are the same every day of the year;
 * - no CSS animation or transition, no blinking caret, the pointer parked where nothing reacts;
 * - the Inter faces loaded (`document.fonts.ready`) and two frames painted before the capture.
 */
import { afterEach, beforeEach, expect, vi, type TestContext } from 'vitest';
import { page, userEvent } from 'vitest/browser';

/** The moment every visual story lives in: Monday 16 March 2026, 10:00 in São Paulo. */
export const VISUAL_NOW = new Date('2026-03-16T13:00:00.000Z');

const STILL_CSS = `
*, *::before, *::after {
  animation-delay: 0s !important;
  animation-duration: 0s !important;
  animation-iteration-count: 1 !important;
  transition-delay: 0s !important;
  transition-duration: 0s !important;
  caret-color: transparent !important;
}
body { margin: 0; min-height: 100vh; }
`;

/** The 'Notebook 1366×768' viewport; a longer screen is captured whole, up to {@link MAX_HEIGHT}. */
const WIDTH = 1366;
const HEIGHT = 768;
/** Same value as VISUAL_MAX_HEIGHT in vitest.config.ts (the page that holds the test frame). */
const MAX_HEIGHT = 3000;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** The page's height once two frames in a row agree (at most 30 frames). */
async function settledHeight(): Promise<number> {
  let height = document.documentElement.scrollHeight;
  for (let frame = 0; frame < 30; frame += 1) {
    await nextFrame();
    const next = document.documentElement.scrollHeight;
    if (next === height) return height;
    height = next;
  }
  return height;
}

// Faked before the story file is imported, so module-level dates in stories (`args`) see it too.
vi.useFakeTimers({ toFake: ['Date'], now: VISUAL_NOW, shouldAdvanceTime: true });

beforeEach(() => {
  vi.setSystemTime(VISUAL_NOW);
  Object.assign(document.body.style, { maxHeight: '', overflow: '' });
  if (!document.getElementById('visual-still')) {
    const style = document.createElement('style');
    style.id = 'visual-still';
    style.textContent = STILL_CSS;
    document.head.append(style);
  }
});

type StoryTestContext = TestContext & { story?: { id: string } };

/** The running story's test, while it runs: `captureScreen()` of a play compares the screen then. */
let running: { context: StoryTestContext; captured: boolean } | null = null;

/** Compares the whole screen, as it is now, with the story's baseline. */
async function capture(context: StoryTestContext & { story: { id: string } }) {
  // Whatever the last click left under the pointer may turn hovered once the layout settles (react-aria's
  // data-hovered, CSS :hover): rest the pointer on the page's top-left corner, where nothing reacts.
  await userEvent.hover(page.elementLocator(document.body), {
    position: { x: 0, y: 0 },
    force: true,
  });
  await document.fonts.ready;
  // The whole screen, not only its first 768 px: the frame grows to the page's height, read once it
  // holds for a frame (a dialog that has just opened can leave the page 2 px taller for a moment on a
  // loaded machine, and the capture then differs from the baseline by its size alone).
  const fullHeight = await settledHeight();
  const height = Math.min(MAX_HEIGHT, Math.max(HEIGHT, fullHeight));
  // Longer than that: cut at MAX_HEIGHT (content beyond is hidden, the layout does not change).
  if (fullHeight > MAX_HEIGHT)
    Object.assign(document.body.style, { maxHeight: `${MAX_HEIGHT}px`, overflow: 'hidden' });
  await page.viewport(WIDTH, height);
  // The frame's new size reaches this document a moment after `viewport()` resolves on a loaded
  // machine: captured before, a dialog still sits in the middle of the old 768 px and the rest is
  // blank (seen once in CI). Wait until the document has the new height (at most 300 frames).
  for (let frame = 0; frame < 300 && window.innerHeight !== height; frame += 1) await nextFrame();
  await nextFrame();
  await nextFrame();
  // `features-dashboard--server-error` → __screenshots__/Dashboard.stories.tsx/server-error-chromium-linux.png
  const name = context.story.id.split('--')[1] ?? context.story.id;
  // Two identical captures in a row make a stable screen; a loaded 2-core machine needs more than 5 s.
  await expect
    .element(page.elementLocator(document.body))
    .toMatchScreenshot(name, { timeout: 20_000 });
}

// `captureScreen()` (`@conecta/ui/testing`): a play whose named state is in its middle (a dialog it
// then closes) takes the story's screenshot there; the end of the play is then not compared.
(globalThis as { __conectaCaptureScreen?: () => Promise<void> }).__conectaCaptureScreen = async () => {
  if (!running?.context.story) return;
  running.captured = true;
  await capture(running.context as StoryTestContext & { story: { id: string } });
};

beforeEach((context: StoryTestContext) => {
  running = { context, captured: false };
});

afterEach(async (context: StoryTestContext) => {
  const captured = running?.captured ?? false;
  running = null;
  // A story whose play failed has already failed; its screen is not worth comparing.
  if (captured || context.task.result?.state === 'fail' || !context.story) return;
  await capture(context as StoryTestContext & { story: { id: string } });
});
