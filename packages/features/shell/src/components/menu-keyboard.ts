import type { KeyboardEvent } from 'react';

/**
 * Arrow-key movement between the visible items of the side menu (a disclosure navigation: Tab
 * still walks every item). Items carry `data-menu-item`; a group button carries `data-group-id`
 * and its children `data-parent-group`. Items inside a closed group are `hidden`, hence skipped.
 */
export interface MenuKeyboardActions {
  /** Whether the group is open. */
  isOpen: (groupId: string) => boolean;
  /** Opens the group. */
  open: (groupId: string) => void;
  /** Closes the group. */
  close: (groupId: string) => void;
}

function visibleItems(root: Element): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>('[data-menu-item]')).filter(
    (item) => item.closest('[hidden]') === null,
  );
}

/** Handles ArrowUp/Down, Home/End, ArrowRight (open / first child) and ArrowLeft (close / parent). */
export function handleMenuKeyDown(event: KeyboardEvent<HTMLElement>, actions: MenuKeyboardActions) {
  const target = event.target as HTMLElement;
  if (!target.hasAttribute('data-menu-item')) return;
  const root = target.closest('nav') ?? event.currentTarget;
  const items = visibleItems(root);
  const index = items.indexOf(target);
  if (index === -1) return;
  const focus = (item: HTMLElement | undefined) => {
    if (!item) return;
    event.preventDefault();
    item.focus();
  };
  const groupId = target.dataset.groupId;
  const parentGroup = target.dataset.parentGroup;

  switch (event.key) {
    case 'ArrowDown':
      focus(items[index + 1]);
      break;
    case 'ArrowUp':
      focus(items[index - 1]);
      break;
    case 'Home':
      focus(items[0]);
      break;
    case 'End':
      focus(items[items.length - 1]);
      break;
    case 'ArrowRight':
      if (groupId) {
        event.preventDefault();
        if (actions.isOpen(groupId)) {
          const first = root.querySelector<HTMLElement>(`[data-parent-group="${CSS.escape(groupId)}"]`);
          first?.focus();
        } else {
          actions.open(groupId);
        }
      }
      break;
    case 'ArrowLeft':
      if (groupId && actions.isOpen(groupId)) {
        event.preventDefault();
        actions.close(groupId);
      } else if (parentGroup) {
        focus(root.querySelector<HTMLElement>(`[data-group-id="${CSS.escape(parentGroup)}"]`) ?? undefined);
      }
      break;
    default:
  }
}
