import ExcelJS from 'exceljs';
import type { Language } from '@portal/contracts/constants';
import type { z } from 'zod';
import { isMessageKey, translate, type MessageKey } from '../../i18n/catalogue';
import { badRequest } from '../../lib/errors';
import { parseCsv } from './parse-csv';

/** One data row: its line in the file (1-based, the header is line 1) and its cells by column name. */
export type SpreadsheetRow = {
  line: number;
  values: Record<string, string>;
  /** Non-empty cells right of the last header column (the row has more cells than the header). */
  extraCells?: number;
};
export type SpreadsheetRows = { header: string[]; rows: SpreadsheetRow[] };

export type ReadRowsOptions = {
  /** Every column the file may have, as the header spells it (matched trimmed and case-insensitive). */
  columns: readonly string[];
  /** Columns the header must have; all of `columns` when left out. */
  required?: readonly string[];
  /** More data rows than this: 400 `spreadsheet.tooMany`. */
  maxRows: number;
};

/** One line of an import report: the file line, the column (`_` for the whole row) and the translated message. */
export type RowIssue = { line: number; field: string; message: string };

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
const isZip = (bytes: Uint8Array) => ZIP_SIGNATURE.every((byte, index) => bytes[index] === byte);
// Text files have no NUL and no control characters other than tab, line feed and carriage return.
const isBinaryCharacter = (code: number) => code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d;
const hasBinaryCharacter = (text: string) => {
  for (let index = 0; index < text.length; index += 1)
    if (isBinaryCharacter(text.charCodeAt(index))) return true;
  return false;
};

const unsupported = () => badRequest('spreadsheet.unsupported');

const decodeText = (bytes: Uint8Array): string => {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw unsupported();
  }
  if (hasBinaryCharacter(text)) throw unsupported();
  return text;
};

const pad = (value: number) => String(value).padStart(2, '0');

/** A date cell as YYYY-MM-DD (with the time when it has one); exceljs reads dates as UTC. */
const dateText = (date: Date): string => {
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const seconds = date.getUTCHours() * 3600 + date.getUTCMinutes() * 60 + date.getUTCSeconds();
  if (seconds === 0) return day;
  return `${day}T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
};

/** The text of an XLSX cell value: numbers and dates as typed, rich text joined, a formula's result, a link's text. */
export const cellText = (value: ExcelJS.CellValue): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return dateText(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as ExcelJS.CellFormulaValue).result;
    if (result === undefined || (typeof result === 'object' && 'error' in result)) return '';
    return cellText(result as ExcelJS.CellValue);
  }
  if ('hyperlink' in value) return cellText(value.text as ExcelJS.CellValue);
  return '';
};

const readXlsx = async (bytes: Uint8Array): Promise<{ line: number; cells: string[] }[]> => {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    // A ZIP that is not a workbook (a .docx, a damaged file).
    throw unsupported();
  }
  const sheet =
    workbook.worksheets.find((candidate) => candidate.state === 'visible') ?? workbook.worksheets[0];
  if (!sheet) throw unsupported();
  const rows: { line: number; cells: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value);
    });
    const filled = Array.from(cells, (cell) => cell ?? '');
    if (filled.some((cell) => cell.trim() !== '')) rows.push({ line: row.number, cells: filled });
  });
  return rows;
};

/**
 * Reads an uploaded spreadsheet: XLSX when the bytes start as a ZIP (`PK\x03\x04`, first visible sheet),
 * otherwise CSV text (UTF-8, byte-order mark allowed, quoted fields, CRLF or LF, comma or semicolon).
 * The first non-blank row is the header: its cells are matched to `columns` trimmed and without regard to
 * case, in any order. Blank rows are skipped; cells are trimmed. Refusals (400, translated by the error
 * handler): `spreadsheet.unsupported` (neither), `spreadsheet.empty` (no header or no data row),
 * `spreadsheet.unknownColumn`, `spreadsheet.duplicateColumn`, `spreadsheet.missingColumns`,
 * `spreadsheet.tooMany` (more than `maxRows` data rows).
 */
export const readRows = async (bytes: Uint8Array, options: ReadRowsOptions): Promise<SpreadsheetRows> => {
  if (bytes.length === 0) throw badRequest('spreadsheet.empty');
  const raw = isZip(bytes) ? await readXlsx(bytes) : parseCsv(decodeText(bytes));
  const [headerRow, ...dataRows] = raw;
  if (!headerRow) throw badRequest('spreadsheet.empty');

  const known = new Map(options.columns.map((column) => [column.toLowerCase(), column]));
  const allowed = options.columns.join(', ');
  const header: string[] = [];
  for (const cell of headerRow.cells) {
    const name = cell.trim();
    if (name === '') {
      header.push('');
      continue;
    }
    const column = known.get(name.toLowerCase());
    if (!column)
      throw badRequest('spreadsheet.unknownColumn', { params: { column: name, columns: allowed } });
    if (header.includes(column)) throw badRequest('spreadsheet.duplicateColumn', { params: { column } });
    header.push(column);
  }
  while (header.length > 0 && header.at(-1) === '') header.pop();
  if (header.includes('')) throw badRequest('spreadsheet.blankColumn', { params: { columns: allowed } });
  const missing = (options.required ?? options.columns).filter((column) => !header.includes(column));
  if (missing.length > 0)
    throw badRequest('spreadsheet.missingColumns', { params: { columns: missing.join(', ') } });

  if (dataRows.length === 0) throw badRequest('spreadsheet.empty');
  if (dataRows.length > options.maxRows)
    throw badRequest('spreadsheet.tooMany', { params: { max: options.maxRows } });

  const rows = dataRows.map(({ line, cells }): SpreadsheetRow => {
    const values: Record<string, string> = {};
    header.forEach((column, index) => {
      values[column] = (cells[index] ?? '').trim();
    });
    const extraCells = cells.slice(header.length).filter((cell) => cell.trim() !== '').length;
    return extraCells > 0 ? { line, values, extraCells } : { line, values };
  });
  return { header, rows };
};

/** Builds a translated import report in the caller's language. */
export const rowReporter = (language: Language) => {
  const issues: RowIssue[] = [];
  const lines = new Set<number>();
  const seen = new Set<string>();
  const add = (line: number, field: string, key: MessageKey, params?: Record<string, string | number>) => {
    const message = translate(language, key, params);
    // A set, not a scan: a file of 20,000 bad rows gives tens of thousands of issues.
    const issueId = JSON.stringify([line, field, message]);
    if (seen.has(issueId)) return;
    seen.add(issueId);
    issues.push({ line, field, message });
    lines.add(line);
  };
  return {
    /** One problem with a catalogue key. */
    add,
    /** Zod issues of one row; contracts carry catalogue keys as their messages. */
    addZodIssues: (line: number, zodIssues: readonly z.core.$ZodIssue[]) => {
      for (const issue of zodIssues)
        add(
          line,
          String(issue.path[0] ?? '_'),
          isMessageKey(issue.message) ? issue.message : 'validation.invalid',
        );
    },
    /** The row's extra cells, if any (`_` field). */
    addExtraCells: (row: SpreadsheetRow) => {
      if (row.extraCells) add(row.line, '_', 'spreadsheet.extraCells', { count: row.extraCells });
    },
    hasIssues: (line: number) => lines.has(line),
    /** Issues sorted by line, in the order they were found within a line. */
    issues: () => [...issues].sort((a, b) => a.line - b.line),
    /** How many rows have at least one issue. */
    rejectedRows: () => lines.size,
  };
};
export type RowReporter = ReturnType<typeof rowReporter>;
