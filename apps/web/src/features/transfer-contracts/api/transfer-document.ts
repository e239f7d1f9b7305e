import { useQuery } from '@tanstack/react-query';
import type { Language } from '@portal/contracts/constants';
import type { TransferContractDocument } from '@portal/contracts/transfer-contracts/schemas';
import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { TRANSFERS_URL, transferKeys } from './transfers-keys';

/** The document's language parameter: `ar` or `en`. */
export const langOf = (language: Language) => (language === 'ar-SA' ? 'ar' : 'en');

/** `GET /api/transfer-contracts/{id}/document?lang=`: the transfer contract as HTML, in one language. */
export const useTransferDocument = (id: number, language: Language) => {
  const lang = langOf(language);
  return useQuery({
    queryKey: transferKeys.document(id, lang),
    queryFn: () => api.get<TransferContractDocument>(`${TRANSFERS_URL}/${id}/document`, { query: { lang } }),
    meta: { skipGlobalErrorHandler: true },
  });
};

/** `GET /api/transfer-contracts/{id}/pdf?lang=ar|en`: the contract's PDF, saved as a file. */
export const downloadTransferPdf = async (id: number, language: Language, name: string) =>
  saveFile(
    await api.get<Blob>(`${TRANSFERS_URL}/${id}/pdf`, {
      query: { lang: langOf(language) },
      responseType: 'blob',
      headers: { accept: 'application/pdf' },
    }),
    name,
  );
