import type { ModuleResources } from '../../../lib/i18n/module-resources';

/** The module's texts and its wizard's, loaded with its pages (one file per language and folder). */
export const partnershipTexts: ModuleResources = import.meta.glob(['./*.json', '../wizard/locales/*.json']);
