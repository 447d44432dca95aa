import { Check } from 'lucide-react';
import { styled } from 'styled-components';
import { Button, IconButton, Table, type TableColumn } from '@conecta/ui';
import { MESSAGES } from '../messages';
import { rowDescription } from '../state/actions';
import { formatUpdatedAt } from '../state/rows';
import type { StatusLine } from '../state/use-metas-status';
import type { StatusRow } from '../state/types';
import { ActionLink } from './ActionLink';
import { StatusBadge } from './StatusBadge';

export interface StatusTableProps {
  /** The lines to show, each with its action (label, link or text, reason, check icon). */
  lines: readonly StatusLine[];
  /** The status rows are loading (a spinner in the table). */
  isLoading: boolean;
  /** Text of the empty table. */
  emptyMessage: string;
  /** Offered under the empty message (e.g. 'Tentar novamente' after a failure). */
  onRetry?: () => void;
  /** A release is running: the check icons wait. */
  isReleasing: boolean;
  /** Called with the line whose check icon was pressed (release to FLEXX). */
  onRelease: (row: StatusRow) => void;
  /** Called with a line to send back and to whom (issue 26). */
  onGiveBack: (row: StatusRow, to: 'manager' | 'supervisor') => void;
}

const Stacked = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.xs};
`;

/** A share sent back (issue 26): who, when and why, set apart from the `alteracao` text. */
const Returned = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding-left: ${({ theme }) => theme.space[2]};
  border-left: 3px solid ${({ theme }) => theme.colors.warning};
  overflow-wrap: anywhere;
  max-width: 32ch;
`;

const ActionRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const T = MESSAGES.table;

function columns(
  isReleasing: boolean,
  onRelease: (row: StatusRow) => void,
  onGiveBack: (row: StatusRow, to: 'manager' | 'supervisor') => void,
): TableColumn<StatusLine>[] {
  return [
    {
      id: 'status',
      header: T.status,
      isRowHeader: true,
      value: (line) => line.row.status,
      cell: ({ row }) => (
        <Stacked>
          <StatusBadge status={row.status} />
          {row.linha !== '' && <Muted>{T.linha(row.linha)}</Muted>}
          {row.groupStatus !== '' && row.groupStatus !== row.status && <Muted>{T.groupStatus(row.groupStatus)}</Muted>}
        </Stacked>
      ),
    },
    {
      id: 'responsavel',
      header: T.responsavel,
      value: (line) => line.row.employeeName,
      cell: ({ row }) => row.employeeName || '—',
    },
    {
      id: 'dataVersao',
      header: T.dataVersao,
      value: (line) => line.row.updatedAt,
      cell: ({ row, historyHref }) => (
        <Stacked>
          <span>{row.updatedAt ? formatUpdatedAt(row.updatedAt) : '—'}</span>
          {row.versao !== '' && <Muted>{T.versao(row.versao)}</Muted>}
          {row.updatedBy !== '' && <Muted>{T.updatedBy(row.updatedBy)}</Muted>}
          {/* Issue 26: every change of the line's target (of its team), beside the last one. */}
          <ActionLink href={historyHref} aria-label={T.controlName(MESSAGES.history, rowDescription(row))}>
            {MESSAGES.history}
          </ActionLink>
        </Stacked>
      ),
    },
    {
      id: 'acao',
      header: T.acao,
      value: (line) => line.action.label,
      cell: ({ row, action, href, giveBack }) => (
        <Stacked>
          <ActionRow>
            {href !== null ? (
              <ActionLink href={href} aria-label={T.controlName(action.label, rowDescription(row))}>
                {action.label}
              </ActionLink>
            ) : (
              <span>{action.label}</span>
            )}
            {action.canRelease && (
              <IconButton
                size="sm"
                variant="primary"
                label={T.controlName(MESSAGES.actions.release, rowDescription(row))}
                icon={<Check size={16} aria-hidden="true" />}
                isDisabled={isReleasing}
                onPress={() => onRelease(row)}
              />
            )}
          </ActionRow>
          {action.reason !== null && <Muted>{action.reason}</Muted>}
          {giveBack && (
            <Button
              variant="link"
              size="sm"
              aria-label={T.controlName(giveBack === 'manager' ? MESSAGES.giveBack.toManager : MESSAGES.giveBack.toSupervisor, rowDescription(row))}
              onPress={() => onGiveBack(row, giveBack)}
            >
              {giveBack === 'manager' ? MESSAGES.giveBack.toManager : MESSAGES.giveBack.toSupervisor}
            </Button>
          )}
        </Stacked>
      ),
    },
    {
      id: 'observacao',
      header: T.observacao,
      value: (line) => line.row.alteracaoText,
      cell: ({ row }) => (
        <Stacked>
          {row.alteracaoText !== '' && <span>{row.alteracaoText}</span>}
          {row.imported && <Muted>{T.imported}</Muted>}
          {row.returned && (
            <Returned>
              <strong>{T.returned(row.returned.to, row.returned.by, formatUpdatedAt(row.returned.at))}</strong>
              {row.returned.reason !== '' && <span>“{row.returned.reason}”</span>}
            </Returned>
          )}
          {row.alteracaoText === '' && !row.imported && !row.returned && '—'}
        </Stacked>
      ),
    },
  ];
}

/** The table of spec §2.4: Status, Responsável, Data / Versão, Ação, Observação. */
export function StatusTable({ lines, isLoading, emptyMessage, onRetry, isReleasing, onRelease, onGiveBack }: StatusTableProps) {
  return (
    <Table
      aria-label={T.label}
      columns={columns(isReleasing, onRelease, onGiveBack)}
      rows={lines}
      getRowKey={(line) => line.row.key}
      isLoading={isLoading}
      emptyMessage={emptyMessage}
      emptyAction={
        onRetry ? (
          <Button variant="secondary" onPress={onRetry}>
            {MESSAGES.actions.retry}
          </Button>
        ) : undefined
      }
    />
  );
}
