import type { ModuleResources } from '../../../lib/i18n/module-resources';

/**
 * The module's texts, the employers' (a request shows its employer's city), flight booking's
 * (the request page books the flight) and the watchlist's (the employer's record), one file per language.
 */
export const employmentRequestTexts: ModuleResources = import.meta.glob([
  './*.json',
  '../../employers/locales/*.json',
  '../../booking/locales/*.json',
  '../../employer-watchlist/locales/*.json',
]);
