import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { Button, Card, Spinner, TextLink } from '@conecta/ui';
import { INBOX_MESSAGES as T } from '../messages';
import { INBOX_FIRST, type InboxEntry } from '../state/inbox';

export interface InboxProps {
  entries: readonly InboxEntry[];
  unread: number;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  /** Marks entries read (or unread with `read: false`). */
  onMark: (ids: readonly number[], read?: boolean) => void;
}

const Summary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  padding: ${({ theme }) => `${theme.space[3]} 0`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  &:first-child {
    border-top: none;
  }
  &[data-unread] strong {
    font-weight: ${({ theme }) => theme.typography.weight.bold};
  }
`;

const Title = styled.strong`
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  overflow-wrap: anywhere;
`;

const Tag = styled.span`
  display: inline-block;
  margin-left: ${({ theme }) => theme.space[2]};
  padding: 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  vertical-align: middle;
`;

const Detail = styled.p`
  grid-column: 1;
  margin: 0;
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  grid-column: 1;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const Side = styled.div`
  grid-column: 2;
  grid-row: 1 / span 3;
  align-self: start;
`;

/**
 * The dashboard's inbox (issue 26): what waits for the user, newest first — each a link to the
 * screen that answers it; unread items in bold with 'Não lida'; 'Resolvida' once what it asked for
 * was done. Opening one marks it read; each can be marked read or unread, all at once too.
 */
export function Inbox({ entries, unread, isLoading, isError, onRetry, onMark }: InboxProps) {
  const [all, setAll] = useState(false);
  const listId = useId();
  const shown = all ? entries : entries.slice(0, INBOX_FIRST);
  const unreadIds = entries.filter((entry) => !entry.read).map((entry) => entry.id);
  return (
    <Card
      title={T.title}
      actions={
        unreadIds.length > 0 ? (
          <Button variant="link" size="sm" onPress={() => onMark(unreadIds)}>
            {T.markAll}
          </Button>
        ) : undefined
      }
    >
      {isLoading ? (
        <Spinner label={T.loading} />
      ) : isError ? (
        <div role="alert">
          <p>{T.error}</p>
          <Button variant="secondary" size="sm" onPress={onRetry}>
            {T.retry}
          </Button>
        </div>
      ) : entries.length === 0 ? (
        <p data-empty="">{T.empty}</p>
      ) : (
        <>
          <Summary>{T.unread(unread)}</Summary>
          <List id={listId} aria-label={T.title}>
            {shown.map((entry) => (
              <Item key={entry.id} data-unread={entry.read ? undefined : ''}>
                <span>
                  <Title>
                    {entry.href ? (
                      <TextLink href={entry.href} onPress={() => !entry.read && onMark([entry.id])}>
                        {entry.title}
                      </TextLink>
                    ) : (
                      entry.title
                    )}
                  </Title>
                  {!entry.read && <Tag>{T.unreadTag}</Tag>}
                  {!entry.pending && <Tag>{T.done}</Tag>}
                </span>
                {entry.detail && <Detail>“{entry.detail}”</Detail>}
                <Meta>
                  {entry.target} · {T.from(entry.from)} · {entry.when}
                </Meta>
                <Side>
                  <Button variant="link" size="sm" aria-label={T.markName(entry.read, entry.title)} onPress={() => onMark([entry.id], !entry.read)}>
                    {entry.read ? T.markUnread : T.markRead}
                  </Button>
                </Side>
              </Item>
            ))}
          </List>
          {entries.length > INBOX_FIRST && (
            <Button variant="link" size="sm" aria-controls={listId} aria-expanded={all} onPress={() => setAll((value) => !value)}>
              {all ? T.less : T.more(entries.length)}
            </Button>
          )}
        </>
      )}
    </Card>
  );
}
