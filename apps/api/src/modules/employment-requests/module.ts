import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import type { CandidateStatusChanger } from '../hr-pool-candidates/transitions';
import type { SettingReader } from '../settings/providers';
import { employmentRequestActionRoutes } from './action-routes';
import { backfillRequestClocks } from './clock-backfill';
import { employmentRequestExpirySweeper } from './expiry-sweeper';
import { employmentRequestPdfRoutes } from './pdf-routes';
import { employmentRequestReadRoutes } from './routes';
import { newRequestsPerQuota, requestsWaitingOnCaller } from './providers';
import { syncRespondBy } from './request-clocks';
import { ticketBookerOf } from './ticket-booking';
import { employmentRequestWizardRoutes } from './wizard-routes';

/** What the module needs from others: candidates move with their requests; the settings' deadlines and bulk cap. */
export type EmploymentRequestOptions = {
  database: DatabaseHandle;
  changeCandidateStatus: CandidateStatusChanger;
  settingValue: SettingReader;
  /** The flag `pendingMofaCancellation`: a contracted request's cancellation waits for the foreign-affairs confirmation. */
  pendingMofaCancellation?: boolean;
  /** Milliseconds between expiry sweeps (default a minute); 0 turns the sweeper off (tests sweep themselves). */
  expirySweepEveryMs?: number;
};

/** Employment requests (decision 0027): the list and record, the wizard, the actions, the e-contract PDF. */
export const registerEmploymentRequests = async (
  app: FastifyInstance,
  options: EmploymentRequestOptions,
): Promise<void> => {
  await app.register(employmentRequestReadRoutes, options);
  await app.register(employmentRequestWizardRoutes, options);
  await app.register(employmentRequestActionRoutes, options);
  await app.register(employmentRequestPdfRoutes, options);
  await app.register(employmentRequestExpirySweeper, options);
  // The clocks of requests made before the clocks (the demo data's): at the first start, then daily.
  app.jobs.schedule('employment-requests.clock-backfill', { everySeconds: 24 * 60 * 60 }, async () => ({
    opened: await backfillRequestClocks(options.database.db, options.settingValue),
  }));
};

/** What other modules read from this one: the notification count, the quotas' "used", the ticket booking. */
export const EMPLOYMENT_REQUEST_PROVIDES = {
  actionsNeeded: { employment_requests: requestsWaitingOnCaller },
  quotaUsage: newRequestsPerQuota,
  ticketBookerOf,
  clocksMovedFollower: syncRespondBy,
};
