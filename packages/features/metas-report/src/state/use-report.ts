/**
 * The view model of the target tracking report: the selects and their options, the rows of the
 * chosen month in the user's scope, the level shown and its lines, the categories, the trend, the
 * drill-down and the exports.
 */
import { useCallback, useMemo } from 'react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { createApiHooks, type ApiClient } from '@conecta/api';
import {
  EXPORT_MIME,
  achievementTotal,
  achievementTrendOf,
  brokerScope,
  lineInUse,
  metaTypeOptions,
  saveBlob,
  sortAchievement,
  summarizeAchievement,
  xlsxWorkbook,
  type AchievementItem,
  type AchievementLevel,
  type AchievementLine,
  type AchievementMonth,
  type AchievementSort,
  type CurrentUser,
} from '@conecta/core';
import { MESSAGES } from '../messages';
import {
  categoriesSortAtom,
  changeSelectionAtom,
  exportAtom,
  linesSortAtom,
  pathAtom,
  selectionAtom,
  type ExportState,
} from './atoms';
import {
  canDrill,
  crumbsOf,
  drillInto,
  itemsAt,
  itemsFromServer,
  levelAt,
  pathStillIn,
  reportRoleOf,
  rootLevel,
  type DrillCrumb,
  type DrillPath,
  type ReportRole,
} from './drill';
import { REPORT_XLSX_COLUMNS, reportCsv, xlsxRows } from './export';
import { lineOptions, periodLabel, periodOptions, trendPeriods, type Option, type ReportSelection } from './selection';

/** `Empregado` of every team in scope (the server narrows a supervisor to his own). */
export const ALL_TEAMS = '000';

export interface ReportState {
  role: ReportRole;
  /** The selection in use (the line resolved to the period's default). */
  selection: ReportSelection;
  change: (change: Partial<ReportSelection>) => void;
  periods: Option<string>[];
  metas: Option<string>[];
  lines: Option<string>[];
  /** Masters of more than one broker: 'Todos os brokers' and each broker; empty for the others. */
  brokers: Option<string>[];
  isLoadingLines: boolean;
  /** The period has no target of the type in scope: 'Nenhum dado para este período!'. */
  hasNoPeriodData: boolean;
  linesFailed: boolean;
  /** Why the lines could not be read (a 403 for a function outside the report's table…). */
  linesFailure: unknown;
  retryLines: () => void;
  /** The report's rows are loading. */
  isLoading: boolean;
  /** The report's rows failed; `failure` says why. */
  failed: boolean;
  failure: unknown;
  retry: () => void;
  /** The rows arrived and there are none (no team programmed for the month). */
  isEmpty: boolean;
  /** The level shown and its lines, sorted. */
  level: AchievementLevel;
  levelLines: AchievementLine[];
  levelSort: AchievementSort;
  sortLevel: (sort: AchievementSort) => void;
  /** The categories under the level shown (hidden when the level itself is the categories). */
  categoryLines: AchievementLine[];
  categorySort: AchievementSort;
  sortCategories: (sort: AchievementSort) => void;
  /** Totals of the level shown. */
  total: ReturnType<typeof achievementTotal>;
  /** The chosen month is the current one (its realizado is month to date). */
  isCurrentMonth: boolean;
  /** The path, as crumbs from the root. */
  crumbs: DrillCrumb[];
  /** Opens a line of the level shown (no-op at the categories). */
  open: (key: string) => void;
  canOpen: boolean;
  /** Goes back to a crumb's level. */
  goTo: (path: DrillPath) => void;
  /** The trend of the selection (or of the supervisor opened), oldest first. */
  trend: AchievementMonth[];
  /** The name of the supervisor whose trend is shown, or null for everyone in view. */
  trendSupervisorName: string | null;
  isLoadingTrend: boolean;
  trendFailed: boolean;
  retryTrend: () => void;
  /** The selection as printed text ('Período: Novembro/2026 · Meta: VBC · Linha: BRL1'). */
  printedSelection: string;
  exporting: ExportState;
  exportFile: (format: 'xlsx' | 'csv') => Promise<void>;
  dismissExportFailure: () => void;
}

