/**
 * The view model of the home dashboard: builds the scope from the user and the period, loads the
 * 'Linha de produtos' combo, the category table, the totals and the carousel, and derives what the
 * screen shows. Every rule lives in `dashboard.ts`; this hook only wires the calls.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAtom } from 'jotai';
import { createApiHooks, type ApiClient } from '@conecta/api';
import type { CurrentUser } from '@conecta/core';
import { MESSAGES } from '../messages';
import {
  achievementMatrix,
  carouselSlides,
  comboQuery,
  dashboardRequest,
  dashboardScope,
  dashboardStatus,
  lineOptions,
  periodLabel,
  productLines,
  reportLinks,
  resolveLine,
  totalCards,
  type AchievementMatrix,
  type ReportLinks,
  type DashboardScope,
  type DashboardStatus,
  type Slide,
  type TotalCard,
} from './dashboard';
import { chosenLineAtom } from './atoms';

/** The carousel images change rarely: read them again after 10 minutes at most. */
const CAROUSEL_STALE_MS = 10 * 60 * 1000;

/** A failed call, for the error state. */
export interface DashboardFailure {
  /** HTTP status (0: no answer). */
  status: number;
}

/** Everything the dashboard screen shows and can do. */
export interface DashboardState {
  status: DashboardStatus;
  scope: DashboardScope;
  /** 'Novembro de 2026'. */
  periodLabel: string;
  /** The line shown (BRL1 until the user picks another). */
  line: string;
  /** Options of 'Linha de produtos'. */
  lines: string[];
  /** The combo is still loading. */
  isLinesLoading: boolean;
  chooseLine: (line: string) => void;
  /** The four cards, or null while loading or when the totals answered nothing. */
  totals: TotalCard[] | null;
  matrix: AchievementMatrix;
  /** The links to the target tracking report (cards, supervisors), or null when the user may not open it. */
  report: ReportLinks | null;
  slides: Slide[];
  /** The carousel's images are still loading (its place is kept meanwhile). */
  isCarouselLoading: boolean;
  /** The first failure of the combo, table or totals (error state). */
  failure: DashboardFailure | null;
  /** Asks the failed calls again. */
  retry: () => void;
  /** A retry is running. */
  isRetrying: boolean;
}

/** HTTP status of whatever a query threw. */
function statusOf(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : 0;
}

export function useDashboard(api: ApiClient, user: CurrentUser, now?: Date): DashboardState {
  const hooks = useMemo(() => createApiHooks(api), [api]);
  const [openedAt] = useState(() => new Date());
  const when = now ?? openedAt;
  const time = when.getTime();
  const { tipoUsuario, idPuxada, brokers, idEmpregadoFlexx } = user;
  const brokersKey = brokers.join(',');
  const scope = useMemo(
    () => dashboardScope({ tipoUsuario, idPuxada, brokers: brokersKey ? brokersKey.split(',').map(Number) : [], idEmpregadoFlexx }, new Date(time)),
    [tipoUsuario, idPuxada, brokersKey, idEmpregadoFlexx, time],
  );

  const [chosen, setChosen] = useAtom(chosenLineAtom);

  const combo = hooks.useQuery('get', '/Home/Combo', { params: { query: comboQuery(scope) } });
  const lines = useMemo(() => productLines(combo.data), [combo.data]);
  const line = resolveLine(chosen, combo.data ? lines : undefined);

  const table = hooks.useQuery('post', '/Home', { body: dashboardRequest(scope, line, 'A') });
  const totalsQuery = hooks.useQuery('post', '/Home/Totais', { body: dashboardRequest(scope, line, 'T') });
  const carousel = hooks.useQuery(
    'get',
    '/uploadimagens/getimagensdashboardcarrossel',
    {},
    { staleTime: CAROUSEL_STALE_MS },
  );

  // §8: failures other than the named ones are logged; the carousel is decoration and just hides.
  useEffect(() => {
    if (carousel.error) console.error(MESSAGES.log.carousel, carousel.error);
  }, [carousel.error]);

  const status = dashboardStatus({
    combo: { isPending: combo.isPending, isError: combo.isError, length: combo.data?.length },
    table: { isPending: table.isPending, isError: table.isError, length: table.data?.length },
    totals: { isPending: totalsQuery.isPending, isError: totalsQuery.isError, length: totalsQuery.data?.length },
  });

  const matrix = useMemo(() => achievementMatrix(table.data), [table.data]);
  const totals = useMemo(() => totalCards(totalsQuery.data), [totalsQuery.data]);
  const slides = useMemo(() => carouselSlides(carousel.data, MESSAGES.carousel.fallbackAlt), [carousel.data]);

  const firstError = combo.error ?? table.error ?? totalsQuery.error;
  const failure = status === 'error' ? { status: statusOf(firstError) } : null;

  const { refetch: refetchCombo, isError: comboFailed } = combo;
  const { refetch: refetchTable, isError: tableFailed } = table;
  const { refetch: refetchTotals, isError: totalsFailed } = totalsQuery;
  const retry = useCallback(() => {
    if (comboFailed) void refetchCombo();
    if (tableFailed) void refetchTable();
    if (totalsFailed) void refetchTotals();
  }, [comboFailed, tableFailed, totalsFailed, refetchCombo, refetchTable, refetchTotals]);

  const { funcaoUsuario } = user;
  const report = useMemo(() => reportLinks({ tipoUsuario, funcaoUsuario }, scope.periodo, line), [tipoUsuario, funcaoUsuario, scope.periodo, line]);

  return {
    status,
    scope,
    periodLabel: periodLabel(scope.periodo),
    line,
    lines: lineOptions(lines, line),
    isLinesLoading: combo.isPending,
    chooseLine: setChosen,
    totals,
    matrix,
    report,
    slides,
    isCarouselLoading: carousel.isPending,
    failure,
    retry,
    isRetrying: combo.isRefetching || table.isRefetching || totalsQuery.isRefetching,
  };
}
