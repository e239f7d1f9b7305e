import { strToU8, zipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import {
  declareSize,
  inlineCell,
  SHEET_END,
  SHEET_START,
  streamedWorkbook,
  xlsxOf,
} from '../../test-support/xlsx-workbook';
import { readRows } from './read-rows';
import { XLSX_LIMITS } from './xlsx-rows';

const options = { columns: ['passportNumber', 'name'], maxRows: 3 };
const SHEET = 'xl/worksheets/sheet1.xml';

const refusalKey = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).key;
};

const headerRow = `<row r="1">${inlineCell('A1', 'passportNumber')}${inlineCell('B1', 'name')}</row>`;
const dataRow = (line: number) =>
  `<row r="${line}">${inlineCell(`A${line}`, `P${line}`)}${inlineCell(`B${line}`, 'Ana')}</row>`;

describe('readRows: XLSX limits (decision 0045)', () => {
  const sharedStrings = XLSX_LIMITS.sharedStrings;
  afterEach(() => {
    XLSX_LIMITS.sharedStrings = sharedStrings;
  });

  it('refuses a sheet that declares a bomb’s size before inflating a byte of it', async () => {
    // The data is a tiny valid sheet: inflating it against the declared 2 GB would fail as damaged, not as too large.
    const lying = declareSize(
      xlsxOf([
        ['passportNumber', 'name'],
        ['P1', 'A'],
      ]),
      SHEET,
      2_000_000_000,
    );
    expect(await refusalKey(readRows(lying, options))).toBe('spreadsheet.tooLarge');
  });

  it('refuses a ZIP bomb by its ratio (20 MB packed into a few kilobytes)', async () => {
    const bomb = await streamedWorkbook(
      (function* () {
        yield SHEET_START + headerRow + '<row r="2"><c r="A2" t="inlineStr"><is><t>';
        for (let index = 0; index < 20; index += 1) yield 'A'.repeat(1_048_576);
        yield `</t></is></c></row>${SHEET_END}`;
      })(),
    );
    expect(bomb.length).toBeLessThan(200_000);
    expect(await refusalKey(readRows(bomb, options))).toBe('spreadsheet.tooLarge');
  });

  it('counts what inflates when the declared size lies, and stops past it', async () => {
    const pieces = [SHEET_START, headerRow, '<row r="2"><c r="A2" t="inlineStr"><is><t>'];
    const bomb = zipSync({
      '_rels/.rels': strToU8(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
      ),
      'xl/workbook.xml': strToU8(
        '<workbook xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="a" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
      'xl/_rels/workbook.xml.rels': strToU8(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
      ),
      [SHEET]: strToU8(`${pieces.join('')}${'A'.repeat(6 * 1_048_576)}</t></is></c></row>${SHEET_END}`),
    });
    const lying = declareSize(Buffer.from(bomb), SHEET, 100_000);
    expect(await refusalKey(readRows(lying, options))).toBe('spreadsheet.tooLarge');
  });

  it('refuses text that runs on without a tag past a megabyte, even when declared truthfully', async () => {
    const long = xlsxOf([
      ['passportNumber', 'name'],
      ['P1', 'A'.repeat(3 * 1_048_576)],
    ]);
    expect(await refusalKey(readRows(long, { ...options, maxRows: 5 }))).toBe('spreadsheet.tooLarge');
  });

  it('caps the shared strings table', async () => {
    XLSX_LIMITS.sharedStrings = 3;
    const many = xlsxOf([
      ['passportNumber', 'name'],
      ['P1', 'A'],
      ['P2', 'B'],
    ]);
    expect(await refusalKey(readRows(many, options))).toBe('spreadsheet.tooLarge');
  });

  it('stops reading at the first row past the limit: what follows is never parsed', async () => {
    const rows = [1, 2, 3, 4, 5].map((index) => dataRow(index + 1)).join('');
    const broken = await streamedWorkbook([SHEET_START, headerRow, rows, '<row><c><<<not xml']);
    expect(await refusalKey(readRows(broken, options))).toBe('spreadsheet.tooMany');
    expect(await refusalKey(readRows(broken, { ...options, maxRows: 10 }))).toBe('spreadsheet.unsupported');
  });

  it('checks the header before reading the rows', async () => {
    const broken = await streamedWorkbook([
      SHEET_START,
      `<row r="1">${inlineCell('A1', 'colour')}</row>`,
      '<row><c><<<not xml',
    ]);
    expect(await refusalKey(readRows(broken, options))).toBe('spreadsheet.unknownColumn');
  });

  it('reads 200,000 rows to their limit without holding the event loop', async () => {
    const big = await streamedWorkbook(
      (function* () {
        yield SHEET_START + headerRow;
        for (let line = 2; line <= 200_001; line += 1) yield dataRow(line);
        yield SHEET_END;
      })(),
    );
    let last = performance.now();
    let longest = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    }, 5);
    const progress: number[] = [];
    try {
      const read = readRows(big, {
        ...options,
        maxRows: 150_000,
        onProgress: (rowsRead) => void progress.push(rowsRead),
      });
      expect(await refusalKey(read)).toBe('spreadsheet.tooMany');
    } finally {
      clearInterval(timer);
    }
    expect(progress.at(-1)).toBe(150_000);
    // The target is 100 ms (measured in `npm run bench`); here only a reader that holds the loop
    // for the whole file fails (seconds), not a busy machine's scheduling.
    expect(longest).toBeLessThan(1_500);
  });
});
