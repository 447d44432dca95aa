import { useCallback, useId, useMemo, useRef } from 'react';
import { Download, Printer } from 'lucide-react';
import { styled } from 'styled-components';
import { FeatureRoot, type EmbedProps } from '@conecta/embed';
import { failureReason, type ApiClient } from '@conecta/api';
import { formatMetaValue, type CurrentUser, type MetasSelection } from '@conecta/core';
import { AchievementBadge, Banner, Breadcrumbs, Button, Card, Page, StatCard, focusRing } from '@conecta/ui';
import { MESSAGES } from './messages';
import { pathAtom, selectionAtom } from './state/atoms';
import { TOP } from './state/drill';
import { initialReportSelection } from './state/selection';
import { useReport } from './state/use-report';
import { ReportFilters } from './components/ReportFilters';
import { LinesTable } from './components/LinesTable';
import { AchievementBars } from './components/charts/AchievementBars';
import { AchievementTrend } from './components/charts/AchievementTrend';

export interface MetasReportProps extends Pick<EmbedProps, 'theme'> {
  /** Typed client of the Conecta backend, signed in as `user`. */
  api: ApiClient;
  /** The signed-in user: function 11 sees his sellers, 10 his supervisors, masters their brokers. When omitted it is read from the backend (`GET /sistema/Usuarios/0`). */
  user?: CurrentUser;
  /** Ano, Mês, Meta and Linha to open on (e.g. core `parseMetasSelection` of the address); version is ignored. Without it: the current month, VBC, BRL1. */
  initialSelection?: MetasSelection;
  /** A supervisor's FLEXX id to open on (his sellers), e.g. from the dashboard's link (`&supervisor=5102`); ignored when the rows do not have him. */
  initialSupervisor?: string;
  /** "Today" for the Período options and the month in progress.
   * @default the browser's clock */
  now?: Date;
}

const Toolbar = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  justify-content: space-between;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;
  @media (max-width: 1200px) {
    grid-template-columns: minmax(0, 1fr);
  }
  @media print {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.xl};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    border-radius: ${({ theme }) => theme.radii.sm};
    /* The title takes the focus after a drill-down: shown to keyboard users only. */
    &:focus { outline: none; }
    &:focus-visible { ${focusRing} }
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
  @media print {
    break-inside: avoid;
  }
`;

const Printed = styled.p`
  display: none;
  margin: 0;
  @media print {
    display: block;
  }
`;

/** The feature's own print rules, so a partner's page prints the report without its controls. */
const Root = styled.div`
  display: contents;
  @media print {
    [data-print-hide] {
      display: none !important;
    }
  }
