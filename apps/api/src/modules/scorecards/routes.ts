import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@portal/contracts/error-body';
import type { FeatureFlags } from '@portal/contracts/feature-flags';
import { scorecardListSchema } from '@portal/contracts/scorecards';
import type { DatabaseHandle } from '../../db/client';
import { routeAccess } from '../../lib/route-access';
import { establishmentSessionOf } from '../../platform/establishment-session';
import type { SettingReader } from '../settings/providers';
import { scorecardRefresher } from './refresher';
import { listScorecards } from './service';

export type ScorecardRoutesOptions = {
  database: DatabaseHandle;
  features: Pick<FeatureFlags, 'fmolStatistics' | 'complaints'>;
  settingValue: SettingReader;
  /** The refresh's period; 0 schedules none (tests refresh when they choose). */
  refreshEverySeconds?: number;
};

/** `GET /api/scorecards` and the scheduled refresh of the figures it reads (decision 0060). */
export const scorecardRoutes = async (app: FastifyInstance, options: ScorecardRoutesOptions) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options.database;
  scorecardRefresher(app, {
    db,
    settingValue: options.settingValue,
    complaintsRecorded: options.features.complaints,
    ...(options.refreshEverySeconds !== undefined && { everySeconds: options.refreshEverySeconds }),
  });

  api.get(
    '/api/scorecards',
    {
      config: { access: routeAccess('scorecards') },
      schema: {
        tags: ['scorecards'],
        summary:
          "Scorecards: answers on time, cancellations and arrivals of the caller's organisation (admins, SAMOL: all; FMOL: its country's agencies with the flag fmolStatistics)",
        security: [{ bearer: [] }],
        response: { 200: scorecardListSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const deadlines = await options.settingValue(db, 'responseDeadlines');
      return listScorecards(db, establishmentSessionOf(request), {
        fmolStatistics: options.features.fmolStatistics,
        deadlines,
      });
    },
  );
};
