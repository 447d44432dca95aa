import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { NotificationCenter } from '@conecta/notification-center';
import { NotificationWizard } from '@conecta/notification-wizard';
import { useSession } from '@conecta/session';

/** What the wizard is opened for: nothing, a new notification, or editing one. */
type WizardMode = { kind: 'create' } | { kind: 'edit'; idNotificacao: number };

/**
 * /notificacoes: the notification center with the create/edit wizard opened over it. The portal
 * composes the two features (neither imports the other): the center reports 'Criar nova
 * notificação' and 'Editar notificação', the wizard reports a save, and the page bumps the
 * center's `reloadKey` so the grid reloads.
 */
export default function NotificationsPage() {
  const { api, user } = useSession();
  const navigate = useNavigate();
  const [mode, setMode] = useState<WizardMode | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  // The last mode stays mounted while the wizard closes, so its exit animation keeps its content.
  const [lastMode, setLastMode] = useState<WizardMode>({ kind: 'create' });

  const open = useCallback((next: WizardMode) => {
    setLastMode(next);
    setMode(next);
  }, []);
  const onNavigate = useCallback((path: string) => void navigate(path, { replace: true }), [navigate]);

  if (!user) return null;
  return (
    <>
      <NotificationCenter
        api={api}
        user={user}
        reloadKey={reloadKey}
        onCreate={() => open({ kind: 'create' })}
        onEdit={(idNotificacao) => open({ kind: 'edit', idNotificacao })}
        onNavigate={onNavigate}
      />
      <NotificationWizard
        // A new key per target: editing another notification starts the wizard over.
        key={lastMode.kind === 'edit' ? `edit-${lastMode.idNotificacao}` : 'create'}
        api={api}
        user={user}
        isOpen={mode !== null}
        mode={lastMode}
        onClose={() => setMode(null)}
        onSaved={() => setReloadKey((key) => key + 1)}
      />
    </>
  );
}
