import type { ColumnLabel } from '@portal/contracts/column-labels';
import type { MessageKey } from '../../i18n/catalogue';

/** What a cell may hold; null and undefined are empty cells. */
export type ExportCell = string | number | boolean | Date | null | undefined;

/** Translates a server catalogue key in the caller's language. */
export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/**
 * One column of an export: its header (the list column's label shared with the screen's table, or a
 * catalogue key, translated per request) and its value.
 */
export type ExportColumn<T> = {
  header: ColumnLabel | MessageKey;
  value: (row: T, t: Translate) => ExportCell;
  /** XLSX column width in characters (default 20). */
  width?: number;
};
