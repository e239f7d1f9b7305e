import type { ModuleResources } from '../../../lib/i18n/module-resources';

/** The dashboard's texts, loaded with its page (one file per language). */
export const dashboardTexts: ModuleResources = import.meta.glob('./*.json');
