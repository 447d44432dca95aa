import { useId } from 'react';
import styled from 'styled-components';
import { Checkbox } from '@conecta/ui';
import { MESSAGES } from '../messages';
import { CHOICES, type Choice } from '../state/types';

export interface HeaderChoicesProps {
  /** The choice every row has (checked), or null. */
  value: Choice | null;
  isDisabled: boolean;
  onChoose: (choice: Choice) => void;
}

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[5]};
  span.caption {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.size.sm};
  }
`;

const LABELS: Record<Choice, string> = {
  minima: MESSAGES.table.minima,
  meta: MESSAGES.table.meta,
  ideal: MESSAGES.table.ideal,
};

/**
 * The header checkboxes (metas spec §2.1): checking one copies that suggestion into every row.
 * A box shows checked while every row holds that suggestion; unchecking it changes nothing (the
 * values stay until another choice or an edit).
 */
export function HeaderChoices({ value, isDisabled, onChoose }: HeaderChoicesProps) {
  const captionId = useId();
  return (
    <Group role="group" aria-labelledby={captionId}>
      <span className="caption" id={captionId}>
        {MESSAGES.table.applyAll}
      </span>
      {CHOICES.map((choice) => (
        <Checkbox
          key={choice}
          isSelected={value === choice}
          isDisabled={isDisabled}
          onChange={(selected) => {
            if (selected) onChoose(choice);
          }}
        >
          {LABELS[choice]}
        </Checkbox>
      ))}
    </Group>
  );
}
