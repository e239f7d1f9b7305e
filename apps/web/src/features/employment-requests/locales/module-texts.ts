import type { ModuleResources } from '../../../lib/i18n/module-resources';

/** The module's texts and the employers' (a request shows its employer's city), one file per language. */
export const employmentRequestTexts: ModuleResources = import.meta.glob([
  './*.json',
  '../../employers/locales/*.json',
]);
