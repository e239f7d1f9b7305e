import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingCountriesResponseSchema, bookingRegistrationResponseSchema } from '@portal/contracts/booking';
import { errorBodySchema } from '@portal/contracts/error-body';
import { OFFICE_ROLES } from '@portal/contracts/roles';
import type { DatabaseHandle } from '../../db/client';
import { establishmentSessionOf } from '../../platform/establishment-session';
import { almatarClientFromConfig, type AlmatarClient } from './almatar-client';
import { loadBookingConfig } from './booking-config';
import { COUNTRIES_TTL_SECONDS, createCountriesCache, etagMatches } from './countries-cache';
import { listCountries, registerOffice, registerSubUser, registerUser } from './service';

export type BookingRoutesOptions = {
  database: DatabaseHandle;
  /** Tests may pass their own partner; otherwise TRAVEL_BOOKING_URL decides (simulator when unset). */
  almatar?: AlmatarClient;
};

/** Office roles; the organisation's almatarRegistrationEnabled flag is the real gate (decision record). */
const BOOKING_ROLES = OFFICE_ROLES;

const registrationSchema = (summary: string) => ({
  tags: ['booking'],
  summary,
  security: [{ bearer: [] }],
  response: {
    200: bookingRegistrationResponseSchema,
    403: errorBodySchema,
    409: errorBodySchema,
    502: errorBodySchema,
  },
});

/** Registration with the travel-booking partner (spec 4) and its country list (spec 7). */
export const bookingRoutes = async (app: FastifyInstance, options: BookingRoutesOptions): Promise<void> => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const almatar = options.almatar ?? almatarClientFromConfig(loadBookingConfig());
  const deps = { db: options.database.db, almatar };
  const countries = createCountriesCache(async () => ({ items: await listCountries(deps) }));

  api.post(
    '/api/booking/almatar/add/office',
    {
      config: { access: { roles: BOOKING_ROLES, excludeSubUsers: true } },
      schema: registrationSchema('Register the office with the travel-booking partner (super user)'),
    },
    async (request) => registerOffice(deps, establishmentSessionOf(request)),
  );

  api.post(
    '/api/booking/almatar/add/user',
    {
      config: { access: { roles: BOOKING_ROLES, excludeSubUsers: true } },
      schema: registrationSchema('Register the super user with the travel-booking partner (office first)'),
    },
    async (request) => registerUser(deps, establishmentSessionOf(request)),
  );

  api.post(
    '/api/booking/almatar/add/sub-user',
    {
      config: { access: { roles: BOOKING_ROLES, onlySubUsers: true, refusal: 'booking.subUserOnly' } },
      schema: registrationSchema('Register a sub-user (the parent user and the office first)'),
    },
    async (request) => registerSubUser(deps, establishmentSessionOf(request)),
  );

  api.get(
    '/api/booking/almatar/countries',
    {
      config: { access: { roles: BOOKING_ROLES } },
      schema: {
        tags: ['booking'],
        summary: "The travel-booking partner's countries (cached; ETag)",
        security: [{ bearer: [] }],
        response: {
          200: bookingCountriesResponseSchema,
          304: z.void().describe('Not modified'),
          502: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { value, etag } = await countries();
      reply.header('cache-control', `private, max-age=${COUNTRIES_TTL_SECONDS}`).header('etag', etag);
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return value;
    },
  );
};
