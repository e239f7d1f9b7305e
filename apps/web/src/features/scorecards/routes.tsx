import type { FeaturePages } from '../../app/page-loader';
import { withModuleResources } from '../../lib/i18n/module-resources';
import { scorecardsTexts } from './locales/module-texts';

/** The scorecards (decision 0060), their own chunk with their texts. */
export const scorecardsPages: FeaturePages = {
  scorecards: withModuleResources(scorecardsTexts, () =>
    import('./components/scorecards-page').then((module) => module.ScorecardsPage),
  ),
};
