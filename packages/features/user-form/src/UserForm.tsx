import { useEffect, useMemo, useState } from 'react';
import { FeatureRoot, useIsHydrating, type EmbedProps } from '@conecta/embed';
import { failureReason, type ApiClient } from '@conecta/api';
import { draftTarget, resolveDraftStore, type DraftStore } from '@conecta/core';
import { Banner, Breadcrumbs, Button, Page, Splash } from '@conecta/ui';
import { MESSAGES } from './messages';
import { stepAtom } from './state/atoms';
import { EMPTY_VALUES, LAST_STEP } from './state/form';
import { loadUserDraft, restoredValues, useUserFormDraftKeeper, type UserFormDraft } from './state/draft-store';
import { useBaseLookups, useEditableUser, useWizard } from './state/hooks';
import { UserFormWizard } from './components/UserFormWizard';

/** The signed-in user who opens the form (what the form needs of the session). */
export interface UserFormUser {
  /** User id (`idUsuario`). */
  idUsuario: number;
  /** User type: 1 flag, 2 manufacturer, 3 broker. */
  tipoUsuario: number;
  /** Function code (1, 15, 16 manage users). */
  funcaoUsuario: number;
  /** The user's own broker; null or 0 when unset. */
  idPuxada: number | null;
  /** Brokers the user works with. */
  brokers: number[];
}

export interface UserFormProps extends Pick<EmbedProps, 'theme'> {
  /** Typed client of the Conecta backend, signed in as `user`. */
  api: ApiClient;
  /**
   * The signed-in user. The backend scopes the lookups (types, brokers, employees) to this user's
   * session; the form keeps it for the portal's wiring and future rules.
   */
  user: UserFormUser;
  /**
   * Id of the user to edit: the form loads GET /usuario/update?id, starts at step 4, disables the
   * e-mail and shows the active checkbox. Absent or null creates a new user.
   * @default null
   */
  editUserId?: number | null;
  /** Cancelar: the form clears what it stored; the portal returns to /usuarios. */
  onCancel: () => void;
  /** 'Voltar' after a successful save (or closing that dialog): the portal returns to /usuarios. */
  onBackToList: () => void;
  /**
   * Where what the user typed is kept until it is saved, so that a 401, a reload or leaving the
   * screen loses nothing (core `createDraftStore`, for `user`; a store of another user is ignored).
   * Restored on the next opening of the same record with a banner and 'Descartar rascunho'; cleared
   * by Cancelar and a successful save. The passwords are never kept. `false` keeps nothing.
   * @default the tab's sessionStorage, for `user`
   */
  drafts?: DraftStore | false;
}

interface UserFormScreenProps extends Pick<UserFormProps, 'api' | 'onCancel' | 'onBackToList'> {
  editUserId: number | null;
  draftStore: DraftStore | null;
  /** The draft found when the form opened, or null. */
  restored: UserFormDraft | null;
}

