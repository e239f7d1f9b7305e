/** Messages of the spreadsheet reader (CSV and XLSX imports) shared by every import. Spread into en-US.ts. */
export const spreadsheetEnUS = {
  'spreadsheet.noFile': 'Choose a CSV or XLSX file to import.',
  'spreadsheet.unsupported':
    'This file is neither a CSV text file (UTF-8) nor an Excel workbook (.xlsx). Save it as one of them and try again.',
  'spreadsheet.tooLarge':
    'This workbook unpacks to far more data than an import takes (a compressed bomb or a damaged file); save the rows in smaller files and try again.',
  'spreadsheet.empty': 'The file has no header line or no data rows.',
  'spreadsheet.tooMany': 'The file has more than {max} data rows; split it into smaller files.',
  'spreadsheet.unknownColumn': 'The header has an unknown column “{column}”. Allowed columns: {columns}.',
  'spreadsheet.duplicateColumn': 'The header names the column “{column}” more than once.',
  'spreadsheet.blankColumn': 'The header has a column without a name. Allowed columns: {columns}.',
  'spreadsheet.missingColumns': 'The header lacks these columns: {columns}.',
  'spreadsheet.extraCells': 'The row has {count} more cells than the header has columns.',
  'spreadsheet.duplicateInFile': 'The same record is already on line {line} of the file.',
  'imports.failed':
    'The server could not finish this import; nothing of it was written. Try again, and tell the support team if it happens again.',
  'imports.abandoned':
    'This import stopped before it finished (the server restarted); nothing of it was written. Upload the file again.',
  'imports.runNotFound': 'There is no such import of yours.',
  'imports.report.line': 'Line',
  'imports.report.column': 'Column',
  'imports.report.message': 'Problem',
  'imports.report.wholeRow': '(whole row)',
} as const;
