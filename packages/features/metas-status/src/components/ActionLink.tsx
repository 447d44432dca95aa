import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { styled, css } from 'styled-components';
import { TextLink, focusRing } from '@conecta/ui';

const base = css`
  border-radius: ${({ theme }) => theme.radii.sm};
  outline: none;
  cursor: pointer;
  &[data-focus-visible] { ${focusRing} }
`;

/** A row action: a real link (its address opens in a new tab, the host's router follows it). */
export const ActionLink = TextLink;

const ButtonLink = styled(Link)`
  ${base}
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  text-decoration: none;
  &[data-hovered] { background: ${({ theme }) => theme.colors.primarySoft}; }
  &[data-pressed] { background: ${({ theme }) => theme.colors.surfaceSunken}; }
  svg { flex: none; }
`;

export interface LinkButtonProps {
  href: string;
  icon?: ReactNode;
  onPress?: () => void;
  children: ReactNode;
}

/** A link that looks like a secondary button ('Voltar'). */
export function LinkButton({ href, icon, onPress, children }: LinkButtonProps) {
  return (
    <ButtonLink href={href} onPress={onPress}>
      {icon}
      {children}
    </ButtonLink>
  );
}
