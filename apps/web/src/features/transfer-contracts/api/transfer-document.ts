import { useQuery } from '@tanstack/react-query';
import type { Language } from '@portal/contracts/constants';
import type { TransferContractDocument } from '@portal/contracts/transfer-contracts/schemas';
import { api } from '../../../lib/api-client';
import { documentQuery, downloadDocumentPdf } from '../../../lib/document-download';
import { TRANSFERS_URL, transferKeys } from './transfers-keys';

/** `GET /api/transfer-contracts/{id}/document?language=`: the transfer contract as HTML, in one language. */
export const useTransferDocument = (id: number, language: Language) =>
  useQuery({
    queryKey: transferKeys.document(id, language),
    queryFn: () =>
      api.get<TransferContractDocument>(`${TRANSFERS_URL}/${id}/document`, {
        query: documentQuery(language),
      }),
    meta: { skipGlobalErrorHandler: true },
  });

/** `GET /api/transfer-contracts/{id}/pdf?language=`: the contract's PDF, saved as a file. */
export const downloadTransferPdf = (id: number, language: Language, name: string) =>
  downloadDocumentPdf(`${TRANSFERS_URL}/${id}/pdf`, language, name);
