import { memo, useEffect, useRef } from 'react';
import { styled } from 'styled-components';
import type { PermissionFlags } from '@conecta/core';
import { Probe, focusRing, visuallyHidden } from '@conecta/ui';
import { MESSAGES } from '../messages';
import { FEATURE_IDS, type GridUser } from '../state/grid';

type Flag = 'visualizar' | 'editar';

export interface PermissionsGridProps {
  users: readonly GridUser[];
  /** Each user's flags now (edit or saved), by user id. */
  flagsOf: (user: GridUser) => readonly PermissionFlags[];
  isChanged: (user: GridUser) => boolean;
  onToggle: (user: GridUser, feature: number, flag: Flag, checked: boolean) => void;
  onColumn: (feature: number, flag: Flag, checked: boolean) => void;
  onRow: (user: GridUser, checked: boolean) => void;
  emptyMessage: string;
}

const Scroller = styled.div`
  &:focus-visible { ${focusRing} }
  max-height: 70vh;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Grid = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${({ theme }) => theme.typography.size.sm};
  th, td {
    padding: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: center;
    white-space: nowrap;
  }
  thead th {
    position: sticky;
    background: ${({ theme }) => theme.colors.surfaceAlt};
    z-index: 1;
  }
  thead tr:first-child th { top: 0; }
  thead tr:nth-child(2) th { top: 37px; font-weight: ${({ theme }) => theme.typography.weight.regular}; }
  th[scope='row'], th.user {
    text-align: left;
    white-space: normal;
    min-width: 220px;
  }
  th[scope='row'] span { display: block; color: ${({ theme }) => theme.colors.textMuted}; overflow-wrap: anywhere; }
  tr[data-changed] th[scope='row'] { box-shadow: inset 4px 0 0 ${({ theme }) => theme.colors.primary}; }
  td.feature-start, th.feature-start { border-left: 1px solid ${({ theme }) => theme.colors.border}; }
  input[type='checkbox'] {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
    &:focus-visible { ${focusRing} }
    &:disabled { cursor: not-allowed; opacity: 0.35; }
  }
  button {
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.primary};
    font: inherit;
    text-decoration: underline;
    cursor: pointer;
    border-radius: ${({ theme }) => theme.radii.sm};
    &:focus-visible { ${focusRing} }
  }
`;

