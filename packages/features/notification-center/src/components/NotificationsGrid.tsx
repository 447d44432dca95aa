import { useMemo } from 'react';
import { ImageIcon, Info, Pencil, Smartphone, Trash2 } from 'lucide-react';
import { styled } from 'styled-components';
import { Button, DataTable, IconButton, Switch, type TableColumn } from '@conecta/ui';
import { MESSAGES } from '../messages';
import type { ColumnId } from '../state/grid';
import type { NotificationAction, NotificationRow } from '../state/types';
import { StatusCell } from './StatusCell';

export interface NotificationsGridProps {
  /** Column ids of the grid (state/grid.ts `columnsOf`). */
  columns: readonly ColumnId[];
  /** Rows of the current page. */
  rows: readonly NotificationRow[];
  /** Id of the heading that names the table. */
  labelledBy: string;
  isLoading: boolean;
  canEdit: boolean;
  /** Key of the row whose request runs. */
  busyRow: string | null;
  /** Whether the host handles 'Editar notificação'. */
  canOpenEditor: boolean;
  /** Key of the row just created or edited: marked, with 'Salva agora' beside its title. */
  revealedKey?: string | null;
  onPreview: (row: NotificationRow) => void;
  onAudience: (row: NotificationRow) => void;
  onParticipants: (row: NotificationRow) => void;
  onAchievement: (row: NotificationRow) => void;
  onEdit: (row: NotificationRow) => void;
  onAction: (action: NotificationAction, row: NotificationRow) => void;
}

/** Audience type label of the Público button: Canais, Solds, Vendedores. */
export const audienceLabel = (row: NotificationRow) => MESSAGES.audience[row.audienceType].many;

const ICONS = {
  image: <ImageIcon size={16} aria-hidden="true" />,
  app: <Smartphone size={16} aria-hidden="true" />,
  info: <Info size={16} aria-hidden="true" />,
  edit: <Pencil size={16} aria-hidden="true" />,
  delete: <Trash2 size={16} aria-hidden="true" />,
};

/**
 * Narrowest width of each column (px, padding included): the longest word of a title or status,
 * the audience button, a date, the 'Broker participantes' header, the switch above the three tools,
 * the 'Aceitar notificação' button. The manufacturer's six columns add up to 1016 px and fit the
 * 1366-px notebook beside the menu; a narrower box (768 px) stacks each row as a card.
 */
const COLUMN_MIN_WIDTHS: Record<ColumnId, number> = {
  titulo: 180,
  mensagem: 200,
  publico: 140,
  vigencia: 136,
  brokers: 180,
  ferramentas: 180,
  status: 184,
};

/**
 * What a column needs beyond its narrowest width to keep its content on one line: the period
 * '23/03/2026 a 06/04/2026', the switch beside the three tools, 'Aceitar notificação' beside
 * 'Recusar'. A table at least that much wider than its columns' narrowest widths keeps them so.
 */
const ONE_LINE_EXTRA: Partial<Record<ColumnId, number>> = { vigencia: 64, ferramentas: 104, status: 86 };

/** Lines of a message shown in the grid; 'Ver mensagem completa' opens the Preview with all of it. */
const MESSAGE_LINES = 4;

/** Widest a message gets (px): a wide screen gives the rest to the title. */
const MESSAGE_MAX_WIDTH = 360;

/* Cell styles set once around the table: cells render plain elements with data attributes. */
const Scope = styled.div<{ $oneLineFrom: number }>`
  [data-nc-title] {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[1]};
  }
  [data-nc-title] > strong {
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
  [data-nc-inline] {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
  [data-nc-icon] {
    display: inline-flex;
    color: ${({ theme }) => theme.colors.primary};
  }
  [data-nc-period] {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
  }
  [data-nc-released] {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.successText};
    font-size: ${({ theme }) => theme.typography.size.xs};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
  [data-nc-revealed] {
    padding: 0 ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.successSoft};
    color: ${({ theme }) => theme.colors.successText};
    font-size: ${({ theme }) => theme.typography.size.xs};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
  [data-nc-created] {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.xs};
  }
  [data-nc-tools] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
  }
  /* The three tool buttons stay together; the switch goes above them when the column is narrow. */
  [data-nc-icons] {
    display: inline-flex;
    flex-wrap: nowrap;
    gap: ${({ theme }) => theme.space[1]};
  }
  [data-nc-status] {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[2]};
  }
  [data-nc-status-text] {
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
  [data-nc-accepted] {
    display: inline-flex;
    color: ${({ theme }) => theme.colors.successText};
  }
  [data-nc-brokers] {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[1]};
    white-space: nowrap;
  }
  /* A wide table (the notebook's broker grids, a wide screen) keeps periods and tools on one line. */
  @container (width >= ${({ $oneLineFrom }) => $oneLineFrom}px) {
    [data-nc-period],
    [data-nc-tools] {
      flex-wrap: nowrap;
      white-space: nowrap;
    }
  }
`;

