import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import {
  Dialog as AriaDialog,
  Heading,
  Modal as AriaModal,
  ModalOverlay as AriaModalOverlay,
} from 'react-aria-components';
import { CircleCheck, CircleX, TriangleAlert } from 'lucide-react';
import { styled, css, keyframes } from 'styled-components';

/** Visual tone of a dialog: decides the icon beside the title (the title text carries the meaning). */
export type DialogTone = 'neutral' | 'warning' | 'success' | 'error';

/** Width of a dialog: 400, 480 or 640 px at most. */
export type DialogSize = 'sm' | 'md' | 'lg';

export interface DialogProps {
  /** Whether the dialog is shown (controlled). */
  isOpen: boolean;
  /** Called with `false` when the user dismisses the dialog (Escape, or a click outside when dismissable). */
  onOpenChange?: (isOpen: boolean) => void;
  /** Title, rendered as the dialog's heading and accessible name. */
  title: ReactNode;
  /** Body of the dialog; referenced as its description. */
  children?: ReactNode;
  /** Buttons at the bottom, usually `Button`s; the caller closes the dialog from their handlers. */
  actions?: ReactNode;
  /** Icon beside the title: a warning triangle, a check or an error cross.
   * @default 'neutral' */
  tone?: DialogTone;
  /** `alertdialog` for messages that interrupt the user (confirmations, errors).
   * @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
  /** Whether Escape and a click on the backdrop close the dialog. Progress dialogs are not dismissable.
   * @default true */
  isDismissable?: boolean;
  /** Marks the dialog as busy (`aria-busy`) while work runs behind it.
   * @default false */
  isBusy?: boolean;
  /** Maximum width.
   * @default 'sm' */
  size?: DialogSize;
  /** Centres the title, body and actions (the message dialogs of the specs).
   * @default false */
  isCentered?: boolean;
}

const fadeIn = keyframes`from { opacity: 0; }`;
const fadeOut = keyframes`to { opacity: 0; }`;
const slideUp = keyframes`from { opacity: 0; transform: translateY(16px); }`;
const slideDown = keyframes`to { opacity: 0; transform: translateY(16px); }`;

const Overlay = styled(AriaModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.backdrop};
  &[data-entering] {
    animation: ${fadeIn} ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
  }
  &[data-exiting] {
    animation: ${fadeOut} ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing} forwards;
  }
`;

const widths: Record<DialogSize, string> = { sm: '400px', md: '480px', lg: '640px' };

const StyledModal = styled(AriaModal)<{ $size: DialogSize }>`
  width: 100%;
  max-width: ${({ $size }) => widths[$size]};
  /* The body scrolls, the title and the buttons stay: a tall dialog never hides its actions (rule 13). */
  display: flex;
  flex-direction: column;
  max-height: calc(100dvh - 32px);
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  &[data-entering] {
    animation: ${slideUp} ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
  }
  &[data-exiting] {
    animation: ${slideDown} ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing} forwards;
  }
`;

const StyledDialog = styled(AriaDialog)<{ $centered: boolean }>`
  display: flex;
  flex-direction: column;
  flex: 1 1 auto;
  min-height: 0;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  outline: none;
  ${({ $centered }) =>
    $centered &&
    css`
      align-items: center;
      text-align: center;
    `}
`;

const Title = styled(Heading)<{ $centered: boolean }>`
  flex: none;
  display: flex;
  flex-direction: ${({ $centered }) => ($centered ? 'column' : 'row')};
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.xl};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  color: ${({ theme }) => theme.colors.text};
  svg { flex: none; }
`;

const toneColor = {
  neutral: css`color: ${({ theme }) => theme.colors.primary};`,
  warning: css`color: ${({ theme }) => theme.colors.warningText};`,
  success: css`color: ${({ theme }) => theme.colors.successText};`,
  error: css`color: ${({ theme }) => theme.colors.errorText};`,
};

const ToneIcon = styled.span<{ $tone: DialogTone }>`
  display: inline-flex;
  ${({ $tone }) => toneColor[$tone]}
`;

const Body = styled.div<{ $centered: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $centered }) => ($centered ? 'center' : 'stretch')};
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.typography.size.md};
  color: ${({ theme }) => theme.colors.text};
  flex: 0 1 auto;
  min-height: 0;
  overflow-y: auto;
  /* Room for the focus rings of fields at the edges of a scrolling body. */
  margin: -4px;
  padding: 4px;
  p { margin: 0; }
`;

