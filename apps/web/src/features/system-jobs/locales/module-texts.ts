import type { ModuleResources } from '../../../lib/i18n/module-resources';

/** The job queue screen's texts. */
export const systemJobsTexts: ModuleResources = import.meta.glob('./*.json');
