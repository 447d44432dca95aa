import { getResponse, http, type HttpHandler } from 'msw';

/** One handler's cheap pre-filter: its method (none for `all`) and a pattern its URLs always match. */
interface Route {
  handler: HttpHandler;
  method: string | null;
  pattern: RegExp | null;
}

/**
 * A superset of msw's matching for a handler's path: `:param` and `*` become wildcards, case and a
 * trailing slash are ignored. msw still does the exact matching on the few handlers that pass.
 */
function routeOf(handler: HttpHandler): Route {
  const { method, path } = handler.info;
  const anyMethod = typeof method !== 'string' || method === 'ALL' || method.includes('|');
  if (typeof path !== 'string') return { handler, method: anyMethod ? null : method, pattern: null };
  const source = path
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/:[A-Za-z_]\w*/g, '[^/]+');
  return { handler, method: anyMethod ? null : method, pattern: new RegExp(`^${source}/?$`, 'i') };
}

/**
 * The mock backend's handlers behind a single msw handler that routes each request by method and
 * path to the one or two handlers that can answer it, in their order.
 *
 * Why: before choosing a handler, msw parses the request for every handler it tries, in order: it
 * compiles the path, reads `document.cookie` and appends the cookies to the request again. With 58
 * handlers that was about 25 ms of main-thread work per request on a desktop in the demo portal
 * (four times that on Lighthouse's mobile CPU), most of /dashboard's blocking time. The answer and
 * the fall-through of a handler that returns nothing (the scenario handlers) are unchanged.
 */
export function routeHandlers(baseUrl: string, handlers: HttpHandler[]): HttpHandler {
  const routes = handlers.map(routeOf);
  return http.all(`${baseUrl.replace(/\/+$/, '')}/*`, ({ request }) => {
    const url = new URL(request.url);
    const address = `${url.origin}${url.pathname}`;
    const candidates = routes
      .filter((route) => (route.method === null || route.method === request.method) && (route.pattern === null || route.pattern.test(address) || route.pattern.test(url.pathname)))
      .map((route) => route.handler);
    return candidates.length === 0 ? undefined : getResponse(candidates, request);
  });
}
