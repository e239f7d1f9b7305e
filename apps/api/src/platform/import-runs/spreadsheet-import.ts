import type { ImportKind } from '@portal/contracts/import-runs';
import {
  PROGRESS_EVERY,
  readHeader,
  readRows,
  rowReporter,
  turnEvery,
  type RowReporter,
  type SpreadsheetRow,
} from '../spreadsheet/read-rows';
import type { ImportDefinition, ImportInput, ImportOutcome, ImportProgress } from './types';

export type SpreadsheetImportOptions<C extends Record<string, unknown>> = {
  kind: ImportKind;
  /** The header's columns, any order and case (`readRows`). */
  columns: readonly string[];
  maxRows: number;
  /** Checks and writes the rows read; `report` collects the refusals in the uploader's language. */
  run: (rows: SpreadsheetRow[], report: RowReporter, input: ImportInput<C>) => Promise<ImportOutcome>;
};

/**
 * An import of a spreadsheet through the one reader (decision 0045) run as a job (decision 0048): the
 * header checked at upload, the rows read in the run with their count reported as they are read.
 */
export const spreadsheetImport = <C extends Record<string, unknown>>(
  options: SpreadsheetImportOptions<C>,
): ImportDefinition<C> => ({
  kind: options.kind,
  checkHeader: async (bytes) => {
    await readHeader(bytes, { columns: options.columns });
  },
  run: async (input) => {
    const { rows } = await readRows(input.bytes, {
      columns: options.columns,
      maxRows: options.maxRows,
      onProgress: input.progress.read,
    });
    return options.run(rows, rowReporter(input.language), input);
  },
});

/**
 * Checks the rows one by one: a turn of the event loop every few hundred rows, so a large file never
 * holds it (decision 0045), and the run's accepted and refused counts told every `PROGRESS_EVERY` rows.
 */
export const checkEachRow = async (
  rows: readonly SpreadsheetRow[],
  progress: ImportProgress,
  accepted: () => number,
  report: RowReporter,
  check: (row: SpreadsheetRow) => void | Promise<void>,
): Promise<void> => {
  for (const [index, row] of rows.entries()) {
    await turnEvery(index);
    if (index % PROGRESS_EVERY === 0) await progress.checked(accepted(), report.rejectedRows());
    report.addExtraCells(row);
    await check(row);
  }
};
