/**
 * The view model of the targets history: the target's selects and their options, the whole history
 * of the target (GET /metas/historico, scoped by the server), the filters, the page of rows shown,
 * the exports and the two versions compared.
 */
import { useMemo } from 'react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { createApiHooks, toTargetChange, type ApiClient } from '@conecta/api';
import { EXPORT_MIME, brokerScope, lineInUse, metaTypeOptions, saveBlob, xlsxWorkbook, type CurrentUser, type TargetChange } from '@conecta/core';
import { MESSAGES } from '../messages';
import {
  changeFiltersAtom,
  changeSelectionAtom,
  compareAtom,
  exportAtom,
  filtersAtom,
  orderAtom,
  pageAtom,
  selectionAtom,
  tabAtom,
  type ExportState,
} from './atoms';
import { compareVersions, figuresOf, type VersionComparison } from './compare';
import {
  HISTORY_XLSX_COLUMNS,
  NO_FILTERS,
  filterChanges,
  hasFilters,
  historyCsv,
  historyRows,
  historyXlsxRows,
  personOptions,
  sellerOptions,
  teamOptions,
  type HistoryFilters,
  type HistoryRow,
} from './history';
import {
  lineOptions,
  periodOptions,
  versionInUse,
  versionOptions,
  type HistorySelection,
  type Option,
} from './selection';

/** Rows per page of the table. */
export const PAGE_SIZE = 50;

/** `Empregado` of the compare reads: a supervisor his own team, everyone else every team in scope. */
const ALL_TEAMS = '000';

export interface HistoryState {
  selection: HistorySelection;
  /** The version and line in use (the chosen ones, or the period's defaults). */
  versao: string | null;
  linha: string | null;
  changeSelection: (change: Partial<HistorySelection>) => void;
  periods: Option<string>[];
  metas: Option<string>[];
  versions: Option<string>[];
  lines: Option<string>[];
  isLoadingParameters: boolean;
  parametersFailed: boolean;
  retryParameters: () => void;
  /** The period has no target of the type: 'Nenhum dado para este período!'. */
  hasNoPeriodData: boolean;
  /** The target's history is loading / failed. */
  isLoading: boolean;
  failed: boolean;
  retry: () => void;
  /** Every change of the target in scope, and those the filters keep (sorted as shown). */
  total: number;
  filteredCount: number;
  filters: HistoryFilters;
  changeFilters: (change: Partial<HistoryFilters>) => void;
  clearFilters: () => void;
  isFiltered: boolean;
  teams: Option<string>[];
  sellers: Option<string>[];
  people: Option<number>[];
  order: 'ascending' | 'descending';
  setOrder: (order: 'ascending' | 'descending') => void;
  /** The rows of the page shown. */
  rows: HistoryRow[];
  page: number;
  pageCount: number;
  setPage: (page: number) => void;
  exporting: ExportState;
  exportFile: (format: 'xlsx' | 'csv') => Promise<void>;
  tab: 'changes' | 'compare';
  setTab: (tab: 'changes' | 'compare') => void;
  compare: {
    a: string | null;
    b: string | null;
    choose: (side: 'a' | 'b', versao: string) => void;
    result: VersionComparison | null;
    isLoading: boolean;
    failed: boolean;
    retry: () => void;
  };
}

/** The .xlsx of the rows as a Blob; write-excel-file is loaded only when the user exports. */
async function xlsxBlob(rows: readonly HistoryRow[]): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const { data, sheetOptions, options } = xlsxWorkbook(historyXlsxRows(rows), MESSAGES.export.sheet, HISTORY_XLSX_COLUMNS);
  return writeXlsxFile(data, sheetOptions, options).toBlob();
}

const EMPTY: TargetChange[] = [];

