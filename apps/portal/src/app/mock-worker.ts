import { setupWorker } from 'msw/browser';
import type { RequestHandler } from 'msw';

/**
 * The hook-up point of the embedded mock backend. The contract issue plugs the stateful handlers
 * of `@conecta/api/mocks` in here; until then the worker starts with none, and any API call the
 * portal makes is reported as unhandled instead of silently reaching a network.
 */
export const demoHandlers: RequestHandler[] = [];

const isStaticAsset = (url: URL) =>
  url.origin !== self.location.origin ||
  url.pathname.startsWith('/assets/') ||
  url.pathname.startsWith('/@') ||
  url.pathname.startsWith('/node_modules/') ||
  url.pathname.startsWith('/src/') ||
  /\.[a-z0-9]+$/i.test(url.pathname);

export async function startMockWorker(): Promise<void> {
  const worker = setupWorker(...demoHandlers);
  await worker.start({
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest(request, print) {
      if (isStaticAsset(new URL(request.url))) return;
      print.error();
    },
  });
}
