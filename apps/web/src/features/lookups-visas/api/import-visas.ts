import { useMutation } from '@tanstack/react-query';
import type { VisaImportResult } from '@portal/contracts/visas';
import { api } from '../../../lib/api-client';

/** `POST /api/visas/import` (multipart `file`): all rows or none; row errors in `fieldErrors`. */
export const importVisas = (file: File): Promise<VisaImportResult> => {
  const body = new FormData();
  body.append('file', file);
  return api.post<VisaImportResult>('/api/visas/import', body);
};

export const useImportVisas = () =>
  useMutation({
    mutationFn: importVisas,
    // The dialog shows the errors, row by row.
    meta: { skipGlobalErrorHandler: true },
  });
