import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { PARTNER_COUNTRIES } from './countries';
import { itineraryFor, newPnr, newTicketNumber } from './flights';
import {
  createSimulatorState,
  newId,
  SIMULATOR_MODES,
  type Booking,
  type SimulatorMode,
  type SimulatorState,
} from './state';

export type SimulatorOptions = {
  /** When set, every call must carry `Authorization: Bearer <apiKey>`. */
  apiKey?: string;
  state?: SimulatorState;
  /** How bookings are answered at start (`SIMULATOR_MODE`); `POST /v1/_control` changes it. */
  mode?: SimulatorMode;
  /** `GET`/`POST /v1/_control` exist only when tests (or `SIMULATOR_TEST_CONTROLS=true`) ask for them. */
  testControls?: boolean;
  /** The delay of the `slow` mode in milliseconds (`SIMULATOR_DELAY_MS`). */
  delayMs?: number;
  logger?: FastifyServerOptions['logger'];
};

type AgencyBody = { externalId: string; nameEn: string; nameAr?: string | null };
type UserBody = {
  externalId: string;
  name: string;
  role: 'ADMIN' | 'AGENT';
  parentExternalId?: string | null;
};

const agencyBodySchema = {
  type: 'object',
  required: ['externalId', 'nameEn'],
  properties: {
    externalId: { type: 'string', minLength: 1, maxLength: 100 },
    nameEn: { type: 'string', minLength: 1, maxLength: 300 },
    nameAr: { type: ['string', 'null'], maxLength: 300 },
  },
} as const;

const userBodySchema = {
  type: 'object',
  required: ['externalId', 'name', 'role'],
  properties: {
    externalId: { type: 'string', minLength: 1, maxLength: 100 },
    name: { type: 'string', minLength: 1, maxLength: 300 },
    role: { type: 'string', enum: ['ADMIN', 'AGENT'] },
    parentExternalId: { type: ['string', 'null'], maxLength: 100 },
  },
} as const;

type BookingBody = {
  agencyId: string;
  passenger: { name: string; passportNumber: string; nationality: string };
  from: string;
  to: string;
  departureDate: string;
};

const airport = { type: 'string', pattern: '^[A-Z]{3}$' } as const;

const bookingBodySchema = {
  type: 'object',
  required: ['agencyId', 'passenger', 'from', 'to', 'departureDate'],
  properties: {
    agencyId: { type: 'string', minLength: 1, maxLength: 100 },
    passenger: {
      type: 'object',
      required: ['name', 'passportNumber', 'nationality'],
      properties: {
        name: { type: 'string', minLength: 1, maxLength: 300 },
        passportNumber: { type: 'string', minLength: 1, maxLength: 30 },
        nationality: { type: 'string', pattern: '^[A-Z]{3}$' },
      },
    },
    from: airport,
    to: airport,
    departureDate: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
  },
} as const;

const controlBodySchema = {
  type: 'object',
  required: ['mode'],
  properties: {
    mode: { type: 'string', enum: [...SIMULATOR_MODES] },
    delayMs: { type: 'integer', minimum: 0, maximum: 600_000 },
  },
} as const;

/** The same booking asked again: same passenger and route (else the key was reused for another). */
const sameBooking = (booking: Booking, body: BookingBody) =>
  booking.agencyId === body.agencyId &&
  booking.passenger.passportNumber === body.passenger.passportNumber &&
  booking.from === body.from &&
  booking.to === body.to;

const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref();
  });

const countriesBody = JSON.stringify({ countries: PARTNER_COUNTRIES });
const countriesEtag = `"${createHash('sha256').update(countriesBody).digest('base64url').slice(0, 27)}"`;

/**
 * The travel-booking partner, simulated: agencies (offices) register, then their users; a country list.
 * Registration is idempotent per externalId: a repeat answers 200 with the same ids.
 */
