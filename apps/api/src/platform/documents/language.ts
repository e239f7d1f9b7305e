import type { Language } from '@portal/contracts/constants';
import type { DocumentQuery } from '@portal/contracts/documents';
import { languageOf } from '../../i18n/catalogue';

/** The language a document is asked in (`?language=`), else the request's (Accept-Language). */
export const documentLanguageOf = (
  query: DocumentQuery,
  headers: { 'accept-language'?: string | undefined },
): Language => query.language ?? languageOf(headers['accept-language']);
