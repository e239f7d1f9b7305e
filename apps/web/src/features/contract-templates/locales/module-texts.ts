import type { ModuleResources } from '../../../lib/i18n/module-resources';

/** The contract templates screens' texts (decision 0053). */
export const contractTemplatesTexts: ModuleResources = import.meta.glob('./*.json');
