import { posix } from 'node:path';
import { badRequest } from '../../lib/errors';
import { cellText, excelSerialDate, isDateFormat } from './cell-text';
import { parseXml, readXml } from './xml-stream';
import { MEGABYTE, openZip, tooLarge, type ZipArchive } from './zip-entries';
import type { RawRow } from './raw-row';

/** Caps on what an XLSX import holds in memory whole (decision 0045); the sheet itself streams. */
export const XLSX_LIMITS = {
  /** The workbook, its relationships and styles. */
  partBytes: 8 * MEGABYTE,
  sharedStringsBytes: 64 * MEGABYTE,
  sharedStrings: 1_000_000,
  sheetBytes: 1024 * MEGABYTE,
  /** Excel's last column is XFD. */
  columns: 16_384,
};

const unsupported = () => badRequest('spreadsheet.unsupported');
const RELATIONSHIP = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/';

/** The relationships of a part (`Id` → resolved path, and `Type` → path for the first of each type). */
const readRelationships = async (zip: ZipArchive, relsPath: string, baseDir: string) => {
  const byId = new Map<string, string>();
  const byType = new Map<string, string>();
  const entry = zip.entries.get(relsPath);
  if (!entry) return { byId, byType };
  await readXml(zip.read(entry, XLSX_LIMITS.partBytes), {
    open: (name, attributes) => {
      if (name !== 'Relationship' || !attributes.Target || attributes.TargetMode === 'External') return;
      const target = attributes.Target.startsWith('/')
        ? attributes.Target.slice(1)
        : posix.normalize(posix.join(baseDir, attributes.Target));
      if (attributes.Id) byId.set(attributes.Id, target);
      const type = (attributes.Type ?? '').replace(RELATIONSHIP, '').split('/').at(-1) ?? '';
      if (!byType.has(type)) byType.set(type, target);
    },
  });
  return { byId, byType };
};

/** The first visible sheet (the first sheet when all are hidden) and whether dates count from 1904. */
const readWorkbook = async (zip: ZipArchive, path: string) => {
  const entry = zip.entries.get(path);
  if (!entry) throw unsupported();
  const sheets: { id: string; visible: boolean }[] = [];
  let date1904 = false;
  await readXml(zip.read(entry, XLSX_LIMITS.partBytes), {
    open: (name, attributes) => {
      if (name === 'workbookPr') date1904 = attributes.date1904 === '1' || attributes.date1904 === 'true';
      if (name !== 'sheet') return;
      const id = Object.entries(attributes).find(([key]) => key === 'r:id' || key.endsWith(':id'))?.[1];
      if (id) sheets.push({ id, visible: (attributes.state ?? 'visible') === 'visible' });
    },
  });
  const sheet = sheets.find(({ visible }) => visible) ?? sheets[0];
  if (!sheet) throw unsupported();
  return { sheetId: sheet.id, date1904 };
};

