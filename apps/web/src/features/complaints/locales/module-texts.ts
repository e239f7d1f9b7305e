import type { ModuleResources } from '../../../lib/i18n/module-resources';

/** The complaints module's texts, one file per language. */
export const complaintTexts: ModuleResources = import.meta.glob('./*.json');
