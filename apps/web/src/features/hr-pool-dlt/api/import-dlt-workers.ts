import { useMutation } from '@tanstack/react-query';
import type { DltImportReport } from '@portal/contracts/hr-pool/dlt';
import { api } from '../../../lib/api-client';
import { DLT_URL } from './dlt-keys';

/**
 * `POST /api/hr-pool/dlt/import` (multipart `file`, CSV or XLSX): the valid rows are added, the
 * others come back in `rejected` (line, column, message in the person's language).
 */
export const importDltWorkers = (file: File): Promise<DltImportReport> => {
  const body = new FormData();
  body.append('file', file);
  return api.post<DltImportReport>(`${DLT_URL}/import`, body);
};

export const useImportDltWorkers = () =>
  useMutation({
    mutationFn: importDltWorkers,
    // The dialog shows the refusal or the report.
    meta: { skipGlobalErrorHandler: true },
  });
