import { useQuery } from '@tanstack/react-query';
import type { Language } from '@portal/contracts/constants';
import { api } from '../../../lib/api-client';
import { documentQuery, downloadDocumentPdf } from '../../../lib/document-download';
import { REQUESTS_URL, requestKeys } from './requests-keys';

/** `GET /api/employment-requests/{id}/document?language=`: the e-contract as HTML, in one language. */
export const useContractDocument = (id: number, language: Language) =>
  useQuery({
    queryKey: requestKeys.document(id, language),
    queryFn: () =>
      api.get<{ html: string }>(`${REQUESTS_URL}/${id}/document`, { query: documentQuery(language) }),
    meta: { skipGlobalErrorHandler: true },
  });

/** `GET /api/employment-requests/{id}/pdf?language=`: the e-contract PDF, saved as a file. */
export const downloadContractPdf = (id: number, language: Language, name: string) =>
  downloadDocumentPdf(`${REQUESTS_URL}/${id}/pdf`, language, name);
