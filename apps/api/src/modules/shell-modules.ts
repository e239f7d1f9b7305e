import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import type { AlmatarClient } from './booking/almatar-client';
import { bookingRoutes } from './booking/routes';
import { clientErrorsRoutes } from './client-errors/routes';
import { feedbackRoutes } from './feedback/routes';
import { organizationProfileRoutes } from './organization-profile/routes';
import type { PendingUpdateCheck } from './partnership-check/service';
import { partnershipCheckRoutes } from './partnership-check/routes';
import type { ActionsNeededProviders } from './statistic/providers';
import { statisticRoutes } from './statistic/routes';

export type ShellModulesOptions = {
  database: DatabaseHandle;
  /** Notification counts of later modules (complaints, employment requests, ...); missing ones are 0. */
  actionsNeeded?: Partial<ActionsNeededProviders>;
  /** The partnership module's pending-update check; default: none pending. */
  hasPendingPartnershipUpdate?: PendingUpdateCheck;
  /** Tests: a travel-booking partner; default from TRAVEL_BOOKING_URL (simulator when unset). */
  almatar?: AlmatarClient;
  /** Client error reports per IP and minute (default 30). */
  clientErrorsPerMinute?: number;
};

/** The API endpoints the application shell needs (issue 3). Call after the access-control plugin. */
export const registerShellModules = async (
  app: FastifyInstance,
  options: ShellModulesOptions,
): Promise<void> => {
  const { database } = options;
  await app.register(statisticRoutes, {
    database,
    ...(options.actionsNeeded && { providers: options.actionsNeeded }),
  });
  await app.register(organizationProfileRoutes, { database });
  await app.register(partnershipCheckRoutes, {
    database,
    ...(options.hasPendingPartnershipUpdate && { hasPendingUpdate: options.hasPendingPartnershipUpdate }),
  });
  await app.register(bookingRoutes, { database, ...(options.almatar && { almatar: options.almatar }) });
  await app.register(feedbackRoutes, { database });
  await app.register(clientErrorsRoutes, {
    ...(options.clientErrorsPerMinute !== undefined && { maxPerMinute: options.clientErrorsPerMinute }),
  });
};
