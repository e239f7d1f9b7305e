import type { ModuleResources } from '../../lib/i18n/module-resources';

/**
 * The texts of a scorecard's figures (decision 0060), loaded by each page that shows one: the
 * scorecards page and the public registry's organisation page.
 */
export const scorecardFigureTexts: ModuleResources = import.meta.glob('./locales/*.json');
