import type { ModuleResources } from '../../../lib/i18n/module-resources';

/** The public registry's texts, loaded with its pages (issue 25). */
export const publicRegistryTexts: ModuleResources = import.meta.glob('./*.json');
