import { styled } from 'styled-components';
import { Checkbox, visuallyHidden } from '@conecta/ui';
import type { PermissionToggle } from '@conecta/core';
import type { PermissionRowView } from '../state/model';
import { MESSAGES } from '../messages';

export interface PermissionsTableProps {
  /** Accessible name of the table. */
  label: string;
  /** One row per feature the target can have. */
  rows: readonly PermissionRowView[];
  /** Called with each checkbox change. */
  onToggle: (toggle: PermissionToggle) => void;
  /** Id of the hint under the table (why Editar can be disabled). */
  hintId: string;
}

const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.text};

  th,
  td {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  thead th {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-weight: ${({ theme }) => theme.typography.weight.semibold};
  }
  thead th:first-child { border-top-left-radius: ${({ theme }) => theme.radii.md}; }
  thead th:last-child { border-top-right-radius: ${({ theme }) => theme.radii.md}; }
  tbody th {
    font-weight: ${({ theme }) => theme.typography.weight.medium};
    letter-spacing: 0.02em;
  }
  tbody tr:last-child > * { border-bottom: 0; }
  .action { width: 120px; text-align: center; }
  .action > * { align-items: center; }
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * The features the target can have, one row each, with 'Visualizar' and 'Editar' checkboxes
 * named 'Visualizar METAS', 'Editar METAS' (Tab moves through them; Space toggles).
 */
export function PermissionsTable({ label, rows, onToggle, hintId }: PermissionsTableProps) {
  return (
    <>
      <Table aria-label={label} aria-describedby={hintId}>
        <thead>
          <tr>
            <th scope="col">{MESSAGES.featureColumn}</th>
            <th scope="col" className="action">
              {MESSAGES.visualizar}
            </th>
            <th scope="col" className="action">
              {MESSAGES.editar}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">{row.name}</th>
              <td className="action">
                <Checkbox
                  isSelected={row.visualizar.isSelected}
                  isDisabled={row.visualizar.isDisabled}
                  onChange={(checked) => onToggle({ id: row.id, flag: 'visualizar', checked })}
                >
                  <Hidden>{MESSAGES.checkboxName(MESSAGES.visualizar, row.name)}</Hidden>
                </Checkbox>
              </td>
              <td className="action">
                <Checkbox
                  isSelected={row.editar.isSelected}
                  isDisabled={row.editar.isDisabled}
                  onChange={(checked) => onToggle({ id: row.id, flag: 'editar', checked })}
                >
                  <Hidden>{MESSAGES.checkboxName(MESSAGES.editar, row.name)}</Hidden>
                </Checkbox>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Hint id={hintId}>{MESSAGES.editarHint}</Hint>
    </>
  );
}
