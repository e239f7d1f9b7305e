import type { ImportRunStarted } from '@portal/contracts/import-runs';
import { api } from '../../../lib/api-client';

/**
 * The upload of an import file (multipart `file`) to a feature's import endpoint: `202 { id }` of
 * the run the job queue goes on with (docs/decisions/0048), or at once a 400 for a file refused as
 * a whole (type, header).
 */
export const uploadImportFile = (url: string, file: File): Promise<ImportRunStarted> => {
  const body = new FormData();
  body.append('file', file);
  return api.post<ImportRunStarted>(url, body);
};
