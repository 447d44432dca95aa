import type { SetupWorker } from 'msw/browser';

/** The options `worker.start()` takes. */
export type WorkerStartOptions = Parameters<SetupWorker['start']>[0];

/** How many times a lost registration is replaced before giving up. */
const ATTEMPTS = 3;

/** How long a started worker may take to control the page before the start is done again. */
const CONTROL_TIMEOUT_MS = 5_000;

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
 *
 * It also resolves only once the worker **controls the page**: msw's `start()` resolves when the
 * worker answers its activation message, which a freshly installed worker can do before its
 * `clients.claim()` has reached the page, and a request made in between goes to the network (seen
 * on a loaded 2-core machine: the demo portal's first call answered 404 by the static server). A page
 * still not controlled after {@link CONTROL_TIMEOUT_MS} is started again (msw then reloads a page a
 * registration exists for but does not control, and the reloaded page is controlled from its start).
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
    const controlled = kept && (await controlledBy(scriptUrl, CONTROL_TIMEOUT_MS));
    if (controlled || attempt >= ATTEMPTS) return;
    worker.stop();
  }
}

/** Resolves true once the page is controlled by the service worker at `scriptUrl`, false after `timeoutMs`. */
export function controlledBy(scriptUrl: string, timeoutMs: number): Promise<boolean> {
  const container = navigator.serviceWorker;
  const isControlled = () => container.controller?.scriptURL === scriptUrl;
  if (isControlled()) return Promise.resolve(true);
  return new Promise((resolve) => {
    const finish = (result: boolean) => {
      clearTimeout(timer);
      container.removeEventListener('controllerchange', onChange);
      resolve(result);
    };
    const onChange = () => {
      if (isControlled()) finish(true);
    };
    const timer = setTimeout(() => finish(isControlled()), timeoutMs);
    container.addEventListener('controllerchange', onChange);
  });
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
