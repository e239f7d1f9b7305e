import { strToU8, Zip, ZipDeflate, zipSync } from 'fflate';

/**
 * Workbooks written as Excel writes them (shared strings, a date style, rich text, formulas with their
 * cached results, hyperlinks, hidden sheets), so the spreadsheet reader's tests and bench read real
 * OOXML parts rather than the output of the library under test.
 */
export type XlsxCell =
  | string
  | number
  | boolean
  | null
  | Date
  | { rich: string[] }
  | { formula: string; result?: string | number }
  | { text: string; hyperlink: string };
export type XlsxSheet = { name: string; hidden?: boolean; rows: XlsxCell[][] };

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const columnName = (index: number): string =>
  index < 26
    ? String.fromCharCode(65 + index)
    : columnName(Math.floor(index / 26) - 1) + columnName(index % 26);
const serial = (date: Date) => (date.getTime() - Date.UTC(1899, 11, 30)) / 86_400_000;

const CONTENT_TYPES = (sheets: number) =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  Array.from(
    { length: sheets },
    (_, index) =>
      `<Override PartName="/xl/worksheets/sheet${index + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
  ).join('') +
  '</Types>';
const ROOT_RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
  '</Relationships>';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const workbookXml = (sheets: { name: string; hidden?: boolean }[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${REL}"><sheets>` +
  sheets
    .map(
      (sheet, index) =>
        `<sheet name="${escape(sheet.name)}" sheetId="${index + 1}"${sheet.hidden ? ' state="hidden"' : ''} r:id="rId${index + 1}"/>`,
    )
    .join('') +
  '</sheets></workbook>';
const workbookRels = (sheets: number, sharedStrings: boolean) =>
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  Array.from(
    { length: sheets },
    (_, index) =>
      `<Relationship Id="rId${index + 1}" Type="${REL}/worksheet" Target="worksheets/sheet${index + 1}.xml"/>`,
  ).join('') +
  `<Relationship Id="rIdStyles" Type="${REL}/styles" Target="styles.xml"/>` +
  (sharedStrings
    ? `<Relationship Id="rIdStrings" Type="${REL}/sharedStrings" Target="/xl/sharedStrings.xml"/>`
    : '') +
  '</Relationships>';
/** Style 0 is General, style 1 a built-in date (14), style 2 a custom date-time format. */
const STYLES =
  '<?xml version="1.0" encoding="UTF-8"?><styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
  '<numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy\\-mm\\-dd hh:mm"/></numFmts>' +
  '<cellStyleXfs count="1"><xf numFmtId="0"/></cellStyleXfs>' +
  '<cellXfs count="3"><xf numFmtId="0"/><xf numFmtId="14" applyNumberFormat="1"/><xf numFmtId="164" applyNumberFormat="1"/></cellXfs>' +
  '</styleSheet>';

const sheetXml = (rows: XlsxCell[][], strings: string[]) => {
  const indexOf = new Map<string, number>();
  const shared = (text: string) => {
    if (!indexOf.has(text)) {
      indexOf.set(text, strings.length);
      strings.push(text);
    }
    return indexOf.get(text)!;
  };
  const links: string[] = [];
  const cellXml = (cell: XlsxCell, ref: string): string => {
    if (cell === null) return '';
    if (typeof cell === 'string') return `<c r="${ref}" t="s"><v>${shared(cell)}</v></c>`;
    if (typeof cell === 'number') return `<c r="${ref}"><v>${cell}</v></c>`;
    if (typeof cell === 'boolean') return `<c r="${ref}" t="b"><v>${cell ? 1 : 0}</v></c>`;
    if (cell instanceof Date) {
      const style = cell.getUTCHours() + cell.getUTCMinutes() + cell.getUTCSeconds() === 0 ? 1 : 2;
      return `<c r="${ref}" s="${style}"><v>${serial(cell)}</v></c>`;
    }
    if ('rich' in cell)
      return (
        `<c r="${ref}" t="inlineStr"><is>` +
        cell.rich
          .map((part) => `<r><rPr><b/></rPr><t xml:space="preserve">${escape(part)}</t></r>`)
          .join('') +
        '<rPh sb="0" eb="1"><t>phonetic</t></rPh></is></c>'
      );
    if ('formula' in cell) {
      const result =
        cell.result === undefined
          ? ''
          : typeof cell.result === 'number'
            ? `<v>${cell.result}</v>`
            : `<v>${escape(cell.result)}</v>`;
      const type = typeof cell.result === 'string' ? ' t="str"' : '';
      return `<c r="${ref}"${type}><f>${escape(cell.formula)}</f>${result}</c>`;
    }
    links.push(`<hyperlink ref="${ref}" r:id="rIdLink${links.length}"/>`);
    return `<c r="${ref}" t="s"><v>${shared(cell.text)}</v></c>`;
  };
  const body = rows
    .map((cells, rowIndex) => {
      const line = rowIndex + 1;
      const inner = cells.map((cell, column) => cellXml(cell, `${columnName(column)}${line}`)).join('');
      return inner === '' ? '' : `<row r="${line}">${inner}</row>`;
    })
    .join('');
  return (
    `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${REL}">` +
    `<sheetData>${body}</sheetData>${links.length > 0 ? `<hyperlinks>${links.join('')}</hyperlinks>` : ''}</worksheet>`
  );
};

const sharedStringsXml = (strings: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${strings.length}" uniqueCount="${strings.length}">` +
  strings.map((text) => `<si><t xml:space="preserve">${escape(text)}</t></si>`).join('') +
  '</sst>';

/** A workbook of the given sheets, in memory. */
export const xlsxWorkbook = (sheets: XlsxSheet[]): Buffer => {
  const strings: string[] = [];
  const files: Record<string, Uint8Array> = {};
  sheets.forEach((sheet, index) => {
    files[`xl/worksheets/sheet${index + 1}.xml`] = strToU8(sheetXml(sheet.rows, strings));
  });
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(CONTENT_TYPES(sheets.length)),
      '_rels/.rels': strToU8(ROOT_RELS),
      'xl/workbook.xml': strToU8(workbookXml(sheets)),
      'xl/_rels/workbook.xml.rels': strToU8(workbookRels(sheets.length, true)),
      'xl/styles.xml': strToU8(STYLES),
      'xl/sharedStrings.xml': strToU8(sharedStringsXml(strings)),
      ...files,
    }),
  );
};

