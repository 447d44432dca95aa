import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button as AriaButton } from 'react-aria-components';
import { styled } from 'styled-components';
import { focusRing } from '../../styles';
import { clampPage, pageRange } from './pagination-logic';

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  /** Number of pages (see `pageCountOf(totalItems, pageSize)`). */
  pageCount: number;
  /** Called with the page the user chose. Not called for the current page. */
  onChange: (page: number) => void;
  /** Pages shown on each side of the current one before an ellipsis.
   * @default 1 */
  siblings?: number;
  /** Accessible name of the navigation landmark.
   * @default 'Paginação' */
  label?: string;
  /** Renders nothing when everything fits on one page.
   * @default true */
  hideWhenSinglePage?: boolean;
  /** Disables every control, e.g. while a page loads.
   * @default false */
  isDisabled?: boolean;
}

const Nav = styled.nav`
  display: flex;
  justify-content: center;
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PageButton = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 36px;
  height: 36px;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  cursor: pointer;
  &[data-hovered] { background: ${({ theme }) => theme.colors.primarySoft}; }
  &[data-pressed] { background: ${({ theme }) => theme.colors.surfaceSunken}; }
  &[data-focus-visible] { ${focusRing} }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textOnPrimary};
    cursor: default;
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.disabledText};
    background: transparent;
    cursor: not-allowed;
  }
  svg { flex: none; }
`;

const Gap = styled.li`
  min-width: 24px;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Pager for client- or server-side pages: 'Anterior', numbered pages with an ellipsis for long runs,
 * 'Próxima'. A navigation landmark named 'Paginação'; the current page has `aria-current="page"`;
 * 'Anterior' is disabled on the first page and 'Próxima' on the last.
 */
export function Pagination({
  page,
  pageCount,
  onChange,
  siblings = 1,
  label = 'Paginação',
  hideWhenSinglePage = true,
  isDisabled = false,
}: PaginationProps) {
  const total = Math.max(1, Math.trunc(pageCount));
  if (hideWhenSinglePage && total <= 1) return null;
  const current = clampPage(page, total);
  const go = (target: number) => {
    if (target !== current) onChange(clampPage(target, total));
  };

  return (
    <Nav aria-label={label}>
      <List>
        <li>
          <PageButton isDisabled={isDisabled || current === 1} onPress={() => go(current - 1)}>
            <ChevronLeft size={16} aria-hidden="true" />
            Anterior
          </PageButton>
        </li>
        {pageRange(current, total, siblings).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <PageButton
                aria-label={`Página ${item}`}
                aria-current={item === current ? 'page' : undefined}
                isDisabled={isDisabled}
                onPress={() => go(item)}
              >
                {item}
              </PageButton>
            </li>
          ) : (
            <Gap key={item} aria-hidden="true">
              …
            </Gap>
          ),
        )}
        <li>
          <PageButton isDisabled={isDisabled || current === total} onPress={() => go(current + 1)}>
            Próxima
            <ChevronRight size={16} aria-hidden="true" />
          </PageButton>
        </li>
      </List>
    </Nav>
  );
}
