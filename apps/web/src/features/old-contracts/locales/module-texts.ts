import type { ModuleResources } from '../../../lib/i18n/module-resources';

/** The old contracts' texts (one file per language). */
export const oldContractsTexts: ModuleResources = import.meta.glob('./*.json');
