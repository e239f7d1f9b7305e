import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingCountriesResponseSchema,
  bookingRegistrationResponseSchema,
  flightBookingSchema,
} from '@portal/contracts/booking';
import { documentQuerySchema } from '@portal/contracts/documents';
import { errorBodySchema } from '@portal/contracts/error-body';
import { employmentRequestIdParamsSchema } from '@portal/contracts/employment-requests/schemas';
import { OFFICE_ROLES } from '@portal/contracts/roles';
import type { DatabaseHandle } from '../../db/client';
import { routeAccess } from '../../lib/route-access';
import { documentLanguageOf } from '../../platform/documents/language';
import { printDocument } from '../../platform/documents/page';
import { sendPdf } from '../../platform/documents/send-pdf';
import { establishmentSessionOf } from '../../platform/establishment-session';
import { requestActionAccess } from '../employment-requests/action-routes';
import type { TicketBooker } from '../employment-requests/ticket-booking';
import { meteredClient } from '../../platform/observability/process-metrics';
import { almatarClientFromConfig, type AlmatarClient } from './almatar-client';
import { loadBookingConfig } from './booking-config';
import { COUNTRIES_TTL_SECONDS, createCountriesCache, etagMatches } from './countries-cache';
import { bookFlight, getFlightBooking } from './flights';
import { listCountries, registerOffice, registerSubUser, registerUser } from './service';
import { renderTicketDocument } from './ticket';
import { bookingIdOf, issueTicket } from './verifiable';

export type BookingRoutesOptions = {
  database: DatabaseHandle;
  /** Tests may pass their own partner; otherwise TRAVEL_BOOKING_URL decides (simulator when unset). */
  almatar?: AlmatarClient;
  /** The employment requests' `bookTicket`, taken once the partner booked. */
  bookTicket: TicketBooker;
};

/** Office roles; the organisation's almatarRegistrationEnabled flag is the real gate (decision record). */
const BOOKING_ROLES = OFFICE_ROLES;
/** A request's booking and ticket: whoever sees the request (the requests screen's read rule). */
const REQUEST_READ = routeAccess('employmentRequests', 'READ');

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
  // Each call counted for /metrics by operation and outcome (decision 0044).
  const almatar = meteredClient(
    'travel_booking',
    options.almatar ?? almatarClientFromConfig(loadBookingConfig()),
  );
  const deps = { db: options.database.db, almatar };
  const flightDeps = { ...deps, bookTicket: options.bookTicket };
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

  api.post(
    '/api/booking/almatar/:id/create',
    {
      config: { access: requestActionAccess('bookTicket') },
      schema: {
        tags: ['booking'],
        summary:
          "Book the worker's flight of a CONTRACTED request with the partner (→ TICKET_BOOKED); a booked request answers its booking",
        security: [{ bearer: [] }],
        params: employmentRequestIdParamsSchema,
        response: {
          200: flightBookingSchema.describe('Already booked: the booking'),
          201: flightBookingSchema.describe('Booked now'),
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          502: errorBodySchema,
          504: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const session = establishmentSessionOf(request);
      const { booking, created } = await bookFlight(flightDeps, session, request.params.id);
      // The e-ticket's codes and PDFs once the booking is stored (issue 25); kept if issued before.
      await issueTicket(app.verifiableDocuments, deps.db, session, request.params.id);
      return reply.code(created ? 201 : 200).send(booking);
    },
  );

  api.get(
    '/api/booking/:id',
    {
      config: { access: REQUEST_READ },
      schema: {
        tags: ['booking'],
        summary: 'The flight booked for an employment request (404 when none)',
        security: [{ bearer: [] }],
        params: employmentRequestIdParamsSchema,
        response: { 200: flightBookingSchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      (await getFlightBooking(deps.db, establishmentSessionOf(request), request.params.id)).booking,
  );

  api.get(
    '/api/booking/:id/ticket/pdf',
    {
      config: { access: REQUEST_READ },
      schema: {
        tags: ['booking'],
        summary:
          'The e-ticket of an employment request as a PDF, in Arabic and English; page marks in ?language=ar-SA|en-US, else the request language (404 when not booked)',
        security: [{ bearer: [] }],
        params: employmentRequestIdParamsSchema,
        querystring: documentQuerySchema,
        produces: ['application/pdf'],
        response: { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const session = establishmentSessionOf(request);
      const language = documentLanguageOf(request.query, request.headers);
      // Issued since issue 25: the file kept at booking (the caller's visibility checked first).
      const seen = await getFlightBooking(deps.db, session, request.params.id);
      const bookingId = await bookingIdOf(deps.db, request.params.id);
      const verified =
        bookingId === undefined
          ? null
          : await app.verifiableDocuments.storedPdf('eTicket', bookingId, language, session.organization.id);
      if (verified)
        return sendPdf(reply, verified.bytes, `e-ticket-${seen.request.number}-${seen.booking.pnr}`);
      let name = '';
      const make = async () => {
        const { booking, request: employment } = await getFlightBooking(deps.db, session, request.params.id);
        name = `e-ticket-${employment.number}-${booking.pnr}`;
        return renderTicketDocument(booking, employment, language);
      };
      const bytes = await printDocument(app.pdfRenderer, make, session.organization.id);
      return sendPdf(reply, bytes, name);
    },
  );
};
