import type { FeaturePages } from '../../app/page-loader';
import { withModuleResources } from '../../lib/i18n/module-resources';
import { complianceOrderTexts } from './locales/module-texts';

/** Compliance orders (decision 0059, flag `complaints`): the orders, and the admins' complaints to decide. */
export const complianceOrdersPages: FeaturePages = {
  complianceOrders: withModuleResources(complianceOrderTexts, () =>
    import('./components/order-list-page').then((m) => m.OrderListPage),
  ),
  'admin.complaints': withModuleResources(complianceOrderTexts, () =>
    import('./components/complaint-decisions-page').then((m) => m.ComplaintDecisionsPage),
  ),
};
