import { routeAccess } from '../../lib/route-access';
import type { EstablishmentAccess } from '../../lib/access-declaration';
import { OFFICE_ROLES } from './scope';

/** The transfers screen's read rule: the eight roles of spec 6 "Transfer contracts". */
export const READ = routeAccess('transferContracts', 'READ');

/** Making a transfer and looking up the workers to transfer: local offices with EMPLOYMENT_REQUEST WRITE. */
export const OFFICE_WRITE: EstablishmentAccess = {
  ...routeAccess('transferContracts', 'WRITE'),
  roles: [...OFFICE_ROLES],
};

/** The create form's look-up writes nothing, but only an office uses it. */
export const OFFICE_READ: EstablishmentAccess = { ...READ, roles: [...OFFICE_ROLES] };
