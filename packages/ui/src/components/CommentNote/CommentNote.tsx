import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { visuallyHidden } from '../../styles';

export interface CommentNoteProps {
  /** The comment, shown as typed (it wraps between words). */
  text: string;
  /** Who wrote it. */
  author: string;
  /** When, already formatted, e.g. '02/11/2026 08:15'. */
  when: string;
  /** Word read before the comment by screen readers.
   * @default 'Comentário' */
  label?: string;
  /** Extra content after the byline (e.g. 'R$ 10.000 → R$ 12.000'). */
  detail?: ReactNode;
}

const Note = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-start;
  margin: ${({ theme }) => theme.space[1]} 0 0;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
  border-inline-start: 3px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.primarySoft};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.size.sm};
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
  overflow-wrap: anywhere;
  svg { flex: none; margin-top: 3px; color: ${({ theme }) => theme.colors.primary}; }
`;

const Body = styled.span`
  min-width: 0;
`;

const Byline = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

/**
 * A comment saved with a change, shown beside the value it explains: the text, who wrote it and when
 * (issue 26). One paragraph, so a screen reader reads it in one go ('Comentário: …').
 */
export function CommentNote({ text, author, when, label = 'Comentário', detail }: CommentNoteProps) {
  return (
    <Note data-comment-note="">
      <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M2 2h12a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H6l-3.5 3V12H2a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1z" />
      </svg>
      <Body>
        <Hidden>{label}: </Hidden>“{text}” <Byline>— {author}, {when}</Byline>
        {detail != null && <> {detail}</>}
      </Body>
    </Note>
  );
}
