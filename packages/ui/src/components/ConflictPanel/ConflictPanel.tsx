import { useId, type ReactNode } from 'react';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { styled } from 'styled-components';
import { Button } from '../Button/Button';

/** One value the user changed and the server now holds differently. */
export interface ConflictRow {
  /** Stable key (e.g. the supervisor's or the category's id). */
  key: string;
  /** What the value is: a supervisor, a seller, a category. */
  label: string;
  /** The user's value, as typed (already formatted for display). */
  mine: ReactNode;
  /** The value the server holds now (already formatted for display). */
  theirs: ReactNode;
}

export interface ConflictPanelProps {
  /** The first line, e.g. 'Alterado por Ana Souza às 14:32'. */
  title: string;
  /** What happened and what the choices do. */
  description: ReactNode;
  /** The user's values beside the server's. Empty: the table is left out. */
  rows: readonly ConflictRow[];
  /** Takes the server's values and drops the user's. */
  onReload: () => void;
  /** Sends the user's values again, on top of the server's new version. Left out when they cannot
   * be (the data is locked since): the button is not offered, and `description` says why. */
  onReapply?: () => void;
  /** A reload or re-apply is running: both buttons wait (disabled, the panel `aria-busy`). Not
   * react-aria's `isPending`: its progress announcement would outlive the panel, which closes as
   * soon as the action is done.
   * @default false */
  isPending?: boolean;
  /** Texts of the table and the buttons (pt-BR defaults). */
  labels?: Partial<ConflictPanelLabels>;
}

/** The panel's fixed texts. */
export interface ConflictPanelLabels {
  /** Header of the first column. @default 'Item' */
  item: string;
  /** Header of the user's values. @default 'Seu valor' */
  mine: string;
  /** Header of the server's values. @default 'Valor atual' */
  theirs: string;
  /** The reload button. @default 'Recarregar' */
  reload: string;
  /** The re-apply button. @default 'Reaplicar meus valores' */
  reapply: string;
}

const DEFAULT_LABELS: ConflictPanelLabels = {
  item: 'Item',
  mine: 'Seu valor',
  theirs: 'Valor atual',
  reload: 'Recarregar',
  reapply: 'Reaplicar meus valores',
};

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.size.sm};
  p { margin: 0; }
`;

const Heading = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.md};
  font-weight: ${({ theme }) => theme.typography.weight.semibold};
  color: ${({ theme }) => theme.colors.warningText};
  overflow-wrap: anywhere;
`;

const ValuesTable = styled.table`
  border-collapse: collapse;
  width: 100%;
  max-width: 40rem;
  background: ${({ theme }) => theme.colors.surface};
  th, td {
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  th[scope='col'] { color: ${({ theme }) => theme.colors.textMuted}; font-weight: ${({ theme }) => theme.typography.weight.medium}; }
  td { font-variant-numeric: tabular-nums; }
  td:nth-child(n + 2), th[scope='col']:nth-child(n + 2) { text-align: right; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/**
 * The answer to a save refused because someone else changed the data first (HTTP 409): who and when,
 * the user's values beside the server's, and the two ways on — take the server's values
 * ('Recarregar') or send one's own again on top of them ('Reaplicar meus valores', when they still
 * can be). Nothing the user typed is lost until he chooses. Announced as an alert.
 */
export function ConflictPanel({ title, description, rows, onReload, onReapply, isPending = false, labels }: ConflictPanelProps) {
  const text = { ...DEFAULT_LABELS, ...labels };
  const headingId = useId();
  return (
    <Root role="alert" aria-labelledby={headingId} aria-busy={isPending || undefined}>
      <Heading id={headingId}>
        <TriangleAlert size={20} aria-hidden="true" />
        {title}
      </Heading>
      <p>{description}</p>
      {rows.length > 0 ? (
        <ValuesTable aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{text.item}</th>
              <th scope="col">{text.mine}</th>
              <th scope="col">{text.theirs}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                <td>{row.mine}</td>
                <td>{row.theirs}</td>
              </tr>
            ))}
          </tbody>
        </ValuesTable>
      ) : null}
      <Actions>
        <Button variant="secondary" size="sm" icon={<RefreshCw size={16} aria-hidden="true" />} onPress={onReload} isDisabled={isPending}>
          {text.reload}
        </Button>
        {onReapply && (
          <Button size="sm" onPress={onReapply} isDisabled={isPending}>
            {text.reapply}
          </Button>
        )}
      </Actions>
    </Root>
  );
}
