import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { xlsxWorkbook, type XlsxCell } from '../../test-support/xlsx-workbook';
import { cellText } from './cell-text';
import { readRows, rowReporter, ROWS_PER_TURN, turnEvery } from './read-rows';

const columns = ['passportNumber', 'name', 'salary', 'note'] as const;
const options = { columns, required: ['passportNumber', 'name'], maxRows: 3 };
const utf8 = (text: string) => Buffer.from(text, 'utf8');

const xlsx = async (rows: XlsxCell[][], hiddenFirst = false): Promise<Buffer> =>
  xlsxWorkbook([
    ...(hiddenFirst ? [{ name: 'hidden', hidden: true, rows: [['other']] }] : []),
    { name: 'data', rows },
  ]);

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  const appError = error as AppError;
  return { status: appError.statusCode, key: appError.key, params: appError.options.params };
};

describe('readRows: CSV', () => {
  it('reads a UTF-8 file with a byte-order mark, CRLF, quoted fields and Arabic text; header in any order and case', async () => {
    const csv =
      '\uFEFFName, PASSPORTNUMBER ,salary\r\n"Doe, ""Jo""",P1234567, 1500 \r\n\r\nمحمد علي,P7654321,\r\n';
    const { header, rows } = await readRows(utf8(csv), options);
    expect(header).toEqual(['name', 'passportNumber', 'salary']);
    expect(rows).toEqual([
      { line: 2, values: { name: 'Doe, "Jo"', passportNumber: 'P1234567', salary: '1500' } },
      { line: 4, values: { name: 'محمد علي', passportNumber: 'P7654321', salary: '' } },
    ]);
  });

  it('keeps the file line of a row after a quoted cell with a line break and reports extra cells', async () => {
    const csv = 'passportNumber,name\nP1,"two\nlines"\nP2,B,surplus,\n';
    const { rows } = await readRows(utf8(csv), options);
    expect(rows).toEqual([
      { line: 2, values: { passportNumber: 'P1', name: 'two\nlines' } },
      { line: 4, values: { passportNumber: 'P2', name: 'B' }, extraCells: 1 },
    ]);
  });

  it('reads semicolon-separated files and short rows as empty cells', async () => {
    const { rows } = await readRows(utf8('passportNumber;name;note\nP1;A\n'), options);
    expect(rows).toEqual([{ line: 2, values: { passportNumber: 'P1', name: 'A', note: '' } }]);
  });

  it('refuses an unknown, duplicate, blank or missing header column, naming it', async () => {
    expect(await refusal(readRows(utf8('passportNumber,name,colour\nP1,A,red\n'), options))).toEqual({
      status: 400,
      key: 'spreadsheet.unknownColumn',
      params: { column: 'colour', columns: 'passportNumber, name, salary, note' },
    });
    expect(await refusal(readRows(utf8('passportNumber,name,Name\nP1,A,B\n'), options))).toMatchObject({
      key: 'spreadsheet.duplicateColumn',
      params: { column: 'name' },
    });
    expect(await refusal(readRows(utf8('passportNumber,,name\nP1,,A\n'), options))).toMatchObject({
      key: 'spreadsheet.blankColumn',
    });
    expect(await refusal(readRows(utf8('salary,note\n1,x\n'), options))).toMatchObject({
      key: 'spreadsheet.missingColumns',
      params: { columns: 'passportNumber, name' },
    });
    // Without `required`, every column is required.
    expect(
      await refusal(readRows(utf8('passportNumber,name\nP1,A\n'), { columns, maxRows: 5 })),
    ).toMatchObject({
      key: 'spreadsheet.missingColumns',
      params: { columns: 'salary, note' },
    });
  });

  it('refuses an empty file, a header without rows and more rows than allowed', async () => {
    expect(await refusal(readRows(Buffer.alloc(0), options))).toMatchObject({ key: 'spreadsheet.empty' });
    expect(await refusal(readRows(utf8('\uFEFF\r\n\r\n'), options))).toMatchObject({
      key: 'spreadsheet.empty',
    });
    expect(await refusal(readRows(utf8('passportNumber,name\n'), options))).toMatchObject({
      key: 'spreadsheet.empty',
    });
    const four = 'passportNumber,name\nP1,A\nP2,B\nP3,C\nP4,D\n';
    expect(await refusal(readRows(utf8(four), options))).toEqual({
      status: 400,
      key: 'spreadsheet.tooMany',
      params: { max: 3 },
    });
    await expect(readRows(utf8(four), { ...options, maxRows: 4 })).resolves.toMatchObject({
      rows: { length: 4 },
    });
  });

  it('refuses binary files that are neither CSV text nor a workbook', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]);
    expect(await refusal(readRows(png, options))).toEqual({
      status: 400,
      key: 'spreadsheet.unsupported',
      params: undefined,
    });
    const latin1 = Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0xe9, 0x0a]);
    expect(await refusal(readRows(latin1, options))).toMatchObject({ key: 'spreadsheet.unsupported' });
    const pdf = Buffer.concat([utf8('%PDF-1.7\n'), Buffer.from([0x00, 0x01, 0x02])]);
    expect(await refusal(readRows(pdf, options))).toMatchObject({ key: 'spreadsheet.unsupported' });
    const notWorkbook = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(40)]);
    expect(await refusal(readRows(notWorkbook, options))).toMatchObject({ key: 'spreadsheet.unsupported' });
  });
});