/** One sheet of the given rows. */
export const xlsxOf = (rows: XlsxCell[][]) => xlsxWorkbook([{ name: 'data', rows }]);

/**
 * A workbook whose one sheet is written piece by piece (`pieces` yields XML text in order: rows, or
 * anything a bomb needs), so a million rows never sit in memory as one string. Resolves to the ZIP bytes.
 */
export const streamedWorkbook = async (pieces: Iterable<string>): Promise<Buffer> => {
  const chunks: Uint8Array[] = [];
  const done = new Promise<void>((resolve, reject) => {
    const zip = new Zip((error, data, final) => {
      if (error) return reject(error);
      chunks.push(data);
      if (final) resolve();
    });
    const add = (name: string, text: string) => {
      const file = new ZipDeflate(name, { level: 6 });
      zip.add(file);
      file.push(strToU8(text), true);
    };
    add('[Content_Types].xml', CONTENT_TYPES(1));
    add('_rels/.rels', ROOT_RELS);
    add('xl/workbook.xml', workbookXml([{ name: 'data' }]));
    add('xl/_rels/workbook.xml.rels', workbookRels(1, false));
    add('xl/styles.xml', STYLES);
    const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 9 });
    zip.add(sheet);
    let batch = '';
    for (const piece of pieces) {
      batch += piece;
      if (batch.length >= 1_048_576) {
        sheet.push(strToU8(batch));
        batch = '';
      }
    }
    sheet.push(strToU8(batch), true);
    zip.end();
  });
  await done;
  return Buffer.concat(chunks);
};

/** An inline-string cell, as streaming writers emit them (no shared strings table). */
export const inlineCell = (ref: string, text: string) =>
  `<c r="${ref}" t="inlineStr"><is><t>${escape(text)}</t></is></c>`;
export const SHEET_START =
  '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
export const SHEET_END = '</sheetData></worksheet>';

/**
 * Rewrites the uncompressed size the central directory declares for `name` (a lying ZIP: the reader
 * must count what actually inflates). Entries of ZIP64 size are not handled (the tests' are small).
 */
export const declareSize = (zip: Buffer, name: string, size: number): Buffer => {
  const copy = Buffer.from(zip);
  const end = copy.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let offset = copy.readUInt32LE(end + 16);
  const entries = copy.readUInt16LE(end + 10);
  for (let index = 0; index < entries; index += 1) {
    const nameLength = copy.readUInt16LE(offset + 28);
    const extra = copy.readUInt16LE(offset + 30);
    const comment = copy.readUInt16LE(offset + 32);
    if (copy.toString('utf8', offset + 46, offset + 46 + nameLength) === name) {
      copy.writeUInt32LE(size, offset + 24);
      const local = copy.readUInt32LE(offset + 42);
      // Streamed entries keep sizes in a data descriptor (their local header says 0); others in the header.
      if (copy.readUInt32LE(local + 22) !== 0) copy.writeUInt32LE(size, local + 22);
      return copy;
    }
    offset += 46 + nameLength + extra + comment;
  }
  throw new Error(`no entry ${name}`);
};
