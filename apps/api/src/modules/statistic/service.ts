import type { ActionsNeeded } from '@portal/contracts/notifications';
import type { RouteId } from '@portal/contracts/routes';
import type { Database } from '../../db/client';
import { refusalOf } from '../../lib/access-declaration';
import { routeAccess } from '../../lib/route-access';
import type { EstablishmentSession } from '../../types/session';
import type { ActionsNeededProviders } from './providers';
import { findCountryCode3 } from './repository';

const PHILIPPINES = 'PHL';

/** Spec 6: a Philippine embassy organisation without an office location sees no employment requests. */
export const hidesEmploymentRequests = async (
  db: Database,
  session: EstablishmentSession,
): Promise<boolean> => {
  const { organization, membership } = session;
  const embassy = membership.role === 'FOREIGN_EMBASSY' || organization.type === 'FOREIGN_EMBASSY';
  if (!embassy || organization.officeLocation || organization.countryId === null) return false;
  return (await findCountryCode3(db, organization.countryId)) === PHILIPPINES;
};

/**
 * Each count tells about the data of one screen; the caller gets it only when that screen's read
 * rule (roles, sub-user exclusion, module permission of the contracts route table) admits it.
 */
export const COUNT_SCREENS: Record<keyof ActionsNeeded, RouteId> = {
  complaints: 'complaints',
  employment_requests: 'employmentRequests',
  license_requests: 'licenseUpdate',
  partnership_contracts: 'partnershipContracts',
  license_request_comments: 'licenseUpdate',
};

/** The provider's count when the caller may read its screen, else 0 without asking the provider. */
const countFor = (
  kind: keyof ActionsNeeded,
  providers: ActionsNeededProviders,
  context: { db: Database; session: EstablishmentSession },
): Promise<number> =>
  refusalOf(routeAccess(COUNT_SCREENS[kind], 'READ'), context.session.membership)
    ? Promise.resolve(0)
    : providers[kind](context);

/** `GET /api/statistic/actionsNeeded`: each count from its provider, run side by side. */
export const actionsNeeded = async (
  db: Database,
  session: EstablishmentSession,
  providers: ActionsNeededProviders,
): Promise<ActionsNeeded> => {
  const context = { db, session };
  const hideEmployment = hidesEmploymentRequests(db, session);
  const [
    complaints,
    employmentRequests,
    licenseRequests,
    partnershipContracts,
    licenseRequestComments,
    hidden,
  ] = await Promise.all([
    countFor('complaints', providers, context),
    countFor('employment_requests', providers, context),
    countFor('license_requests', providers, context),
    countFor('partnership_contracts', providers, context),
    countFor('license_request_comments', providers, context),
    hideEmployment,
  ]);
  return {
    complaints,
    employment_requests: hidden ? 0 : employmentRequests,
    license_requests: licenseRequests,
    partnership_contracts: partnershipContracts,
    license_request_comments: licenseRequestComments,
  };
};
