import type { Language } from '@portal/contracts/constants';
import type { DocumentQuery } from '@portal/contracts/documents';
import { api } from './api-client';
import { saveFile } from './save-file';

/** The `?language=` of every document, its preview and its PDF (contracts `documentQuerySchema`). */
export const documentQuery = (language: Language): DocumentQuery => ({ language });

/** A document's PDF in one language, saved as `name`. */
export const downloadDocumentPdf = async (url: string, language: Language, name: string) =>
  saveFile(
    await api.get<Blob>(url, {
      query: documentQuery(language),
      responseType: 'blob',
      headers: { accept: 'application/pdf' },
    }),
    name,
  );

/** The language in a file name: `ar` or `en`. */
export const fileLanguage = (language: Language) => (language === 'ar-SA' ? 'ar' : 'en');