const Actions = styled.div<{ $centered: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  justify-content: ${({ $centered }) => ($centered ? 'center' : 'flex-end')};
  align-self: stretch;
  flex: none;
`;

const icons: Record<DialogTone, ReactNode> = {
  neutral: null,
  warning: <TriangleAlert size={28} aria-hidden="true" />,
  success: <CircleCheck size={28} aria-hidden="true" />,
  error: <CircleX size={28} aria-hidden="true" />,
};

/** Where focus was when a dialog opened: that element and its ancestors then (a removed element loses them). */
interface Opener {
  chain: Element[];
}

/** The opener of each open dialog element, so a dialog opened from inside another one (a confirmation,
 * then 'Aguarde...', then the success message) hands focus back to the element outside the chain. */
const openers = new WeakMap<Element, Opener>();

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const canTakeFocus = (element: Element): element is HTMLElement =>
  element instanceof HTMLElement &&
  element.isConnected &&
  !element.matches(':disabled') &&
  element.closest('[inert], [aria-hidden="true"]') === null &&
  element.getClientRects().length > 0;

const DIALOGS = '[role="dialog"], [role="alertdialog"]';

function recordOpener(): Opener | null {
  if (typeof document === 'undefined') return null;
  const active = document.activeElement;
  if (!active || active === document.body) {
    // Between two dialogs of a chain focus may rest on <body>: take over the one still on screen.
    for (const dialog of document.querySelectorAll(DIALOGS)) {
      const opener = openers.get(dialog);
      if (opener) return opener;
    }
    return null;
  }
  const dialog = active.closest(DIALOGS);
  if (dialog) return openers.get(dialog) ?? null;
  const chain: Element[] = [];
  for (let node: Element | null = active; node; node = node.parentElement) chain.push(node);
  return { chain };
}

/**
 * Where focus goes when the dialog closes: the opener when it can take focus (react-aria's own
 * choice, in case focus was lost after its attempt); still on screen but disabled (e.g. 'Distribuir
 * diferença' once nothing is left to distribute) → the next control after it, else the one before;
 * removed (a row action replaced by its result, a screen reset or left) → its closest ancestor still
 * on screen that can hold focus (a table cell, `<main tabIndex={-1}>`), else that ancestor's first control.
 */
function fallbackTarget({ chain }: Opener): HTMLElement | null {
  const [opener] = chain;
  if (!opener) return null;
  if (opener.isConnected) {
    if (canTakeFocus(opener)) return opener;
    const scope = opener.closest('main') ?? document.body;
    const controls = [...scope.querySelectorAll(TABBABLE)].filter(canTakeFocus);
    const after = controls.find((control) => opener.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING);
    return after ?? controls.reverse().find((control) => opener.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_PRECEDING) ?? null;
  }
  const kept = chain.slice(1).filter((node) => node.isConnected);
  const holder = kept.filter(canTakeFocus).find((node) => node.hasAttribute('tabindex'));
  if (holder) return holder;
  const container = kept[0];
  return container ? ([...container.querySelectorAll(TABBABLE)].find(canTakeFocus) ?? null) : null;
}

/**
 * react-aria returns focus to the opener when the dialog closes; when the opener is gone or disabled
 * by then, focus would fall to `<body>` (and Tab would restart at the top of the page). This moves it
 * to the nearest sensible place instead (see `fallbackTarget`), after react-aria had its turn.
 */
function FocusFallback({ dialogRef }: { dialogRef: RefObject<HTMLElement | null> }) {
  const [opener] = useState(recordOpener);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && opener) openers.set(dialog, opener);
    return () => {
      if (!opener) return;
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          const active = document.activeElement;
          if (active && active !== document.body) return;
          // Another dialog of the chain is open: it took the opener over and hands focus back itself.
          if (document.querySelector(DIALOGS)) return;
          fallbackTarget(opener)?.focus();
        }),
      );
    };
  }, [dialogRef, opener]);
  return null;
}

/**
 * Modal dialog on react-aria: focus is trapped inside, Escape closes it when dismissable, and focus
 * returns to the element that opened it — or, when that element is gone or disabled by then, to the
 * nearest place in its stead (the next control, the table cell or the main content that held it).
 * Renders in a portal on `document.body`.
 */
export function Dialog({
  isOpen,
  onOpenChange,
  title,
  children,
  actions,
  tone = 'neutral',
  role = 'dialog',
  isDismissable = true,
  isBusy = false,
  size = 'sm',
  isCentered = false,
}: DialogProps) {
  const bodyId = useId();
  const dialogRef = useRef<HTMLElement>(null);
  // react-aria's Dialog does not forward aria-busy, so set it on the element itself.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isBusy) dialog.setAttribute('aria-busy', 'true');
    else dialog.removeAttribute('aria-busy');
  });
  return (
    <Overlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
    >
      <StyledModal $size={size}>
        <StyledDialog
          role={role}
          $centered={isCentered}
          aria-describedby={children ? bodyId : undefined}
          ref={dialogRef}
        >
          <FocusFallback dialogRef={dialogRef} />
          <Title slot="title" $centered={isCentered}>
            {icons[tone] && <ToneIcon $tone={tone}>{icons[tone]}</ToneIcon>}
            {title}
          </Title>
          {children && <Body id={bodyId} $centered={isCentered}>{children}</Body>}
          {actions && <Actions $centered={isCentered}>{actions}</Actions>}
        </StyledDialog>
      </StyledModal>
    </Overlay>
  );
}
