/** A row as a file holds it: its line (1-based, as the spreadsheet program numbers it) and its cells. */
export type RawRow = { line: number; cells: string[] };