describe('readRows: XLSX', () => {
  it('reads the first visible sheet: numbers, dates, rich text, formulas and links as text; blank rows skipped', async () => {
    const bytes = await xlsx(
      [
        ['Name', 'passportNumber', 'salary', 'note'],
        ['Ana', 'P1', 1500.5, new Date(Date.UTC(2019, 4, 7))],
        [],
        [{ rich: ['Bo', 'b'] }, 'P2', { formula: '1+1', result: 2 }, null],
        ['Cy', { text: 'P3', hyperlink: 'https://example.test' }, '', 'x'],
      ],
      true,
    );
    const { header, rows } = await readRows(bytes, options);
    expect(header).toEqual(['name', 'passportNumber', 'salary', 'note']);
    expect(rows).toEqual([
      { line: 2, values: { name: 'Ana', passportNumber: 'P1', salary: '1500.5', note: '2019-05-07' } },
      { line: 4, values: { name: 'Bob', passportNumber: 'P2', salary: '2', note: '' } },
      { line: 5, values: { name: 'Cy', passportNumber: 'P3', salary: '', note: 'x' } },
    ]);
  });

  it('applies the same header and row-count checks as CSV', async () => {
    expect(await refusal(readRows(await xlsx([['passportNumber', 'name', 'x']]), options))).toMatchObject({
      key: 'spreadsheet.unknownColumn',
      params: { column: 'x' },
    });
    const many = await xlsx([['passportNumber', 'name'], ...[1, 2, 3, 4].map((n) => [`P${n}`, 'A'])]);
    expect(await refusal(readRows(many, options))).toMatchObject({ key: 'spreadsheet.tooMany' });
  });

  it('writes dates with a time of day in full', () => {
    expect(cellText(new Date(Date.UTC(2020, 0, 2, 3, 4, 5)))).toBe('2020-01-02T03:04:05');
    expect(cellText(true)).toBe('true');
    expect(cellText(null)).toBe('');
  });
});

describe('turnEvery', () => {
  it('lets the event loop turn once every ROWS_PER_TURN rows, not on the others', async () => {
    let turned = false;
    setImmediate(() => {
      turned = true;
    });
    await turnEvery(0);
    await turnEvery(ROWS_PER_TURN - 2);
    expect(turned).toBe(false);
    await turnEvery(ROWS_PER_TURN - 1);
    expect(turned).toBe(true);
  });
});

describe('rowReporter', () => {
  const schema = z.object({
    passportNumber: z.string().regex(/^[A-Z0-9]{6,12}$/, 'validation.invalidFormat'),
    name: z.string().min(1, 'validation.required'),
  });

  it('translates zod issues and its own keys into the caller’s language, one entry per message', () => {
    for (const [language, required] of [
      ['en-US', 'This field is required.'],
      ['ar-SA', 'هذا الحقل مطلوب.'],
    ] as const) {
      const report = rowReporter(language);
      const parsed = schema.safeParse({ passportNumber: 'x', name: '' });
      expect(parsed.success).toBe(false);
      if (!parsed.success) {
        report.addZodIssues(5, parsed.error.issues);
        report.addZodIssues(5, parsed.error.issues);
      }
      report.addExtraCells({ line: 3, values: {}, extraCells: 2 });
      report.addExtraCells({ line: 4, values: {} });
      expect(report.issues().map(({ line, field }) => [line, field])).toEqual([
        [3, '_'],
        [5, 'passportNumber'],
        [5, 'name'],
      ]);
      expect(report.issues()[2]!.message).toBe(required);
      expect(report.rejectedRows()).toBe(2);
      expect(report.hasIssues(4)).toBe(false);
    }
    const english = rowReporter('en-US');
    english.add(7, 'passportNumber', 'spreadsheet.duplicateInFile', { line: 2 });
    expect(english.issues()).toEqual([
      { line: 7, field: 'passportNumber', message: 'The same record is already on line 2 of the file.' },
    ]);
  });
});
