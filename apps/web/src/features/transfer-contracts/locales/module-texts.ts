import type { ModuleResources } from '../../../lib/i18n/module-resources';

/** The module's texts and the employers' (the new employer's city), one file per language. */
export const transferContractTexts: ModuleResources = import.meta.glob([
  './*.json',
  '../../employers/locales/*.json',
]);
