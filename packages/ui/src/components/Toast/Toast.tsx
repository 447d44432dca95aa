import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { CircleCheck, CircleX, Info, TriangleAlert, X } from 'lucide-react';
import { useIsHydrating } from '../../hydration';
import { styled, css, keyframes } from 'styled-components';
import { useClock } from '../../clock/ClockProvider';
import {
  createToastQueue,
  pauseCountdown,
  remainingAt,
  resumeCountdown,
  startCountdown,
  type Countdown,
  type ToastItem,
  type ToastOptions,
  type ToastQueue,
  type ToastTone,
} from './toast-logic';

export { TOAST_DURATION_MS, createToastQueue } from './toast-logic';
export type { ToastItem, ToastOptions, ToastQueue, ToastTone } from './toast-logic';

const slideIn = keyframes`from { opacity: 0; transform: translateY(12px); }`;

const Region = styled.section`
  position: fixed;
  right: ${({ theme }) => theme.space[4]};
  /* Above a DockedBar's actions, never on top of them (the bar publishes its height). */
  bottom: calc(${({ theme }) => theme.space[4]} + var(--conecta-docked-bar-height, 0px));
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  max-width: min(420px, calc(100vw - 32px));
  pointer-events: none;
  &:empty { display: none; }
  /* A passing notice is not part of a printed page. */
  @media print { display: none; }
`;

const tones = {
  info: css`background: ${({ theme }) => theme.colors.primary};`,
  success: css`background: ${({ theme }) => theme.colors.successText};`,
  warning: css`background: ${({ theme }) => theme.colors.warningText};`,
  error: css`background: ${({ theme }) => theme.colors.errorText};`,
};

const Card = styled.div<{ $tone: ToastTone }>`
  pointer-events: auto;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 280px;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[3]} ${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  color: ${({ theme }) => theme.colors.white};
  font-size: ${({ theme }) => theme.typography.size.sm};
  animation: ${slideIn} ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
  ${({ $tone }) => tones[$tone]}
  > svg { flex: none; margin-top: 2px; }
`;

const Text = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding-top: 2px;
  strong { font-weight: ${({ theme }) => theme.typography.weight.semibold}; }
`;

/**
 * A plain button: toasts live in the session's provider, which every first load brings, so they must
 * not bring react-aria's press handling with them. Keyboard, pointer and touch all give a click.
 */
const CloseButton = styled.button.attrs({ type: 'button' })`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;
  @media (hover: hover) {
    &:hover { background: ${({ theme }) => theme.colors.backdrop}; }
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.white};
    outline-offset: 1px;
  }
