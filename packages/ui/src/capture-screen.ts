/**
 * `captureScreen()`: in the visual baselines (`npm run test:visual`), the story's screen is compared
 * with its committed PNG at this point of the play instead of at its end — for a named state in the
 * middle of a play (a dialog the play then closes). Anywhere else (the workbench, the story tests) it
 * does nothing. The visual project's setup (.storybook/visual.setup.ts) provides the comparison.
 */
export async function captureScreen(): Promise<void> {
  await (globalThis as { __conectaCaptureScreen?: () => Promise<void> }).__conectaCaptureScreen?.();
}
