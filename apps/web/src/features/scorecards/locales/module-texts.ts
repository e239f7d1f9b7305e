import { scorecardFigureTexts } from '../../../components/scorecard/texts';
import type { ModuleResources } from '../../../lib/i18n/module-resources';

/** The scorecards' texts, loaded with their page (one file per language), and the figures' texts. */
export const scorecardsTexts: ModuleResources = { ...import.meta.glob('./*.json'), ...scorecardFigureTexts };
