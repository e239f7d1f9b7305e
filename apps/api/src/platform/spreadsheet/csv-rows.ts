import type { RawRow } from './raw-row';

/**
 * The rows of CSV text, one at a time (RFC 4180: quoted fields, doubled quotes, CRLF or LF; a leading
 * byte-order mark is dropped), so a reader can stop at its row limit without splitting the rest. The
 * separator is a comma, or a semicolon when the first line has semicolons and no commas (spreadsheet
 * programs in some locales save that way). Blank lines are skipped; each row keeps its line number
 * (1-based) for error messages.
 */
export function* csvRows(text: string): Generator<RawRow> {
  const source = text.replace(/^\uFEFF/, '');
  const firstLine = source.slice(0, source.search(/\r?\n|$/));
  const separator = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = (): RawRow | undefined => {
    cells.push(cell);
    const row = cells.some((value) => value.trim() !== '') ? { line: rowLine, cells } : undefined;
    cells = [];
    cell = '';
    return row;
  };
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        cell += char;
      }
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      const row = endRow();
      if (row) yield row;
      line += 1;
      rowLine = line;
    } else cell += char;
  }
  if (cell !== '' || cells.length > 0) {
    const row = endRow();
    if (row) yield row;
  }
}
