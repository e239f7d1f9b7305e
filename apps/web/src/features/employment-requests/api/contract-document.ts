import { useQuery } from '@tanstack/react-query';
import type { Language } from '@portal/contracts/constants';
import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { REQUESTS_URL, requestKeys } from './requests-keys';

/** The e-contract's language parameter: `ar` or `en`. */
export const langOf = (language: Language) => (language === 'ar-SA' ? 'ar' : 'en');

/** `GET /api/employment-requests/{id}/document?lang=`: the e-contract as HTML, in one language. */
export const useContractDocument = (id: number, language: Language) => {
  const lang = langOf(language);
  return useQuery({
    queryKey: requestKeys.document(id, lang),
    queryFn: () => api.get<{ html: string }>(`${REQUESTS_URL}/${id}/document`, { query: { lang } }),
    meta: { skipGlobalErrorHandler: true },
  });
};

/** `GET /api/employment-requests/{id}/pdf?lang=ar|en`: the e-contract PDF, saved as a file. */
export const downloadContractPdf = async (id: number, language: Language, name: string) =>
  saveFile(
    await api.get<Blob>(`${REQUESTS_URL}/${id}/pdf`, {
      query: { lang: langOf(language) },
      responseType: 'blob',
      headers: { accept: 'application/pdf' },
    }),
    name,
  );
