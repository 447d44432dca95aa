import { describe, expect, it } from 'vitest';
import {
  MAX_DIGITS,
  applyInput,
  applyPaste,
  caretAfterDigits,
  formatFieldValue,
  groupDigits,
  parseFieldText,
  pastedValue,
} from './numberfield-logic';

describe('groupDigits / formatFieldValue / parseFieldText', () => {
  it('groups thousands with dots and drops leading zeros', () => {
    expect(groupDigits('1234567')).toBe('1.234.567');
    expect(groupDigits('007')).toBe('7');
    expect(groupDigits('000')).toBe('0');
    expect(groupDigits('')).toBe('');
  });
  it('formats values and reads texts back', () => {
    expect(formatFieldValue(1234567)).toBe('1.234.567');
    expect(formatFieldValue(null)).toBe('');
    expect(formatFieldValue(0)).toBe('0');
    expect(parseFieldText('1.234.567')).toBe(1234567);
    expect(parseFieldText('')).toBeNull();
  });
});

describe('applyInput', () => {
  it('formats typed digits and keeps the caret at the end', () => {
    expect(applyInput('123.456', '123.4567', 8)).toEqual({ text: '1.234.567', caret: 9, value: 1234567 });
  });
  it('refuses letters, comma decimals and the minus sign without moving the caret', () => {
    expect(applyInput('1.234', '1.23a4', 5)).toEqual({ text: '1.234', caret: 4, value: 1234 });
    expect(applyInput('1.234', '1.234,', 6)).toEqual({ text: '1.234', caret: 5, value: 1234 });
    expect(applyInput('1.234', '-1.234', 1)).toEqual({ text: '1.234', caret: 0, value: 1234 });
  });
  it('keeps the caret among the digits when a digit is inserted in the middle', () => {
    // caret after '1', typing '9' → '19.234' caret after the 9
    expect(applyInput('1.234', '19.234', 2)).toEqual({ text: '19.234', caret: 2, value: 19234 });
  });
  it('regroups after a deletion and empties to null', () => {
    expect(applyInput('1.234', '1.34', 2)).toEqual({ text: '134', caret: 1, value: 134 });
    expect(applyInput('1', '', 0)).toEqual({ text: '', caret: 0, value: null });
  });
  it('drops leading zeros and refuses more than MAX_DIGITS digits', () => {
    expect(applyInput('0', '05', 2)).toEqual({ text: '5', caret: 1, value: 5 });
    const full = groupDigits('9'.repeat(MAX_DIGITS));
    expect(applyInput(full, `${full}9`, full.length + 1)).toEqual({ text: full, caret: full.length, value: 999999999999999 });
  });
});

describe('paste', () => {
  it('reads pt-BR amounts as whole numbers', () => {
    expect(pastedValue('1.234')).toBe(1234);
    expect(pastedValue('1.234,00')).toBe(1234);
    expect(pastedValue(' R$ 1.234\n')).toBe(1234);
    expect(pastedValue('1.234,56')).toBe(1235);
  });
  it('refuses negatives, words and US formats', () => {
    expect(pastedValue('-1.234')).toBeNull();
    expect(pastedValue('abc')).toBeNull();
    expect(pastedValue('1,234.56')).toBeNull();
  });
  it('replaces the selection with the pasted amount', () => {
    expect(applyPaste('', 0, 0, '1.234,00')).toEqual({ text: '1.234', caret: 5, value: 1234 });
    expect(applyPaste('5.000', 0, 5, '1.234')).toEqual({ text: '1.234', caret: 5, value: 1234 });
    expect(applyPaste('5', 1, 1, '00')).toEqual({ text: '500', caret: 3, value: 500 });
    expect(applyPaste('5', 0, 1, 'x')).toBeNull();
  });
});

describe('caretAfterDigits', () => {
  it('skips the dots', () => {
    expect(caretAfterDigits('1.234', 0)).toBe(0);
    expect(caretAfterDigits('1.234', 1)).toBe(1);
    expect(caretAfterDigits('1.234', 2)).toBe(3);
    expect(caretAfterDigits('1.234', 9)).toBe(5);
  });
});
