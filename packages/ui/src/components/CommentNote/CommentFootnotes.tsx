import { styled } from 'styled-components';
import { visuallyHidden } from '../../styles';

const Mark = styled.sup`
  margin-inline-start: 2px;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

export interface CommentMarkProps {
  /** The comment's number in the {@link CommentFootnotes} under the table. */
  n: number;
  /** Word read before the number by screen readers.
   * @default 'comentário' */
  label?: string;
}

/** A table cell's pointer to its comment below the table: a superscript number ('comentário 2' when read). */
export function CommentMark({ n, label = 'comentário' }: CommentMarkProps) {
  return (
    <Mark data-comment-mark={n}>
      <Hidden>{label} </Hidden>
      {n}
    </Mark>
  );
}

/** One comment of a table, numbered as its cells' marks. */
export interface CommentFootnote {
  n: number;
  /** What the comment is about, e.g. 'CARLOS EDUARDO SANTOS · Bebidas'. */
  subject: string;
  text: string;
  author: string;
  when: string;
}

export interface CommentFootnotesProps {
  /** The comments, in the order of their numbers. Nothing is shown when there is none. */
  items: readonly CommentFootnote[];
  /** The list's heading.
   * @default 'Comentários' */
  title?: string;
}

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.typography.size.sm};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
  ol {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space[6]};
  }
  li { overflow-wrap: anywhere; }
  span[data-byline] { color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** The comments of a table's values, numbered as the {@link CommentMark}s in its cells (issue 26). */
export function CommentFootnotes({ items, title = 'Comentários' }: CommentFootnotesProps) {
  if (items.length === 0) return null;
  return (
    <Section aria-label={title}>
      <h3>{title}</h3>
      <ol>
        {items.map((item) => (
          <li key={item.n} value={item.n} data-comment-footnote={item.n}>
            <strong>{item.subject}:</strong> “{item.text}” <span data-byline="">— {item.author}, {item.when}</span>
          </li>
        ))}
      </ol>
    </Section>
  );
}
