import type { SetupWorker } from 'msw/browser';

/** The options `worker.start()` takes. */
export type WorkerStartOptions = Parameters<SetupWorker['start']>[0];

/** How many times a lost registration is replaced before giving up. */
const ATTEMPTS = 3;

/**
 * Starts an msw worker, and starts it again when its service worker registration was lost while
 * it started.
 *
 * The worker script unregisters itself when the last page it serves closes. A page that loads
 * right after another one of the same site closed (a reload, a navigation, a test opening its
 * next page) can find that registration on its way out: msw's `start()` calls
 * `registration.update()` on it without waiting, the update fails ('Failed to update a
 * ServiceWorker … Not found', an unhandled rejection) and the page is left without its mock
 * backend — its calls reach the network. Seen on a busy 2-core machine in the e2e and docs tests.
 * Here that one rejection is absorbed, and a start that left no registration behind is done again.
 */
export async function startWorkerReliably(worker: SetupWorker, options: WorkerStartOptions = {}): Promise<void> {
  const scriptUrl = new URL(options.serviceWorker?.url ?? '/mockServiceWorker.js', location.href).href;
  absorbLostRegistrationUpdates();
  for (let attempt = 1; ; attempt += 1) {
    await worker.start(options);
    const registrations = await navigator.serviceWorker.getRegistrations();
    const kept = registrations.some((registration) =>
      [registration.active, registration.waiting, registration.installing].some((candidate) => candidate?.scriptURL === scriptUrl),
    );
    if (kept || attempt >= ATTEMPTS) return;
    worker.stop();
  }
}

let absorbing = false;

/**
 * Marks every `ServiceWorkerRegistration.update()` promise as handled, so msw's unawaited update of
 * a registration that was just removed no longer surfaces as an uncaught error. Callers that await
 * `update()` still see its result: they get the same promise.
 */
function absorbLostRegistrationUpdates(): void {
  if (absorbing || typeof ServiceWorkerRegistration === 'undefined') return;
  absorbing = true;
  const update = ServiceWorkerRegistration.prototype.update;
  ServiceWorkerRegistration.prototype.update = function updateHandled(this: ServiceWorkerRegistration) {
    const result = update.call(this);
    result.catch(() => undefined);
    return result;
  };
}
