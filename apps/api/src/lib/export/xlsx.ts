import writeXlsxFile, { type Cell, type Row } from 'write-excel-file/node';
import type { ExportCell } from './export-columns';

const cellOf = (value: ExportCell): Cell => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return { type: Date, value, format: 'yyyy-mm-dd hh:mm' };
  if (typeof value === 'number') return { type: Number, value };
  if (typeof value === 'boolean') return { type: Boolean, value };
  // Typed as text: a cell starting with "=" stays text, never a formula.
  return { type: String, value };
};

export type XlsxOptions = { sheet: string; rightToLeft: boolean; widths: readonly number[] };

/** One worksheet: a bold, frozen header row, then the rows; right-to-left for Arabic. */
export const xlsxBuffer = async (
  headers: readonly string[],
  rows: AsyncIterable<readonly ExportCell[]>,
  options: XlsxOptions,
): Promise<Buffer> => {
  const data: Row[] = [
    headers.map((header) => ({ type: String, value: header, fontWeight: 'bold' as const })),
  ];
  for await (const row of rows) data.push(row.map(cellOf));
  return writeXlsxFile(data, {
    // Excel limits sheet names to 31 characters without []:*?/\
    sheet: options.sheet.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31),
    rightToLeft: options.rightToLeft,
    stickyRowsCount: 1,
    columns: options.widths.map((width) => ({ width })),
  }).toBuffer();
};