function UserFormScreen({ api, editUserId, onCancel, onBackToList, draftStore, restored }: UserFormScreenProps) {
  const isEdit = editUserId !== null;
  const lookups = useBaseLookups(api);
  const edit = useEditableUser(api, editUserId);
  const wizard = useWizard();
  const baseline = (isEdit ? edit.data?.values : null) ?? EMPTY_VALUES;
  const draft = useUserFormDraftKeeper(draftStore, draftTarget(editUserId), baseline);
  // Saved: nothing left to keep.
  const { clear: clearDraft } = draft;
  useEffect(() => {
    if (wizard.result === 'success') clearDraft();
  }, [wizard.result, clearDraft]);
  // The draft fills the first wizard only: 'Descartar rascunho', Cancelar and 'Criar outro usuário' start a new one.
  const showRestored = restored !== null && wizard.generation === 0;
  const title = isEdit ? MESSAGES.titleEdit : MESSAGES.titleNew;
  const breadcrumb = (
    <Breadcrumbs
      items={[
        { id: 'cadastro', label: MESSAGES.breadcrumbRoot },
        { id: 'usuario', label: isEdit ? MESSAGES.breadcrumbEdit : MESSAGES.breadcrumbNew },
      ]}
    />
  );
  const loading = lookups.isLoading || (isEdit && edit.isPending);
  const failed = lookups.isError || edit.isError;

  let content;
  if (failed) {
    const reason = failureReason(lookups.error ?? edit.error);
    content = (
      <Banner
        tone="error"
        action={
          <Button
            size="sm"
            variant="secondary"
            onPress={() => {
              lookups.retry();
              if (edit.isError) void edit.refetch();
            }}
          >
            {MESSAGES.retry}
          </Button>
        }
      >
        {reason ? `${MESSAGES.lookupsFailed} ${reason}` : MESSAGES.lookupsFailed}
      </Banner>
    );
  }
  else if (loading) content = <Splash label={MESSAGES.loading} />;
  else if (isEdit && !edit.data) content = <Banner tone="error">{MESSAGES.editNotFound}</Banner>;
  else
    content = (
      <>
        {showRestored && (
          <Banner
            tone="info"
            title={MESSAGES.draftRestoredTitle}
            action={
              <Button
                size="sm"
                variant="secondary"
                onPress={() => {
                  draft.clear();
                  wizard.reset(isEdit ? LAST_STEP : 0);
                }}
              >
                {MESSAGES.draftDiscard}
              </Button>
            }
          >
            {restored.passwordTyped ? `${MESSAGES.draftRestored} ${MESSAGES.draftPasswordsAgain}` : MESSAGES.draftRestored}
          </Banner>
        )}
        <UserFormWizard
        key={wizard.generation}
        api={api}
        editable={isEdit ? (edit.data ?? null) : null}
        lookups={lookups}
        initialValues={showRestored ? restoredValues(restored) : null}
        onValuesChange={draft.report}
        onCancel={() => {
          draft.clear();
          wizard.reset(isEdit ? LAST_STEP : 0);
          onCancel();
        }}
        onBackToList={() => {
          wizard.reset(isEdit ? LAST_STEP : 0);
          onBackToList();
        }}
        />
      </>
    );

  return (
    <Page title={title} breadcrumb={breadcrumb} width="narrow">
      {content}
    </Page>
  );
}

/**
 * The user form (/usuario/cadastro, shell spec §2–§5, §8): page 'Novo usuário' (edit: 'Editar
 * usuário') with the breadcrumb Cadastro › Novo Usuário, a splash while the lookups load, and the
 * 4-step wizard (Tipo de Usuário, Identificação, Classificação, Imagem Usuário (opcional)) with
 * the §4 gates, the §5 validation and the save's result dialogs. Own jotai store and, when the
 * host has none, its own QueryClient.
 */
export function UserForm({ api, user, editUserId = null, theme, onCancel, onBackToList, drafts }: UserFormProps) {
  // Hydrating a server render, the form first renders as the server did: without the tab's drafts
  // (a server has none), so the markup matches; right after, it reads them.
  const isHydrating = useIsHydrating();
  const [openedInHydration] = useState(isHydrating);
  const draftStore = useMemo(
    () => (isHydrating ? null : resolveDraftStore(drafts, user.idUsuario)),
    [isHydrating, drafts, user.idUsuario],
  );
  // Read once per record and user: the wizard opens on the kept step with the kept values.
  const restored = useMemo(() => loadUserDraft(draftStore, draftTarget(editUserId)), [draftStore, editUserId]);
  // One store per form, per edited user and per signed-in user: two forms never share state. A draft
  // found right after a hydration opens the form afresh on it (mounted in the browser, the form
  // opened on it from the start).
  const lateDraft = openedInHydration && restored !== null;
  return (
    <FeatureRoot
      key={`${user.idUsuario}:${editUserId ?? 'novo'}${lateDraft ? ':rascunho' : ''}`}
      api={api}
      theme={theme}
      initStore={(store) => store.set(stepAtom, restored ? Math.min(restored.step, LAST_STEP) : editUserId !== null ? LAST_STEP : 0)}
    >
      <UserFormScreen
        api={api}
        editUserId={editUserId}
        onCancel={onCancel}
        onBackToList={onBackToList}
        draftStore={draftStore}
        restored={restored}
      />
    </FeatureRoot>
  );
}
