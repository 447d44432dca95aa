import { useId, useMemo } from 'react';
import { Download } from 'lucide-react';
import { styled } from 'styled-components';
import { FeatureRoot, type EmbedProps } from '@conecta/embed';
import type { ApiClient } from '@conecta/api';
import { isMetaType, type CurrentUser, type MetasSelection } from '@conecta/core';
import { Banner, Breadcrumbs, Button, Pagination, Page, Select, Spinner, Tabs } from '@conecta/ui';
import { MESSAGES } from './messages';
import { filtersAtom, selectionAtom } from './state/atoms';
import { NO_FILTERS } from './state/history';
import { initialHistorySelection } from './state/selection';
import { useHistory } from './state/use-history';
import { HistoryFilters } from './components/HistoryFilters';
import { HistoryTable } from './components/HistoryTable';
import { VersionCompare } from './components/VersionCompare';

export interface MetasHistoryProps extends Pick<EmbedProps, 'theme'> {
  /** Typed client of the Conecta backend, signed in as `user`. */
  api: ApiClient;
  /** The signed-in user (his data scope: a supervisor sees his team's changes). When omitted it is read from the backend (`GET /sistema/Usuarios/0`). */
  user?: CurrentUser;
  /** The target to open on (e.g. core `parseMetasHistoryAddress(location.search).selection`). Without it: the current month, VBC, its first version and BRL1. */
  initialSelection?: MetasSelection;
  /** A supervisor's FLEXX id: the history opens filtered on his team. */
  initialTeam?: string;
  /** A seller's FLEXX id: the history opens filtered on his changes. */
  initialSeller?: string;
  /** Called with a path to go to (the breadcrumb's 'Metas': /metas/status). */
  onNavigate?: (path: string) => void;
  /** "Today" for the Período options.
   * @default the browser's clock */
  now?: Date;
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const Selects = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  justify-content: space-between;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.lg};
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const S = MESSAGES.selection;

