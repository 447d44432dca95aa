import { useId } from 'react';
import { styled } from 'styled-components';
import { Checkbox } from '@conecta/ui';
import { MESSAGES } from '../messages';
import { CHOICES, type Choice, type ChoiceCoverage } from '../state/types';

export interface HeaderChoicesProps {
  /** Per choice, how many row radios hold it: 'all' checked, 'some' mixed (a dash), 'none' unchecked. */
  coverage: Record<Choice, ChoiceCoverage>;
  /** The boxes cannot be used (read-only or busy). */
  isDisabled: boolean;
  /** A box was checked (or a mixed box clicked): copy that suggestion into every row. */
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
 * Each box mirrors the row radios: checked while every row's radio is that choice, mixed when
 * only some are; unchecking changes nothing (the values stay until another choice or an edit).
 */
export function HeaderChoices({ coverage, isDisabled, onChoose }: HeaderChoicesProps) {
  const captionId = useId();
  return (
    <Group role="group" aria-labelledby={captionId}>
      <span className="caption" id={captionId}>
        {MESSAGES.table.applyAll}
      </span>
      {CHOICES.map((choice) => (
        <Checkbox
          key={choice}
          isSelected={coverage[choice] === 'all'}
          isIndeterminate={coverage[choice] === 'some'}
          isDisabled={isDisabled}
          onChange={(selected) => {
            if (selected || coverage[choice] === 'some') onChoose(choice);
          }}
        >
          {LABELS[choice]}
        </Checkbox>
      ))}
    </Group>
  );
}
