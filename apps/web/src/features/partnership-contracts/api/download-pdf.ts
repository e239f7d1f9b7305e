import type { Language } from '@portal/contracts/constants';
import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { CONTRACTS_URL } from './contracts-keys';

const fetchPdf = (url: string, language: Language) =>
  api.get<Blob>(url, { query: { language }, responseType: 'blob', headers: { accept: 'application/pdf' } });

/** `GET /api/partnership/contracts/{id}/pdf?language=`: the contract's current terms as a PDF. */
export const downloadContractPdf = async (id: number, language: Language, name: string) =>
  saveFile(await fetchPdf(`${CONTRACTS_URL}/${id}/pdf`, language), name);

/** `GET /api/partnership/contracts/pdf/history/{versionId}?language=`: an approved version's stored PDF. */
export const downloadVersionPdf = async (versionId: number, language: Language, name: string) =>
  saveFile(await fetchPdf(`${CONTRACTS_URL}/pdf/history/${versionId}`, language), name);