export const buildSimulatorApp = (options: SimulatorOptions = {}): FastifyInstance => {
  const state = options.state ?? createSimulatorState();
  if (options.mode) state.mode = options.mode;
  if (options.delayMs !== undefined) state.delayMs = options.delayMs;
  const app = Fastify({ logger: options.logger ?? false });

  if (options.apiKey) {
    const expected = `Bearer ${options.apiKey}`;
    app.addHook('onRequest', async (request, reply) => {
      if (request.headers.authorization !== expected) {
        return reply.code(401).send({ error: 'UNAUTHORIZED', message: 'Invalid API key' });
      }
    });
  }

  app.get('/health', async () => ({ status: 'ok' }));

  app.get('/v1/countries', async (request, reply) => {
    reply.header('etag', countriesEtag).header('cache-control', 'public, max-age=86400');
    if (request.headers['if-none-match'] === countriesEtag) return reply.code(304).send();
    return reply.type('application/json').send(countriesBody);
  });

  app.post<{ Body: AgencyBody }>(
    '/v1/agencies',
    { schema: { body: agencyBodySchema } },
    async (request, reply) => {
      const { externalId, nameEn, nameAr } = request.body;
      const existing = state.agenciesByExternalId.get(externalId);
      if (existing) return reply.code(200).send(state.agencies.get(existing));
      const agency = {
        agencyId: newId('ag'),
        externalId,
        nameEn,
        nameAr: nameAr ?? null,
        registeredAt: new Date().toISOString(),
      };
      state.agencies.set(agency.agencyId, agency);
      state.agenciesByExternalId.set(externalId, agency.agencyId);
      return reply.code(201).send(agency);
    },
  );

  app.get<{ Params: { externalId: string } }>(
    '/v1/agencies/by-external-id/:externalId',
    async (request, reply) => {
      const agencyId = state.agenciesByExternalId.get(request.params.externalId);
      if (!agencyId) return reply.code(404).send({ error: 'AGENCY_NOT_FOUND', message: 'Unknown agency' });
      return state.agencies.get(agencyId);
    },
  );

  app.post<{ Params: { agencyId: string }; Body: UserBody }>(
    '/v1/agencies/:agencyId/users',
    { schema: { body: userBodySchema } },
    async (request, reply) => {
      const { agencyId } = request.params;
      if (!state.agencies.has(agencyId)) {
        return reply.code(404).send({ error: 'AGENCY_NOT_FOUND', message: 'Unknown agency' });
      }
      const { externalId, name, role, parentExternalId } = request.body;
      if (role === 'AGENT') {
        if (!parentExternalId || !state.usersByExternalId.has(`${agencyId}:${parentExternalId}`)) {
          return reply
            .code(409)
            .send({ error: 'PARENT_NOT_REGISTERED', message: 'The parent user is not registered' });
        }
      }
      const key = `${agencyId}:${externalId}`;
      const existing = state.usersByExternalId.get(key);
      if (existing) return reply.code(200).send(state.users.get(existing));
      const user = {
        userId: newId('us'),
        agencyId,
        externalId,
        name,
        role,
        registeredAt: new Date().toISOString(),
      };
      state.users.set(user.userId, user);
      state.usersByExternalId.set(key, user.userId);
      return reply.code(201).send(user);
    },
  );

  /**
   * Books a flight once per `Idempotency-Key`: a repeat with the same key answers the same booking
   * (200), a repeat naming another passenger or route 422. `slow` books, then answers late; `fail`
   * answers 503 and books nothing.
   */
  app.post<{ Body: BookingBody }>(
    '/v1/bookings',
    { schema: { body: bookingBodySchema } },
    async (request, reply) => {
      state.bookingCalls += 1;
      const key = request.headers['idempotency-key'];
      if (typeof key !== 'string' || key.length === 0 || key.length > 200) {
        return reply
          .code(400)
          .send({ error: 'IDEMPOTENCY_KEY_REQUIRED', message: 'Send an Idempotency-Key header' });
      }
      if (state.mode === 'fail') {
        return reply.code(503).send({ error: 'UNAVAILABLE', message: 'Booking is unavailable' });
      }
      const body = request.body;
      const existing = state.bookings.get(key);
      if (existing && !sameBooking(existing, body)) {
        return reply
          .code(422)
          .send({ error: 'IDEMPOTENCY_KEY_REUSED', message: 'The key was used for another booking' });
      }
      if (!existing && !state.agencies.has(body.agencyId)) {
        return reply.code(404).send({ error: 'AGENCY_NOT_FOUND', message: 'Unknown agency' });
      }
      const booking: Booking = existing ?? {
        bookingId: newId('bk'),
        idempotencyKey: key,
        agencyId: body.agencyId,
        pnr: newPnr(),
        passenger: body.passenger,
        from: body.from,
        to: body.to,
        ...itineraryFor(body.from, body.to, body.departureDate),
        ticketNumber: '',
        status: 'TICKETED',
        bookedAt: new Date().toISOString(),
      };
      if (!existing) {
        booking.ticketNumber = newTicketNumber(booking.airline);
        state.bookings.set(key, booking);
      }
      if (state.mode === 'slow') await wait(state.delayMs);
      return reply.code(existing ? 200 : 201).send(booking);
    },
  );

  app.get<{ Params: { bookingId: string } }>('/v1/bookings/:bookingId', async (request, reply) => {
    const booking = [...state.bookings.values()].find((item) => item.bookingId === request.params.bookingId);
    if (!booking) return reply.code(404).send({ error: 'BOOKING_NOT_FOUND', message: 'Unknown booking' });
    return booking;
  });

  if (options.testControls) {
    /** Test control: the booking mode, and what the simulator has seen. */
    app.get('/v1/_control', async () => ({
      mode: state.mode,
      delayMs: state.delayMs,
      bookings: state.bookings.size,
      bookingCalls: state.bookingCalls,
    }));

    app.post<{ Body: { mode: SimulatorMode; delayMs?: number } }>(
      '/v1/_control',
      { schema: { body: controlBodySchema } },
      async (request) => {
        state.mode = request.body.mode;
        if (request.body.delayMs !== undefined) state.delayMs = request.body.delayMs;
        return { mode: state.mode, delayMs: state.delayMs };
      },
    );
  }

  return app;
};
