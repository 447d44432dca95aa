
/**
 * Machine-readable kind of failure. Besides the HTTP ones: 'NETWORK' (no answer), 'TIMEOUT' (no
 * answer in time), 'ABORTED' (the caller cancelled the request: a screen unmounted or a query was
 * superseded — never a message for the user), 'EMPTY' (a 2xx without the body the contract
 * declares), 'INVALID_RESPONSE' (a 2xx whose body is not JSON or does not fit the contract).
 */
export type ApiErrorCode =
  | 'UNAUTHORIZED'
  | 'HTTP'
  | 'NETWORK'
  | 'TIMEOUT'
  | 'ABORTED'
  | 'CONFLICT'
  | 'EMPTY'
  | 'INVALID_RESPONSE'
  | (string & {});

/** Where a 2xx answer first departs from the contract (`ApiError.details` of an 'INVALID_RESPONSE'). */
export interface ResponseMismatch {
  /** JSON pointer into the answer, e.g. `/0/iD_USUARIO`; '' for the whole answer. */
  pointer: string;
  /** The contract's rule that failed: 'type', 'required', 'enum', 'const', 'anyOf', … ('json' when the body is not JSON). */
  rule: string;
  /** The rule's details, e.g. `{ type: 'array' }` or `{ missingProperty: 'iD_USUARIO' }`. */
  params?: Record<string, unknown>;
}

/**
 * The one error type of every call. `status` is 0 when the request never got an answer
 * (network, CORS, aborted). `serverMessage` is the backend's own `message` field, when it sent one;
 * `message` is always set (the server's message, or a generic text).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly serverMessage: string | undefined;
  /** The operation's path as written in the contract, e.g. `/usuarios`. */
  readonly path: string | undefined;
  /**
   * The error answer's body (parsed JSON, or its text), for the answers that carry details beyond
   * `message` — e.g. a 409's `responsavel` and `dataAtualizacao`. Undefined when there was no answer.
   */
  readonly body: unknown;
  /** For developers, on an 'INVALID_RESPONSE': the first place where the answer departs from the contract. */
  readonly details: ResponseMismatch | undefined;
  /** On a 400, the request field the backend refused (`field` of the error body), e.g. `email` or `DADOS[0].VLR_META_PLANEJADO`. */
  readonly field: string | undefined;
  /** On a 429 (or a 503), the seconds the backend asked to wait (`Retry-After`). */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: {
    status: number;
    code: ApiErrorCode;
    message: string;
    serverMessage?: string;
    path?: string;
    body?: unknown;
    details?: ResponseMismatch;
    field?: string;
    retryAfterSeconds?: number;
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.serverMessage = init.serverMessage;
    this.path = init.path;
    this.body = init.body;
    this.details = init.details;
    this.field = init.field;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }

  /** True for a 401. */
  get isUnauthorized(): boolean {
    return this.status === 401;
  }
}

/** Default text when neither the server nor the network said anything useful (shell spec §8). */
export const GENERIC_ERROR_MESSAGE = 'An error occurred';

/**
 * Reads the `message` field of an error body, whether JSON object or plain text. A markup page (a
 * proxy's or load balancer's HTML error page) is not a message a user can read: none is taken from it.
 */
export function serverMessageOf(body: unknown): string | undefined {
  if (typeof body === 'string') {
    const text = body.trim();
    return text && !text.startsWith('<') ? text : undefined;
  }
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}

/** Builds the ApiError of a non-2xx response. Reads the body once, tolerating any content type. */
export async function apiErrorFromResponse(response: Response, path?: string): Promise<ApiError> {
  let body: unknown;
  try {
    const text = await response.clone().text();
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
  } catch {
    body = undefined;
  }
  const serverMessage = serverMessageOf(body);
  const declared = body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
  const field = body && typeof body === 'object' ? (body as { field?: unknown }).field : undefined;
  const retryAfter = Number(response.headers.get('Retry-After'));
  const code =
    response.status === 401
      ? 'UNAUTHORIZED'
      : typeof declared === 'string'
        ? declared
        : response.status === 409
          ? 'CONFLICT'
          : 'HTTP';
  return new ApiError({
    status: response.status,
    code,
    message: serverMessage ?? GENERIC_ERROR_MESSAGE,
    serverMessage,
    path,
    body,
    ...(typeof field === 'string' && field ? { field } : {}),
    ...(Number.isInteger(retryAfter) && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
  });
}

/** The reason a request was aborted by the client's own time limit (see `createApiClient`'s `timeoutMs`). */
export class RequestTimeoutError extends Error {
  override readonly name = 'TimeoutError';
  constructor(readonly timeoutMs: number) {
    super(`No answer within ${timeoutMs} ms`);
  }
}

/**
 * Whether an error is a cancellation, not a failure: an `AbortError` (the request's signal was
 * aborted), TanStack Query's `CancelledError`, or an `ApiError` of code 'ABORTED'. A screen shows
 * nothing for it.
 */
export function isAbortError(error: unknown): boolean {
  if (error instanceof ApiError) return error.code === 'ABORTED';
  if (!(error instanceof Error)) return false;
  // TanStack's CancelledError (query-core) has no name of its own: message 'CancelledError' and a `revert` flag.
  return error.name === 'AbortError' || (error.message === 'CancelledError' && 'revert' in error);
}

/**
 * Normalises anything thrown by a call into an ApiError (status 0 when there was no answer): a
 * time-out has the code 'TIMEOUT', a cancellation (see {@link isAbortError}) 'ABORTED', anything
 * else 'NETWORK'.
 */
export function toApiError(error: unknown, path?: string): ApiError {
  if (error instanceof ApiError) return error;
  const message = error instanceof Error && error.message ? error.message : GENERIC_ERROR_MESSAGE;
  const timedOut =
    error instanceof RequestTimeoutError ||
    (error instanceof Error && error.name === 'TimeoutError') ||
    (error instanceof Error && error.cause instanceof RequestTimeoutError);
  const code = timedOut ? 'TIMEOUT' : isAbortError(error) ? 'ABORTED' : 'NETWORK';
  return new ApiError({ status: 0, code, message, path, cause: error });
}
