import { useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { ChevronDown, ChevronUp, History, Pencil, Check, TrendingDown, TrendingUp, Minus } from 'lucide-react';
import { backendStampText, commentLine, formatBRL, formatPercent, percentOf, type ValueComment } from '@conecta/core';
import { Button, CommentNote, NumberField, Spinner, ValueGrid, type ValueGridColumn, type ValueGridEdit } from '@conecta/ui';
import { MESSAGES } from '../messages';
import { differenceNote, shareText } from '../state/logic';
import type { CategoryValue, DraftStatus, SupervisorCard } from '../state/types';

export interface SupervisorCardViewProps {
  card: SupervisorCard;
  assumed: number;
  draftStatus: DraftStatus | undefined;
  isEditable: boolean;
  isExpanded: boolean;
  isEditing: boolean;
  categories: { rows: CategoryValue[] | undefined; isLoading: boolean; dirty: ReadonlySet<number> } | undefined;
  /** The comment of the change that set the planned total (issue 26). */
  totalComment?: ValueComment | undefined;
  /** The comment of the change that set a category's value. */
  categoryComment?: (key: number) => ValueComment | undefined;
  /** 'Histórico' of this team (issue 26). */
  onHistory?: () => void;
  onCommitTotal: (value: number | null) => void;
  onCommitCategories: (edits: Array<{ key: number; value: number | null }>) => void;
  onToggleExpanded: () => void;
  onToggleEditing: () => void;
  onUndo?: () => void;
  /** Takes the focus when it changes (after 'Redistribuir para o time'); only the first card gets it. */
  focusTick?: number;
}

const Surface = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  &[data-draft='failed'] {
    border-left-color: ${({ theme }) => theme.colors.error};
  }
  &[data-draft='pending'],
  &[data-draft='saving'],
  &[data-draft='conflict'] {
    border-left-color: ${({ theme }) => theme.colors.warning};
  }
`;

const Header = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(160px, 220px) minmax(150px, 190px);
  align-items: end;
  gap: ${({ theme }) => theme.space[4]};
  @media (max-width: ${({ theme }) => theme.layout.tabletBreakpoint}) {
    grid-template-columns: minmax(0, 1fr);
    align-items: start;
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.size.lg};
    overflow-wrap: anywhere;
  }
`;

const Who = styled.div`
  p {
    margin: ${({ theme }) => `${theme.space[1]} 0 0`};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

const Planned = styled.div``;

const Caption = styled.span`
  display: block;
  margin-bottom: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
`;

const Figures = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const Note = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 2px ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.textMuted};
  &[data-tone='increase'] {
    background: ${({ theme }) => theme.colors.warningSoft};
    color: ${({ theme }) => theme.colors.warningText};
  }
  &[data-tone='decrease'] {
    background: ${({ theme }) => theme.colors.errorSoft};
    color: ${({ theme }) => theme.colors.errorText};
  }
`;

const DraftMark = styled.span`
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  color: ${({ theme }) => theme.colors.warningText};
  &[data-status='failed'] {
    color: ${({ theme }) => theme.colors.errorText};
  }
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const noteIcons = { increase: TrendingUp, decrease: TrendingDown, neutral: Minus } as const;

/** One supervisor: name, sellers, average, editable planned value, share, note and category table. */
export function SupervisorCardView({
  card,
  assumed,
  draftStatus,
  isEditable,
  isExpanded,
  isEditing,
  categories,
  totalComment,
  categoryComment,
  onHistory,
  onCommitTotal,
  onCommitCategories,
  onToggleExpanded,
  onToggleEditing,
  onUndo,
  focusTick,
}: SupervisorCardViewProps) {
  const [typed, setTyped] = useState<number | null | undefined>(undefined);
  const inputRef = useRef<HTMLDivElement>(null);
  const note = differenceNote(card.planned, card.suggested);
  const NoteIcon = noteIcons[note.tone];
  const noteText =
    note.tone === 'increase'
      ? MESSAGES.supervisor.increase(note.percent)
      : note.tone === 'decrease'
        ? MESSAGES.supervisor.decrease(note.percent)
        : MESSAGES.supervisor.unchanged;
  const headingId = `supervisor-${card.id}`;

  useEffect(() => {
    if (focusTick) inputRef.current?.querySelector('input')?.focus();
  }, [focusTick]);

  const rows = categories?.rows ?? [];
  const total = rows.reduce((acc, row) => acc + row.planned, 0);
  const columns: ValueGridColumn<CategoryValue>[] = [
    { id: 'category', header: MESSAGES.supervisor.category, isRowHeader: true, render: (row) => row.name, footer: MESSAGES.supervisor.categoryTotal },
    {
      id: 'planned',
      header: MESSAGES.supervisor.categoryValue,
      align: 'end',
      ...(isEditing
        ? {
            editable: {
              value: (row: CategoryValue) => row.planned,
              label: (row: CategoryValue) => MESSAGES.supervisor.categoryInput(row.name, card.name),
              isDirty: (row: CategoryValue) => categories?.dirty.has(row.key) ?? false,
            },
          }
        : { render: (row: CategoryValue) => formatBRL(row.planned) }),
      footer: formatBRL(total),
    },
    {
      id: 'share',
      header: MESSAGES.supervisor.categoryShare,
      align: 'end',
      render: (row) => formatPercent(percentOf(row.planned, total)),
      footer: formatPercent(total > 0 ? 100 : 0),
    },
  ];
  // A column of comments only when a category has one (issue 26).
  if (categoryComment && rows.some((row) => categoryComment(row.key))) {
    columns.push({
      id: 'comment',
      header: MESSAGES.comments.title,
      render: (row) => {
        const comment = categoryComment(row.key);
        return comment ? commentLine(comment) : '';
      },
    });
  }

  return (
    <Surface aria-labelledby={headingId} data-draft={draftStatus}>
      <Header>
        <Who>
          <h3 id={headingId}>{card.name}</h3>
          <p>
            {MESSAGES.supervisor.sellers(card.sellers)} · {MESSAGES.supervisor.average}: {formatBRL(card.average)}
          </p>
        </Who>
        <Planned ref={inputRef}>
          <Caption aria-hidden="true">{MESSAGES.supervisor.planned}</Caption>
          <NumberField
            aria-label={MESSAGES.supervisor.plannedOf(card.name)}
            value={typed === undefined ? card.planned : typed}
            isReadOnly={!isEditable}
            onChange={setTyped}
            onCommit={(value) => {
              setTyped(undefined);
              onCommitTotal(value);
            }}
            onBlur={() => setTyped(undefined)}
          />
        </Planned>
        <Figures>
          <span>
            <strong>{shareText(card.planned, assumed)}</strong> {MESSAGES.supervisor.share}
          </span>
          <Note data-tone={note.tone}>
            <NoteIcon size={14} aria-hidden="true" />
            {noteText}
          </Note>
          {draftStatus && (
            <DraftMark data-status={draftStatus} role="status">
              {draftStatus === 'failed'
                ? MESSAGES.supervisor.unsaved
                : draftStatus === 'conflict'
                  ? MESSAGES.supervisor.conflict
                  : draftStatus === 'saving'
                    ? MESSAGES.supervisor.saving
                    : ''}
            </DraftMark>
          )}
        </Figures>
      </Header>
      {totalComment && <CommentNote text={totalComment.text} author={totalComment.userName} when={backendStampText(totalComment.at)} />}
      <Tools>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={isExpanded}
          aria-label={isExpanded ? MESSAGES.supervisor.hideCategoriesOf(card.name) : MESSAGES.supervisor.showCategoriesOf(card.name)}
          icon={isExpanded ? <ChevronUp size={16} aria-hidden="true" /> : <ChevronDown size={16} aria-hidden="true" />}
          onPress={onToggleExpanded}
        >
          {isExpanded ? MESSAGES.supervisor.hideCategories : MESSAGES.supervisor.showCategories}
        </Button>
        {onHistory && (
          <Button
            variant="secondary"
            size="sm"
            aria-label={MESSAGES.history.teamOf(card.name)}
            icon={<History size={16} aria-hidden="true" />}
            onPress={onHistory}
          >
            {MESSAGES.history.team}
          </Button>
        )}
        {isEditable && (
          <Button
            variant="secondary"
            size="sm"
            aria-pressed={isEditing}
            aria-label={isEditing ? MESSAGES.supervisor.stopEditOf(card.name) : MESSAGES.supervisor.editOf(card.name)}
            icon={isEditing ? <Check size={16} aria-hidden="true" /> : <Pencil size={16} aria-hidden="true" />}
            onPress={onToggleEditing}
          >
            {isEditing ? MESSAGES.supervisor.stopEdit : MESSAGES.supervisor.edit}
          </Button>
        )}
      </Tools>
      {isExpanded &&
        (categories?.isLoading || !categories?.rows ? (
          <Spinner label={MESSAGES.supervisor.loadingCategories} />
        ) : (
          <ValueGrid
            aria-label={MESSAGES.supervisor.categoriesOf(card.name)}
            rows={rows}
            getRowKey={(row) => String(row.key)}
            columns={columns}
            isReadOnly={!isEditable || !isEditing}
            maxHeight="360px"
            onCommit={(edits: ValueGridEdit[]) =>
              onCommitCategories(edits.map((edit) => ({ key: Number(edit.rowKey), value: edit.value })))
            }
            {...(onUndo ? { onUndo } : {})}
          />
        ))}
    </Surface>
  );
}
