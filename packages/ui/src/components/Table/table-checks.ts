/**
 * Layout checks for the table stories (house rule 13), measured in the browser: row actions out
 * of reach, and words broken across lines. Not part of the package's public surface.
 */

/** What counts as a row action. */
export const ROW_ACTIONS = 'button, a[href], label:has(input[role="switch"])';

/**
 * The row actions of `table` (in its body rows) that lie outside the viewport horizontally or
 * outside an ancestor that clips overflow, described for an assertion message.
 */
export function actionsOutOfReach(table: HTMLElement): string[] {
  const problems: string[] = [];
  for (const action of table.querySelectorAll<HTMLElement>(`tbody ${ROW_ACTIONS}`)) {
    const box = action.getBoundingClientRect();
    const name = action.getAttribute('aria-label') ?? (action.textContent ?? '').trim();
    if (box.left < -0.5 || box.right > window.innerWidth + 0.5) {
      problems.push(`${name}: ${Math.round(box.left)}..${Math.round(box.right)} outside 0..${window.innerWidth}`);
      continue;
    }
    for (let parent = action.parentElement; parent; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX === 'visible') continue;
      const clip = parent.getBoundingClientRect();
      if (box.left < clip.left - 0.5 || box.right > clip.right + 0.5) {
        problems.push(`${name}: clipped by ${parent.tagName.toLowerCase()} (${Math.round(clip.left)}..${Math.round(clip.right)})`);
        break;
      }
    }
  }
  return problems;
}

/**
 * Words of `root`'s visible text broken across two lines: a word whose characters sit on more
 * than one line (`Range.getClientRects()`). A break right after a hyphen, or at a `<wbr>` right
 * after '@' or '.' (an e-mail address), is allowed.
 */
export function brokenWords(root: HTMLElement): string[] {
  const broken: string[] = [];
  const rectsOf = (node: Text, start: number, end: number) => {
    const range = document.createRange();
    range.setStart(node, start);
    range.setEnd(node, end);
    return [...range.getClientRects()].filter((rect) => rect.width > 0.5 && rect.height > 0.5);
  };
  const lineOf = (node: Text, index: number) => rectsOf(node, index, index + 1)[0];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    if (!node.parentElement?.checkVisibility()) continue;
    for (const match of node.data.matchAll(/\S+/g)) {
      const word = match[0];
      const rects = rectsOf(node, match.index, match.index + word.length);
      const first = rects[0];
      if (!first || rects.every((rect) => Math.abs(rect.top - first.top) < rect.height / 2)) continue;
      for (let at = 1; at < word.length; at += 1) {
        const rect = lineOf(node, match.index + at);
        if (!rect || Math.abs(rect.top - first.top) < rect.height / 2) continue;
        if (word[at - 1] !== '-') broken.push(`${word.slice(0, at)}|${word.slice(at)}`);
        break;
      }
    }
    const wbr = node.previousSibling;
    const previous = wbr?.nodeName === 'WBR' ? wbr.previousSibling : null;
    if (previous instanceof Text && previous.data.length > 0 && node.data.length > 0) {
      const last = lineOf(previous, previous.data.length - 1);
      const next = lineOf(node, 0);
      if (last && next && Math.abs(next.top - last.top) >= next.height / 2 && !/[@.\s]$/.test(previous.data))
        broken.push(`${previous.data.slice(-12)}|${node.data.slice(0, 12)} (at a <wbr>)`);
    }
  }
  return broken;
}
