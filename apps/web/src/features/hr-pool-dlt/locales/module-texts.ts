import type { ModuleResources } from '../../../lib/i18n/module-resources';

/** The DLT tab's texts (and the candidate rules' validation messages its forms show). */
export const dltTexts: ModuleResources = import.meta.glob('./*.json');
