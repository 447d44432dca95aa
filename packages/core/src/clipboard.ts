/**
 * Clipboard text as a grid of cells: what Excel, LibreOffice and Google Sheets put on the
 * clipboard when a range is copied (tab-separated cells, one line per row, Excel-style quotes).
 */

/**
 * Splits copied spreadsheet text into rows of cells.
 *
 * - Rows split on CRLF, LF or CR; one trailing line break (Excel always adds one) is dropped.
 * - Cells split on tabs.
 * - A cell that starts with `"` is quoted, as Excel writes cells holding quotes, tabs or line
 *   breaks: `"a""b"` reads `a"b`, and tabs and line breaks inside the quotes belong to the cell.
 *   A quote that never closes is read literally, as typed.
 * - Every cell is trimmed.
 *
 * `''` gives `[]`; `'1.234\n2.345,00\n10'` gives `[['1.234'], ['2.345,00'], ['10']]`.
 */
export function parseClipboardGrid(text: string): string[][] {
  if (text === '') return [];
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let index = 0;
  let cellStart = true;

  const endCell = () => {
    row.push(cell.trim());
    cell = '';
    cellStart = true;
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };

  while (index < text.length) {
    const char = text[index] ?? '';
    if (cellStart && char === '"') {
      const quoted = readQuoted(text, index);
      if (quoted) {
        cell += quoted.value;
        index = quoted.end;
        cellStart = false;
        continue;
      }
    }
    cellStart = false;
    if (char === '\t') {
      endCell();
      index += 1;
    } else if (char === '\r' || char === '\n') {
      index += char === '\r' && text[index + 1] === '\n' ? 2 : 1;
      if (index >= text.length) break; // the trailing line break
      endRow();
    } else {
      cell += char;
      index += 1;
    }
  }
  endRow();
  return rows;
}

/** Reads a quoted cell starting at `start` (on the opening quote); null when it never closes. */
function readQuoted(text: string, start: number): { value: string; end: number } | null {
  let value = '';
  let index = start + 1;
  while (index < text.length) {
    const char = text[index];
    if (char === '"') {
      if (text[index + 1] === '"') {
        value += '"';
        index += 2;
        continue;
      }
      return { value, end: index + 1 };
    }
    value += char;
    index += 1;
  }
  return null;
}
