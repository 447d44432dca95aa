import type { Key } from 'react-aria-components';
import { styled } from 'styled-components';
import { Select } from '@conecta/ui';
import { MESSAGES } from '../messages';

export interface WelcomeProps {
  /** The line shown. */
  line: string;
  /** Options of 'Linha de produtos'. */
  lines: readonly string[];
  /** The options are loading (the select is disabled, BRL1 shows). */
  isLinesLoading: boolean;
  onLineChange: (line: string) => void;
}

const Bar = styled.header`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
`;

const Title = styled.h1`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xxl};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  color: ${({ theme }) => theme.colors.text};
`;

const Product = styled.span`
  color: ${({ theme }) => theme.colors.primary};
`;

const Tagline = styled.span`
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  letter-spacing: 0.08em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const LineField = styled.div`
  width: 220px;
  max-width: 100%;
`;

/** 'Bem vindo ao Conecta' / 'CONECTANDO NOSSO FUTURO' and the 'Linha de produtos' select. */
export function Welcome({ line, lines, isLinesLoading, onLineChange }: WelcomeProps) {
  return (
    <Bar>
      <Title>
        <span>
          {MESSAGES.welcome}{' '}
          <Product>{MESSAGES.productName}</Product>
        </span>{' '}
        <Tagline>{MESSAGES.tagline}</Tagline>
      </Title>
      <LineField>
        <Select
          label={MESSAGES.lineLabel}
          items={lines.map((id) => ({ id, label: id }))}
          selectedKey={line}
          isDisabled={isLinesLoading}
          onSelectionChange={(key: Key | null) => {
            if (key !== null) onLineChange(String(key));
          }}
        />
      </LineField>
    </Bar>
  );
}
