import type { ModuleResources } from '../../../lib/i18n/module-resources';

/** The employers' texts and the employment requests' (an employer's page lists its requests). */
export const employerTexts: ModuleResources = import.meta.glob([
  './*.json',
  '../../employment-requests/locales/*.json',
]);
