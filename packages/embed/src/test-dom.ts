/**
 * What a test DOM lacks that the Conecta features (through react-aria-components) call: installed by
 * `prepareTestDom()` from `@conecta/embed/testing`, only where missing, and removed again by the
 * function it returns. Nothing here runs on import.
 *
 * jsdom has no `CSS` namespace, so no `CSS.escape`: react-aria calls it unguarded when it looks up an
 * item by key (Tabs, Select, ListBox), focuses inside a dialog (Modal, Popover) or groups radio
 * buttons, and the feature's error boundary shows 'Algo deu errado!' instead of the screen.
 * happy-dom and the browsers have it, so there nothing is installed.
 *
 * Left missing on purpose: `Element.prototype.getAnimations` (react-aria checks for it and, where it
 * is missing, ends its enter and exit transitions at once), `matchMedia`, `ResizeObserver` and
 * `scrollIntoView` (the features use them only where they exist).
 */

/**
 * `CSS.escape()` as the CSSOM specification defines it (serialize an identifier): the value made safe
 * to put in a selector, e.g. `[data-key="${cssEscape(key)}"]`.
 */
export function cssEscape(value: string): string {
  const text = String(value);
  const first = text.charCodeAt(0);
  let result = '';
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    const char = text.charAt(index);
    const isDigit = code >= 0x30 && code <= 0x39;
    if (code === 0x0000) {
      result += '\uFFFD';
    } else if (
      (code >= 0x0001 && code <= 0x001f) ||
      code === 0x007f ||
      (index === 0 && isDigit) ||
      (index === 1 && isDigit && first === 0x2d)
    ) {
      // Control characters and a leading digit (also after a leading '-') as a code point escape.
      result += `\\${code.toString(16)} `;
    } else if (index === 0 && text.length === 1 && code === 0x2d) {
      result += `\\${char}`;
    } else if (
      code >= 0x0080 ||
      code === 0x2d ||
      code === 0x5f ||
      isDigit ||
      (code >= 0x41 && code <= 0x5a) ||
      (code >= 0x61 && code <= 0x7a)
    ) {
      result += char;
    } else {
      result += `\\${char}`;
    }
  }
  return result;
}

/** The part of a global object `installMissingDomApis` looks at and may extend. */
interface DomGlobal {
  CSS?: { escape?: (value: string) => string };
}

/** One API installed where it was missing: its name, and how to remove it again. */
interface Installed {
  name: string;
  remove: () => void;
}

/**
 * Installs on `target` (the global object) the APIs of this module's list that it lacks, and returns
 * their names and a function that removes exactly those again (idempotent). What `target` already has
 * is never replaced.
 */
export function installMissingDomApis(target: object): {
  installed: string[];
  restore: () => void;
} {
  const global = target as DomGlobal;
  const installed: Installed[] = [];
  if (typeof global.CSS?.escape !== 'function') {
    if (global.CSS === undefined || global.CSS === null) {
      Object.defineProperty(target, 'CSS', {
        value: { escape: cssEscape },
        configurable: true,
        writable: true,
        enumerable: false,
      });
      installed.push({ name: 'CSS.escape', remove: () => delete global.CSS });
    } else {
      const css = global.CSS;
      Object.defineProperty(css, 'escape', {
        value: cssEscape,
        configurable: true,
        writable: true,
        enumerable: false,
      });
      installed.push({ name: 'CSS.escape', remove: () => delete css.escape });
    }
  }
  let restored = false;
  return {
    installed: installed.map((entry) => entry.name),
    restore() {
      if (restored) return;
      restored = true;
      for (const entry of installed.reverse()) entry.remove();
    },
  };
}
