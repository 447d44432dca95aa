import { MESSAGES } from '../messages';

/**
 * Password rules of the user form (shell spec §5). Pure functions: the zod schema and the stories
 * use them, and they are unit-tested in node.
 */

/** Shortest valid password (the validation rule; §5 'Precisa ter mais que 8 caracteres'). */
export const PASSWORD_MIN_LENGTH = 8;

/** Shortest password and confirmation that let the wizard leave step 2 (the step gate of §4). */
export const PASSWORD_GATE_LENGTH = 6;

/** Shortest run of consecutive characters that counts as a sequence (abc, 123, qwe, 111). */
export const SEQUENCE_LENGTH = 3;

/**
 * Keyboard rows (ABNT2/QWERTY letter rows) whose runs are forbidden forwards and backwards:
 * qwe, wer, … asd, sdf, … zxc, xcv, … and ewq, dsa, cxz, …
 */
export const KEYBOARD_ROWS: readonly string[] = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

/** Why a password breaks the rules, in the order they are checked. */
export type PasswordIssue = 'length' | 'uppercase' | 'special' | 'sequence';

/** The message of each issue, exactly as §5 writes it. */
export const PASSWORD_ISSUE_MESSAGES: Readonly<Record<PasswordIssue, string>> = {
  length: MESSAGES.passwordLength,
  uppercase: MESSAGES.passwordUppercase,
  special: MESSAGES.passwordSpecial,
  sequence: MESSAGES.passwordSequence,
};

const UPPERCASE = /\p{Lu}/u;
/** Anything that is not a letter, a digit or white space: @ # ! _ - . , € and emoji count. */
const SPECIAL = /[^\p{L}\p{N}\s]/u;
const ALPHANUMERIC = /^[a-z0-9]$/;

/** Length in characters (code points), so an emoji counts once. */
export function characterCount(text: string): number {
  return [...text].length;
}

/** The first forbidden sequence found in `password` (lower-cased), or null. */
export function findForbiddenSequence(password: string): string | null {
  const chars = [...password.toLowerCase()];
  for (let start = 0; start + SEQUENCE_LENGTH <= chars.length; start += 1) {
    const run = chars.slice(start, start + SEQUENCE_LENGTH);
    if (isAlphabeticOrNumericRun(run) || isRepeatedDigit(run) || isKeyboardRun(run.join(''))) {
      return run.join('');
    }
  }
  return null;
}

/** abc, cba, xyz, 123, 321, 789, 012: same class (letter or digit), each one step from the last. */
function isAlphabeticOrNumericRun(run: string[]): boolean {
  if (!run.every((char) => ALPHANUMERIC.test(char))) return false;
  const isDigit = (char: string) => char >= '0' && char <= '9';
  const first = run[0] ?? '';
  if (!run.every((char) => isDigit(char) === isDigit(first))) return false;
  const codes = run.map((char) => char.charCodeAt(0));
  const up = codes.every((code, i) => i === 0 || code - (codes[i - 1] ?? 0) === 1);
  const down = codes.every((code, i) => i === 0 || code - (codes[i - 1] ?? 0) === -1);
  return up || down;
}

/** 111, 000, 999: the same digit three times. */
function isRepeatedDigit(run: string[]): boolean {
  const first = run[0] ?? '';
  return first >= '0' && first <= '9' && run.every((char) => char === first);
}

/** qwe, asd, zxc, ewq, …: three neighbouring keys of one letter row, either direction. */
function isKeyboardRun(run: string): boolean {
  const reversed = [...run].reverse().join('');
  return KEYBOARD_ROWS.some((row) => row.includes(run) || row.includes(reversed));
}

/**
 * Every rule a non-empty password breaks, in check order: at least 8 characters, an uppercase
 * letter, a special character, no forbidden sequence. Empty list = valid.
 */
export function passwordIssues(password: string): PasswordIssue[] {
  const issues: PasswordIssue[] = [];
  if (characterCount(password) < PASSWORD_MIN_LENGTH) issues.push('length');
  if (!UPPERCASE.test(password)) issues.push('uppercase');
  if (!SPECIAL.test(password)) issues.push('special');
  if (findForbiddenSequence(password) !== null) issues.push('sequence');
  return issues;
}
