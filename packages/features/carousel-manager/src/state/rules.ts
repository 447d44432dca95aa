/**
 * Pure rules of the carousel manager (issue 23): the name an image is sent under, moving an image
 * in the order, and where a dragged image lands. Unit-tested in node.
 */
import { backendStampText } from '@conecta/core';

/** The upload's name parts: a file name the contract takes ('[A-Za-z0-9][A-Za-z0-9._-]*', ≤ 80) and its extension. */
export interface UploadName {
  name: string;
  extension: 'png' | 'jpg' | 'jpeg';
}

/**
 * The name an image is sent under: accents dropped ('Promoção Verão.PNG' → 'Promocao-Verao', 'png'),
 * anything but letters, digits, '.', '_' and '-' made a '-', at most 80 characters; 'imagem' when
 * nothing is left. Null for an extension other than png, jpg or jpeg.
 */
export function uploadNameOf(fileName: string): UploadName | null {
  const dot = fileName.lastIndexOf('.');
  const extension = dot === -1 ? '' : fileName.slice(dot + 1).toLowerCase();
  if (extension !== 'png' && extension !== 'jpg' && extension !== 'jpeg') return null;
  const plain = fileName
    .slice(0, dot)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[^A-Za-z0-9]+/, '')
    .replace(/[-.]+$/, '')
    .slice(0, 80)
    .replace(/[-.]+$/, '');
  return { name: plain || 'imagem', extension };
}

/** The order with the item at `from` moved to `to` (both clamped); the same array when nothing moves. */
export function moveItem<T>(order: readonly T[], from: number, to: number): readonly T[] {
  const target = Math.max(0, Math.min(order.length - 1, to));
  if (from < 0 || from >= order.length || from === target) return order;
  const next = [...order];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(target, 0, item);
  return next;
}

/**
 * The order after dropping `dragged` keys before or after `target` (react-aria's reorder event):
 * the dragged keys keep their own order; dropping on one of them changes nothing.
 */
export function dropInto(order: readonly string[], dragged: ReadonlySet<string>, target: string, position: 'before' | 'after'): readonly string[] {
  if (dragged.has(target) || !order.includes(target)) return order;
  const moving = order.filter((key) => dragged.has(key));
  const rest = order.filter((key) => !dragged.has(key));
  const at = rest.indexOf(target) + (position === 'after' ? 1 : 0);
  return [...rest.slice(0, at), ...moving, ...rest.slice(at)];
}

/** A backend timestamp ('2026-11-02 08:15:00') as the screen shows it: '02/11/2026 08:15'. */
export const stampText = (stamp: string): string => backendStampText(stamp);
