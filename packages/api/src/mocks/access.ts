import { HttpResponse, type HttpHandler } from 'msw';
import { OPERATION_ACCESS, type OperationAccess } from '../generated/access';
import { requestValidators, type RequestValidationError } from '../generated/request-validators';
import { contractPathOf, type MockContext } from './context';

/**
 * The one place where the mock backend applies the contract's access table (`x-access` of every
 * operation, generated into `generated/access.ts`): before any area answers, a request to a known
 * operation is refused when its body is over the limit (413), when it needs a token and has no
 * valid one (401: missing, revoked or expired), or when the caller's function is not in the
 * operation's list (403), or when its query parameters or JSON body break a constraint of the
 * contract (400 naming the field: types, required, enums, lengths, patterns, ranges, formats —
 * `generated/request-validators`). What passes is answered by the areas, which apply the data scope
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

/** A field as a user or developer reads it: `DADOS[0].VLR_META_PLANEJADO`, `email`. */
function fieldOf(error: RequestValidationError): string {
  const parts = error.instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'));
  const extra = error.params.missingProperty ?? error.params.additionalProperty;
  if (typeof extra === 'string') parts.push(extra);
  return parts.reduce((text, part) => (/^\d+$/.test(part) ? `${text}[${part}]` : text ? `${text}.${part}` : part), '');
}

const list = (values: unknown) => (Array.isArray(values) ? values.map((value) => JSON.stringify(value)).join(', ') : '');

/** The 400's message for the first constraint a request breaks, in the portal's language. */
export function invalidFieldMessage(error: RequestValidationError): string {
  const field = fieldOf(error) || 'corpo da requisição';
  const { params } = error;
  switch (error.keyword) {
    case 'required':
      return `Campo obrigatório não informado: ${field}.`;
    case 'type':
      return `Campo ${field}: tipo inválido (esperado ${String(params.type)}).`;
    case 'enum':
      return `Campo ${field}: valor não aceito (use ${list(params.allowedValues)}).`;
    case 'const':
      return `Campo ${field}: valor não aceito (use ${JSON.stringify(params.allowedValue)}).`;
    case 'maxLength':
      return `Campo ${field}: no máximo ${String(params.limit)} caracteres.`;
    case 'minLength':
      return `Campo ${field}: no mínimo ${String(params.limit)} ${params.limit === 1 ? 'caractere' : 'caracteres'}.`;
    case 'minItems':
      return `Campo ${field}: no mínimo ${String(params.limit)} ${params.limit === 1 ? 'item' : 'itens'}.`;
    case 'maxItems':
      return `Campo ${field}: no máximo ${String(params.limit)} itens.`;
    case 'minimum':
    case 'exclusiveMinimum':
    case 'maximum':
    case 'exclusiveMaximum':
      return `Campo ${field}: deve ser ${String(params.comparison)} ${String(params.limit)}.`;
    case 'pattern':
    case 'format':
      return `Campo ${field}: formato inválido.`;
    case 'additionalProperties':
      return `Campo não previsto no contrato: ${field}.`;
    default:
      return `Campo ${field}: valor inválido.`;
  }
}

/** A 400 that names the field (`{ message, code: 'BAD_REQUEST', field }`). */
const invalid = (message: string, field: string) =>
  HttpResponse.json({ message, code: 'BAD_REQUEST', ...(field ? { field } : {}) }, { status: 400 });

/** The 400 of a request whose parameters or body break the contract's constraints, or null. */
async function checkRequest(rule: OperationAccess, request: Request, text: string | null): Promise<Response | null> {
  const validators = requestValidators[`${rule.method} ${rule.path}`];
  if (!validators) return null;
  const search = new URL(request.url).searchParams;
  const query: Record<string, string | string[]> = {};
  for (const name of new Set(search.keys())) {
    const values = search.getAll(name);
    query[name] = values.length === 1 ? (values[0] ?? '') : values;
  }
  if (!validators.query(query)) {
    const error = validators.query.errors?.[0];
    if (error) return invalid(invalidFieldMessage(error), fieldOf(error));
  }
  if (!validators.body) return null;
  if (!text?.trim()) {
    return validators.bodyRequired ? invalid('Corpo da requisição não informado.', '') : null;
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return invalid('Corpo da requisição não é um JSON válido.', '');
  }
  if (validators.body(body)) return null;
  const error = validators.body.errors?.[0];
  return error ? invalid(invalidFieldMessage(error), fieldOf(error)) : null;
}

/**
 * A request's body as text, read once for the size check and the validation (the area reads its
 * own copy); 'too large' without reading it when its Content-Length already says so.
 */
async function bodyText(request: Request, limit: number): Promise<string | null | 'too large'> {
  if (Number(request.headers.get('Content-Length')) > limit) return 'too large';
  if (!request.body) return null;
  const bytes = await request.clone().arrayBuffer();
  return bytes.byteLength > limit ? 'too large' : new TextDecoder().decode(bytes);
}

/** The access handler, to install after the scenario handlers and before the areas' own. */
export function accessHandlers(ctx: MockContext, baseUrl: string): HttpHandler[] {
  const pathOf = contractPathOf(baseUrl);
  return [
    ctx.http.untyped.all(`${baseUrl.replace(/\/+$/, '')}/*`, async ({ request }) => {
      const rule = operationOf(request.method, pathOf(request));
      if (!rule) return undefined;
      // Only operations with a body have a limit (the contract's `maxBodyBytes`, or the default).
      const text = rule.maxBodyBytes === undefined ? null : await bodyText(request, rule.maxBodyBytes);
      if (text === 'too large' && rule.maxBodyBytes !== undefined) {
        return HttpResponse.json(
          { message: payloadTooLargeMessage(rule.maxBodyBytes), code: 'PAYLOAD_TOO_LARGE' },
          { status: 413 },
        );
      }
      if (rule.functions !== 'public') {
        const user = ctx.userOf(request);
        if (!user) return ctx.unauthorized();
        if (rule.functions !== 'signed-in' && !rule.functions.includes(user.funcaoUsuario)) return ctx.forbidden();
      }
      return (await checkRequest(rule, request, text === 'too large' ? null : text)) ?? undefined;
    }),
  ];
}
