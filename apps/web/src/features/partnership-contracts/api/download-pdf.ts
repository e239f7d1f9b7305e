import type { Language } from '@portal/contracts/constants';
import { downloadDocumentPdf } from '../../../lib/document-download';
import { CONTRACTS_URL } from './contracts-keys';

/** `GET /api/partnership/contracts/{id}/pdf?language=`: the contract's current terms as a PDF. */
export const downloadContractPdf = (id: number, language: Language, name: string) =>
  downloadDocumentPdf(`${CONTRACTS_URL}/${id}/pdf`, language, name);

/** `GET /api/partnership/contracts/pdf/history/{versionId}?language=`: an approved version's stored PDF. */
export const downloadVersionPdf = (versionId: number, language: Language, name: string) =>
  downloadDocumentPdf(`${CONTRACTS_URL}/pdf/history/${versionId}`, language, name);
