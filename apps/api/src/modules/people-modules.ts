import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { pendingLicenceRequests, unreadLicenceComments } from './license-requests/providers';
import { licenceRequestRoutes } from './license-requests/routes';
import { loadRegistrationConfig, type RegistrationConfig } from './registrations/config';
import { registrationRoutes } from './registrations/routes';
import type { ActionsNeededProviders } from './statistic/providers';
import { subUserRoutes } from './subusers/routes';
import { uploadsDirOf } from './uploads/config';
import { createFileStore } from './uploads/store';

export type PeopleModulesOptions = {
  config: AppConfig;
  database: DatabaseHandle;
  /** Tests: registration settings instead of the environment's. */
  registration?: Partial<RegistrationConfig>;
};

/**
 * Sub-users, licence updates and the registration form (issue 4, items 2, 5, 6). Answers the
 * notification-count providers these modules own, for registerShellModules.
 */
export const registerPeopleModules = async (
  app: FastifyInstance,
  options: PeopleModulesOptions,
): Promise<{ actionsNeeded: Partial<ActionsNeededProviders> }> => {
  const { config, database } = options;
  const store = createFileStore(uploadsDirOf(config.dataDir, config.nodeEnv));
  await app.register(subUserRoutes, { database, embeddedIdentity: !config.oidcIssuer });
  await app.register(licenceRequestRoutes, { database, store });
  await app.register(registrationRoutes, {
    database,
    store,
    settings: { ...loadRegistrationConfig(), ...options.registration },
    captchaEnabled: config.features.captcha,
  });
  return {
    actionsNeeded: {
      license_requests: pendingLicenceRequests,
      license_request_comments: unreadLicenceComments,
    },
  };
};
