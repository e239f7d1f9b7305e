import { useMutation } from '@tanstack/react-query';
import type { OldContractImportResult } from '@portal/contracts/hr-pool/old-contracts';
import { api } from '../../../lib/api-client';
import { OLD_CONTRACTS_URL } from './old-contracts-keys';

/** `POST /api/old-contracts/import` (multipart `file`, CSV or XLSX): valid rows written, the others reported. */
export const importOldContracts = (file: File): Promise<OldContractImportResult> => {
  const body = new FormData();
  body.append('file', file);
  return api.post<OldContractImportResult>(`${OLD_CONTRACTS_URL}/import`, body);
};

export const useImportOldContracts = () =>
  useMutation({
    mutationFn: importOldContracts,
    // The dialog shows the refusal of the file and the report of the rows.
    meta: { skipGlobalErrorHandler: true },
  });