`;

const icons: Record<ToastTone, ReactNode> = {
  info: <Info size={18} aria-hidden="true" />,
  success: <CircleCheck size={18} aria-hidden="true" />,
  warning: <TriangleAlert size={18} aria-hidden="true" />,
  error: <CircleX size={18} aria-hidden="true" />,
};


/** Hides a toast after its duration, holding the clock while `isPaused`. */
function useToastTimer(durationMs: number | null, isPaused: boolean, onTimeout: () => void) {
  const clock = useClock();
  const countdown = useRef<Countdown | null>(null);
  const onTimeoutRef = useRef(onTimeout);
  useEffect(() => {
    onTimeoutRef.current = onTimeout;
  });
  useEffect(() => {
    if (durationMs === null) return undefined;
    const now = clock.now();
    countdown.current ??= startCountdown(durationMs, now);
    if (isPaused) {
      countdown.current = pauseCountdown(countdown.current, now);
      return undefined;
    }
    countdown.current = resumeCountdown(countdown.current, now);
    const timer = clock.setTimeout(() => onTimeoutRef.current(), remainingAt(countdown.current, now));
    return () => {
      clock.clearTimeout(timer);
      if (countdown.current) countdown.current = pauseCountdown(countdown.current, clock.now());
    };
  }, [durationMs, isPaused, clock]);
}

function ToastView({
  toast,
  isPaused,
  onTimeout,
  onDismiss,
  closeLabel,
}: {
  toast: ToastItem;
  isPaused: boolean;
  onTimeout: () => void;
  onDismiss: () => void;
  closeLabel: string;
}) {
  useToastTimer(toast.durationMs, isPaused, onTimeout);
  return (
    <Card $tone={toast.tone} data-tone={toast.tone}>
      {icons[toast.tone]}
      <Text role={toast.tone === 'error' ? 'alert' : 'status'}>
        {toast.title !== undefined && <strong>{toast.title}</strong>}
        <span>{toast.message}</span>
      </Text>
      <CloseButton aria-label={closeLabel} onClick={onDismiss}>
        <X size={16} aria-hidden="true" />
      </CloseButton>
    </Card>
  );
}

export interface ToastRegionProps {
  /** The queue whose toasts are shown (from `createToastQueue()`). */
  queue: ToastQueue;
  /** How many toasts show at once; the others wait their turn (their clocks do not run).
   * @default 3 */
  maxVisible?: number;
  /** Accessible name of the region landmark.
   * @default 'Notificações' */
  label?: string;
  /** Accessible name of each toast's dismiss button.
   * @default 'Fechar' */
  closeLabel?: string;
}

/**
 * The bottom-right corner where toasts appear (a portal on `document.body`). Each toast hides after
 * its duration; every clock pauses while the pointer is over the region or focus is inside it
 * (WCAG 2.2.1), and each toast has a 'Fechar' button.
 */
export function ToastRegion({ queue, maxVisible = 3, label = 'Notificações', closeLabel = 'Fechar' }: ToastRegionProps) {
  const toasts = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  const [isHovered, setHovered] = useState(false);
  const [isFocused, setFocused] = useState(false);
  const isClient = !useIsHydrating();
  // An emptied region can keep neither the pointer nor focus (it collapses without a pointerleave).
  const [wasEmpty, setWasEmpty] = useState(toasts.length === 0);
  if ((toasts.length === 0) !== wasEmpty) {
    setWasEmpty(toasts.length === 0);
    if (toasts.length === 0) {
      setHovered(false);
      setFocused(false);
    }
  }
  if (!isClient) return null;
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  return createPortal(
    <Region
      aria-label={label}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {toasts.slice(0, Math.max(1, maxVisible)).map((toast) => (
        <ToastView
          key={toast.id}
          toast={toast}
          isPaused={isHovered || isFocused}
          onTimeout={() => queue.close(toast.id)}
          onDismiss={() => {
            // The focused button disappears with its toast: stop holding the other clocks for it.
            setFocused(false);
            queue.close(toast.id);
          }}
          closeLabel={closeLabel}
        />
      ))}
    </Region>,
    document.body,
  );
}

/** What `useToast()` returns. */
export interface ToastApi {
  /** Shows a toast; returns its id. */
  show: (options: ToastOptions) => string;
  /** Hides a toast before its time. */
  dismiss: (id: string) => void;
  /** Hides every toast. */
  clear: () => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  /** The part of the application that may show toasts. */
  children: ReactNode;
  /** A queue created by the caller (e.g. to push toasts from outside React); by default the provider creates its own. */
  queue?: ToastQueue;
  /** How many toasts show at once.
   * @default 3 */
  maxVisible?: number;
}

/** Gives its children `useToast()` and renders the `ToastRegion`. Each provider has its own queue. */
export function ToastProvider({ children, queue, maxVisible }: ToastProviderProps) {
  const [ownQueue] = useState(createToastQueue);
  const active = queue ?? ownQueue;
  const api = useMemo<ToastApi>(
    () => ({ show: (options) => active.add(options), dismiss: (id) => active.close(id), clear: () => active.clear() }),
    [active],
  );
  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastRegion queue={active} {...(maxVisible !== undefined ? { maxVisible } : {})} />
    </ToastContext.Provider>
  );
}

/** Shows toasts from inside a `ToastProvider`: `const toast = useToast(); toast.show({ message, tone })`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a <ToastProvider>.');
  return api;
}