export function useHistory(api: ApiClient, user: CurrentUser, now: Date): HistoryState {
  const hooks = useMemo(() => createApiHooks(api), [api]);
  const scope = brokerScope(user) ?? '';
  const selection = useAtomValue(selectionAtom);
  const changeSelection = useSetAtom(changeSelectionAtom);
  const filters = useAtomValue(filtersAtom);
  const changeFilters = useSetAtom(changeFiltersAtom);
  const setFilters = useSetAtom(filtersAtom);
  const [page, setPage] = useAtom(pageAtom);
  const [order, setOrder] = useAtom(orderAtom);
  const [tab, setTab] = useAtom(tabAtom);
  const [chosenVersions, setChosenVersions] = useAtom(compareAtom);
  const [exporting, setExporting] = useAtom(exportAtom);

  const periods = useMemo(() => periodOptions(now), [now]);
  const metas = useMemo(() => metaTypeOptions(), []);
  const parameters = hooks.useQuery('get', '/parametrotabelacartameta', {
    params: { query: { IdPuxada: scope, Periodo: selection.periodo, TipoMeta: 'TODOS' } },
  });
  const versions = useMemo(() => versionOptions(parameters.data ?? [], selection.tipoMeta), [parameters.data, selection.tipoMeta]);
  const versao = versionInUse(versions, selection.versao);
  const lines = useMemo(() => lineOptions(parameters.data ?? [], versao), [parameters.data, versao]);
  const linha = lineInUse(lines, selection.linha);

  const target = versao !== null && linha !== null ? { IdPuxada: scope, Versao: versao, TipoMeta: selection.tipoMeta, Linha: linha } : null;
  const history = hooks.useQuery('get', '/metas/historico', { params: { query: target ?? { IdPuxada: scope, Versao: '', TipoMeta: 'VBC', Linha: '' } } }, {
    enabled: target !== null,
  });
  const changes = useMemo(() => (history.data ? history.data.map(toTargetChange) : EMPTY), [history.data]);

  const teams = useMemo(() => teamOptions(changes), [changes]);
  const sellers = useMemo(() => sellerOptions(changes, filters.equipe), [changes, filters.equipe]);
  const people = useMemo(() => personOptions(changes), [changes]);
  const sorted = useMemo(() => {
    const kept = filterChanges(changes, filters);
    return order === 'ascending' ? kept : [...kept].reverse();
  }, [changes, filters, order]);
  const pageCount = Math.max(1, Math.ceil(sorted.length / PAGE_SIZE));
  const shownPage = Math.min(page, pageCount);
  const rows = useMemo(() => historyRows(sorted.slice((shownPage - 1) * PAGE_SIZE, shownPage * PAGE_SIZE)), [sorted, shownPage]);

  const exportFile = async (format: 'xlsx' | 'csv') => {
    if (versao === null || linha === null) return;
    setExporting({ phase: 'working', format });
    try {
      const all = historyRows(sorted);
      const blob = format === 'xlsx' ? await xlsxBlob(all) : new Blob([historyCsv(all)], { type: EXPORT_MIME.csv });
      saveBlob(blob, `${MESSAGES.export.file(`${selection.tipoMeta}-${versao}-${linha}`)}.${format}`);
      setExporting({ phase: 'idle' });
    } catch {
      setExporting({ phase: 'failed' });
    }
  };

  // Two versions of the month: the chosen ones, else the period's first two.
  const a = versions.some((option) => option.id === chosenVersions.a) ? chosenVersions.a : (versions[0]?.id ?? null);
  const b = versions.some((option) => option.id === chosenVersions.b) ? chosenVersions.b : (versions.find((option) => option.id !== a)?.id ?? null);
  const empregado = user.funcaoUsuario === 11 && user.idEmpregadoFlexx !== null ? String(user.idEmpregadoFlexx) : ALL_TEAMS;
  const comparing = tab === 'compare' && linha !== null;
  const versionQuery = (version: string | null) => ({
    IdPuxada: scope,
    Versao: version ?? '',
    Linha: linha ?? '',
    TipoMeta: selection.tipoMeta,
    Empregado: empregado,
    IdUsuario: user.idUsuario,
  });
  const summaryA = hooks.useQuery('get', '/tabelacartametasupervisorresumo', { params: { query: { ...versionQuery(a), Tipo: 'R' } } }, { enabled: comparing && a !== null });
  const summaryB = hooks.useQuery('get', '/tabelacartametasupervisorresumo', { params: { query: { ...versionQuery(b), Tipo: 'R' } } }, { enabled: comparing && b !== null });
  const tableA = hooks.useQuery('get', '/tabelaosupervisor', { params: { query: { ...versionQuery(a), Tipo: 'I', Empregado: ALL_TEAMS } } }, { enabled: comparing && a !== null });
  const tableB = hooks.useQuery('get', '/tabelaosupervisor', { params: { query: { ...versionQuery(b), Tipo: 'I', Empregado: ALL_TEAMS } } }, { enabled: comparing && b !== null });
  const compareReads = [summaryA, summaryB, tableA, tableB];
  const result = useMemo(
    () =>
      summaryA.data && summaryB.data && tableA.data && tableB.data
        ? compareVersions(figuresOf({ summary: summaryA.data, comparison: tableA.data }), figuresOf({ summary: summaryB.data, comparison: tableB.data }))
        : null,
    [summaryA.data, summaryB.data, tableA.data, tableB.data],
  );

  return {
    selection,
    versao,
    linha,
    changeSelection,
    periods,
    metas,
    versions,
    lines,
    isLoadingParameters: parameters.isPending,
    parametersFailed: parameters.isError,
    retryParameters: () => void parameters.refetch(),
    hasNoPeriodData: parameters.isSuccess && versions.length === 0,
    isLoading: target !== null && (history.isPending || (history.isError && history.isFetching)),
    failed: history.isError && !history.isFetching,
    retry: () => void history.refetch(),
    total: changes.length,
    filteredCount: sorted.length,
    filters,
    changeFilters,
    clearFilters: () => {
      setFilters(NO_FILTERS);
      setPage(1);
    },
    isFiltered: hasFilters(filters),
    teams,
    sellers,
    people,
    order,
    setOrder,
    rows,
    page: shownPage,
    pageCount,
    setPage,
    exporting,
    exportFile,
    tab,
    setTab,
    compare: {
      a,
      b,
      choose: (side, version) => setChosenVersions((current) => ({ ...current, a: side === 'a' ? version : a, b: side === 'b' ? version : b })),
      result,
      isLoading: comparing && compareReads.some((read) => read.isPending && read.fetchStatus !== 'idle'),
      failed: compareReads.some((read) => read.isError),
      retry: () => {
        for (const read of compareReads) if (read.isError) void read.refetch();
      },
    },
  };
}
