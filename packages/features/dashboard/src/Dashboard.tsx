import { styled } from 'styled-components';
import { FeatureRoot, type EmbedProps } from '@conecta/embed';
import type { ApiClient } from '@conecta/api';
import type { CurrentUser } from '@conecta/core';
import { Carousel } from '@conecta/ui';
import { APPROVALS_MESSAGES, MESSAGES } from './messages';
import { useDashboard } from './state/use-dashboard';
import { useInbox } from './state/use-inbox';
import { useApprovals } from './state/use-approvals';
import { ApprovalsCard } from './components/ApprovalsCard';
import { Inbox } from './components/Inbox';
import { AchievementTable } from './components/AchievementTable';
import { EmptyPanel, ErrorPanel } from './components/StatePanel';
import { TotalsCards } from './components/TotalsCards';
import { Welcome } from './components/Welcome';

export interface DashboardProps extends Pick<EmbedProps, 'theme'> {
  /** Typed client of the Conecta backend, signed in as `user`. */
  api: ApiClient;
  /** The signed-in user: its brokers (core `brokerScope`) and FLEXX employee id scope every figure. When omitted it is read from the backend (`GET /sistema/Usuarios/0`). */
  user?: CurrentUser;
  /**
   * The moment whose year and month are the period (`periodo` 'YYYYMM') — for stories and tests.
   * @default the time the dashboard opened
   */
  now?: Date;
}

const Container = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  width: 100%;
  max-width: ${({ theme }) => theme.layout.containerWide};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[6]} ${theme.space[10]}`};
  @media (max-width: ${({ theme }) => theme.layout.tabletBreakpoint}) {
    padding: ${({ theme }) => `${theme.space[4]} ${theme.space[4]} ${theme.space[8]}`};
  }
`;

function Screen({ api, user, now }: Omit<DashboardProps, 'user'> & { user: CurrentUser }) {
  const dashboard = useDashboard(api, user, now);
  const inbox = useInbox(api, user);
  const approvals = useApprovals(api, user, dashboard.scope.periodo, dashboard.line);
  const { status } = dashboard;
  const isLoading = status === 'loading';
  return (
    <Container data-status={status}>
      <Welcome
        line={dashboard.line}
        lines={dashboard.lines}
        isLinesLoading={dashboard.isLinesLoading}
        onLineChange={dashboard.chooseLine}
      />
      {inbox.enabled && (
        <Inbox
          entries={inbox.entries}
          unread={inbox.unread}
          isLoading={inbox.isLoading}
          isError={inbox.isError}
          onRetry={inbox.retry}
          onMark={inbox.mark}
        />
      )}
      {approvals.enabled && (
        <ApprovalsCard
          targets={approvals.targets}
          isLoading={approvals.isLoading}
          isError={approvals.isError}
          onRetry={approvals.retry}
          hint={APPROVALS_MESSAGES.hint(dashboard.line, dashboard.periodLabel)}
        />
      )}
      {status === 'error' && dashboard.failure && (
        <ErrorPanel status={dashboard.failure.status} onRetry={dashboard.retry} isRetrying={dashboard.isRetrying} />
      )}
      {(status === 'loading' || status === 'loaded') && (
        <TotalsCards
          totals={isLoading ? null : dashboard.totals}
          isLoading={isLoading}
          hint={MESSAGES.cardHint(dashboard.line, dashboard.periodLabel)}
          report={dashboard.report}
        />
      )}
      {/* Its place is kept while the images load, so the table below does not jump (layout shift). */}
      {(dashboard.isCarouselLoading || dashboard.slides.length > 0) && (
        <Carousel slides={dashboard.slides} label={MESSAGES.carousel.label} isLoading={dashboard.isCarouselLoading} />
      )}
      {status === 'empty' && <EmptyPanel line={dashboard.line} period={dashboard.periodLabel} />}
      {(status === 'loading' || status === 'loaded') && <AchievementTable matrix={dashboard.matrix} isLoading={isLoading} report={dashboard.report} />}
    </Container>
  );
}

/**
 * The home dashboard (/dashboard, shell spec §2, §3, §4, §7, §9): the welcome text, 'Linha de
 * produtos' (BRL1 first), the four totals, the image carousel and the 'Supervisores' table of
 * '% Atingimento' per category — for the user's brokers and the current year and month. It has
 * its own jotai store and, when the host provides none, its own QueryClient.
 */
export function Dashboard({ theme, user, ...props }: DashboardProps) {
  return (
    <FeatureRoot api={props.api} user={user} theme={theme}>
      {(currentUser) => <Screen {...props} user={currentUser} />}
    </FeatureRoot>
  );
}
