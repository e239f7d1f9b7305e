import { VISA_IMPORT_COLUMNS, VISA_IMPORT_MAX_ROWS, visaImportRowSchema } from '@portal/contracts/visas';
import { translate } from '../../i18n/catalogue';
import { creationChanges, recordChange } from '../../platform/history/service';
import { checkEachRow, spreadsheetImport } from '../../platform/import-runs/spreadsheet-import';
import type { ImportInput, ImportOutcome } from '../../platform/import-runs/types';
import type { RowReporter, SpreadsheetRow } from '../../platform/spreadsheet/read-rows';
import { VISA_HISTORY_FIELDS } from './history-fields';
import { findLookupIds, findTakenNumbers, insertVisas, type NewVisaRow } from './repository';

/**
 * Imports employers' visas from a CSV or XLSX file through the one spreadsheet reader (decision
 * 0045), as a job (decision 0048): every row is checked (format, a known country active for
 * recruitment and a known active job, a number unique in the file and in the portal) before anything
 * is written. One refused row refuses the whole file: nothing is written and the run's report lists
 * every refused row in the uploader's language. A valid file is written in one transaction with a
 * history row per visa.
 */
const importVisas = async (
  rows: SpreadsheetRow[],
  report: RowReporter,
  { db, userId, language, progress }: ImportInput<Record<string, never>>,
): Promise<ImportOutcome> => {
  const lookups = await findLookupIds(db);
  const valid: NewVisaRow[] = [];
  const lineOfNumber = new Map<string, number>();

  await checkEachRow(
    rows,
    progress,
    () => valid.length,
    report,
    ({ line, values }) => {
      const parsed = visaImportRowSchema.safeParse(values);
      if (!parsed.success) {
        report.addZodIssues(line, parsed.error.issues);
        return;
      }
      const visa = parsed.data;
      const country = lookups.countries.get(visa.country);
      const job = lookups.jobs.get(visa.job.toUpperCase());
      if (!country) report.add(line, 'country', 'visas.import.unknownCountry', { code: visa.country });
      else if (!country.active)
        report.add(line, 'country', 'visas.import.inactiveCountry', { code: visa.country });
      if (!job) report.add(line, 'job', 'visas.import.unknownJob', { code: visa.job });
      else if (!job.active) report.add(line, 'job', 'visas.import.inactiveJob', { code: visa.job });
      if (lineOfNumber.has(visa.number))
        report.add(line, 'number', 'visas.import.duplicateInFile', { number: visa.number });
      else lineOfNumber.set(visa.number, line);
      if (report.hasIssues(line) || !country || !job) return;
      const { number, employerId, gender, issueDate, expiryDate } = visa;
      valid.push({ number, employerId, countryId: country.id, gender, jobId: job.id, issueDate, expiryDate });
    },
  );

  for (const number of await findTakenNumbers(db, [...lineOfNumber.keys()]))
    report.add(lineOfNumber.get(number)!, 'number', 'visas.import.numberTaken', { number });

  const refused = report.rejectedRows();
  if (refused > 0)
    return {
      written: { imported: 0 },
      accepted: rows.length - refused,
      refused,
      issues: report.issues(),
      refusal: translate(language, 'visas.import.invalid', { count: refused }),
    };

  await db.transaction(async (tx) => {
    const inserted = await insertVisas(tx, valid);
    for (const visa of inserted)
      await recordChange(tx, {
        entityType: 'visa',
        entityId: visa.id,
        action: 'create',
        changedBy: userId,
        changes: creationChanges(visa, VISA_HISTORY_FIELDS),
      });
  });
  return { written: { imported: valid.length }, accepted: valid.length, refused: 0, issues: [] };
};

/** The admins' import of employers' visas (specification: visas are issued outside the portal). */
export const VISAS_IMPORT = spreadsheetImport<Record<string, never>>({
  kind: 'visas',
  columns: VISA_IMPORT_COLUMNS,
  maxRows: VISA_IMPORT_MAX_ROWS,
  run: importVisas,
});
