import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@portal/contracts/error-body';
import {
  employerIdParamsSchema,
  employerListQuerySchema,
  employerListResponseSchema,
  employerLookupQuerySchema,
  employerLookupResponseSchema,
  employerSchema,
  employerUpdateSchema,
} from '@portal/contracts/employers';
import type { DatabaseHandle } from '../../db/client';
import { languageOf } from '../../i18n/catalogue';
import { enableRateLimits, perUser } from '../../lib/rate-limit';
import { establishmentSessionOf } from '../../platform/establishment-session';
import { registerHistoryRoute } from '../../platform/history/routes';
import { EDIT, LOOKUP, READ } from './access';
import { getEmployer, listEmployers, lookupEmployer, seesEmployer, updateEmployer } from './service';
import { EMPLOYER_HISTORY_FIELDS } from './history-fields';

const tags = ['employers'];
const security = [{ bearer: [] }];
/** Look-ups per person and minute: a clerk types a few ids, a harvest of other offices' clients is refused. */
export const EMPLOYER_LOOKUP_LIMIT = { max: 30, timeWindow: 60_000 };

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** Employers (decision 0027): the list, one employer, the admins' edit, the wizard's look-up, the history. */
export const employerRoutes = async (app: FastifyInstance, options: { database: DatabaseHandle }) => {
  await enableRateLimits(app);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options.database;

  api.get(
    '/api/employers',
    {
      config: { access: READ },
      schema: {
        tags,
        security,
        summary:
          'Employers: all for admins, those an office has requests for; filters q (id, names, mobile), city',
        querystring: employerListQuerySchema,
        response: { 200: employerListResponseSchema, ...errors },
      },
    },
    async (request) => listEmployers(db, establishmentSessionOf(request), request.query),
  );

  api.get(
    '/api/employers/lookup',
    {
      config: {
        access: LOOKUP,
        rateLimit: { ...EMPLOYER_LOOKUP_LIMIT, keyGenerator: perUser },
      },
      schema: {
        tags,
        security,
        summary:
          'Whether an employer with this national or resident id is registered, with its details when the caller served it; rate-limited per person',
        querystring: employerLookupQuerySchema,
        response: { 200: employerLookupResponseSchema, ...errors, 429: errorBodySchema },
      },
    },
    async (request) => lookupEmployer(db, establishmentSessionOf(request), request.query.nationalId),
  );

  api.get(
    '/api/employers/:id',
    {
      config: { access: READ },
      schema: {
        tags,
        security,
        summary: 'One employer the caller sees, with the number of its requests the caller sees',
        params: employerIdParamsSchema,
        response: { 200: employerSchema, ...errors },
      },
    },
    async (request) => getEmployer(db, establishmentSessionOf(request), request.params.id),
  );

  api.put(
    '/api/employers/:id',
    {
      config: { access: EDIT },
      schema: {
        tags,
        security,
        summary:
          "Admins correct an employer's details (written to its history), on the rowVersion they read: 409 RECORD_CHANGED when it moved",
        params: employerIdParamsSchema,
        body: employerUpdateSchema,
        response: { 200: employerSchema, ...errors },
      },
    },
    async (request) =>
      updateEmployer(
        db,
        establishmentSessionOf(request),
        request.params.id,
        request.body,
        languageOf(request.headers['accept-language']),
      ),
  );

  registerHistoryRoute(app, {
    db,
    entityType: 'employer',
    fields: EMPLOYER_HISTORY_FIELDS,
    access: READ,
    canSee: (database, id, session) => seesEmployer(database, session, id),
  });
};
