/**
 * @conecta/core — the Conecta domain core: roles and data scope, permission parsing,
 * sanitising, Brazilian formats, target levels and split math, file checks.
 * Pure TypeScript without React; every export is documented in its module.
 */
export {
  USER_TYPES,
  USER_TYPE_NAMES,
  FUNCTION_NAMES,
  FUNCTION_CODES,
  MANUFACTURER_FUNCTIONS,
  MASTER_FUNCTIONS,
  ROUTE_AUTH,
  NOTIFICATIONS_ACCESS,
  PROFILE_PRESETS,
  PROFILE_PRESET_KEYS,
  isUserType,
  isFunctionCode,
  functionName,
  isManufacturerFunction,
  sessionRoleOf,
  hasRouteAccess,
  canAccessNotifications,
  notificationUserKind,
  metasRole,
} from './roles';
export type {
  UserType,
  FunctionCode,
  SessionRole,
  RouteAuthSet,
  NotificationUserKind,
  MetasRole,
  CurrentUser,
  ProfilePreset,
  ProfilePresetKey,
} from './roles';

export {
  MANUFACTURER_BROKER_CODE,
  primaryBroker,
  brokerScope,
  permissionBrokerCode,
} from './scope';

export {
  PERMISSION_FEATURES,
  PERMISSION_ACTIONS,
  NO_PERMISSIONS,
  parsePermissionResult,
  isActionAllowed,
  canView,
  hasPermission,
  canEdit,
  permissionFeatureStates,
  togglePermission,
  buildPermissionSavePayload,
} from './permissions';
export type {
  PermissionAction,
  PermissionFeatureRow,
  ParsedPermissions,
  PermissionFlags,
  PermissionFeatureState,
  PermissionToggle,
  PermissionSaveEntry,
  PermissionSavePayload,
} from './permissions';

export { sanitizeText, escapeExportCell, toCsv } from './sanitize';
export { checkHyperlink } from './links';
export type { UrlProblem } from './links';
export type { ExportCellValue, CsvOptions } from './sanitize';

export {
  MONTH_NAMES,
  formatInteger,
  formatBRL,
  formatPercent,
  parseBrazilianNumber,
  formatDate,
  parseBrazilianDate,
  toYyyymmdd,
  fromYyyymmdd,
  formatBackendTimestamp,
  backendStampText,
  periodLabel,
  recentPeriods,
  periodKey,
  currentPeriod,
  parsePeriodKey,
  monthNumber,
  monthName,
  sizeLabelParts,
  formatFileSize,
} from './format';
export type { PercentOptions, Period, MonthName, SizeUnit, SizeLabelParts } from './format';

export {
  TARGET_LEVELS,
  TARGET_LEVEL_TONES,
  TARGET_STATUSES,
  DIFFERENCE_TOLERANCE,
  SELLER_CATEGORY_MINIMUM,
  targetLevel,
  isTargetStatus,
  statusShownTo,
  teamStatusOf,
  isWithinTolerance,
  percentOf,
  splitProportionally,
  distributeDifference,
} from './targets';
export type { TargetLevel, TargetThresholds, Tone, TargetStatus, SplitOptions, DistributeOptions } from './targets';

export {
  ACHIEVEMENT_THRESHOLD,
  achievementPercent,
  achievementTone,
  achievementTotal,
  achievementTrendOf,
  sortAchievement,
  summarizeAchievement,
} from './achievement';
export type { AchievementItem, AchievementLevel, AchievementLine, AchievementMonth, AchievementSort, AchievementTone } from './achievement';
export { META_TYPES, isMetaType, metaTypeInfo, formatMetaValue, formatMetaNumber, isWithinMetaTolerance } from './meta-types';
export type { MetaType, MetaUnit, MetaTypeInfo } from './meta-types';

export {
  FILE_MESSAGES,
  CSV_MAX_BYTES,
  IMAGE_MAX_BYTES,
  IMAGE_EXTENSIONS,
  CAROUSEL_IMAGE_MAX_BYTES,
  CAROUSEL_MAX_IMAGES,
  CAROUSEL_ASPECT_RATIO,
  CAROUSEL_MIN_WIDTH,
  carouselImageAdvice,
  altFromUrl,
  bytesToBase64,
  splitFileName,
  formatUploadError,
  checkCsvFile,
  csvDropRejectionMessage,
  detectImageType,
  checkImageFile,
  imageDecodes,
  checkImageFileDecodes,
} from './files';
export type {
  FileLike,
  FileRejectReason,
  FileCheck,
  FileNameParts,
  DropRejection,
  ImageType,
  ImageDecoder,
} from './files';
export {
  AREA_RULES,
  MANUFACTURER_DASHBOARD_RULE,
  MERCHANDISING_RULE,
  SCREEN_FEATURES,
  areaRuleOf,
  canOpenPath,
  passesRule,
} from './access';
export type { AreaRule } from './access';

export {
  metasSelectionSearch,
  parseMetasSelection,
  METAS_REPORT_PATH,
  metasReportHref,
  parseMetasReportAddress,
  METAS_HISTORY_PATH,
  metasHistoryHref,
  parseMetasHistoryAddress,
  DEFAULT_LINE,
  lineInUse,
  metaTypeOptions,
  openingPeriod,
} from './metas-selection';
export type { MetasSelection, MetasReportAddress, MetasHistoryAddress } from './metas-selection';

export { parseClipboardGrid } from './clipboard';

export { EDIT_HISTORY_LIMIT, emptyHistory, recordEdits, undoLast, canUndo } from './edit-history';
export type { EditRecord, EditBatch, EditHistory } from './edit-history';

export { readSaveConflict, conflictTitle, laterStamp } from './conflict';
export type { SaveConflict } from './conflict';

export {
  DRAFT_KEYS,
  DRAFT_PREFIX,
  DRAFT_MAX_CHARS,
  DRAFT_SAVE_DELAY_MS,
  draftTarget,
  draftStorageKey,
  createDraftStore,
  clearDraftsOf,
  reopenDraftsOf,
  sessionDraftStorage,
  memoryDraftStorage,
  resolveDraftStore,
  createDraftKeeper,
} from './drafts';
export type {
  DraftStorage,
  DraftStore,
  DraftExpectation,
  DraftSaveOutcome,
  DraftKeeper,
  DraftKeeperOptions,
} from './drafts';

export {
  XLSX_CELL_LIMIT,
  XLSX_NUMBER_FORMAT,
  EXPORT_MIME,
  xlsxSheetData,
  xlsxWorkbook,
  writerMistakesForMember,
  inlineCells,
} from './xlsx';
export type { XlsxCell, XlsxTextCell, XlsxNumberCell, XlsxValue, XlsxWorkbook } from './xlsx';
export { saveBlob } from './download';

export { COMMENT_MAX_LENGTH, valueKey, isValueChange, currentComments, commentToSend, numberComments, commentsByName, numberedComments, commentLine } from './target-changes';
export type { ChangeAction, ChangeLevel, ChangeScreen, TargetChange, ValueRef, ValueComment, NumberedComment } from './target-changes';
