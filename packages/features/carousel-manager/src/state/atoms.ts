/**
 * UI state of one carousel manager (one jotai store per `CarouselManager`, created by the root).
 */
import { atom } from 'jotai';
import type { components } from '@conecta/api';
import type { UploadName } from './rules';

/** An image of the carousel as the screen shows it: the contract's entry and its text alternative. */
export type CarouselItem = components['schemas']['CarouselEntry'] & { alt: string };

/** A checked image ready to send: its name parts, bytes as base64 and pixel size. */
export interface UploadPayload extends UploadName {
  /** The file's own name, as the user knows it. */
  fileName: string;
  base64: string;
  width: number;
  height: number;
}

/** The image being added: checked, waiting on the size advice, sending, or failed (kept to try again). */
export type UploadState =
  | { phase: 'idle' }
  | { phase: 'checking'; fileName: string }
  | { phase: 'advice'; fileName: string; advice: 'small' | 'shape'; payload: UploadPayload }
  | { phase: 'sending'; fileName: string; payload: UploadPayload }
  | { phase: 'failed'; fileName: string; message: string; payload: UploadPayload | null };

export const uploadAtom = atom<UploadState>({ phase: 'idle' });

/** The image whose removal is being confirmed, or sent. */
export type RemovalState = { phase: 'asking'; item: CarouselItem } | { phase: 'removing'; item: CarouselItem };

export const removalAtom = atom<RemovalState | null>(null);

/** What the screen says after an action (a polite live region), or null. */
export interface Notice {
  tone: 'info' | 'error';
  text: string;
}

export const noticeAtom = atom<Notice | null>(null);
