import { routeAccess } from '../../lib/route-access';

/** The template screens' rules: admins with LOOKUP READ read, LOOKUP WRITE save (decision 0053). */
export const TEMPLATE_READ = routeAccess('admin.contractTemplates', 'READ');
export const TEMPLATE_WRITE = routeAccess('admin.contractTemplateAdd', 'WRITE');
/** The wizard's starting point: whoever may use the partnership wizard, a suspended office too. */
export const TEMPLATE_FOR_WIZARD = {
  ...routeAccess('partnershipContracts.wizard', 'READ'),
  allowWhenSuspended: true,
};
