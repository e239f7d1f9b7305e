import { scorecardFigureTexts } from '../../../components/scorecard/texts';
import type { ModuleResources } from '../../../lib/i18n/module-resources';

/** The public registry's texts, loaded with its pages (issue 25), and a scorecard's figures' texts. */
export const publicRegistryTexts: ModuleResources = {
  ...import.meta.glob('./*.json'),
  ...scorecardFigureTexts,
};
