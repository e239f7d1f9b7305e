import type { ModuleResources } from '../../../lib/i18n/module-resources';

/** The verification page's texts, loaded with its page (issue 25). */
export const verifyTexts: ModuleResources = import.meta.glob('./*.json');
