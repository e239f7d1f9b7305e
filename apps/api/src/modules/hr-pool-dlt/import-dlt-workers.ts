import { DLT_IMPORT_COLUMNS, DLT_IMPORT_MAX_ROWS, dltImportRowSchema } from '@portal/contracts/hr-pool/dlt';
import { checkEachRow, spreadsheetImport } from '../../platform/import-runs/spreadsheet-import';
import type { ImportInput, ImportOutcome } from '../../platform/import-runs/types';
import type { RowReporter, SpreadsheetRow } from '../../platform/spreadsheet/read-rows';
import { jobIssues } from './job-rules';
import {
  findJobRulesByCode,
  findRegisteredPassports,
  insertDltWorkers,
  type NewDltWorkerRow,
} from './repository';

/** What the run needs of the uploading ministry's session. */
export type DltImportContext = { countryId: number };

/**
 * FMOL imports its country's workers from a CSV or XLSX file (header row `DLT_IMPORT_COLUMNS`, any
 * order, any case). Every row is checked: the contract's field rules, an active job that takes the
 * worker's gender and age, a passport neither earlier in the file nor registered in the country.
 * The valid rows are added (batched inserts in one transaction); each refused row is reported with
 * its line, column and message in the uploader's language. Runs as a job (decision 0048); a file that
 * cannot be read as a whole (type, header, no rows, too many rows) is refused.
 */
const importDltWorkers = async (
  rows: SpreadsheetRow[],
  report: RowReporter,
  { db, context: { countryId }, userId, progress }: ImportInput<DltImportContext>,
): Promise<ImportOutcome> => {
  const jobs = await findJobRulesByCode(db);
  const lineOfPassport = new Map<string, number>();
  const valid: { line: number; worker: NewDltWorkerRow }[] = [];

  await checkEachRow(
    rows,
    progress,
    () => valid.length,
    report,
    (row) => {
      const parsed = dltImportRowSchema.safeParse(row.values);
      if (!parsed.success) {
        report.addZodIssues(row.line, parsed.error.issues);
        return;
      }
      const { job: jobCode, ...fields } = parsed.data;
      const job = jobs.get(jobCode.toUpperCase());
      for (const issue of jobIssues(job, fields, jobCode))
        report.add(row.line, issue.field, issue.key, issue.params);
      const firstLine = lineOfPassport.get(fields.passportNumber);
      if (firstLine === undefined) lineOfPassport.set(fields.passportNumber, row.line);
      else
        report.add(row.line, 'passportNumber', 'dlt.passportInFile', {
          passport: fields.passportNumber,
          line: firstLine,
        });
      if (report.hasIssues(row.line) || !job) return;
      valid.push({
        line: row.line,
        worker: { ...fields, jobId: job.id, countryId, createdBy: userId },
      });
    },
  );

  const registered = await findRegisteredPassports(
    db,
    countryId,
    valid.map(({ worker }) => worker.passportNumber),
  );
  const refuseTaken = (line: number, passport: string) =>
    report.add(line, 'passportNumber', 'dlt.passportTaken', { passport });
  const fresh = valid.filter(({ line, worker }) => {
    if (!registered.has(worker.passportNumber)) return true;
    refuseTaken(line, worker.passportNumber);
    return false;
  });

  const inserted = new Set(
    await db.transaction((tx) =>
      insertDltWorkers(
        tx,
        fresh.map(({ worker }) => worker),
      ),
    ),
  );
  // Registered by someone else between the check and the insert.
  for (const { line, worker } of fresh)
    if (!inserted.has(worker.passportNumber)) refuseTaken(line, worker.passportNumber);
  return {
    written: { imported: inserted.size },
    accepted: inserted.size,
    refused: report.rejectedRows(),
    issues: report.issues(),
  };
};

/** The ministry's import of its country's workers (decision 0026). */
export const DLT_IMPORT = spreadsheetImport<DltImportContext>({
  kind: 'hr-pool-dlt',
  columns: DLT_IMPORT_COLUMNS,
  maxRows: DLT_IMPORT_MAX_ROWS,
  run: importDltWorkers,
});
