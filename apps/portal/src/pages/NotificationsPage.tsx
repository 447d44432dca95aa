import { lazy, Suspense, useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { NotificationCenter, type NotificationReveal } from '@conecta/notification-center';
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

/** The address parameter of an open wizard: `?assistente=novo` or `?assistente=<idNotificacao>`. */
const WIZARD_PARAM = 'assistente';

/** The wizard the address asks for, or null. */
export function wizardModeOf(value: string | null): WizardMode | null {
  if (value === 'novo') return { kind: 'create' };
  return value !== null && /^[1-9]\d{0,9}$/.test(value) ? { kind: 'edit', idNotificacao: Number(value) } : null;
}

/**
 * /notificacoes: the notification center with the create/edit wizard opened over it. The portal
 * composes the two features (neither imports the other): the center reports 'Criar nova
 * notificação' and 'Editar notificação', the wizard reports a save, and the page bumps the
 * center's `reloadKey` when the wizard closes after its success dialog, so the grid reloads, with
 * what was saved as `reveal` (the grid then shows the page holding that row and marks it). The open wizard is in the address
 * (`?assistente=novo` or `?assistente=<id>`): a reload, or signing back in after the session
 * expired (the guard remembers the address), opens it again — with the draft it kept.
 */
export default function NotificationsPage() {
  const { api, user } = useSession();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const mode = wizardModeOf(params.get(WIZARD_PARAM));
  const [reloadKey, setReloadKey] = useState(0);
  // What the last save did: the center then shows the page holding that row and marks it.
  const [reveal, setReveal] = useState<NotificationReveal | null>(null);
  // The last mode stays mounted while the wizard closes, so its exit animation keeps its content.
  const [closed, setClosed] = useState<WizardMode | null>(null);
  const lastMode = mode ?? closed;

  const open = useCallback(
    (next: WizardMode) => {
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set(WIZARD_PARAM, next.kind === 'create' ? 'novo' : String(next.idNotificacao));
        return updated;
      });
    },
    [setParams],
  );
  // A save reloads the grid once the wizard closes (after its 2.5-s success dialog, as the spec
  // says), so the marked row is seen for its whole moment rather than behind the dialog.
  const [saved, setSaved] = useState<NotificationReveal | null>(null);
  const close = useCallback(() => {
    if (saved) {
      setReveal(saved);
      setSaved(null);
      setReloadKey((key) => key + 1);
    }
    setClosed(mode);
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.delete(WIZARD_PARAM);
        return updated;
      },
      { replace: true },
    );
  }, [mode, saved, setParams]);
  const onNavigate = useCallback((path: string) => void navigate(path, { replace: true }), [navigate]);

  if (!user) return null;
  return (
    <>
      <NotificationCenter
        api={api}
        user={user}
        reloadKey={reloadKey}
        reveal={reveal}
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
            onClose={close}
            onSaved={setSaved}
          />
        </Suspense>
      )}
    </>
  );
}
