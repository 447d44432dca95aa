import { formatInteger, parseBrazilianNumber } from '@conecta/core';

/** Digits a whole-real field keeps: 15 stays below Number.MAX_SAFE_INTEGER. */
export const MAX_DIGITS = 15;

/** Result of an edit: the text to show, where the caret goes and the number it means. */
export interface NumberEdit {
  text: string;
  caret: number;
  value: number | null;
}

function countDigits(text: string): number {
  let count = 0;
  for (const char of text) if (char >= '0' && char <= '9') count += 1;
  return count;
}

function onlyDigits(text: string): string {
  return text.replace(/\D/g, '');
}

/** Groups a string of digits with dots ('1234567' → '1.234.567'); leading zeros go ('007' → '7'). */
export function groupDigits(digits: string): string {
  if (digits === '') return '';
  const significant = digits.replace(/^0+(?=\d)/, '');
  return significant.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** The number a field text means: '1.234.567' → 1234567, '' → null. */
export function parseFieldText(text: string): number | null {
  const digits = onlyDigits(text);
  return digits === '' ? null : Number(digits);
}

/** The text shown for a value: 1234567 → '1.234.567', null → ''. Decimals are rounded. */
export function formatFieldValue(value: number | null | undefined): string {
  return value == null || !Number.isFinite(value) ? '' : formatInteger(value);
}

/** Position in `text` just after its `n`-th digit (0 → start of the text). */
export function caretAfterDigits(text: string, n: number): number {
  if (n <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index);
    if (char >= '0' && char <= '9') {
      seen += 1;
      if (seen === n) return index + 1;
    }
  }
  return text.length;
}

/**
 * Applies what the browser put in the input (`raw`, caret at `caret`) to a field that showed
 * `previous`: anything but digits is dropped (letters, ',', '-'), the digits are regrouped and the
 * caret keeps its place among the digits. Input that would exceed {@link MAX_DIGITS} is refused.
 */
export function applyInput(previous: string, raw: string, caret: number): NumberEdit {
  const digits = onlyDigits(raw);
  if (digits.length > MAX_DIGITS) {
    const inserted = Math.max(0, raw.length - previous.length);
    return { text: previous, caret: Math.max(0, caret - inserted), value: parseFieldText(previous) };
  }
  const text = groupDigits(digits);
  const digitsBeforeCaret = countDigits(raw.slice(0, caret));
  const leadingZeros = digits.length - onlyDigits(text).length;
  const kept = Math.max(0, digitsBeforeCaret - leadingZeros);
  return { text, caret: caretAfterDigits(text, kept), value: parseFieldText(text) };
}

/**
 * A whole, non-negative number read from pasted text in pt-BR style: '1.234' → 1234,
 * '1.234,00' → 1234, 'R$ 1.234' → 1234, '1.234,56' → 1235 (rounded). Null (paste refused) for
 * anything else, including negatives and US-style '1,234.56'.
 */
export function pastedValue(text: string): number | null {
  const parsed = parseBrazilianNumber(text);
  if (parsed == null || parsed < 0 || !Number.isFinite(parsed)) return null;
  return Math.round(parsed);
}

/**
 * Pastes `clipboard` over the selection [start, end) of `text`. Returns null when the clipboard
 * does not hold a whole-real amount, so the field keeps its text.
 */
export function applyPaste(text: string, start: number, end: number, clipboard: string): NumberEdit | null {
  const value = pastedValue(clipboard);
  if (value == null) return null;
  const trimmed = clipboard.trim();
  // Plain digits are inserted as typed ('00' after a '5' makes 500); amounts by their value.
  const pasted = /^\d+$/.test(trimmed) ? trimmed : String(value);
  const raw = text.slice(0, start) + pasted + text.slice(end);
  return applyInput(text, raw, start + pasted.length);
}
