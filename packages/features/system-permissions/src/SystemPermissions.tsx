import { useCallback } from 'react';
import { styled } from 'styled-components';
import { FeatureRoot, type EmbedProps } from '@conecta/embed';
import { failureReason, type ApiClient } from '@conecta/api';
import type { CurrentUser } from '@conecta/core';
import { Banner, Breadcrumbs, Button, Checkbox, Dialog, ErrorDialog, MultiSelect, Page, ProgressDialog, Spinner, SuccessDialog, TextField } from '@conecta/ui';
import { MESSAGES } from './messages';
import { flagsOf, type GridUser } from './state/grid';
import { useSystemPermissions } from './state/use-system-permissions';
import { PermissionsGrid } from './components/PermissionsGrid';

export interface SystemPermissionsProps extends Pick<EmbedProps, 'theme'> {
  /** Typed client of the Conecta backend, signed in as `user` (functions 1, 15, 16; the backend refuses others). */
  api: ApiClient;
  /** The signed-in user: his type and brokers decide which brokers and users he sees. When omitted it is read from the backend (`GET /sistema/Usuarios/0`). */
  user?: CurrentUser;
}

const Filters = styled.div`
  display: grid;
  grid-template-columns: minmax(220px, 2fr) minmax(200px, 2fr) auto;
  gap: ${({ theme }) => theme.space[4]};
  align-items: end;
  @media (max-width: ${({ theme }) => theme.layout.tabletBreakpoint}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const ChangeList = styled.ul`
  max-height: 50vh;
  overflow: auto;
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  li { margin-bottom: ${({ theme }) => theme.space[1]}; }
`;

const flagName = (flag: 'visualizar' | 'editar') => (flag === 'visualizar' ? MESSAGES.visualizar : MESSAGES.editar);

function Screen({ api, user }: { api: ApiClient; user: CurrentUser }) {
  const vm = useSystemPermissions(api, user);
  const { edits } = vm;
  const currentFlags = useCallback((entry: GridUser) => flagsOf(entry, edits), [edits]);
  const isChanged = useCallback((entry: GridUser) => edits.has(entry.id), [edits]);
  const changedUsers = new Set(vm.changes.map((change) => change.user.id)).size;
  const emptyMessage = vm.users.length === 0 ? MESSAGES.grid.empty : MESSAGES.grid.noMatch;

  return (
    <Page
      title={MESSAGES.title}
      description={MESSAGES.intro}
      breadcrumb={<Breadcrumbs items={[{ id: 'usuarios', label: MESSAGES.breadcrumb.usuarios }, { id: 'permissoes', label: MESSAGES.breadcrumb.permissoes }]} />}
    >
      <Filters role="group" aria-label={MESSAGES.filters.label}>
        <MultiSelect
          label={MESSAGES.filters.brokers}
          items={vm.brokerOptions}
          value={[...vm.brokers]}
          onChange={(keys) => vm.setBrokers(keys.map(Number))}
          emptyText={MESSAGES.filters.brokersPlaceholder}
          isDisabled={edits.size > 0}
          description={edits.size > 0 ? MESSAGES.grid.brokersLocked : undefined}
        />
        <TextField label={MESSAGES.filters.search} placeholder={MESSAGES.filters.searchPlaceholder} value={vm.search} onChange={vm.setSearch} type="search" />
        <Checkbox isSelected={vm.onlyChanged} onChange={vm.setOnlyChanged}>
          {MESSAGES.filters.onlyChanged}
        </Checkbox>
      </Filters>

      {vm.failed ? (
        <Banner tone="error" title={MESSAGES.errors.load} action={<Button variant="link" onPress={vm.retry}>{MESSAGES.actions.retry}</Button>}>
          {failureReason(vm.failure)}
        </Banner>
      ) : vm.isLoading ? (
        <Spinner label={MESSAGES.grid.label} />
      ) : (
        <>
          <Bar>
            <p aria-live="polite">{MESSAGES.grid.count(vm.visible.length, vm.users.length)}</p>
            <Buttons>
              <Button variant="secondary" isDisabled={edits.size === 0} onPress={vm.discard}>
                {MESSAGES.actions.discard}
              </Button>
              <Button variant="primary" isDisabled={vm.changes.length === 0} onPress={vm.openReview}>
                {MESSAGES.actions.review(vm.changes.length)}
              </Button>
            </Buttons>
          </Bar>
          <PermissionsGrid
            users={vm.visible}
            flagsOf={currentFlags}
            isChanged={isChanged}
            onToggle={vm.toggle}
            onColumn={vm.column}
            onRow={vm.row}
            emptyMessage={emptyMessage}
          />
        </>
      )}

      <Dialog
        isOpen={vm.save.phase === 'review'}
        onOpenChange={(open) => !open && vm.closeDialog()}
        title={MESSAGES.review.title}
        actions={
          <>
            <Button variant="secondary" onPress={vm.closeDialog}>
              {MESSAGES.actions.close}
            </Button>
            <Button variant="primary" onPress={() => void vm.confirmSave()}>
              {MESSAGES.actions.save}
            </Button>
          </>
        }
      >
        <p>{MESSAGES.review.intro(changedUsers)}</p>
        <ChangeList>
          {vm.changes.map((change) => {
            const feature = MESSAGES.features[change.feature] ?? '';
            const gained = (['visualizar', 'editar'] as const).filter((flag) => change.after[flag] && !change.before[flag]).map(flagName);
            const lost = (['visualizar', 'editar'] as const).filter((flag) => !change.after[flag] && change.before[flag]).map(flagName);
            return (
              <li key={`${change.user.id}-${change.feature}`}>
                <strong>{change.user.name}</strong>: {feature}
                {gained.length > 0 && ` — ${MESSAGES.review.granted} ${gained.join(' e ')}`}
                {lost.length > 0 && ` — ${MESSAGES.review.removed} ${lost.join(' e ')}`}
              </li>
            );
          })}
        </ChangeList>
      </Dialog>
      <ProgressDialog isOpen={vm.save.phase === 'saving'} message={MESSAGES.actions.save} />
      <SuccessDialog isOpen={vm.save.phase === 'saved'} onClose={vm.closeDialog} title={MESSAGES.saved.title} message={MESSAGES.saved.message} />
      <ErrorDialog
        isOpen={vm.save.phase === 'failed'}
        onClose={vm.closeDialog}
        title={MESSAGES.failed.title}
        message={`${MESSAGES.failed.message} ${MESSAGES.failed.kept}`}
        reason={vm.save.phase === 'failed' ? vm.save.reason : null}
      />
    </Page>
  );
}

/**
 * System permissions (/permissaosistemas, issue 23): the permissions of many users at once — choose
 * brokers, search, a grid of users × features with Visualizar/Editar (Editar implies Visualizar),
 * bulk changes by column or row, a review of every change, one save. A failed save keeps every
 * change. It has its own jotai store and, when the host provides none, its own QueryClient.
 */
export function SystemPermissions({ api, user, theme }: SystemPermissionsProps) {
  return (
    <FeatureRoot api={api} user={user} theme={theme}>
      {(currentUser) => <Screen api={api} user={currentUser} />}
    </FeatureRoot>
  );
}
