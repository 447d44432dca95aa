import { ChevronRight } from 'lucide-react';
import { Breadcrumb, Breadcrumbs as AriaBreadcrumbs, Link } from 'react-aria-components';
import { styled } from 'styled-components';
import { focusRing } from '../../styles';

/** One level of the trail. */
export interface BreadcrumbItem {
  /** Unique key, passed to `onAction`. */
  id: string;
  /** Visible text (e.g. 'Cadastro', 'Novo Usuário'). */
  label: string;
  /** Address of the level; without it (and without `onAction`) the level is plain text. */
  href?: string;
}

export interface BreadcrumbsProps {
  /** Levels from the top of the hierarchy to the current page, which is the last item. */
  items: readonly BreadcrumbItem[];
  /** Called with an item's id when the user activates it (for client-side routing without `href`). */
  onAction?: (id: string) => void;
  /** Accessible name of the navigation landmark.
   * @default 'Navegação estrutural' */
  label?: string;
}

const Trail = styled(AriaBreadcrumbs)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const Crumb = styled(Breadcrumb)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
  svg { flex: none; }
`;

const CrumbLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: underline;
  text-underline-offset: 2px;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  outline: none;
  &[data-hovered] { color: ${({ theme }) => theme.colors.primaryHover}; }
  &[data-focus-visible] { ${focusRing} }
  &[data-current] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
    text-decoration: none;
    cursor: default;
  }
`;

/**
 * Where the current page sits in the hierarchy, e.g. Cadastro › Novo Usuário. A navigation landmark;
 * the last item is the current page (`aria-current="page"`, not a link). Intermediate levels without
 * `href` or `onAction` are plain text, like the target type and line in Metas › Rateio Vendedor › VBC › BRL1.
 */
export function Breadcrumbs({ items, onAction, label = 'Navegação estrutural' }: BreadcrumbsProps) {
  return (
    <nav aria-label={label}>
      <Trail onAction={onAction ? (key) => onAction(String(key)) : undefined}>
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          const isLink = isLast || item.href !== undefined || onAction !== undefined;
          return (
            <Crumb key={item.id} id={item.id}>
              {isLink ? <CrumbLink href={isLast ? undefined : item.href}>{item.label}</CrumbLink> : <span>{item.label}</span>}
              {!isLast && <ChevronRight size={14} aria-hidden="true" />}
            </Crumb>
          );
        })}
      </Trail>
    </nav>
  );
}
