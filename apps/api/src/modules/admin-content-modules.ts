import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { announcementsRoutes } from './announcements/routes';
import { settingsRoutes } from './settings/routes';
import { visasRoutes } from './visas/routes';

/** Settings, announcements and (behind the adminVisa flag) visas: issue 5's admin content. */
export const registerAdminContentModules = async (
  app: FastifyInstance,
  options: { config: AppConfig; database: DatabaseHandle },
): Promise<void> => {
  await app.register(settingsRoutes, { database: options.database });
  await app.register(announcementsRoutes, { database: options.database });
  await app.register(visasRoutes, options);
};