/** The .xlsx of the export rows as a Blob; write-excel-file is loaded only when the user exports. */
async function xlsxBlob(items: readonly AchievementItem[], withBroker: boolean): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const { data, sheetOptions, options } = xlsxWorkbook(xlsxRows(items, withBroker), MESSAGES.export.sheet, REPORT_XLSX_COLUMNS);
  return writeXlsxFile(data, sheetOptions, options).toBlob();
}

export function useReport(api: ApiClient, user: CurrentUser, now: Date): ReportState {
  const hooks = useMemo(() => createApiHooks(api), [api]);
  const role = reportRoleOf(user.funcaoUsuario);
  const scope = brokerScope(user) ?? '';
  const [chosen] = useAtom(selectionAtom);
  const changeSelection = useSetAtom(changeSelectionAtom);
  const [path, setPath] = useAtom(pathAtom);
  const [levelSort, setLevelSort] = useAtom(linesSortAtom);
  const [categorySort, setCategorySort] = useAtom(categoriesSortAtom);
  const exporting = useAtomValue(exportAtom);
  const setExporting = useSetAtom(exportAtom);
  const periods = useMemo(() => periodOptions(now), [now]);
  const metas = useMemo(() => metaTypeOptions(), []);

  const parameters = hooks.useQuery('get', '/parametrotabelacartameta', {
    params: { query: { IdPuxada: scope, Periodo: chosen.periodo, TipoMeta: 'TODOS' } },
  });
  const lines = useMemo(() => lineOptions(parameters.data ?? [], chosen.tipoMeta), [parameters.data, chosen.tipoMeta]);
  const linha = lineInUse(lines, chosen.linha);

  const brokerList = hooks.useQuery(
    'get',
    '/Brokers',
    { params: { query: { Linhas: [linha ?? ''] } } },
    { enabled: role === 'master' && linha !== null },
  );
  const brokerNames = useMemo(() => {
    const names = new Map<number, string>();
    const own = user.tipoUsuario === 2 ? new Set(user.brokers) : null;
    for (const broker of brokerList.data ?? []) if (!own || own.has(broker.idPuxada)) names.set(broker.idPuxada, broker.razaoSocial);
    return names;
  }, [brokerList.data, user.tipoUsuario, user.brokers]);
  const brokers = useMemo<Option<string>[]>(
    () =>
      role === 'master' && brokerNames.size > 1
        ? [{ id: '', label: MESSAGES.filters.todosBrokers }, ...[...brokerNames].map(([id, name]) => ({ id: String(id), label: name }))]
        : [],
    [role, brokerNames],
  );
  const idPuxada = chosen.broker === null ? scope : String(chosen.broker);

  const query = { IdPuxada: idPuxada, Periodo: chosen.periodo, TipoMeta: chosen.tipoMeta, Linha: linha ?? '' };
  const report = hooks.useQuery(
    'get',
    '/relatorio/acompanhamentometas',
    { params: { query: { ...query, Empregado: ALL_TEAMS } } },
    { enabled: linha !== null },
  );
  const items = useMemo(
    () => itemsFromServer(report.data ?? [], brokerNames, MESSAGES.brokerName),
    [report.data, brokerNames],
  );

  // The path opened (from the address) may name someone the rows do not have: only what exists counts.
  const kept = report.data ? pathStillIn(path, items) : path;

  const root = rootLevel(role, items);
  const level = levelAt(kept, root);
  const under = useMemo(() => itemsAt(items, kept), [items, kept]);
  const levelLines = useMemo(() => sortAchievement(summarizeAchievement(under, level), levelSort), [under, level, levelSort]);
  const categoryLines = useMemo(
    () => (level === 'category' ? [] : sortAchievement(summarizeAchievement(under, 'category'), categorySort)),
    [under, level, categorySort],
  );
  const total = useMemo(() => achievementTotal(under), [under]);
  const crumbs = useMemo(() => crumbsOf(kept, items, MESSAGES.drill.root[root]), [kept, items, root]);

  const trendOf = kept.supervisorId;
  const trendQuery = hooks.useQuery(
    'get',
    '/relatorio/acompanhamentometas/tendencia',
    {
      params: {
        query: {
          ...query,
          IdPuxada: kept.brokerId ?? idPuxada,
          Meses: chosen.meses,
          Empregado: trendOf ?? ALL_TEAMS,
        },
      },
    },
    { enabled: linha !== null },
  );
  const trend = useMemo(
    () =>
      achievementTrendOf(
        (trendQuery.data ?? []).map((row) => ({
          periodo: row.periodo,
          supervisorId: row.idEmpregadoResponsavelFlexx,
          meta: row.vlrMeta,
          realizado: row.vlrRealizado,
        })),
        undefined,
        trendPeriods(chosen.periodo, chosen.meses),
      ),
    [trendQuery.data, chosen.periodo, chosen.meses],
  );

  const open = useCallback(
    (key: string) => {
      if (!canDrill(level)) return;
      setPath(drillInto(kept, level, key, items));
    },
    [level, kept, items, setPath],
  );

  const withBroker = new Set(under.map((item) => item.brokerId)).size > 1;
  const exportFile = useCallback(
    async (format: 'xlsx' | 'csv') => {
      if (linha === null) return;
      setExporting({ phase: 'working', format });
      try {
        const base = MESSAGES.export.fileBase(chosen.tipoMeta, linha, chosen.periodo);
        const blob =
          format === 'xlsx'
            ? await xlsxBlob(under, withBroker)
            : new Blob([reportCsv(under, withBroker)], { type: EXPORT_MIME.csv });
        saveBlob(blob, `${base}.${format}`);
        setExporting({ phase: 'idle' });
      } catch {
        setExporting({ phase: 'failed' });
      }
    },
    [linha, chosen.tipoMeta, chosen.periodo, under, withBroker, setExporting],
  );

  const currentPeriod = periods[0]?.id;
  const brokerLabel = chosen.broker === null ? null : (brokerNames.get(chosen.broker) ?? MESSAGES.brokerName(String(chosen.broker)));

  return {
    role,
    selection: { ...chosen, linha },
    change: changeSelection,
    periods,
    metas,
    lines,
    brokers,
    isLoadingLines: parameters.isPending,
    hasNoPeriodData: parameters.data !== undefined && lines.length === 0,
    linesFailed: parameters.isError,
    linesFailure: parameters.error,
    retryLines: () => void parameters.refetch(),
    isLoading: linha === null ? parameters.isPending : report.isFetching && !report.isError,
    failed: linha !== null && report.isError && !report.isFetching,
    failure: report.error,
    retry: () => void report.refetch(),
    isEmpty: report.data !== undefined && report.data.length === 0 && !report.isFetching,
    level,
    levelLines,
    levelSort,
    sortLevel: setLevelSort,
    categoryLines,
    categorySort,
    sortCategories: setCategorySort,
    total,
    isCurrentMonth: chosen.periodo === currentPeriod,
    crumbs,
    open,
    canOpen: canDrill(level),
    goTo: setPath,
    trend,
    trendSupervisorName: trendOf === null ? null : (items.find((item) => item.supervisorId === trendOf)?.supervisorName ?? null),
    isLoadingTrend: linha !== null && trendQuery.isFetching && !trendQuery.isError,
    trendFailed: linha !== null && trendQuery.isError && !trendQuery.isFetching,
    retryTrend: () => void trendQuery.refetch(),
    printedSelection: MESSAGES.printedSelection({
      periodo: periodLabel(chosen.periodo),
      meta: metas.find((option) => option.id === chosen.tipoMeta)?.label ?? chosen.tipoMeta,
      linha: linha ?? '—',
      broker: brokerLabel,
    }),
    exporting,
    exportFile,
    dismissExportFailure: () => setExporting({ phase: 'idle' }),
  };
}
