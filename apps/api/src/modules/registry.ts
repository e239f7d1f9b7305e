import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import { registerClockJobs } from '../platform/clocks/clock-jobs';
import type { ClocksMovedFollower } from '../platform/clocks/clock-refresh';
import { uploadsDirOf } from '../platform/uploads/config';
import { createFileStore, type FileStore } from '../platform/uploads/store';
import { sweepUploads, sweepUploadsAtStart } from '../platform/uploads/sweep';
import { announcementsRoutes } from './announcements/routes';
import { bookingRoutes } from './booking/routes';
import { clientErrorsRoutes } from './client-errors/routes';
import { clockRoutes } from './clocks/routes';
import { COMPLAINTS_PROVIDES, registerComplaints } from './complaints/module';
import { registerComplianceOrders } from './compliance-orders/module';
import { contractTemplatesRoutes } from './contract-templates/routes';
import { dashboardRoutes } from './dashboard/routes';
import { feedbackRoutes } from './feedback/routes';
import { incidentsRoutes } from './incidents/routes';
import { dltRoutes } from './hr-pool-dlt/routes';
import { employerRoutes } from './employers/routes';
import { employerWatchlistRoutes } from './employer-watchlist/routes';
import { EMPLOYMENT_REQUEST_PROVIDES, registerEmploymentRequests } from './employment-requests/module';
import type { ActionDeps } from './employment-requests/actions';
import type { TicketBooker } from './employment-requests/ticket-booking';
import { registerTransferContracts } from './transfer-contracts/module';
import { candidateRoutes } from './hr-pool-candidates/routes';
import { registerInbox } from './inbox/module';
import { createMailer } from './inbox/mailer';
import { HR_POOL_CANDIDATE_PROVIDES, type CandidateStatusChanger } from './hr-pool-candidates/transitions';
import { pendingLicenceRequests, unreadLicenceComments } from './license-requests/providers';
import { licenceRequestRoutes } from './license-requests/routes';
import { lookupsCountriesRoutes } from './lookups-countries/routes';
import { lookupsJobsRoutes } from './lookups-jobs/routes';
import type { ActivePartnershipContracts } from './lookups-organization-limits/providers';
import { lookupsOrganizationLimitsRoutes } from './lookups-organization-limits/routes';
import type { QuotaUsage } from './lookups-quotas/providers';
import { lookupsQuotasRoutes } from './lookups-quotas/routes';
import { lookupsReasonsRoutes } from './lookups-reasons/routes';
import { meRoutes } from './me/routes';
import { myContractRoutes } from './my-contract/routes';
import { oldContractsRoutes } from './old-contracts/routes';
import { organizationProfileRoutes } from './organization-profile/routes';
import { organizationRoutes } from './organizations/routes';
import { partnershipCheckRoutes } from './partnership-check/routes';
import { publicHolidaysRoutes } from './public-holidays/routes';
import { publicRegistryRoutes } from './public-registry/routes';
import { PARTNERSHIP_CONTRACT_PROVIDES, registerPartnershipContracts } from './partnership-contracts/module';
import type { PendingUpdateCheck } from './partnership-check/service';
import { loadRegistrationConfig } from './registrations/config';
import { registrationRoutes } from './registrations/routes';
import { scorecardRoutes } from './scorecards/routes';
import { SETTINGS_PROVIDES, type ContractTermsPublisher, type SettingReader } from './settings/providers';
import { settingsRoutes } from './settings/routes';
import type { ActionsNeededProviders } from './statistic/providers';
import { statisticRoutes } from './statistic/routes';
import { subUserRoutes } from './subusers/routes';
import { suspensionRoutes } from './suspensions/routes';
import { systemRoutes } from './system/routes';
import { systemJobsRoutes } from './system-jobs/routes';
import { userRoutes } from './users/routes';
import { visasRoutes } from './visas/routes';

/** What one module answers for others: notification counts, usage counts, pending checks. */
export type ModuleProviders = {
  /** Counts of records waiting on the caller, per notification key (missing ones are 0). */
  actionsNeeded: Partial<ActionsNeededProviders>;
  /** New employment requests per country and month (quotas' "used"). */
  quotaUsage?: QuotaUsage;
  /** Active partnership contracts per office and country (organisation limits' "used"). */
  activePartnershipContracts?: ActivePartnershipContracts;
  /** Whether a partnership update or confirmation waits for this establishment. */
  hasPendingPartnershipUpdate?: PendingUpdateCheck;
  /** Moves a candidate along its declared statuses inside the caller's transaction (employment requests). */
  changeCandidateStatus?: CandidateStatusChanger;
  /** One admin setting's current value (e.g. the candidate document limits). */
  settingValue?: SettingReader;
  /** A new programme terms version makes every ACTIVE partnership contract wait on it (partnership contracts). */
  publishContractTerms?: ContractTermsPublisher;
  /** Takes a request's `bookTicket` once the travel-booking partner booked (employment requests). */
  ticketBookerOf?: (deps: ActionDeps) => TicketBooker;
  /** Copies the due moments the clocks' jobs moved beside the records (employment requests' `respondBy`). */
  clocksMovedFollower?: ClocksMovedFollower;
};

