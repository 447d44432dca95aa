/**
 * Setup of the `storybook` Vitest project (vitest.config.ts). Its browser context asks for reduced
 * motion, as the end-to-end tests do: the theme then ends every animation at once and spinners stand
 * still, so no page redraws an animation frame by frame while a story waits (6 % of the project's
 * CPU on 2 cores, most of the browser's compositing). A story about motion itself (the carousel's
 * auto-play, a row's highlight fading) sets `parameters: { motion: 'full' }`: .storybook/preview.tsx
 * then calls the hook below around it, which switches the page's emulated media through the Chrome
 * DevTools Protocol. Only this project loads this file; in the workbench the person's own setting
 * decides.
 */
import { cdp } from 'vitest/browser';

const setMotion = async (full: boolean) => {
  await cdp().send('Emulation.setEmulatedMedia', {
    features: [{ name: 'prefers-reduced-motion', value: full ? 'no-preference' : 'reduce' }],
  });
};

(globalThis as { __conectaSetMotion?: (full: boolean) => Promise<void> }).__conectaSetMotion = setMotion;
