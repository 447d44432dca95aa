import { useId } from 'react';
import { styled } from 'styled-components';
import { Button, Spinner } from '@conecta/ui';
import type { PermissionToggle } from '@conecta/core';
import type { PermissionsView } from '../state/model';
import { MESSAGES } from '../messages';
import { PermissionsTable } from './PermissionsTable';

export interface PermissionsBodyProps {
  /** What to show. */
  view: PermissionsView;
  /** Name of the user whose permissions are edited. */
  targetName: string;
  /** Called with each checkbox change. */
  onToggle: (toggle: PermissionToggle) => void;
  /** Loads again after a failed load. */
  onRetry: () => void;
  /** Why the load failed in the user's words (time-out, no connection, unreadable answer), shown under the message. */
  loadFailure?: string | null;
}

const Target = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[2]}`};
  text-align: center;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Empty = styled.p`
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  color: ${({ theme }) => theme.colors.warningText};
`;

const LoadError = styled.p`
  color: ${({ theme }) => theme.colors.errorText};
`;

/** The dialog's body: the user's name, then progress, a load error, 'no options' or the table. */
export function PermissionsBody({ view, targetName, onToggle, onRetry, loadFailure = null }: PermissionsBodyProps) {
  const hintId = useId();
  return (
    <>
      <Target>{MESSAGES.target(targetName)}</Target>
      {view.status === 'loading' && (
        <Centered>
          <Spinner label={MESSAGES.loading} />
          <Muted aria-hidden="true">{MESSAGES.loading}…</Muted>
        </Centered>
      )}
      {view.status === 'error' && (
        <Centered role="alert">
          <LoadError>{MESSAGES.loadError}</LoadError>
          {loadFailure && <Muted>{loadFailure}</Muted>}
          <Button variant="secondary" size="sm" onPress={onRetry}>
            {MESSAGES.retry}
          </Button>
        </Centered>
      )}
      {view.status === 'empty' && (
        <Centered role="status">
          <Empty>{MESSAGES.noOptions}</Empty>
        </Centered>
      )}
      {view.status === 'ready' && (
        <PermissionsTable label={MESSAGES.tableLabel(targetName)} rows={view.rows} onToggle={onToggle} hintId={hintId} />
      )}
    </>
  );
}
