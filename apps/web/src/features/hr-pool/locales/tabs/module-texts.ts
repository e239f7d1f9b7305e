import type { ModuleResources } from '../../../../lib/i18n/module-resources';

/** The HR pool tabs' own texts: the DLT and old-contracts pages show the tabs without the candidates' texts. */
export const hrPoolTabsTexts: ModuleResources = import.meta.glob('./*.json');