/** What every module's registration may use. */
export type ModuleContext = {
  config: AppConfig;
  database: DatabaseHandle;
  /** Uploaded documents (one store for the whole API). */
  store: FileStore;
  /** Everything the modules of this registry provide, gathered before any is registered. */
  providers: ModuleProviders;
};

export type ModuleEntry = {
  /** The module's folder under `modules/`, the stem of its names. */
  name: string;
  register: (app: FastifyInstance, context: ModuleContext) => PromiseLike<unknown>;
  provides?: Partial<ModuleProviders>;
};

/** A provider another module must supply: the API does not start with a made-up answer in its place. */
const required = <T>(provider: T | undefined, name: keyof ModuleProviders): T => {
  if (!provider) throw new Error(`no module of the registry provides ${name}`);
  return provider;
};

/** Every business module of the API, in registration order. A new module adds one entry here. */
export const MODULES: readonly ModuleEntry[] = [
  {
    name: 'system',
    register: (app, { config, database, providers }) =>
      app.register(systemRoutes, {
        config,
        database,
        settingValue: required(providers.settingValue, 'settingValue'),
      }),
  },
  { name: 'me', register: (app, { database }) => app.register(meRoutes, { database }) },
  { name: 'lookups-jobs', register: (app, { database }) => app.register(lookupsJobsRoutes, { database }) },
  {
    name: 'settings',
    register: (app, { database, providers }) =>
      app.register(settingsRoutes, {
        database,
        publishContractTerms: required(providers.publishContractTerms, 'publishContractTerms'),
      }),
    provides: SETTINGS_PROVIDES,
  },
  {
    name: 'announcements',
    register: (app, { database }) => app.register(announcementsRoutes, { database }),
  },
  { name: 'visas', register: (app, { config, database }) => app.register(visasRoutes, { config, database }) },
  {
    name: 'lookups-countries',
    register: (app, { database }) => app.register(lookupsCountriesRoutes, { database }),
  },
  {
    name: 'lookups-reasons',
    register: (app, { database }) => app.register(lookupsReasonsRoutes, { database }),
  },
  {
    name: 'lookups-quotas',
    register: (app, { database, providers }) =>
      app.register(lookupsQuotasRoutes, { database, usage: required(providers.quotaUsage, 'quotaUsage') }),
  },
  {
    name: 'lookups-organization-limits',
    register: (app, { database, providers }) =>
      app.register(lookupsOrganizationLimitsRoutes, {
        database,
        activeContracts: required(providers.activePartnershipContracts, 'activePartnershipContracts'),
      }),
  },
  {
    name: 'organizations',
    register: (app, { database }) => app.register(organizationRoutes, { database }),
  },
  { name: 'users', register: (app, { database }) => app.register(userRoutes, { database }) },
  { name: 'system-jobs', register: (app) => app.register(systemJobsRoutes) },
  {
    name: 'suspensions',
    register: (app, { database }) => app.register(suspensionRoutes, { database }),
  },
  {
    name: 'employer-watchlist',
    register: (app, { config, database }) =>
      app.register(employerWatchlistRoutes, {
        database,
        complaintsRecorded: config.features.complaints,
      }),
  },
  {
    name: 'subusers',
    register: (app, { config, database }) =>
      app.register(subUserRoutes, { database, embeddedIdentity: !config.oidcIssuer }),
  },
  {
    name: 'license-requests',
    register: (app, { database, store }) => app.register(licenceRequestRoutes, { database, store }),
    provides: {
      actionsNeeded: {
        license_requests: pendingLicenceRequests,
        license_request_comments: unreadLicenceComments,
      },
    },
  },
  {
    name: 'registrations',
    register: (app, { config, database, store }) =>
      app.register(registrationRoutes, {
        database,
        store,
        settings: loadRegistrationConfig(),
        captchaEnabled: config.features.captcha,
      }),
  },
  {
    name: 'statistic',
    register: (app, { database, providers }) =>
      app.register(statisticRoutes, { database, providers: providers.actionsNeeded }),
  },
  {
    name: 'organization-profile',
    register: (app, { database }) => app.register(organizationProfileRoutes, { database }),
  },
  {
    name: 'partnership-check',
    register: (app, { database, providers }) =>
      app.register(partnershipCheckRoutes, {
        database,
        hasPendingUpdate: required(providers.hasPendingPartnershipUpdate, 'hasPendingPartnershipUpdate'),
      }),
  },
  {
    name: 'contract-templates',
    register: (app, { database }) => app.register(contractTemplatesRoutes, { database }),
  },
  {
    name: 'partnership-contracts',
    register: (app, { database }) => registerPartnershipContracts(app, { database }),
    provides: PARTNERSHIP_CONTRACT_PROVIDES,
  },
  {
    name: 'hr-pool-candidates',
    register: (app, { database, store, providers }) =>
      app.register(candidateRoutes, {
        database,
        store,
        ...(providers.settingValue && {
          documentLimits: (db: Database) => providers.settingValue!(db, 'candidateDocumentLimits'),
        }),
      }),
    provides: HR_POOL_CANDIDATE_PROVIDES,
  },
  {
    name: 'booking',
    register: (app, { database, providers }) => {
      const { ticketBookerOf, changeCandidateStatus, settingValue } = providers;
      if (!ticketBookerOf || !changeCandidateStatus || !settingValue) {
        throw new Error(
          'flight booking needs the employment-requests, hr-pool-candidates and settings modules',
        );
      }
      return app.register(bookingRoutes, {
        database,
        bookTicket: ticketBookerOf({ changeCandidateStatus, settingValue }),
      });
    },
  },
  { name: 'feedback', register: (app, { database }) => app.register(feedbackRoutes, { database }) },
  { name: 'client-errors', register: (app) => app.register(clientErrorsRoutes, {}) },
  {
    name: 'old-contracts',
    register: (app, { database }) => app.register(oldContractsRoutes, { database }),
  },
  { name: 'hr-pool-dlt', register: (app, { database }) => app.register(dltRoutes, { database }) },
  { name: 'employers', register: (app, { database }) => app.register(employerRoutes, { database }) },
  {
    name: 'employment-requests',
    register: (app, { config, database, providers }) => {
      if (!providers.changeCandidateStatus || !providers.settingValue) {
        throw new Error('employment requests need the hr-pool-candidates and settings modules');
      }
      return registerEmploymentRequests(app, {
        database,
        changeCandidateStatus: providers.changeCandidateStatus,
        settingValue: providers.settingValue,
        pendingMofaCancellation: config.features.pendingMofaCancellation,
      });
    },
    provides: EMPLOYMENT_REQUEST_PROVIDES,
  },
  {
    name: 'transfer-contracts',
    register: (app, { database }) => registerTransferContracts(app, { database }),
  },
  {
    name: 'dashboard',
    register: (app, { config, database, providers }) => {
      if (!providers.settingValue) throw new Error('the dashboard needs the settings module');
      return app.register(dashboardRoutes, {
        database,
        features: config.features,
        actionsNeeded: providers.actionsNeeded,
        settingValue: providers.settingValue,
      });
    },
  },
  {
    name: 'complaints',
    register: (app, { config, database }) => registerComplaints(app, { config, database }),
    provides: COMPLAINTS_PROVIDES,
  },
  {
    name: 'compliance-orders',
    register: (app, { config, database, providers }) =>
      registerComplianceOrders(app, {
        config,
        database,
        settingValue: required(providers.settingValue, 'settingValue'),
      }),
  },
  {
    name: 'scorecards',
    register: (app, { config, database, providers }) =>
      app.register(scorecardRoutes, {
        database,
        features: config.features,
        settingValue: required(providers.settingValue, 'settingValue'),
      }),
  },
  { name: 'clocks', register: (app, { database }) => app.register(clockRoutes, { database }) },
  {
    name: 'public-holidays',
    register: (app, { database }) => app.register(publicHolidaysRoutes, { database }),
  },
  { name: 'incidents', register: (app, { database }) => app.register(incidentsRoutes, { database }) },
  {
    name: 'public-registry',
    register: (app, { database }) => app.register(publicRegistryRoutes, { database }),
  },
  {
    name: 'my-contract',
    register: (app, { database }) => app.register(myContractRoutes, { database }),
  },
  {
    name: 'inbox',
    register: (app, { config, database }) =>
      registerInbox(app, {
        database,
        mailer: createMailer(config.smtpUrl, config.smtpFrom ?? 'no-reply@localhost'),
        publicUrl: config.publicUrl,
      }),
  },
];

