import { lazy, Suspense, useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { NotificationCenter } from '@conecta/notification-center';
import { useSession } from '@conecta/session';

/**
 * The create/edit wizard (its steps, date range picker, audience CSV upload and the CSV worker)
 * is fetched the first time a user opens it, not with the notification center: most visits only
 * read, accept or refuse notifications. `npm run budgets` measures both chunks.
 */
const NotificationWizard = lazy(() =>
  import('@conecta/notification-wizard').then((module) => ({ default: module.NotificationWizard })),
);

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
  const [lastMode, setLastMode] = useState<WizardMode | null>(null);

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
      {/* Mounted from the first opening on (lazily loaded), then kept so it can animate out. */}
      {lastMode && (
        <Suspense fallback={null}>
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
        </Suspense>
      )}
    </>
  );
}
