import { toApiError, type ApiError } from './errors';

/*
 * A failed call in the user's words: what screens add to their own failure messages. Kept apart
 * from errors.ts, which the API client needs on every page: only the screens that show a failure
 * load this (the portal's /login first load has a budget).
 */

/**
 * What a screen adds to its failure message so the user knows what happened (issue 17; ours — the
 * specs only give 'Tente novamente mais tarde.'): a time-out, no connection, an answer the portal
 * cannot read. The spec's 'Não houve retorno de dados.' for an empty answer.
 */
export const FAILURE_REASONS = {
  TIMEOUT: 'O servidor não respondeu a tempo.',
  NETWORK: 'Sem resposta do servidor: verifique a sua conexão.',
  INVALID_RESPONSE: 'O servidor respondeu num formato que o portal não reconhece.',
  EMPTY: 'Não houve retorno de dados.',
} as const;

/**
 * The backend's refusals in the user's words, when the backend sends no message of its own (issue
 * 18; the contract's 403, 413, 429 and 400 — ours, the specs have none).
 */
export const REFUSAL_REASONS = {
  FORBIDDEN: 'Você não tem permissão para esta ação.',
  PAYLOAD_TOO_LARGE: 'O envio é grande demais para o servidor.',
  TOO_MANY_REQUESTS: 'Muitas tentativas seguidas: aguarde um pouco e tente novamente.',
  BAD_REQUEST: 'O servidor recusou um dos dados enviados.',
} as const;

/** 'Tente novamente em N segundos.' (or minutes, past two minutes) for a 429's `Retry-After`. */
export function retryAfterText(seconds: number): string {
  if (seconds > 120) {
    const minutes = Math.ceil(seconds / 60);
    return `Tente novamente em ${minutes} minutos.`;
  }
  return `Tente novamente em ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}.`;
}

/**
 * Why the backend refused a call, in the user's words: its own message for a 400, 403, 413 or 429
 * (the contract's refusals carry one) or {@link REFUSAL_REASONS}; a 429 without a message says
 * when to try again (`Retry-After`). Null for anything else.
 */
export function refusalReason(error: ApiError): string | null {
  switch (error.status) {
    case 400:
      return error.serverMessage ?? REFUSAL_REASONS.BAD_REQUEST;
    case 403:
      return error.serverMessage ?? REFUSAL_REASONS.FORBIDDEN;
    case 413:
      return error.serverMessage ?? REFUSAL_REASONS.PAYLOAD_TOO_LARGE;
    case 429:
      return (
        error.serverMessage ??
        (error.retryAfterSeconds !== undefined
          ? `Muitas tentativas seguidas. ${retryAfterText(error.retryAfterSeconds)}`
          : REFUSAL_REASONS.TOO_MANY_REQUESTS)
      );
    default:
      return null;
  }
}

/**
 * Whether trying the same call again may work: no answer in time, no connection, an answer that
 * could not be read, a 429 (after its wait) or a server failure (5xx). A refusal of what was sent
 * (400, 403, 404, 409, 413) fails again the same way: a screen offers no 'Tentar novamente' for it.
 */
export function isRetryable(error: unknown): boolean {
  const apiError = toApiError(error);
  if (apiError.code === 'ABORTED') return false;
  if (apiError.status === 0) return true;
  return apiError.status === 429 || apiError.status >= 500 || apiError.code === 'INVALID_RESPONSE' || apiError.code === 'EMPTY';
}

/**
 * The reason of a failed call in the user's words ({@link FAILURE_REASONS}, and the backend's
 * refusals — 400, 403, 413, 429 — with {@link refusalReason}), or null when there is nothing to add
 * (another HTTP error: the screen's own message says it; a cancellation: nothing to say).
 */
export function failureReason(error: unknown): string | null {
  if (error === null || error === undefined) return null;
  const apiError = toApiError(error);
  const { code } = apiError;
  if (code in FAILURE_REASONS) return FAILURE_REASONS[code as keyof typeof FAILURE_REASONS];
  return refusalReason(apiError);
}