/** Every module's `provides`, merged: notification counts add up, the other providers are one each. */
export const providersOf = (modules: readonly ModuleEntry[]): ModuleProviders =>
  modules.reduce<ModuleProviders>(
    (merged, { provides }) => ({
      ...merged,
      ...provides,
      actionsNeeded: { ...merged.actionsNeeded, ...provides?.actionsNeeded },
    }),
    { actionsNeeded: {} },
  );

/**
 * Registers every module of the registry (after the access-control plugin), with one upload
 * store and its hourly sweep (a scheduled job), and the providers the modules offer one another.
 */
export const registerModules = async (
  app: FastifyInstance,
  options: { config: AppConfig; database: DatabaseHandle },
  modules: readonly ModuleEntry[] = MODULES,
): Promise<void> => {
  const { config, database } = options;
  const store = createFileStore(uploadsDirOf(config.dataDir, config.nodeEnv));
  // Each instance's old uploads folder at its start (decision 0042), then once an hour across all
  // instances, on the job queue (platform/jobs).
  sweepUploadsAtStart(app, database.db, store);
  app.jobs.schedule('uploads.sweep', { everySeconds: 60 * 60 }, async () => {
    const removed = await sweepUploads(database.db, store);
    if (removed > 0) app.log.info({ removed }, 'removed leftover uploads');
    return { removed };
  });
  const context: ModuleContext = { config, database, store, providers: providersOf(modules) };
  // The deadline clocks' sweep and refresh (decision 0056), for every module's clocks.
  registerClockJobs(app, database.db, context.providers.clocksMovedFollower);
  for (const module of modules) await module.register(app, context);
};
