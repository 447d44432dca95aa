import { styled } from 'styled-components';
import { Button, Card, ProgressMeter } from '@conecta/ui';
import { MESSAGES } from '../messages';
import { reminderKey, type ApprovalProgressState } from '../state/use-progress';

const P = MESSAGES.progress;

const Targets = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.md};
  }
`;

const Teams = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const Team = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  gap: ${({ theme }) => theme.space[3]};
  padding-left: ${({ theme }) => theme.space[3]};
  border-left: 3px solid ${({ theme }) => theme.colors.border};
  &[data-situation='approved'] {
    border-left-color: ${({ theme }) => theme.colors.success};
  }
  &[data-situation='returned'] {
    border-left-color: ${({ theme }) => theme.colors.warning};
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

/**
 * The approval progress of the chosen month and type (issue 26, manager's view): per target, how many
 * supervisors approved out of how many, as a bar and in words, and each team — approved, waiting since
 * when (with 'Lembrar'), or returned with who, when and why — with the last reminder.
 */
export function ApprovalProgress({ targets, isLoading, isError, retry, reminding, note, remind }: ApprovalProgressState) {
  if (!isLoading && !isError && targets.length === 0) return null;
  return (
    <Card title={P.title}>
      {isLoading ? (
        <Muted>{P.loading}…</Muted>
      ) : isError ? (
        <div role="alert">
          <p>{P.failed}</p>
          <Button variant="link" size="sm" onPress={retry}>
            {MESSAGES.actions.retry}
          </Button>
        </div>
      ) : (
        <Targets>
          {targets.map((target) => (
            <section key={target.key} aria-label={target.title}>
              <Head>
                <h3>{target.title}</h3>
                <span>
                  {P.count(target.approved, target.total)}
                  {target.returned > 0 && ` · ${P.returnedCount(target.returned)}`}
                </span>
              </Head>
              <ProgressMeter label={P.meter(target.title)} value={target.approved} max={target.total} valueText={P.count(target.approved, target.total)} />
              <Teams>
                {target.teams.map((team) => {
                  const key = reminderKey(target, team);
                  return (
                    <Team key={team.id} data-situation={team.situation}>
                      <div>
                        <p>
                          <strong>{team.name}</strong> — {team.text}
                        </p>
                        {team.reason && <p>“{team.reason}”</p>}
                        {team.lastReminder && <Muted>{team.lastReminder}</Muted>}
                        {note?.key === key && (
                          <Muted role={note.tone === 'error' ? 'alert' : 'status'}>{note.text}</Muted>
                        )}
                      </div>
                      {team.canRemind && (
                        <Button
                          variant="secondary"
                          size="sm"
                          aria-label={P.remindName(team.name)}
                          isPending={reminding === key}
                          isDisabled={reminding !== null && reminding !== key}
                          onPress={() => remind(target, team)}
                        >
                          {P.remind}
                        </Button>
                      )}
                    </Team>
                  );
                })}
              </Teams>
            </section>
          ))}
        </Targets>
      )}
    </Card>
  );
}
