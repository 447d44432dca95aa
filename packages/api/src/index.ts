export { createApiClient, isProtectedOperation, PUBLIC_OPERATIONS } from './client';
export type { ApiClient, ApiClientOptions, ConectaPaths } from './client';
export {
  ApiError,
  GENERIC_ERROR_MESSAGE,
  apiErrorFromResponse,
  isAbortError,
  serverMessageOf,
  toApiError,
} from './errors';
export { SAVED_VERSION_HEADER, saveConflictOf, savedVersionOf } from './conflict';
export type { ApiErrorCode, ResponseMismatch } from './errors';
export { FAILURE_REASONS, REFUSAL_REASONS, failureReason, isRetryable, refusalReason, retryAfterText } from './failure';
export { fetchCurrentUser, toCurrentUser } from './current-user';
export { createApiHooks, createConectaQueryClient, isRetryableReadError } from './query';
export type { ApiHooks } from './query';
export type { paths, components, operations } from './generated/schema';
export { OPERATION_ACCESS, DEFAULT_MAX_BODY_BYTES } from './generated/access';
export type { AccessFunctions, OperationAccess, OperationKey } from './generated/access';
export { fetchTargetHistory, toTargetChange } from './target-history';
export type { TargetHistoryQuery } from './target-history';
