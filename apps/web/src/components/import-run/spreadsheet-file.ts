import { MAX_UPLOAD_BYTES } from '@portal/contracts/uploads';

/** What the picker offers: CSV and XLSX by extension and type (the server reads the bytes). */
export const SPREADSHEET_ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The client check of a chosen import file before sending: a `.csv` or `.xlsx` name (browsers
 * give no reliable type for CSV) and the upload limit. An i18n key of `importRun`, or null.
 */
export const spreadsheetFileProblem = (file: { name: string; size: number }): string | null => {
  if (!/\.(csv|xlsx)$/i.test(file.name)) return 'importRun.fileType';
  if (file.size > MAX_UPLOAD_BYTES) return 'importRun.tooLarge';
  return null;
};
