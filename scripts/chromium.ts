import { existsSync } from 'node:fs';

/** Flags Debian's Chromium needs here: root (no sandbox), no GPU, no network beyond loopback. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** Debian's Chromium (package `chromium`); never a downloaded browser. `CHROMIUM_PATH` overrides. */
export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((candidate): candidate is string => !!candidate && existsSync(candidate));
  return found ?? '/usr/bin/chromium';
}

/**
 * The browser of the automated tests that never show a window (stories, end to end, docs pages,
 * embedding): Debian's `chromium-headless-shell` when installed — the same Chromium release built
 * without the browser UI, the one Playwright itself runs headless — else Debian's `chromium`.
 * `CHROMIUM_PATH` overrides both. Measured on 2 cores: four end-to-end files 56–61 → 37–40 CPU-s (each
 * context and page load is cheaper), two feature story files 51–52 → 48.5. The visual baselines stay
 * on `chromium` (chromiumPath): the two builds anti-alias text differently, and the committed PNGs
 * are the full browser's, the one people look at.
 */
export function headlessChromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return chromiumPath();
  const shell = '/usr/bin/chromium-headless-shell';
  return existsSync(shell) ? shell : chromiumPath();
}
