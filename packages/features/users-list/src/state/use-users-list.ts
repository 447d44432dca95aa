/**
 * The view model of the users list: loads the rows (GET /usuarios, or the team list for functions
 * 10 and 11), applies search, sort and paging, decides the §8 dialogs and runs the exports.
 */
import { useCallback, useMemo } from 'react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { createApiHooks, type ApiClient } from '@conecta/api';
import { brokerScope, type UserType } from '@conecta/core';
import { MESSAGES } from '../messages';
import { listAccess, type ListAccess } from './access';
import {
  changeSortAtom,
  changeTeamStatusAtom,
  dismissedNoticeAtom,
  exportingAtom,
  pageAtom,
  runSearchAtom,
  searchInputAtom,
  searchTermAtom,
  sortAtom,
  teamDialogOpenAtom,
  teamStatusAtom,
} from './atoms';
import { teamExportRows, usersExportRows, fileName } from './export';
import { csvBlob, saveBlob, xlsxBlob } from './download';
import { clampPage, pageBounds, pageCount, pageOf, sortRows, visibleRows, DEFAULT_SORT } from './list';
import { hasSalesHistory, teamRowsFromServer, userRowsFromServer } from './rows';
import type { ListSort, TeamReport, TeamStatus, UserListRow } from './types';

/** The signed-in user, as the portal passes it to `UsersList`. */
export interface ListUser {
  idUsuario: number;
  tipoUsuario: number;
  funcaoUsuario: number;
  idPuxada: number | null;
  brokers: number[];
  nomeUsuario: string;
}

/** A dialog of shell spec §8: empty answer, failed request, team without sales history. */
export type ListNotice = 'noData' | 'failed' | 'noSales';

/** Everything the list screen shows and can do. */
export interface UsersListState {
  access: ListAccess;
  /** Loaded lines (all of them, before search). */
  rows: readonly UserListRow[];
  /** Search and sort applied, all pages. */
  visible: readonly UserListRow[];
  /** The lines of the current page. */
  pageRows: readonly UserListRow[];
  page: number;
  pageCount: number;
  bounds: { from: number; to: number };
  isLoading: boolean;
  searchInput: string;
  setSearchInput: (text: string) => void;
  /** The applied search term ('' for none). */
  searchTerm: string;
  runSearch: () => void;
  sort: ListSort;
  setSort: (sort: ListSort) => void;
  setPage: (page: number) => void;
  teamStatus: TeamStatus;
  setTeamStatus: (status: TeamStatus) => void;
  notice: ListNotice | null;
  dismissNotice: () => void;
  /** The failed read behind a 'failed' notice (its reason is shown: a time-out, no connection…), else null. */
  failure: unknown;
  /** Reads the list again ('Tentar novamente'). */
  retry: () => void;
  exporting: 'xlsx' | 'csv' | 'team' | null;
  exportXlsx: () => Promise<void>;
  exportCsv: () => Promise<void>;
  team: TeamDialogState;
}

/** The info dialog of the team view. */
export interface TeamDialogState {
  report: TeamReport | null;
  isOpen: boolean;
  open: () => void;
  close: () => void;
  rows: readonly UserListRow[];
  isLoading: boolean;
  isError: boolean;
  download: () => Promise<void>;
}

/** The §8 dialog for an answer, or null. Pure, so the rules are unit-tested. */
export function noticeFor(
  kind: 'users' | 'team',
  result: { isError: boolean; data: readonly unknown[] | undefined; hasSales?: boolean },
): ListNotice | null {
  if (result.isError) return 'failed';
  if (!result.data) return null;
  if (kind === 'team') return result.hasSales ? null : 'noSales';
  return result.data.length === 0 ? 'noData' : null;
}