function Screen({ api, user, now, onNavigate }: { api: ApiClient; user: CurrentUser; now: Date; onNavigate?: (path: string) => void }) {
  const vm = useHistory(api, user, now);
  const headingId = useId();
  const metaType = vm.selection.tipoMeta;
  const ready = vm.versao !== null && vm.linha !== null;
  const emptyMessage = vm.total === 0 ? MESSAGES.empty.none : MESSAGES.empty.filtered;

  const changes = (
    <Stack>
      <HistoryFilters
        filters={vm.filters}
        teams={vm.teams}
        sellers={vm.sellers}
        people={vm.people}
        isFiltered={vm.isFiltered}
        onChange={vm.changeFilters}
        onClear={vm.clearFilters}
      />
      <Toolbar>
        <h2 id={headingId}>
          {MESSAGES.table.label} <span role="status">({MESSAGES.table.count(vm.filteredCount, vm.total)})</span>
        </h2>
        <Buttons>
          {(['xlsx', 'csv'] as const).map((format) => (
            <Button
              key={format}
              variant="secondary"
              icon={<Download size={16} aria-hidden="true" />}
              isDisabled={vm.filteredCount === 0 || vm.isLoading}
              isPending={vm.exporting.phase === 'working' && vm.exporting.format === format}
              onPress={() => void vm.exportFile(format)}
            >
              {MESSAGES.export[format]}
            </Button>
          ))}
        </Buttons>
      </Toolbar>
      {vm.exporting.phase === 'failed' && <Banner tone="error">{MESSAGES.export.failed}</Banner>}
      {vm.failed ? (
        <Banner tone="error" action={<Button variant="secondary" size="sm" onPress={vm.retry}>{MESSAGES.retry}</Button>}>
          {MESSAGES.failed}
        </Banner>
      ) : (
        <>
          <HistoryTable
            rows={vm.rows}
            metaType={metaType}
            order={vm.order}
            onOrder={vm.setOrder}
            isLoading={vm.isLoading}
            emptyMessage={emptyMessage}
            labelledBy={headingId}
          />
          <Pagination page={vm.page} pageCount={vm.pageCount} onChange={vm.setPage} />
        </>
      )}
    </Stack>
  );

  return (
    <Page
      title={MESSAGES.title}
      breadcrumb={
        <Breadcrumbs
          items={[
            { id: 'metas', label: MESSAGES.breadcrumb.metas },
            { id: 'historico', label: MESSAGES.breadcrumb.screen },
          ]}
          onAction={(id) => id === 'metas' && onNavigate?.('/metas/status')}
        />
      }
    >
      <Stack>
        <Intro>{MESSAGES.intro}</Intro>
        <Selects role="group" aria-label={S.label}>
          <Select label={S.periodo} items={vm.periods} value={vm.selection.periodo} onChange={(key) => key !== null && vm.changeSelection({ periodo: String(key) })} />
          <Select label={S.meta} items={vm.metas} value={vm.selection.tipoMeta} onChange={(key) => isMetaType(key) && vm.changeSelection({ tipoMeta: key })} />
          <Select
            label={S.versao}
            items={vm.versions}
            placeholder={S.placeholder}
            value={vm.versao}
            isDisabled={vm.isLoadingParameters || vm.versions.length === 0}
            onChange={(key) => key !== null && vm.changeSelection({ versao: String(key), linha: null })}
          />
          <Select
            label={S.linha}
            items={vm.lines}
            placeholder={S.placeholder}
            value={vm.linha}
            isDisabled={vm.isLoadingParameters || vm.lines.length === 0}
            onChange={(key) => key !== null && vm.changeSelection({ linha: String(key) })}
          />
        </Selects>
        {vm.parametersFailed ? (
          <Banner tone="error" action={<Button variant="secondary" size="sm" onPress={vm.retryParameters}>{MESSAGES.retry}</Button>}>
            {MESSAGES.parametersFailed}
          </Banner>
        ) : vm.hasNoPeriodData ? (
          <p role="status" data-empty="">{MESSAGES.empty.noPeriod}</p>
        ) : !ready ? (
          vm.isLoadingParameters ? (
            <Spinner label={MESSAGES.loading} />
          ) : (
            <p role="status">{MESSAGES.empty.choose}</p>
          )
        ) : (
          <Tabs
            label={MESSAGES.title}
            selectedKey={vm.tab}
            onSelectionChange={(id) => vm.setTab(id === 'compare' ? 'compare' : 'changes')}
            items={[
              { id: 'changes', label: MESSAGES.table.label, content: changes },
              {
                id: 'compare',
                label: MESSAGES.compare.title,
                content: (
                  <Stack>
                    <VersionCompare
                      versions={vm.versions}
                      a={vm.compare.a}
                      b={vm.compare.b}
                      onChoose={vm.compare.choose}
                      result={vm.compare.result}
                      isLoading={vm.compare.isLoading}
                      failed={vm.compare.failed}
                      onRetry={vm.compare.retry}
                      metaType={metaType}
                    />
                  </Stack>
                ),
              },
            ]}
          />
        )}
      </Stack>
    </Page>
  );
}

/**
 * The targets history (/metas/historico, issue 26): every change of a month's target — who, when,
 * on which screen, old → new, the comment, and the workflow's steps — filtered by team, seller,
 * person and dates, exported to .xlsx and .csv with the rows shown, and two versions of the month
 * compared. It has its own jotai store and, when the host provides none, its own QueryClient.
 */
export function MetasHistory({ api, user, theme, initialSelection, initialTeam, initialSeller, onNavigate, now }: MetasHistoryProps) {
  const today = useMemo(() => now ?? new Date(), [now]);
  return (
    <FeatureRoot
      api={api}
      user={user}
      theme={theme}
      initStore={(store) => {
        store.set(selectionAtom, initialHistorySelection(initialSelection, today));
        store.set(filtersAtom, { ...NO_FILTERS, equipe: initialTeam ?? null, vendedor: initialSeller ?? null });
      }}
    >
      {(currentUser) => <Screen api={api} user={currentUser} now={today} {...(onNavigate ? { onNavigate } : {})} />}
    </FeatureRoot>
  );
}
