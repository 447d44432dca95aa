/**
 * The check of 2xx answers against the contract (loaded on demand by `createApiClient`, so neither
 * this code nor the generated validators are part of a page's first load).
 *
 * The validators are generated from openapi/conecta.yaml by scripts/gen-validators.mjs (Ajv
 * standalone code, `npm run gen:api`); they check the answer's shape — JSON types, required
 * properties, enums — and accept properties the contract does not list.
 */
import { ApiError, toApiError, type ResponseMismatch } from './errors';
import { responseValidators, type ResponseValidator } from './generated/validators.js';

/** The validator of an operation's answer with this status, or undefined when it declares no JSON body. */
export function validatorOf(method: string, schemaPath: string, status: number): ResponseValidator | undefined {
  const byStatus = responseValidators[`${method.toUpperCase()} ${schemaPath}`];
  return byStatus?.[String(status)] ?? byStatus?.['2XX'];
}

/**
 * A checked answer: the body is the one received, and `json()` gives the value already parsed for
 * the check (openapi-fetch reads it through `json()` when there is a Content-Length, which this
 * answer always has), so a large answer is parsed once.
 */
class CheckedResponse extends Response {
  readonly #data: unknown;

  constructor(bytes: ArrayBuffer, from: Response, data: unknown) {
    const headers = new Headers(from.headers);
    headers.set('Content-Length', String(bytes.byteLength));
    super(bytes, { status: from.status, statusText: from.statusText, headers });
    this.#data = data;
    // What a constructed Response cannot take in its init.
    Object.defineProperty(this, 'url', { value: from.url });
    Object.defineProperty(this, 'redirected', { value: from.redirected });
  }

  override json(): Promise<unknown> {
    return Promise.resolve(this.#data);
  }
}

const RULE_TEXT: Record<string, (params: Record<string, unknown>) => string> = {
  type: (params) => `must be ${String(params.type)}`,
  required: (params) => `must have the property '${String(params.missingProperty)}'`,
  additionalProperties: (params) => `must not have the property '${String(params.additionalProperty)}'`,
  enum: () => 'must be one of the values the contract lists',
  const: (params) => `must be ${JSON.stringify(params.allowedValue)}`,
  anyOf: () => 'fits none of the shapes the contract allows',
};

/** The developer's description of a mismatch: `at /0/iD_USUARIO: must be integer`. */
function describe(mismatch: ResponseMismatch): string {
  const text = RULE_TEXT[mismatch.rule]?.(mismatch.params ?? {}) ?? `breaks the rule '${mismatch.rule}'`;
  return `at ${mismatch.pointer || '(the whole answer)'}: ${text}`;
}

/**
 * Reads a 2xx answer whose operation declares a JSON body and checks it: an empty body is an
 * `ApiError` 'EMPTY'; a body that is not JSON (an HTML page, a text) or does not fit the contract
 * (`null` for a list, a missing field, a wrong type) is an `ApiError` 'INVALID_RESPONSE' whose
 * `details` and message name the first place that does not fit. Otherwise answers a Response with
 * the same body and its JSON already parsed.
 */
export async function checkResponse(
  response: Response,
  validate: ResponseValidator,
  operation: { method: string; path: string },
): Promise<Response> {
  const { status } = response;
  const what = `${operation.method.toUpperCase()} ${operation.path} (${status})`;
  let bytes: ArrayBuffer;
  try {
    bytes = await response.arrayBuffer();
  } catch (error) {
    throw toApiError(error, operation.path);
  }
  // TextDecoder drops a UTF-8 byte order mark, as Response.text() does.
  const text = new TextDecoder().decode(bytes);
  if (!text.trim()) {
    throw new ApiError({ status, code: 'EMPTY', message: `${what} answered without a body`, path: operation.path, body: text });
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const type = response.headers.get('Content-Type') ?? 'no Content-Type';
    const details: ResponseMismatch = { pointer: '', rule: 'json', params: { contentType: type } };
    throw new ApiError({
      status,
      code: 'INVALID_RESPONSE',
      message: `${what} answered a body that is not JSON (${type})`,
      path: operation.path,
      body: text.length > 500 ? `${text.slice(0, 500)}…` : text,
      details,
      cause: error,
    });
  }
  if (!validate(data)) {
    const first = validate.errors?.[0];
    const details: ResponseMismatch = { pointer: first?.instancePath ?? '', rule: first?.keyword ?? 'unknown', params: first?.params ?? {} };
    throw new ApiError({
      status,
      code: 'INVALID_RESPONSE',
      message: `${what} answered a body that does not fit the contract ${describe(details)}`,
      path: operation.path,
      body: data,
      details,
    });
  }
  return new CheckedResponse(bytes, response, data);
}
