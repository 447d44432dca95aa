import { useCallback } from 'react';
import { FeatureRoot, type EmbedProps } from '@conecta/embed';
import type { ApiClient } from '@conecta/api';
import { Button, Dialog, ErrorDialog, SuccessDialog } from '@conecta/ui';
import { MESSAGES } from './messages';
import { PermissionsBody } from './components/PermissionsBody';
import { ReturnFocus } from './components/ReturnFocus';
import { usePermissionsDialog } from './state/use-permissions-dialog';
import type { PermissionsTarget } from './state/types';

export interface PermissionsDialogProps extends Pick<EmbedProps, 'theme'> {
  /** Typed client of the Conecta backend, signed in as the user who edits (a master: 1, 15 or 16). */
  api: ApiClient;
  /**
   * The user whose permissions are edited (a row of the users list). Its function decides which
   * features it can have; the server lists only those. Null while no user is chosen.
   */
  target: {
    /** User id. */
    idUsuario: number;
    /** Display name, shown under the title. */
    nomeUsuario: string;
    /** The user's broker; 0 or null when unset. */
    idPuxada: number | null;
    /** Function code. */
    funcaoUsuario: number;
    /** User type: 1 flag, 2 manufacturer, 3 broker. */
    tipoUsuario: number;
  } | null;
  /** Whether the dialog is shown (controlled). The permissions load anew on every opening. */
  isOpen: boolean;
  /** Called by Fechar, Escape, and after 'Tudo certo!' closes; the host sets `isOpen` to false. */
  onClose: () => void;
  /** Called once a save succeeded (e.g. to refresh the host's list). */
  onSaved?: () => void;
}

function PermissionsDialogContent({ api, target, isOpen, onClose, onSaved }: PermissionsDialogProps) {
  const state = usePermissionsDialog({ api, target: target as PermissionsTarget | null, isOpen, onSaved, log: MESSAGES.log });
  const { reset, isSaving } = state;
  const close = useCallback(() => {
    reset();
    onClose();
  }, [reset, onClose]);

  return (
    <>
      <ReturnFocus isOpen={isOpen} />
      <Dialog
        isOpen={isOpen && target !== null}
        onOpenChange={(open) => {
          if (!open && !isSaving) close();
        }}
        title={MESSAGES.title}
        size="md"
        isBusy={state.status === 'loading' || isSaving}
        isDismissable={!isSaving}
        actions={
          <>
            <Button variant="secondary" onPress={close} isDisabled={isSaving}>
              {MESSAGES.close}
            </Button>
            <Button onPress={state.save} isDisabled={!state.canSave && !isSaving} isPending={isSaving}>
              {MESSAGES.save}
            </Button>
          </>
        }
      >
        <PermissionsBody
          view={state}
          targetName={target?.nomeUsuario ?? ''}
          onToggle={state.toggle}
          onRetry={state.retry}
          loadFailure={state.loadFailure}
        />
      </Dialog>
      <SuccessDialog
        isOpen={isOpen && state.outcome === 'success'}
        onClose={close}
        title={MESSAGES.successTitle}
        message={MESSAGES.successMessage}
      />
      <ErrorDialog
        isOpen={isOpen && state.outcome === 'error'}
        onClose={state.dismissError}
        headline={MESSAGES.errorHeadline}
        message={MESSAGES.errorMessage}
        reason={state.saveFailure}
        onRetry={state.saveRetryable ? state.retrySave : undefined}
        retryLabel={MESSAGES.retry}
      />
    </>
  );
}

/**
 * 'Permissões de acesso': a modal with one row per feature the target user can have (METAS,
 * NOTIFICACOES, ESTOQUE, PESQUISA, RELATORIOS, RECARGA — as the server lists them) and its
 * 'Visualizar' and 'Editar' checkboxes (shell spec §2, §4, §5, §6, §8). Salvar is enabled once
 * something changed. It has its own jotai store and, when the host provides none, its own
 * QueryClient.
 */
export function PermissionsDialog({ theme, ...props }: PermissionsDialogProps) {
  return (
    <FeatureRoot api={props.api} theme={theme}>
      <PermissionsDialogContent {...props} />
    </FeatureRoot>
  );
}
