import type { ExportCell } from './export-columns';

/** UTF-8 byte-order mark: spreadsheet programs then read Arabic correctly. */
export const UTF8_BOM = '\uFEFF';

/** Text a spreadsheet would run as a formula (=, +, -, @, tab, carriage return): CSV injection. */
const FORMULA_START = /^[=+\-@\t\r]/;

const textOf = (value: ExportCell): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value);
};

/**
 * One CSV field (RFC 4180): quoted when it holds a quote, comma, semicolon or line break, quotes
 * doubled; text starting like a formula is prefixed with `'` so it stays text. Numbers are left
 * as they are (a negative number is not a formula).
 */
export const csvField = (value: ExportCell): string => {
  let text = textOf(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
};

export const csvLine = (cells: readonly ExportCell[]): string => `${cells.map(csvField).join(',')}\r\n`;

/** The whole CSV as chunks: BOM and header line first, then one line per row as rows arrive. */
export async function* csvChunks(
  headers: readonly string[],
  rows: AsyncIterable<readonly ExportCell[]>,
): AsyncIterable<string> {
  yield UTF8_BOM + csvLine(headers);
  for await (const row of rows) yield csvLine(row);
}