/** Which cell styles show a number as a date (the style's number format). */
const readDateStyles = async (zip: ZipArchive, path: string | undefined): Promise<Set<number>> => {
  const dateStyles = new Set<number>();
  const entry = path ? zip.entries.get(path) : undefined;
  if (!entry) return dateStyles;
  const formats = new Map<number, string>();
  let inCellXfs = false;
  let index = 0;
  await readXml(zip.read(entry, XLSX_LIMITS.partBytes), {
    open: (name, attributes) => {
      if (name === 'numFmt') formats.set(Number(attributes.numFmtId), attributes.formatCode ?? '');
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) {
        const formatId = Number(attributes.numFmtId ?? 0);
        if (isDateFormat(formatId, formats.get(formatId))) dateStyles.add(index);
        index += 1;
      }
    },
    close: (name) => {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  return dateStyles;
};

/** The shared strings table, capped in bytes and entries; rich text joined, phonetic runs left out. */
const readSharedStrings = async (zip: ZipArchive, path: string | undefined): Promise<string[]> => {
  const strings: string[] = [];
  const entry = path ? zip.entries.get(path) : undefined;
  if (!entry) return strings;
  let current = '';
  let inText = false;
  let phonetic = 0;
  await readXml(zip.read(entry, XLSX_LIMITS.sharedStringsBytes), {
    open: (name) => {
      if (name === 'si') current = '';
      else if (name === 'rPh') phonetic += 1;
      else if (name === 't') inText = phonetic === 0;
    },
    close: (name) => {
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic -= 1;
      else if (name === 'si') {
        if (strings.length >= XLSX_LIMITS.sharedStrings) throw tooLarge();
        strings.push(current);
      }
    },
    text: (text) => {
      if (inText) current += text;
    },
  });
  return strings;
};

/** The column index (0-based) of a cell reference such as `AB12`. */
const columnOf = (reference: string): number => {
  let column = 0;
  for (const char of reference) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return column - 1;
};

/**
 * The rows of an XLSX workbook's first visible sheet as they stream out of the ZIP: only the workbook,
 * its relationships, styles and shared strings are read whole (each capped); the sheet is parsed chunk by
 * chunk and reading stops when the caller stops asking (the row limit, decision 0045).
 */
export async function* xlsxRows(bytes: Uint8Array): AsyncGenerator<RawRow> {
  const zip = await openZip(bytes);
  try {
    const root = await readRelationships(zip, '_rels/.rels', '');
    const workbookPath = root.byType.get('officeDocument') ?? 'xl/workbook.xml';
    const baseDir = posix.dirname(workbookPath);
    const relsPath = posix.join(baseDir, '_rels', `${posix.basename(workbookPath)}.rels`);
    const parts = await readRelationships(zip, relsPath, baseDir);
    const { sheetId, date1904 } = await readWorkbook(zip, workbookPath);
    const sheetPath = parts.byId.get(sheetId);
    const sheetEntry = sheetPath ? zip.entries.get(sheetPath) : undefined;
    if (!sheetEntry) throw unsupported();
    const dateStyles = await readDateStyles(zip, parts.byType.get('styles'));
    const shared = await readSharedStrings(zip, parts.byType.get('sharedStrings'));

    const ready: RawRow[] = [];
    let line = 0;
    let cells: string[] = [];
    let column = 0;
    let cell = { type: '', style: 0, value: '', inline: '' };
    let capture: 'value' | 'inline' | undefined;
    let phonetic = 0;
    const handlers = {
      open: (name: string, attributes: Record<string, string>) => {
        if (name === 'row') {
          line = attributes.r ? Number(attributes.r) : line + 1;
          cells = [];
          column = 0;
        } else if (name === 'c') {
          if (attributes.r) column = columnOf(attributes.r);
          if (column >= XLSX_LIMITS.columns || column < 0) throw unsupported();
          cell = { type: attributes.t ?? 'n', style: Number(attributes.s ?? 0), value: '', inline: '' };
        } else if (name === 'v') capture = 'value';
        else if (name === 'rPh') phonetic += 1;
        else if (name === 't' && phonetic === 0) capture = 'inline';
      },
      close: (name: string) => {
        if (name === 'v' || name === 't') capture = undefined;
        else if (name === 'rPh') phonetic -= 1;
        else if (name === 'c') {
          cells[column] = cellValue(cell);
          column += 1;
        } else if (name === 'row') {
          const filled = Array.from(cells, (value) => value ?? '');
          if (filled.some((value) => value.trim() !== '')) ready.push({ line, cells: filled });
        }
      },
      text: (text: string) => {
        if (capture === 'value') cell.value += text;
        else if (capture === 'inline') cell.inline += text;
      },
    };
    const cellValue = ({ type, style, value, inline }: typeof cell): string => {
      if (type === 's') return shared[Number(value)] ?? '';
      if (type === 'inlineStr') return inline;
      if (type === 'str') return value;
      if (type === 'b') return cellText(value === '1' || value === 'true');
      if (type === 'e') return '';
      if (type === 'd') return value === '' ? '' : cellText(new Date(value));
      if (value === '') return '';
      const number = Number(value);
      if (!Number.isFinite(number)) return value;
      return dateStyles.has(style) ? cellText(excelSerialDate(number, date1904)) : cellText(number);
    };

    for await (const _ of parseXml(zip.read(sheetEntry, XLSX_LIMITS.sheetBytes), handlers)) {
      yield* ready.splice(0);
    }
    yield* ready.splice(0);
  } finally {
    zip.close();
  }
}