export function useUsersList(api: ApiClient, user: ListUser): UsersListState {
  const hooks = useMemo(() => createApiHooks(api), [api]);
  const access = useMemo(() => listAccess(user.funcaoUsuario), [user.funcaoUsuario]);
  const scope =
    brokerScope({ tipoUsuario: user.tipoUsuario as UserType, idPuxada: user.idPuxada, brokers: user.brokers }) ?? '';

  const [searchInput, setSearchInput] = useAtom(searchInputAtom);
  const searchTerm = useAtomValue(searchTermAtom);
  const sort = useAtomValue(sortAtom);
  const [page, setPage] = useAtom(pageAtom);
  const teamStatus = useAtomValue(teamStatusAtom);
  const [teamOpen, setTeamOpen] = useAtom(teamDialogOpenAtom);
  const [dismissed, setDismissed] = useAtom(dismissedNoticeAtom);
  const [exporting, setExporting] = useAtom(exportingAtom);
  const runSearch = useSetAtom(runSearchAtom);
  const changeSort = useSetAtom(changeSortAtom);
  const setTeamStatus = useSetAtom(changeTeamStatusAtom);

  // Functions 1–7, 12, 15, 16: every user in scope, name ascending from the server.
  const users = hooks.useQuery(
    'get',
    '/usuarios',
    {
      params: {
        query: {
          IdUsuarioTipo: user.tipoUsuario as UserType,
          CampoOrdenacao: 'dsC_NOME_USUARIO',
          TipoOrdenacao: 'ASC',
          IdPuxada: scope,
          CampoPesquisa: '',
        },
      },
    },
    // Always read the server again when the list opens: a user saved in the form a moment ago
    // (or changed by someone else) must show, whatever the shared cache holds.
    { enabled: !access.isTeamView, refetchOnMount: 'always' },
  );
  // Functions 10 and 11: the sellers of the user's team, filtered by status.
  const team = hooks.useQuery(
    'get',
    '/usuarioequipe/getlistaequipe',
    { params: { query: { codigoPuxada: scope, idUsuario: user.idUsuario, tipoRelatorio: 'V', status: teamStatus } } },
    { enabled: access.isTeamView, refetchOnMount: 'always' },
  );
  // The info dialog: supervisors (G) of a manager, sellers (V) of a supervisor.
  const report = access.teamReport;
  const dialog = hooks.useQuery(
    'get',
    '/usuarioequipe/getlistaequipe',
    { params: { query: { codigoPuxada: scope, idUsuario: user.idUsuario, tipoRelatorio: report ?? 'V', status: teamStatus } } },
    { enabled: teamOpen && report !== null },
  );

  const active = access.isTeamView ? team : users;
  const rows = useMemo<UserListRow[]>(
    () => (access.isTeamView ? teamRowsFromServer(team.data ?? []) : userRowsFromServer(users.data ?? [])),
    [access.isTeamView, team.data, users.data],
  );
  const effectiveSort = access.canSort ? sort : DEFAULT_SORT;
  const visible = useMemo(() => visibleRows(rows, searchTerm, effectiveSort), [rows, searchTerm, effectiveSort]);
  const current = clampPage(page, visible.length);
  const pageRows = useMemo(() => pageOf(visible, current), [visible, current]);

  const rawNotice = access.isTeamView
    ? noticeFor('team', { isError: team.isError, data: team.data, hasSales: team.data ? hasSalesHistory(team.data) : false })
    : noticeFor('users', { isError: users.isError, data: users.data });
  const stamp = active.isError ? active.errorUpdatedAt : active.dataUpdatedAt;
  const notice = rawNotice !== null && dismissed !== stamp ? rawNotice : null;

  const runExport = useCallback(
    async (kind: 'xlsx' | 'csv' | 'team', work: () => Promise<void>) => {
      setExporting(kind);
      try {
        await work();
      } catch (error) {
        console.error(MESSAGES.log.export, error);
      } finally {
        setExporting(null);
      }
    },
    [setExporting],
  );

  const dialogRows = useMemo(() => sortRows(teamRowsFromServer(dialog.data ?? []), DEFAULT_SORT), [dialog.data]);

  return {
    access,
    rows,
    visible,
    pageRows,
    page: current,
    pageCount: pageCount(visible.length),
    bounds: pageBounds(visible.length, current),
    isLoading: active.isLoading,
    searchInput,
    setSearchInput,
    searchTerm,
    runSearch,
    sort: effectiveSort,
    setSort: changeSort,
    setPage,
    teamStatus,
    setTeamStatus,
    notice,
    dismissNotice: () => setDismissed(stamp),
    failure: notice === 'failed' ? active.error : null,
    retry: () => void active.refetch(),
    exporting,
    exportXlsx: () =>
      runExport('xlsx', async () => {
        saveBlob(await xlsxBlob(usersExportRows(visible), MESSAGES.sheets.users), fileName('usuarios', 'xlsx'));
      }),
    exportCsv: () =>
      runExport('csv', async () => {
        saveBlob(csvBlob(visible), fileName('usuarios', 'csv'));
      }),
    team: {
      report,
      isOpen: teamOpen,
      open: () => setTeamOpen(true),
      close: () => setTeamOpen(false),
      rows: dialogRows,
      isLoading: dialog.isLoading,
      isError: dialog.isError,
      download: () =>
        runExport('team', async () => {
          saveBlob(await xlsxBlob(teamExportRows(dialogRows), MESSAGES.sheets.team), fileName('equipe', 'xlsx'));
        }),
    },
  };
}
