import { z } from 'zod';
import { LANGUAGES } from './constants';

/**
 * The query of every document download and preview (PDFs and their HTML): `?language=ar-SA|en-US`,
 * the portal's language tags (spec 1), one name for all; without it, the request's language
 * (Accept-Language). Any other name or value is refused (400 naming it), never a silent English
 * document.
 */
export const documentQuerySchema = z.strictObject({
  language: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.enum(LANGUAGES).optional(),
  ),
});
export type DocumentQuery = z.infer<typeof documentQuerySchema>;
