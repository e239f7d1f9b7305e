import type { ExportFormat } from '@portal/contracts/list';
import { downloadExport } from '../../../lib/list/download-export';

/**
 * `GET /api/import-runs/{id}/refusals?format=csv|xlsx`: every refusal of the run (line, column,
 * problem), fetched with the person's token like the list exports and saved as a file.
 */
export const downloadImportRefusals = (id: string, format: ExportFormat, fileBase: string): Promise<void> =>
  downloadExport(`/api/import-runs/${encodeURIComponent(id)}/refusals`, {}, format, fileBase);
