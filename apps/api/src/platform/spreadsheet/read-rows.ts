import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Language } from '@portal/contracts/constants';
import type { z } from 'zod';
import { isMessageKey, translate, type MessageKey } from '../../i18n/catalogue';
import { badRequest } from '../../lib/errors';
import { csvRows } from './csv-rows';
import type { RawRow } from './raw-row';
import { xlsxRows } from './xlsx-rows';

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
  /** More data rows than this: 400 `spreadsheet.tooMany`, and reading stops at the first row past it. */
  maxRows: number;
  /** Told the number of data rows read so far, every `PROGRESS_EVERY` rows and at the end. */
  onProgress?: (rowsRead: number) => void | Promise<void>;
};

/** One line of an import report: the file line, the column (`_` for the whole row) and the translated message. */
export type RowIssue = { line: number; field: string; message: string };

/**
 * Rows between two turns of the event loop: a few milliseconds of work, so requests are served while a
 * large file is read (decision 0045: no slice longer than 100 ms).
 */
export const ROWS_PER_TURN = 500;
export const PROGRESS_EVERY = 1000;

/** For loops over read rows (an import's checks): waits for the next turn of the event loop every `ROWS_PER_TURN` rows. */
export const turnEvery = async (index: number) => {
  if (index % ROWS_PER_TURN === ROWS_PER_TURN - 1) await nextTurn();
};

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

/**
 * The one reader of every import (decision 0045): the rows of an uploaded spreadsheet as they are read,
 * blank rows skipped. XLSX when the bytes start as a ZIP (`PK\x03\x04`, first visible sheet, streamed
 * with ZIP-bomb limits), otherwise CSV text (UTF-8, byte-order mark allowed, quoted fields, CRLF or LF,
 * comma or semicolon). Stop iterating to stop reading. Refuses (400) `spreadsheet.unsupported` and
 * `spreadsheet.tooLarge`.
 */
export async function* sheetRows(bytes: Uint8Array): AsyncGenerator<RawRow> {
  if (isZip(bytes)) {
    yield* xlsxRows(bytes);
    return;
  }
  let count = 0;
  for (const row of csvRows(decodeText(bytes))) {
    yield row;
    count += 1;
    if (count % ROWS_PER_TURN === 0) await nextTurn();
  }
}

/** The header row's columns by `options`; refuses unknown, duplicate, blank and missing columns. */
const checkHeader = (headerRow: RawRow, options: ReadRowsOptions): string[] => {
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
  return header;
};

const namedRow = (header: string[], { line, cells }: RawRow): SpreadsheetRow => {
  const values: Record<string, string> = {};
  header.forEach((column, index) => {
    values[column] = (cells[index] ?? '').trim();
  });
  const extraCells = cells.slice(header.length).filter((cell) => cell.trim() !== '').length;
  return extraCells > 0 ? { line, values, extraCells } : { line, values };
};

/**
 * Reads an uploaded spreadsheet through `sheetRows`. The first non-blank row is the header, checked before
 * any other row is read: its cells are matched to `columns` trimmed and without regard to case, in any
 * order. Cells are trimmed. Reading stops at the first row past `maxRows`, so a file of a million rows
 * costs what `maxRows + 1` do. Refusals (400, translated by the error handler): `spreadsheet.unsupported`
 * (neither), `spreadsheet.tooLarge` (a ZIP bomb), `spreadsheet.empty` (no header or no data row),
 * `spreadsheet.unknownColumn`, `spreadsheet.duplicateColumn`, `spreadsheet.missingColumns`,
 * `spreadsheet.tooMany` (more than `maxRows` data rows).
 */
export const readRows = async (bytes: Uint8Array, options: ReadRowsOptions): Promise<SpreadsheetRows> => {
  if (bytes.length === 0) throw badRequest('spreadsheet.empty');
  let header: string[] | undefined;
  const rows: SpreadsheetRow[] = [];
  for await (const raw of sheetRows(bytes)) {
    if (!header) {
      header = checkHeader(raw, options);
      continue;
    }
    if (rows.length === options.maxRows)
      throw badRequest('spreadsheet.tooMany', { params: { max: options.maxRows } });
    rows.push(namedRow(header, raw));
    if (rows.length % PROGRESS_EVERY === 0) await options.onProgress?.(rows.length);
  }
  if (!header || rows.length === 0) throw badRequest('spreadsheet.empty');
  await options.onProgress?.(rows.length);
  return { header, rows };
};

/**
 * Checks the header row of an upload the way `readRows` does, reading nothing past it: an import
 * refuses a wrong file at once (400) and reads the rows later, as a job (decision 0048).
 */
export const readHeader = async (bytes: Uint8Array, options: Omit<ReadRowsOptions, 'maxRows'>) => {
  if (bytes.length === 0) throw badRequest('spreadsheet.empty');
  for await (const raw of sheetRows(bytes)) return checkHeader(raw, { ...options, maxRows: 0 });
  throw badRequest('spreadsheet.empty');
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
