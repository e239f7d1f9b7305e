import type { Language } from '@portal/contracts/constants';
import {
  VISA_IMPORT_COLUMNS,
  VISA_IMPORT_MAX_ROWS,
  visaImportRowSchema,
  type VisaImportResult,
} from '@portal/contracts/visas';
import type { Database } from '../../db/client';
import { isMessageKey, translate, type MessageKey } from '../../i18n/catalogue';
import { AppError, badRequest } from '../../lib/errors';
import { creationChanges, recordChange } from '../../platform/history/service';
import type { RawRow } from '../../platform/spreadsheet/raw-row';
import { sheetRows, turnEvery } from '../../platform/spreadsheet/read-rows';
import { findLookupIds, findTakenNumbers, insertVisas, type NewVisaRow } from './repository';
import { VISA_HISTORY_FIELDS } from './history-fields';

type RowErrors = Record<string, string[]>;

/**
 * The header and at most `VISA_IMPORT_MAX_ROWS` rows through the one spreadsheet reader (decision 0045):
 * the header is checked before any row is read and reading stops at the first row past the limit.
 */
const readVisaRows = async (bytes: Uint8Array): Promise<RawRow[]> => {
  const expected = VISA_IMPORT_COLUMNS.join(',');
  let header: RawRow | undefined;
  const rows: RawRow[] = [];
  for await (const row of sheetRows(bytes)) {
    if (!header) {
      header = row;
      const headerText = header.cells.map((cell) => cell.trim()).join(',');
      if (headerText.toLowerCase() !== expected.toLowerCase())
        throw badRequest('visas.import.header', { params: { columns: expected } });
      continue;
    }
    if (rows.length === VISA_IMPORT_MAX_ROWS)
      throw badRequest('visas.import.tooMany', { params: { max: VISA_IMPORT_MAX_ROWS } });
    rows.push(row);
  }
  if (!header) throw badRequest('visas.import.header', { params: { columns: expected } });
  if (rows.length === 0) throw badRequest('visas.import.empty');
  return rows;
};

/**
 * Imports employers' visas from a CSV file: every row is checked (format, known country active for
 * recruitment and known active job, unique number in the file and in the portal) before anything is written; one invalid row
 * refuses the whole file (400, `fieldErrors` keyed `rows.{line}.{column}` in the caller's
 * language). A valid file is written in one transaction with a history row per visa.
 */
export const importVisas = async (
  db: Database,
  userId: number,
  bytes: Uint8Array,
  language: Language,
): Promise<VisaImportResult> => {
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(language, key, params);
  const rows = await readVisaRows(bytes);

  const lookups = await findLookupIds(db);
  const errors: RowErrors = {};
  const add = (line: number, field: string, message: string) =>
    (errors[`rows.${line}.${field}`] ??= []).push(message);
  const valid: NewVisaRow[] = [];
  const lineOfNumber = new Map<string, number>();

  for (const [index, { line, cells }] of rows.entries()) {
    await turnEvery(index);
    if (cells.length !== VISA_IMPORT_COLUMNS.length) {
      add(line, '_', t('visas.import.columns'));
      continue;
    }
    const parsed = visaImportRowSchema.safeParse(
      Object.fromEntries(VISA_IMPORT_COLUMNS.map((column, index) => [column, cells[index]])),
    );
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        add(
          line,
          String(issue.path[0] ?? '_'),
          t(isMessageKey(issue.message) ? issue.message : 'validation.invalid'),
        );
      continue;
    }
    const row = parsed.data;
    const country = lookups.countries.get(row.country);
    const job = lookups.jobs.get(row.job.toUpperCase());
    if (!country) add(line, 'country', t('visas.import.unknownCountry', { code: row.country }));
    else if (!country.active) add(line, 'country', t('visas.import.inactiveCountry', { code: row.country }));
    if (!job) add(line, 'job', t('visas.import.unknownJob', { code: row.job }));
    else if (!job.active) add(line, 'job', t('visas.import.inactiveJob', { code: row.job }));
    if (lineOfNumber.has(row.number))
      add(line, 'number', t('visas.import.duplicateInFile', { number: row.number }));
    lineOfNumber.set(row.number, line);
    if (!country?.active || !job?.active) continue;
    const [countryId, jobId] = [country.id, job.id];
    const { number, employerId, gender, issueDate, expiryDate } = row;
    valid.push({ number, employerId, countryId, gender, jobId, issueDate, expiryDate });
  }

  for (const number of await findTakenNumbers(db, [...lineOfNumber.keys()]))
    add(lineOfNumber.get(number)!, 'number', t('visas.import.numberTaken', { number }));

  const invalidRows = new Set(Object.keys(errors).map((key) => key.split('.')[1])).size;
  if (invalidRows > 0)
    throw new AppError(400, 'visas.import.invalid', { params: { count: invalidRows }, fieldErrors: errors });

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
  return { imported: valid.length };
};
