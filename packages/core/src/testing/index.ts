/**
 * Test helpers of @conecta/core (`@conecta/core/testing`): data for tests and stories only, never
 * imported by product code.
 */
export {
  FORMULA_STRINGS,
  HOSTILE_STRINGS,
  HOSTILE_TEXTS,
  LONG_STRINGS,
  MARKUP_STRINGS,
  OBJECT_KEY_STRINGS,
  QUOTE_STRINGS,
  UNICODE_STRINGS,
  WHITESPACE_STRINGS,
} from './hostile-strings';
export {
  STATUS_CASES,
  STATUS_CASE_MANAGER,
  STATUS_CASE_OTHER,
  STATUS_CASE_SUPERVISOR,
  STATUS_CASE_TARGET,
  type StatusCase,
  type StatusCaseRow,
} from './target-statuses';
