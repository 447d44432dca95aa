import { HttpResponse, type HttpHandler } from 'msw';
import { OPERATION_ACCESS, type OperationAccess } from '../generated/access';
import { contractPathOf, type MockContext } from './context';

/**
 * The one place where the mock backend applies the contract's access table (`x-access` of every
 * operation, generated into `generated/access.ts`): before any area answers, a request to a known
 * operation is refused when its body is over the limit (413), when it needs a token and has no
 * valid one (401: missing, revoked or expired), or when the caller's function is not in the
 * operation's list (403). What passes is answered by the areas, which apply the data scope
 * (brokers, team, own records) and the rules that depend on the request itself (a `tipo=U`, a
 * `Tipo=P`, the target of a change).
 */

const templateToRegExp = (template: string) =>
  new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);

const RULES: readonly OperationAccess[] = Object.values(OPERATION_ACCESS);
const MATCHERS = RULES.map((rule) => ({ rule, pattern: templateToRegExp(rule.path) }));

/** The operation of the contract a request (method, path as sent) calls, or undefined. */
export function operationOf(method: string, pathname: string): OperationAccess | undefined {
  const upper = method.toUpperCase();
  return MATCHERS.find((matcher) => matcher.rule.method === upper && matcher.pattern.test(pathname))?.rule;
}

/** Whether a request (method and path as sent) is one of the public calls (no token needed). */
export function isPublicRequest(method: string, pathname: string): boolean {
  return operationOf(method, pathname)?.functions === 'public';
}

/** The message of a 413, in megabytes as a user reads them. */
export function payloadTooLargeMessage(limitBytes: number): string {
  const megabytes = limitBytes / (1024 * 1024);
  return `Conteúdo grande demais: o limite é ${Number.isInteger(megabytes) ? megabytes : megabytes.toFixed(1).replace('.', ',')} MB.`;
}

/** The size of a request's body in bytes: its Content-Length when it is sent, else counted. */
async function bodySize(request: Request): Promise<number> {
  const declared = Number(request.headers.get('Content-Length'));
  if (Number.isFinite(declared) && declared > 0) return declared;
  if (!request.body) return 0;
  return (await request.clone().arrayBuffer()).byteLength;
}

/** The access handler, to install after the scenario handlers and before the areas' own. */
export function accessHandlers(ctx: MockContext, baseUrl: string): HttpHandler[] {
  const pathOf = contractPathOf(baseUrl);
  return [
    ctx.http.untyped.all(`${baseUrl.replace(/\/+$/, '')}/*`, async ({ request }) => {
      const rule = operationOf(request.method, pathOf(request));
      if (!rule) return undefined;
      if (rule.maxBodyBytes !== undefined && (await bodySize(request)) > rule.maxBodyBytes) {
        return HttpResponse.json(
          { message: payloadTooLargeMessage(rule.maxBodyBytes), code: 'PAYLOAD_TOO_LARGE' },
          { status: 413 },
        );
      }
      if (rule.functions === 'public') return undefined;
      const user = ctx.userOf(request);
      if (!user) return ctx.unauthorized();
      if (rule.functions !== 'signed-in' && !rule.functions.includes(user.funcaoUsuario)) return ctx.forbidden();
      return undefined;
    }),
  ];
}
