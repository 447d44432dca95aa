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
 * The browser of the end-to-end, docs-page and embedding tests: Debian's `chromium-headless-shell`
 * when installed — the same Chromium release built without the browser UI, the one Playwright itself
 * runs headless — else Debian's `chromium`. `CHROMIUM_PATH` overrides both. Measured on 2 cores: four
 * end-to-end files 56–61 → 37–40 CPU-s (each context and page load is cheaper). The story and visual
 * projects stay on `chromium` (chromiumPath): the shell anti-aliases text differently from the committed
 * baselines, and in it SellerApproval's 'Render Isolation' story counted no render of the edited card
 * after the file's earlier stories (alone it passes), for about 5 % less CPU (51–52 → 48.5 CPU-s).
 */
export function headlessChromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return chromiumPath();
  const shell = '/usr/bin/chromium-headless-shell';
  return existsSync(shell) ? shell : chromiumPath();
}
