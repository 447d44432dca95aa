import { useMemo, useState } from 'react';
import { FeatureRoot, type EmbedProps } from '@conecta/embed';
import type { ApiClient } from '@conecta/api';
import { resolveDraftStore, type CurrentUser, type DraftStore } from '@conecta/core';
import { WizardDialog } from './components/WizardDialog';
import { useRestoreWizardDraft, wizardDraftTarget } from './state/draft-store';
import { useNotificationWizard, type SavedNotification, type WizardMode } from './state/use-wizard';

/** Create a new notification, or edit an existing one. */
export type NotificationWizardMode = WizardMode;

export interface NotificationWizardProps extends Pick<EmbedProps, 'theme'> {
  /** Typed client of the Conecta backend, signed in as `user`. */
  api: ApiClient;
  /** The signed-in user: its function decides broker (1, 10, 16) or manufacturer (4, 5, 6, 7, 15) behaviour. When omitted it is read from the backend (`GET /sistema/Usuarios/0`). */
  user?: CurrentUser;
  /** Whether the wizard is open. Each opening starts a fresh draft (or loads the edit data). */
  isOpen: boolean;
  /** `{ kind: 'create' }` or `{ kind: 'edit', idNotificacao }` (pre-filled from GET /notificacoes/getdadosedit). */
  mode: NotificationWizardMode;
  /** Called when the wizard should close: 'Cancelar', after the success dialog (2.5 s), or after 'Erro no upload' (2.5 s). */
  onClose: () => void;
  /**
   * Called once the notification was created or edited, with `{ kind: 'created' }` or
   * `{ kind: 'edited', idNotificacao }`: reload the list, and pass it to the center's `reveal` so
   * the grid shows the saved row.
   */
  onSaved?: (saved: SavedNotification) => void;
  /**
   * Where the form is kept until it is saved, so that a 401, a reload or leaving the page loses
   * nothing (core `createDraftStore`, for the signed-in user; a store of another user is ignored).
   * The next opening for the same notification ('new' or the edited id) puts it back with a banner
   * and 'Descartar rascunho'; Cancelar and a successful save clear it. Files are not kept: a solds
   * CSV's result is kept up to 1,000 solds, an image up to the 200 KB limit. `false` keeps nothing.
   * @default the tab's sessionStorage, for the signed-in user
   */
  drafts?: DraftStore | false;
}

function Session({ drafts, ...props }: Omit<NotificationWizardProps, 'isOpen' | 'user' | 'theme'> & { user: CurrentUser }) {
  const store = useMemo(() => resolveDraftStore(drafts, props.user.idUsuario), [drafts, props.user.idUsuario]);
  useRestoreWizardDraft(store, wizardDraftTarget(props.mode));
  const model = useNotificationWizard({ ...props, drafts: store });
  return <WizardDialog model={model} />;
}

/**
 * The create/edit notification wizard (notifications spec §2 'Create/edit dialog', §3–§5, §8): a
 * slide-up modal 'Criar nova notificação' in four steps — Período, Público (channels, solds with a
 * CSV read in a worker, or sellers; branches and brokers for manufacturer users), Conteúdo and
 * 'Imagem destaque e link (Opcional)' — saving in the spec's order. Each opening gets its own jotai
 * store (and a QueryClient when the host has none), so a closed wizard leaves nothing behind.
 */
export function NotificationWizard({ isOpen, theme, user, ...props }: NotificationWizardProps) {
  const [openings, setOpenings] = useState({ isOpen, count: 0 });
  // A new store on every opening: the previous draft never leaks into the next one.
  if (openings.isOpen !== isOpen) setOpenings({ isOpen, count: openings.count + (isOpen ? 1 : 0) });
  const modeKey = props.mode.kind === 'edit' ? `edit-${props.mode.idNotificacao}` : 'create';
  if (!isOpen) return null;
  return (
    <FeatureRoot key={`${openings.count}-${modeKey}`} api={props.api} user={user} theme={theme}>
      {(currentUser) => <Session {...props} user={currentUser} />}
    </FeatureRoot>
  );
}

