/** Where the merchandising app lives unless the portal says otherwise (`merchandisingUrl` prop). */
export const DEFAULT_MERCHANDISING_URL = 'https://merchandising.conecta.example/';

/** Query parameter that carries the authConnectMerchan token to the merchandising app. */
export const MERCHANDISING_TOKEN_PARAM = 'token';

/**
 * The merchandising app's address with the token appended as the `token` query parameter
 * (replacing one already there); a `#fragment` stays last. Works for absolute and relative URLs.
 */
export function merchandisingLink(baseUrl: string, token: string): string {
  const hashAt = baseUrl.indexOf('#');
  const beforeHash = hashAt === -1 ? baseUrl : baseUrl.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : baseUrl.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const params = new URLSearchParams(queryAt === -1 ? '' : beforeHash.slice(queryAt + 1));
  params.set(MERCHANDISING_TOKEN_PARAM, token);
  return `${path}?${params.toString()}${hash}`;
}
