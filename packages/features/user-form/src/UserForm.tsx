import { FeatureRoot, type EmbedProps } from '@conecta/embed';
import type { ApiClient } from '@conecta/api';
import { Banner, Breadcrumbs, Page, Splash } from '@conecta/ui';
import { MESSAGES } from './messages';
import { stepAtom } from './state/atoms';
import { LAST_STEP } from './state/form';
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
}

function UserFormScreen({ api, editUserId, onCancel, onBackToList }: Omit<UserFormProps, 'user'> & { editUserId: number | null }) {
  const isEdit = editUserId !== null;
  const lookups = useBaseLookups(api);
  const edit = useEditableUser(api, editUserId);
  const wizard = useWizard();
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
  if (failed) content = <Banner tone="error">{MESSAGES.lookupsFailed}</Banner>;
  else if (loading) content = <Splash label={MESSAGES.loading} />;
  else if (isEdit && !edit.data) content = <Banner tone="error">{MESSAGES.editNotFound}</Banner>;
  else
    content = (
      <UserFormWizard
        key={wizard.generation}
        api={api}
        editable={isEdit ? (edit.data ?? null) : null}
        lookups={lookups}
        onCancel={() => {
          wizard.reset(isEdit ? LAST_STEP : 0);
          onCancel();
        }}
        onBackToList={() => {
          wizard.reset(isEdit ? LAST_STEP : 0);
          onBackToList();
        }}
      />
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
export function UserForm({ api, editUserId = null, theme, onCancel, onBackToList }: UserFormProps) {
  // One store per form and per edited user: two forms never share state.
  return (
    <FeatureRoot
      key={editUserId ?? 'novo'}
      api={api}
      theme={theme}
      initStore={(store) => store.set(stepAtom, editUserId !== null ? LAST_STEP : 0)}
    >
      <UserFormScreen api={api} editUserId={editUserId} onCancel={onCancel} onBackToList={onBackToList} />
    </FeatureRoot>
  );
}
