import { styled } from 'styled-components';
import { Button, Card, ProgressMeter, Spinner, TextLink } from '@conecta/ui';
import { APPROVALS_MESSAGES as A } from '../messages';
import type { ApprovalTarget } from '../state/approvals';

export interface ApprovalsCardProps {
  targets: readonly ApprovalTarget[];
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  /** 'Linha BRL1 · Novembro de 2026'. */
  hint: string;
}

const Targets = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.space[5]};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.md};
  }
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const Teams = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space[2]};
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Team = styled.li`
  padding: 2px ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.typography.size.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  &[data-situation='approved'] {
    background: ${({ theme }) => theme.colors.successSoft};
    color: ${({ theme }) => theme.colors.successText};
  }
  &[data-situation='returned'] {
    background: ${({ theme }) => theme.colors.errorSoft};
    color: ${({ theme }) => theme.colors.errorText};
  }
`;

/**
 * 'Aprovações dos supervisores' (issue 26): for the dashboard's month and line, each programmed
 * target's bar of approvals with every team's situation in words, and the status screen where the
 * manager reminds and releases. Loading, empty and failure stay inside the card.
 */
export function ApprovalsCard({ targets, isLoading, isError, onRetry, hint }: ApprovalsCardProps) {
  return (
    <Card title={A.title}>
      <Hint>{hint}</Hint>
      {isLoading ? (
        <Spinner label={A.loading} />
      ) : isError ? (
        <div role="alert">
          <p>{A.error}</p>
          <Button variant="secondary" size="sm" onPress={onRetry}>
            {A.retry}
          </Button>
        </div>
      ) : targets.length === 0 ? (
        <p data-empty="">{A.empty}</p>
      ) : (
        <Targets>
          {targets.map((target) => (
            <section key={target.key} aria-label={target.title}>
              <Head>
                <h3>{target.title}</h3>
                <span>{target.released ? A.released : A.count(target.approved, target.total)}</span>
              </Head>
              <ProgressMeter label={A.meter(target.title)} value={target.approved} max={target.total} valueText={A.count(target.approved, target.total)} />
              <Teams aria-label={A.meter(target.title)}>
                {target.teams.map((team) => (
                  <Team key={team.id} data-situation={team.situation}>
                    {team.name}: {A.situation[team.situation]}
                  </Team>
                ))}
              </Teams>
              {target.statusHref && (
                <TextLink href={target.statusHref} aria-label={A.statusOf(target.title)}>
                  {A.status}
                </TextLink>
              )}
            </section>
          ))}
        </Targets>
      )}
    </Card>
  );
}
