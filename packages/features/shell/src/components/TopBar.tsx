import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { MESSAGES } from '../messages';

export interface TopBarProps {
  /** 'Flag', the manufacturer's name or the broker company name. */
  label: string;
  /** Display name of the user. */
  name: string;
  /** Role description. */
  role: string;
  /** Extra content at the end of the bar (the portal's demo badge). */
  extra?: ReactNode;
}

const Bar = styled.header`
  grid-area: top;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[6]}`};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const HeaderLabel = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  color: ${({ theme }) => theme.colors.primary};
`;

const End = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
`;

const Welcome = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
`;

const Name = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const Role = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The top bar: the header label at the start; welcome text, role and extras at the end. */
export function TopBar({ label, name, role, extra }: TopBarProps) {
  return (
    <Bar>
      <HeaderLabel data-testid="header-label">{label}</HeaderLabel>
      <End>
        <Welcome>
          <Name>{MESSAGES.welcome(name)}</Name>
          <Role>{role}</Role>
        </Welcome>
        {extra}
      </End>
    </Bar>
  );
}
