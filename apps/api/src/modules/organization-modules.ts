import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import { organizationRoutes } from './organizations/routes';
import { suspensionRoutes } from './suspensions/routes';
import { userRoutes } from './users/routes';

export type OrganizationModulesOptions = { database: DatabaseHandle };

/** Organisations, users (admin) and suspensions (issue 4 items 1, 3, 4). Call after access control. */
export const registerOrganizationModules = async (
  app: FastifyInstance,
  options: OrganizationModulesOptions,
): Promise<void> => {
  const { database } = options;
  await app.register(organizationRoutes, { database });
  await app.register(userRoutes, { database });
  await app.register(suspensionRoutes, { database });
};