const RowActions = styled.span`
  display: flex !important;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[1]};
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

/** A column's checkbox: checked when every user shown who can have it has it, mixed when some do. */
function ColumnBox({ users, flagsOf, feature, flag, onColumn }: Pick<PermissionsGridProps, 'users' | 'flagsOf' | 'onColumn'> & { feature: number; flag: Flag }) {
  const ref = useRef<HTMLInputElement>(null);
  const eligible = users.filter((user) => user.options.includes(feature));
  const on = eligible.filter((user) => flagsOf(user).find((entry) => entry.id === feature)?.[flag]).length;
  const all = eligible.length > 0 && on === eligible.length;
  const mixed = on > 0 && !all;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = mixed;
  }, [mixed]);
  const name = MESSAGES.grid.column(flag === 'visualizar' ? MESSAGES.visualizar : MESSAGES.editar, MESSAGES.features[feature] ?? '');
  return <input ref={ref} type="checkbox" aria-label={name} title={name} checked={all} disabled={eligible.length === 0} onChange={(event) => onColumn(feature, flag, event.currentTarget.checked)} />;
}

interface RowProps {
  user: GridUser;
  flags: readonly PermissionFlags[];
  changed: boolean;
  onToggle: PermissionsGridProps['onToggle'];
  onRow: PermissionsGridProps['onRow'];
}

/** One user: memoized, so a change re-renders only his row (its flags array is new only when his change). */
const Row = memo(function Row({ user, flags, changed, onToggle, onRow }: RowProps) {
  return (
    <Probe id={`user-${user.id}`}>
      <tr data-changed={changed || undefined} data-user-id={user.id}>
        <th scope="row">
          {user.name}
          <span>{user.email}</span>
          {changed && <Hidden>, {MESSAGES.grid.changed}</Hidden>}
          <RowActions>
            <button type="button" aria-label={MESSAGES.grid.row(user.name)} onClick={() => onRow(user, true)}>
              {MESSAGES.grid.all}
            </button>
            <button type="button" aria-label={MESSAGES.grid.rowNone(user.name)} onClick={() => onRow(user, false)}>
              {MESSAGES.grid.none}
            </button>
          </RowActions>
        </th>
        {FEATURE_IDS.map((feature) => {
          const entry = flags.find((flag) => flag.id === feature);
          const featureName = MESSAGES.features[feature] ?? '';
          if (!entry)
            return [
              <td key={`${feature}v`} className="feature-start" title={MESSAGES.grid.notAvailable}>
                <input type="checkbox" disabled aria-label={`${MESSAGES.grid.cell(MESSAGES.visualizar, featureName, user.name)} (${MESSAGES.grid.notAvailable})`} />
              </td>,
              <td key={`${feature}e`} title={MESSAGES.grid.notAvailable}>
                <input type="checkbox" disabled aria-label={`${MESSAGES.grid.cell(MESSAGES.editar, featureName, user.name)} (${MESSAGES.grid.notAvailable})`} />
              </td>,
            ];
          return [
            <td key={`${feature}v`} className="feature-start">
              <input
                type="checkbox"
                aria-label={MESSAGES.grid.cell(MESSAGES.visualizar, featureName, user.name)}
                checked={entry.visualizar}
                onChange={(event) => onToggle(user, feature, 'visualizar', event.currentTarget.checked)}
              />
            </td>,
            <td key={`${feature}e`}>
              <input
                type="checkbox"
                aria-label={MESSAGES.grid.cell(MESSAGES.editar, featureName, user.name)}
                checked={entry.editar}
                disabled={!entry.visualizar}
                onChange={(event) => onToggle(user, feature, 'editar', event.currentTarget.checked)}
              />
            </td>,
          ];
        })}
      </tr>
    </Probe>
  );
});

/**
 * Users × features, each with Visualizar and Editar (Editar needs Visualizar, as in the dialog); a
 * feature the user's function does not allow is a disabled cell. A column's header checkbox sets it
 * for every user shown; 'Todos'/'Nenhum' under a user's name set his row. Native checkboxes in a plain
 * table: 500 users × 12 boxes stay light, and a change re-renders one row.
 */
export function PermissionsGrid({ users, flagsOf, isChanged, onToggle, onColumn, onRow, emptyMessage }: PermissionsGridProps) {
  return (
    // Focusable, so the keyboard scrolls it (axe: scrollable-region-focusable).
    <Scroller tabIndex={0} role="region" aria-label={MESSAGES.grid.label}>
      <Grid aria-label={MESSAGES.grid.label}>
        <thead>
          <tr>
            <th className="user" rowSpan={2} scope="col">
              {MESSAGES.grid.user}
            </th>
            {FEATURE_IDS.map((feature) => (
              <th key={feature} colSpan={2} scope="colgroup" className="feature-start">
                {MESSAGES.features[feature]}
              </th>
            ))}
          </tr>
          <tr>
            {FEATURE_IDS.map((feature) =>
              (['visualizar', 'editar'] as const).map((flag) => (
                <th key={`${feature}${flag}`} scope="col" className={flag === 'visualizar' ? 'feature-start' : undefined}>
                  <ColumnBox users={users} flagsOf={flagsOf} feature={feature} flag={flag} onColumn={onColumn} /> {flag === 'visualizar' ? MESSAGES.visualizar : MESSAGES.editar}
                </th>
              )),
            )}
          </tr>
        </thead>
        <tbody>
          {users.length === 0 ? (
            <tr>
              <td colSpan={13}>{emptyMessage}</td>
            </tr>
          ) : (
            users.map((user) => <Row key={user.id} user={user} flags={flagsOf(user)} changed={isChanged(user)} onToggle={onToggle} onRow={onRow} />)
          )}
        </tbody>
      </Grid>
    </Scroller>
  );
}
