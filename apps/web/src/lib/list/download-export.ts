import type { ExportFormat } from '@portal/contracts/list';
import { api, type QueryValue } from '../api-client';
import { saveFile } from '../save-file';

/**
 * Fetches a server export (whole filtered list) with the usual headers and saves it as a file.
 * The query is the list's current filters and sort; page and size are left out.
 */
export const downloadExport = async (
  url: string,
  query: Record<string, QueryValue>,
  format: ExportFormat,
  fileBase: string,
): Promise<void> => {
  const { page: _page, size: _size, ...filters } = query;
  const blob = await api.get<Blob>(url, {
    query: { ...filters, format },
    responseType: 'blob',
    headers: { accept: 'text/csv, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  });
  saveFile(blob, `${fileBase}-${new Date().toISOString().slice(0, 10)}.${format}`);
};
