import { useId } from 'react';
import { Inbox, RefreshCw } from 'lucide-react';
import { styled } from 'styled-components';
import { Banner, Button } from '@conecta/ui';
import { MESSAGES } from '../messages';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[10]} ${theme.space[6]}`};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.lg};
    color: ${({ theme }) => theme.colors.text};
  }
  p { margin: 0; }
  svg { color: ${({ theme }) => theme.colors.primary}; }
`;

const Code = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

/** The empty state: no figures for the line in the period. */
export function EmptyPanel({ line, period }: { line: string; period: string }) {
  const headingId = useId();
  return (
    <Panel aria-labelledby={headingId}>
      <Inbox size={32} aria-hidden="true" />
      <h2 id={headingId}>{MESSAGES.empty.title}</h2>
      <p>{MESSAGES.empty.message(line, period)}</p>
    </Panel>
  );
}

/** The error state: what failed, the HTTP code for support, and 'Tentar novamente'. */
export function ErrorPanel({ status, onRetry, isRetrying }: { status: number; onRetry: () => void; isRetrying: boolean }) {
  return (
    <Banner
      tone="error"
      title={MESSAGES.error.title}
      action={
        <Button variant="secondary" size="sm" icon={<RefreshCw size={16} aria-hidden="true" />} onPress={onRetry} isPending={isRetrying}>
          {MESSAGES.error.retry}
        </Button>
      }
    >
      {MESSAGES.error.message}
      {status > 0 && <Code>{MESSAGES.error.code(status)}</Code>}
    </Banner>
  );
}
