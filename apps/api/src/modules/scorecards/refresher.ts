import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { SettingReader } from '../settings/providers';
import { refreshScorecards } from './refresh';

/** How often the figures are recomputed (once per period across every API instance). */
export const SCORECARD_REFRESH_EVERY_SECONDS = 600;

/**
 * Recomputes every scorecard on the job queue (`app.jobs`, platform/jobs) every ten minutes, so
 * reading a card is one indexed read whatever the size of the history (decision 0060).
 */
export const scorecardRefresher = (
  app: FastifyInstance,
  options: {
    db: Database;
    settingValue: SettingReader;
    /** The flag `complaints`: the portal records complaints, the offices' complaints figure is computed. */
    complaintsRecorded: boolean;
    everySeconds?: number;
  },
) => {
  const everySeconds = options.everySeconds ?? SCORECARD_REFRESH_EVERY_SECONDS;
  if (everySeconds <= 0) return;
  app.jobs.schedule(
    'scorecards.refresh',
    { everySeconds },
    async () => {
      const deadlines = await options.settingValue(options.db, 'responseDeadlines');
      return {
        figures: await refreshScorecards(options.db, deadlines, new Date(), {
          complaintsRecorded: options.complaintsRecorded,
        }),
      };
    },
    { retryLimit: 1 },
  );
};
