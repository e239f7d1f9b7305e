import type { Language } from './constants';

/**
 * A list column's label in both languages: the table's header on the screen and the header of the
 * same column in the CSV/XLSX export, written once (decision 0006: the export is the list).
 */
export type ColumnLabel = Record<Language, string>;
