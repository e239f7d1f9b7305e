import type { ActionsNeeded } from '@portal/contracts/notifications';
import type { Database } from '../../db/client';
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
    providers.complaints(context),
    providers.employment_requests(context),
    providers.license_requests(context),
    providers.partnership_contracts(context),
    providers.license_request_comments(context),
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