/** 'Todas as notificações': the columns of the three grids of §2. */
export function NotificationsGrid({
  columns,
  rows,
  labelledBy,
  isLoading,
  canEdit,
  busyRow,
  canOpenEditor,
  revealedKey = null,
  onPreview,
  onAudience,
  onParticipants,
  onAchievement,
  onEdit,
  onAction,
}: NotificationsGridProps) {
  const tableColumns = useMemo(() => {
    const all: Record<ColumnId, TableColumn<NotificationRow>> = {
      titulo: {
        id: 'titulo',
        header: MESSAGES.columns.titulo,
        isRowHeader: true,
        minWidth: COLUMN_MIN_WIDTHS.titulo,
        cell: (row) => (
          <div data-nc-title>
            <strong>{row.title}</strong>
            {row.key === revealedKey && <span data-nc-revealed>{MESSAGES.cells.revealed}</span>}
            <span data-nc-inline>
              <Button size="sm" variant="link" onPress={() => onPreview(row)}>
                {MESSAGES.cells.preview}
              </Button>
              {row.imageUrl && (
                <span data-nc-icon role="img" aria-label={MESSAGES.cells.hasImage} title={MESSAGES.cells.hasImage}>
                  {ICONS.image}
                </span>
              )}
            </span>
          </div>
        ),
      },
      mensagem: {
        id: 'mensagem',
        header: MESSAGES.columns.mensagem,
        value: (row) => row.message,
        minWidth: COLUMN_MIN_WIDTHS.mensagem,
        maxWidth: MESSAGE_MAX_WIDTH,
        clamp: { lines: MESSAGE_LINES, moreLabel: MESSAGES.cells.readMore, onMore: onPreview },
      },
      publico: {
        id: 'publico',
        header: MESSAGES.columns.publico,
        minWidth: COLUMN_MIN_WIDTHS.publico,
        cell: (row) => (
          <Button size="sm" variant="secondary" onPress={() => onAudience(row)}>
            {audienceLabel(row)}
          </Button>
        ),
      },
      vigencia: {
        id: 'vigencia',
        header: MESSAGES.columns.vigencia,
        minWidth: COLUMN_MIN_WIDTHS.vigencia,
        cell: (row) => (
          <div data-nc-period>
            <span>{MESSAGES.cells.period(row.start, row.end)}</span>
            {row.releasedToApp && (
              <span data-nc-released>
                {ICONS.app}
                {MESSAGES.cells.released}
              </span>
            )}
            {row.createdAt && <span data-nc-created>{MESSAGES.cells.createdAt(row.createdAt)}</span>}
          </div>
        ),
      },
      brokers: {
        id: 'brokers',
        header: MESSAGES.columns.brokers,
        minWidth: COLUMN_MIN_WIDTHS.brokers,
        cell: (row) => (
          <div data-nc-brokers>
            <span>{MESSAGES.cells.brokersCount(row.participants.length)}</span>
            <Button size="sm" variant="link" onPress={() => onParticipants(row)}>
              {MESSAGES.cells.brokersList}
            </Button>
          </div>
        ),
      },
      ferramentas: {
        id: 'ferramentas',
        header: MESSAGES.columns.ferramentas,
        minWidth: COLUMN_MIN_WIDTHS.ferramentas,
        cell: (row) => {
          const isBusy = busyRow === row.key;
          const isLocked = !canEdit || busyRow !== null;
          return (
            <div data-nc-tools>
              <Switch
                isSelected={row.enabled}
                isDisabled={isLocked}
                onChange={() => onAction('toggle', row)}
                onLabel={MESSAGES.cells.enabled}
                offLabel={MESSAGES.cells.disabled}
              />
              <span data-nc-icons>
                <IconButton
                  size="sm"
                  label={MESSAGES.cells.info}
                  icon={ICONS.info}
                  isDisabled={isBusy}
                  onPress={() => onAchievement(row)}
                />
                <IconButton
                  size="sm"
                  label={MESSAGES.cells.edit}
                  icon={ICONS.edit}
                  isDisabled={!canEdit || !canOpenEditor || row.id === null}
                  onPress={() => onEdit(row)}
                />
                <IconButton
                  size="sm"
                  variant="danger"
                  label={MESSAGES.cells.delete}
                  icon={ICONS.delete}
                  isDisabled={isLocked}
                  onPress={() => onAction('delete', row)}
                />
              </span>
            </div>
          );
        },
      },
      status: {
        id: 'status',
        header: MESSAGES.columns.status,
        minWidth: COLUMN_MIN_WIDTHS.status,
        cell: (row) => (
          <StatusCell row={row} canEdit={canEdit} isBusy={busyRow !== null} onAction={onAction} />
        ),
      },
    };
    return columns.map((id) => all[id]);
  }, [columns, canEdit, busyRow, canOpenEditor, revealedKey, onPreview, onAudience, onParticipants, onAchievement, onEdit, onAction]);

  const oneLineFrom = columns.reduce((sum, id) => sum + COLUMN_MIN_WIDTHS[id] + (ONE_LINE_EXTRA[id] ?? 0), 0);

  return (
    <Scope $oneLineFrom={oneLineFrom}>
      <DataTable
        aria-labelledby={labelledBy}
        columns={tableColumns}
        rows={rows}
        getRowKey={(row) => row.key}
        isLoading={isLoading}
        highlightedKey={revealedKey}
      />
    </Scope>
  );
}
