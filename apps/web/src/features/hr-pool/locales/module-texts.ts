import type { ModuleResources } from '../../../lib/i18n/module-resources';

/** The candidates' texts and the HR pool tabs' (one file per language and folder). */
export const hrPoolTexts: ModuleResources = import.meta.glob(['./*.json', './tabs/*.json']);
