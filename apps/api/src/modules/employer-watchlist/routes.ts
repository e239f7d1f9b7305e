import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  employerRecordSchema,
  watchlistCreateSchema,
  watchlistEntrySchema,
  watchlistListQuerySchema,
  watchlistListResponseSchema,
  watchlistReasonsResponseSchema,
  watchlistLiftSchema,
  watchlistReviewSchema,
} from '@portal/contracts/employer-watchlist';
import { errorBodySchema } from '@portal/contracts/error-body';
import { idParamsSchema } from '@portal/contracts/fields';
import type { DatabaseHandle } from '../../db/client';
import { languageOf } from '../../i18n/catalogue';
import { routeAccess } from '../../lib/route-access';
import { establishmentSessionOf } from '../../platform/establishment-session';
import { registerHistoryRoute } from '../../platform/history/routes';
import { employerRecordOf } from './employer-record';
import { WATCHLIST_HISTORY_FIELDS } from './history-fields';
import {
  canSeeWatchlistEntry,
  createWatchlistEntry,
  liftWatchlistEntry,
  listWatchlist,
  listWatchlistReasons,
  reviewWatchlistEntry,
} from './service';

export type WatchlistRoutesOptions = {
  database: DatabaseHandle;
  /** The flag `complaints`: the portal records complaints (decision 0063), so the record counts them. */
  complaintsRecorded?: boolean;
};

const READ = routeAccess('watchlist', 'READ');
const WRITE = routeAccess('watchlist', 'WRITE');
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** The employer watchlist (decision 0062): admins everywhere, embassies for their own country. */
export const employerWatchlistRoutes = async (
  app: FastifyInstance,
  options: WatchlistRoutesOptions,
): Promise<void> => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options.database;
  const common = { tags: ['employer-watchlist'], security: [{ bearer: [] }] };

  api.get(
    '/api/employer-watchlist',
    {
      config: { access: READ },
      schema: {
        ...common,
        summary:
          'Flagged employers, newest first; reviewDue=true: the flags in force whose review date has come',
        querystring: watchlistListQuerySchema,
        response: { 200: watchlistListResponseSchema, ...errors },
      },
    },
    async (request) => listWatchlist(db, establishmentSessionOf(request), request.query),
  );

  api.get(
    '/api/employer-watchlist/reasons',
    {
      config: { access: READ },
      schema: {
        ...common,
        summary: 'The active reasons (categories) an employer can be flagged for',
        response: { 200: watchlistReasonsResponseSchema, ...errors },
      },
    },
    async () => listWatchlistReasons(db),
  );

  api.post(
    '/api/employer-watchlist',
    {
      config: { access: WRITE },
      schema: {
        ...common,
        summary: 'Flag an employer for one sending country or all (409 when flagged for that scope already)',
        body: watchlistCreateSchema,
        response: { 201: watchlistEntrySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createWatchlistEntry(
            db,
            establishmentSessionOf(request),
            request.body,
            languageOf(request.headers['accept-language']),
          ),
        ),
  );

  api.put(
    '/api/employer-watchlist/:id/review',
    {
      config: { access: WRITE },
      schema: {
        ...common,
        summary: "Set a flag's next review date",
        params: idParamsSchema,
        body: watchlistReviewSchema,
        response: { 200: watchlistEntrySchema, ...errors },
      },
    },
    async (request) =>
      reviewWatchlistEntry(db, establishmentSessionOf(request), request.params.id, request.body),
  );

  api.post(
    '/api/employer-watchlist/:id/lift',
    {
      config: { access: WRITE },
      schema: {
        ...common,
        summary: 'Lift a flag, saying why (409 when lifted already)',
        params: idParamsSchema,
        body: watchlistLiftSchema,
        response: { 200: watchlistEntrySchema, ...errors },
      },
    },
    async (request) =>
      liftWatchlistEntry(db, establishmentSessionOf(request), request.params.id, request.body),
  );

  api.get(
    '/api/employer-watchlist/requests/:id/employer-record',
    {
      config: { access: READ },
      schema: {
        ...common,
        summary:
          "A request's employer as the embassy weighs it: other requests by status, rejections, flags covering its country",
        params: idParamsSchema,
        response: { 200: employerRecordSchema, ...errors },
      },
    },
    async (request) =>
      employerRecordOf(db, establishmentSessionOf(request), request.params.id, {
        complaintsRecorded: options.complaintsRecorded ?? false,
      }),
  );

  // Each step of a flag (decision 0062): whoever sees the flag reads its history.
  registerHistoryRoute(app, {
    db,
    entityType: 'watchlistEntry',
    fields: WATCHLIST_HISTORY_FIELDS,
    access: READ,
    canSee: canSeeWatchlistEntry,
  });
};
