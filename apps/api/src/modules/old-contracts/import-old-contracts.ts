import {
  OLD_CONTRACT_IMPORT_COLUMNS,
  OLD_CONTRACT_IMPORT_MAX_ROWS,
  oldContractImportRowSchema,
  type OldContractImportRow,
} from '@portal/contracts/hr-pool/old-contracts';
import { checkEachRow, spreadsheetImport } from '../../platform/import-runs/spreadsheet-import';
import type { ImportInput, ImportOutcome } from '../../platform/import-runs/types';
import type { RowReporter, SpreadsheetRow } from '../../platform/spreadsheet/read-rows';
import { findCountryIds, upsertOldContracts, type NewOldContractRow } from './repository';

/**
 * Imports old worker contracts from a CSV or XLSX file (admin). Every row is checked (the contract's
 * row schema, a known country, the same country and number only once in the file); valid rows are
 * written in one transaction, in batches, and refused rows reported by line and column in the
 * uploader's language. A contract is keyed by its country and number: importing it again changes it
 * only when its values differ, so the same file twice adds and changes nothing the second time.
 * Runs as a job (decision 0048); problems with the file itself (type, header, size) refuse it whole.
 */
const importOldContracts = async (
  rows: SpreadsheetRow[],
  report: RowReporter,
  { db, userId, progress }: ImportInput<Record<string, never>>,
): Promise<ImportOutcome> => {
  const parsedRows: { line: number; data: OldContractImportRow | null }[] = [];
  let parsedCount = 0;
  await checkEachRow(
    rows,
    progress,
    () => parsedCount,
    report,
    (row) => {
      const parsed = oldContractImportRowSchema.safeParse(row.values);
      if (!parsed.success) report.addZodIssues(row.line, parsed.error.issues);
      parsedRows.push({ line: row.line, data: parsed.success ? parsed.data : null });
      if (parsed.success && !report.hasIssues(row.line)) parsedCount += 1;
    },
  );

  const countryIds = await findCountryIds(db, [
    ...new Set(parsedRows.flatMap(({ data }) => (data ? [data.country] : []))),
  ]);
  const lineOfKey = new Map<string, number>();
  const valid: NewOldContractRow[] = [];
  for (const { line, data } of parsedRows) {
    if (!data) continue;
    const countryId = countryIds.get(data.country);
    if (countryId === undefined) {
      report.add(line, 'country', 'oldContracts.import.unknownCountry', { code: data.country });
      continue;
    }
    const key = `${countryId}:${data.contractNumber}`;
    const first = lineOfKey.get(key);
    if (first !== undefined) {
      report.add(line, 'contractNumber', 'spreadsheet.duplicateInFile', { line: first });
      continue;
    }
    lineOfKey.set(key, line);
    if (report.hasIssues(line)) continue;
    const { country: _code, ...values } = data;
    valid.push({ ...values, countryId, importedBy: userId });
  }

  const { inserted, updated } =
    valid.length === 0
      ? { inserted: 0, updated: 0 }
      : await db.transaction((tx) => upsertOldContracts(tx, valid));
  return {
    written: { imported: inserted, updated, unchanged: valid.length - inserted - updated },
    accepted: valid.length,
    refused: report.rejectedRows(),
    issues: report.issues(),
  };
};

/** The admins' import of old contracts (decision 0026). */
export const OLD_CONTRACTS_IMPORT = spreadsheetImport<Record<string, never>>({
  kind: 'old-contracts',
  columns: OLD_CONTRACT_IMPORT_COLUMNS,
  maxRows: OLD_CONTRACT_IMPORT_MAX_ROWS,
  run: importOldContracts,
});
