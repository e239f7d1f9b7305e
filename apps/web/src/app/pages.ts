import type { FeaturePages } from './page-loader';
import { authPages } from '../features/auth/routes';
import { announcementsPages } from '../features/announcements/routes';
import { dashboardPages } from '../features/dashboard/routes';
import { lookupsVisasPages } from '../features/lookups-visas/routes';
import { lookupsSettingsPages } from '../features/lookups-settings/routes';
import { organizationPages } from '../features/organizations/routes';
import { lookupsJobsPages } from '../features/lookups-jobs/routes';
import { lookupsCountriesPages } from '../features/lookups-countries/routes';
import { lookupsReasonsPages } from '../features/lookups-reasons/routes';
import { lookupsQuotasPages } from '../features/lookups-quotas/routes';
import { lookupsOrganizationLimitsPages } from '../features/lookups-organization-limits/routes';
import { profilePages } from '../features/profile/routes';
import { publicPages } from '../features/public/routes';
import { publicRegistryPages } from '../features/public-registry/routes';
import { verifyPages } from '../features/verify/routes';
import { shellPages } from '../features/shell/routes';
import { suspensionPages } from '../features/suspensions/routes';
import { userPages } from '../features/users/routes';
import { subUsersPages } from '../features/subusers/routes';
import { licenseUpdatePages } from '../features/license-update/routes';
import { registrationPages } from '../features/registration/routes';
import { partnershipContractsPages } from '../features/partnership-contracts/routes';
import { hrPoolDltPages } from '../features/hr-pool-dlt/routes';
import { hrPoolPages } from '../features/hr-pool/routes';
import { oldContractsPages } from '../features/old-contracts/routes';
import { employmentRequestsPages } from '../features/employment-requests/routes';
import { employersPages } from '../features/employers/routes';
import { employerWatchlistPages } from '../features/employer-watchlist/routes';
import { complaintsPages } from '../features/complaints/routes';
import { complianceOrdersPages } from '../features/compliance-orders/routes';
import { transferContractsPages } from '../features/transfer-contracts/routes';
import { systemJobsPages } from '../features/system-jobs/routes';
import { contractTemplatesPages } from '../features/contract-templates/routes';
import { myContractPages } from '../features/my-contract/routes';
import { scorecardsPages } from '../features/scorecards/routes';
import { inboxPages } from '../features/inbox/routes';
import { publicHolidaysPages } from '../features/public-holidays/routes';
import { incidentsPages } from '../features/incidents/routes';

/**
 * Pages by route id, gathered from each feature's `routes.tsx`. A route of the contracts table
 * without a page here shows its page frame and title until its module is built.
 */
export const PAGES: FeaturePages = {
  ...publicPages,
  ...publicRegistryPages,
  ...verifyPages,
  ...authPages,
  ...shellPages,
  ...dashboardPages,
  ...lookupsVisasPages,
  ...announcementsPages,
  ...lookupsSettingsPages,
  ...profilePages,
  ...organizationPages,
  ...userPages,
  ...suspensionPages,
  ...lookupsJobsPages,
  ...lookupsCountriesPages,
  ...lookupsReasonsPages,
  ...lookupsQuotasPages,
  ...lookupsOrganizationLimitsPages,
  ...subUsersPages,
  ...licenseUpdatePages,
  ...registrationPages,
  ...partnershipContractsPages,
  ...hrPoolDltPages,
  ...hrPoolPages,
  ...oldContractsPages,
  ...employmentRequestsPages,
  ...employersPages,
  ...employerWatchlistPages,
  ...complaintsPages,
  ...complianceOrdersPages,
  ...transferContractsPages,
  ...systemJobsPages,
  ...contractTemplatesPages,
  ...myContractPages,
  ...scorecardsPages,
  ...inboxPages,
  ...publicHolidaysPages,
  ...incidentsPages,
};
