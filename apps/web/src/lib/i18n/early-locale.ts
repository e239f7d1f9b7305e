/** Where a language's texts are served from (`apps/web/public/locales`). */
export const localeUrl = (language: string): string => `${import.meta.env.BASE_URL}locales/${language}.json`;

const requestLocale = (language: string): Promise<Response> =>
  fetch(localeUrl(language), { headers: { accept: 'application/json' } });

const early = new Map<string, Promise<Response>>();

/**
 * Starts loading the first language's texts from the small boot script, so the request runs beside
 * the application's JavaScript instead of after it.
 */
export const prefetchLocale = (language: string): void => {
  if (early.has(language)) return;
  const request = requestLocale(language);
  // A failed early request is retried by the backend; it must not count as an unhandled rejection.
  request.catch(() => undefined);
  early.set(language, request);
};

/** The early request of a language once, then fresh requests (a retry, a language switch). */
export const fetchLocale = (language: string): Promise<Response> => {
  const request = early.get(language);
  early.delete(language);
  return request ?? requestLocale(language);
};
