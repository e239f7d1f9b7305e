import type { ModuleResources } from '../../../lib/i18n/module-resources';

/** The compliance orders' texts, one file per language. */
export const complianceOrderTexts: ModuleResources = import.meta.glob('./*.json');
