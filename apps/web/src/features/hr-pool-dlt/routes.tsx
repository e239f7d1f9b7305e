import type { FeaturePages } from '../../app/page-loader';
import { withModuleResources } from '../../lib/i18n/module-resources';
import { dltTexts } from './locales/module-texts';

/** The HR pool's DLT tab (decision 0026): the ministry's register of workers, taken by its country's agencies. */
export const hrPoolDltPages: FeaturePages = {
  'hrPool.dlt': withModuleResources(dltTexts, () => import('./components/dlt-page').then((m) => m.DltPage)),
};
