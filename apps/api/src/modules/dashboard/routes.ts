import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  dashboardAnalyticsSchema,
  dashboardSummarySchema,
  fmolStatisticsSchema,
} from '@portal/contracts/dashboard';
import { errorBodySchema } from '@portal/contracts/error-body';
import type { FeatureFlags } from '@portal/contracts/feature-flags';
import type { DatabaseHandle } from '../../db/client';
import { routeAccess } from '../../lib/route-access';
import { establishmentSessionOf } from '../../platform/establishment-session';
import type { SettingReader } from '../settings/providers';
import { DEFAULT_ACTIONS_NEEDED_PROVIDERS, type ActionsNeededProviders } from '../statistic/providers';
import { dashboardAnalytics, dashboardSummary, fmolStatistics } from './service';

export type DashboardRoutesOptions = {
  database: DatabaseHandle;
  features: Pick<FeatureFlags, 'employmentAnalytics' | 'fmolStatistics'>;
  /** The notification counts the modules supply (as for `GET /api/statistic/actionsNeeded`). */
  actionsNeeded?: Partial<ActionsNeededProviders>;
  settingValue: SettingReader;
};

const READ = routeAccess('dashboard', 'READ');
const errors = { 401: errorBodySchema, 403: errorBodySchema };
const tags = ['dashboard'];
const security = [{ bearer: [] }];

/**
 * The dashboard (decision 0030): the summary always; the analytics (flag employmentAnalytics) and the
 * FMOL statistics (flag fmolStatistics) only with their flag on, otherwise not registered (404).
 */
export const dashboardRoutes = async (
  app: FastifyInstance,
  options: DashboardRoutesOptions,
): Promise<void> => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options.database;
  const deps = {
    db,
    actionsNeededProviders: { ...DEFAULT_ACTIONS_NEEDED_PROVIDERS, ...options.actionsNeeded },
    settingValue: options.settingValue,
  };

  api.get(
    '/api/dashboard/summary',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: "The caller's dashboard: what waits, requests and contracts by status, deadlines, licence",
        security,
        response: { 200: dashboardSummarySchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return dashboardSummary(deps, establishmentSessionOf(request));
    },
  );

  if (options.features.employmentAnalytics) {
    api.get(
      '/api/dashboard/analytics',
      {
        config: { access: READ },
        schema: {
          tags,
          summary:
            'Employment requests of the last 12 months by month, country and status (flag employmentAnalytics)',
          security,
          response: { 200: dashboardAnalyticsSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return dashboardAnalytics(db, establishmentSessionOf(request));
      },
    );
  }

  if (options.features.fmolStatistics) {
    api.get(
      '/api/dashboard/fmol-statistics',
      {
        config: { access: { roles: ['FMOL'] } },
        schema: {
          tags,
          summary:
            "The FMOL's country's agencies: contracts, requests, answer times, cancellations (flag fmolStatistics)",
          security,
          response: { 200: fmolStatisticsSchema, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return fmolStatistics(db, establishmentSessionOf(request));
      },
    );
  }
};