`;

function Screen({ api, user, now }: { api: ApiClient; user: CurrentUser; now: Date }) {
  const vm = useReport(api, user, now);
  const levelHeading = useId();
  const levelTitle = useRef<HTMLHeadingElement>(null);
  const { open, goTo } = vm;
  // Opening a line (or going back) replaces the rows that had the focus: it goes to the new level's title.
  const openLine = useCallback(
    (key: string) => {
      open(key);
      levelTitle.current?.focus();
    },
    [open],
  );
  const categoriesHeading = useId();
  const S = MESSAGES.summary;
  const metaType = vm.selection.tipoMeta;
  const hasRows = !vm.isEmpty && !vm.failed && vm.selection.linha !== null;
  const emptyMessage = vm.hasNoPeriodData ? MESSAGES.empty.noPeriodData : vm.failed ? MESSAGES.empty.loadFailed : MESSAGES.empty.noRows;
  const trendTitle = vm.trendSupervisorName === null ? MESSAGES.trend.title(vm.selection.meses) : MESSAGES.trend.ofSupervisor(vm.selection.meses, vm.trendSupervisorName);
  const crumbs = vm.crumbs;
  // The trend always lists its months; it has something to draw once one of them has a meta.
  const hasTrend = vm.trend.some((month) => month.percent !== null);
  const previous = vm.periods[vm.periods.findIndex((option) => option.id === vm.selection.periodo) + 1];

  return (
    <Page
      title={MESSAGES.title}
      breadcrumb={
        <Breadcrumbs
          items={[
            { id: 'relatorios', label: MESSAGES.breadcrumb.relatorios },
            { id: 'acompanhamento', label: MESSAGES.breadcrumb.acompanhamento },
          ]}
        />
      }
    >
      <Root>
        <Toolbar>
          <ReportFilters
            selection={vm.selection}
            periods={vm.periods}
            metas={vm.metas}
            lines={vm.lines}
            brokers={vm.brokers}
            isLoadingLines={vm.isLoadingLines}
            onChange={vm.change}
          />
          <Printed>{vm.printedSelection}</Printed>
          {vm.hasNoPeriodData && <Banner tone="warning">{MESSAGES.empty.noPeriodData}</Banner>}
          {vm.linesFailed && (
            <Banner tone="error" title={MESSAGES.empty.loadFailed} action={<Button variant="link" onPress={vm.retryLines}>{MESSAGES.actions.retry}</Button>}>
              {failureReason(vm.linesFailure)}
            </Banner>
          )}
          {vm.failed && (
            <Banner tone="error" title={MESSAGES.empty.loadFailed} action={<Button variant="link" onPress={vm.retry}>{MESSAGES.actions.retry}</Button>}>
              {failureReason(vm.failure)}
            </Banner>
          )}
          {vm.isEmpty && (
            <Banner
              tone="info"
              title={MESSAGES.empty.noRows}
              action={
                previous && (
                  <Button variant="link" onPress={() => vm.change({ periodo: previous.id })}>
                    {MESSAGES.empty.previous(previous.label)}
                  </Button>
                )
              }
            >
              {MESSAGES.empty.noRowsHint}
            </Banner>
          )}
          {vm.exporting.phase === 'failed' && (
            <Banner tone="error" onDismiss={vm.dismissExportFailure}>
              {MESSAGES.export.failed}
            </Banner>
          )}
          <Actions>
            <Breadcrumbs
              label={MESSAGES.drill.label}
              items={crumbs.map((crumb) => ({ id: crumb.id, label: crumb.label }))}
              onAction={(id) => {
                const crumb = crumbs.find((entry) => entry.id === id);
                if (!crumb) return;
                goTo(crumb.path);
                levelTitle.current?.focus();
              }}
            />
            <Buttons role="group" aria-label={MESSAGES.actions.exportar} data-print-hide>
              <Button variant="secondary" isDisabled={!hasRows || vm.isLoading} isPending={vm.exporting.phase === 'working' && vm.exporting.format === 'xlsx'} onPress={() => void vm.exportFile('xlsx')}>
                <Download size={16} aria-hidden="true" />
                {MESSAGES.actions.xlsx}
              </Button>
              <Button variant="secondary" isDisabled={!hasRows || vm.isLoading} isPending={vm.exporting.phase === 'working' && vm.exporting.format === 'csv'} onPress={() => void vm.exportFile('csv')}>
                <Download size={16} aria-hidden="true" />
                {MESSAGES.actions.csv}
              </Button>
              <Button variant="secondary" isDisabled={!hasRows || vm.isLoading} onPress={() => window.print()}>
                <Printer size={16} aria-hidden="true" />
                {MESSAGES.actions.imprimir}
              </Button>
            </Buttons>
          </Actions>
        </Toolbar>

        <Cards aria-label={S.label} role="group">
          <StatCard title={S.meta} value={formatMetaValue(vm.total.meta, metaType)} isLoading={vm.isLoading} />
          <StatCard
            title={S.realizado}
            value={formatMetaValue(vm.total.realizado, metaType)}
            hint={vm.isCurrentMonth ? S.monthToDate : undefined}
            isLoading={vm.isLoading}
          />
          <StatCard title={S.atingimento} value={<AchievementBadge value={vm.total.percent} labels={MESSAGES.badge} />} isLoading={vm.isLoading} />
        </Cards>

        <Columns>
          <Card padding="md">
            <AchievementBars
              key={vm.crumbs.map((crumb) => crumb.id).join('/')}
              lines={vm.levelLines}
              metaType={metaType}
              title={MESSAGES.levels.chart[vm.level]}
              nameHeader={MESSAGES.levels.header[vm.level]}
              onSelect={vm.canOpen ? openLine : undefined}
            />
          </Card>
          <Card padding="md">
            {vm.trendFailed ? (
              <Banner tone="error" action={<Button variant="link" onPress={vm.retryTrend}>{MESSAGES.actions.retry}</Button>}>
                {MESSAGES.trend.failed}
              </Banner>
            ) : !hasTrend && vm.isLoadingTrend ? (
              <p role="status">{MESSAGES.trend.loading}</p>
            ) : !hasTrend ? (
              <p>{MESSAGES.trend.empty}</p>
            ) : (
              <AchievementTrend months={vm.trend} metaType={metaType} title={trendTitle} />
            )}
          </Card>
        </Columns>

        <Section aria-labelledby={levelHeading}>
          <h2 id={levelHeading} ref={levelTitle} tabIndex={-1}>
            {MESSAGES.levels.title[vm.level]}
          </h2>
          <LinesTable
            labelledBy={levelHeading}
            level={vm.level}
            lines={vm.levelLines}
            metaType={metaType}
            sort={vm.levelSort}
            onSort={vm.sortLevel}
            isLoading={vm.isLoading}
            emptyMessage={emptyMessage}
            onOpen={vm.canOpen ? openLine : undefined}
          />
        </Section>

        {vm.level !== 'category' && (
          <Section aria-labelledby={categoriesHeading}>
            <h2 id={categoriesHeading}>{MESSAGES.categories.title}</h2>
            <p>{MESSAGES.categories.hint}</p>
            <LinesTable
              labelledBy={categoriesHeading}
              level="category"
              lines={vm.categoryLines}
              metaType={metaType}
              sort={vm.categorySort}
              onSort={vm.sortCategories}
              isLoading={vm.isLoading}
              emptyMessage={emptyMessage}
            />
          </Section>
        )}
      </Root>
    </Page>
  );
}

/**
 * The target tracking report (/relatorio/acompanhamento-metas, issue 22): meta vs realizado and
 * '% Atingimento' (shell spec §9 colours) per broker, supervisor, seller and category of a month,
 * target type and line, scoped by role; bars per line and the trend of the last months, each with
 * a data table; sort, drill-down, .xlsx/.csv export and a print layout. It has its own jotai store
 * and, when the host provides none, its own QueryClient.
 */
export function MetasReport({ api, user, theme, initialSelection, initialSupervisor, now }: MetasReportProps) {
  const today = useMemo(() => now ?? new Date(), [now]);
  return (
    <FeatureRoot
      api={api}
      user={user}
      theme={theme}
      initStore={(store) => {
        store.set(selectionAtom, initialReportSelection(initialSelection, today));
        if (initialSupervisor) store.set(pathAtom, { ...TOP, supervisorId: initialSupervisor });
      }}
    >
      {(currentUser) => <Screen api={api} user={currentUser} now={today} />}
    </FeatureRoot>
  );
}
