import type { Language } from '@portal/contracts/constants';
import { LOCALES } from './locale-tags';

/**
 * What the worker does (`formatters.worker.ts`): makes one formatter of each kind the screens make
 * first, in the person's locales, and says it is done.
 */
export const warmFormatters = (language: Language): void => {
  const { numbers, gregorian, hijri } = LOCALES[language];
  new Intl.NumberFormat(numbers).format(1234.5);
  for (const locale of language === 'ar-SA' ? [gregorian, hijri] : [gregorian])
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
};

/**
 * Makes the person's first number and date formatters in a worker thread while the page loads
 * (decision 0094): the first `Intl.NumberFormat` of a page costs 60-270 ms of a phone's main thread
 * (loading the locale data of the International Components for Unicode, which every thread of the
 * page's process then shares), and the list pages made it in the middle of their first render. After
 * the worker, the same formatter costs the main thread well under a millisecond. A server's first
 * screen has its guard start it at once (vite-prerender.ts); on any other page the boot script does,
 * which holds only this: the worker's own file carries the locales. Best effort: where a worker
 * cannot start, the page makes its formatters as before.
 */
export const startWarmingFormatters = (language: Language): void => {
  try {
    const worker = new Worker(new URL('./formatters.worker.ts', import.meta.url), {
      type: 'module',
      name: language,
    });
    worker.onmessage = worker.onerror = () => worker.terminate();
  } catch {
    // No worker here (an old browser, a policy): nothing is lost but the head start.
  }
};
