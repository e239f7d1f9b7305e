import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { MessageKey } from '../../i18n/catalogue';
import { AppError } from '../../lib/errors';
import type { BookingConfig } from './booking-config';

/** One HTTP exchange with the partner, whoever carries it (fetch, or the simulator in-process). */
export type PartnerRequest = {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Aborted when the adapter stops waiting (its time limit). */
  signal?: AbortSignal;
};
export type PartnerResponse = { status: number; body: unknown };
export type PartnerTransport = (request: PartnerRequest) => Promise<PartnerResponse>;

const agencySchema = z.object({ agencyId: z.string().min(1) });
const userSchema = z.object({ userId: z.string().min(1) });
const countriesSchema = z.object({
  countries: z.array(
    z.object({ iso3: z.string(), iso2: z.string(), nameEn: z.string(), nameAr: z.string() }),
  ),
});
const bookingSchema = z.object({
  bookingId: z.string().min(1),
  pnr: z.string().min(1),
  ticketNumber: z.string().min(1),
  passenger: z.object({ name: z.string().min(1) }),
  from: z.string().length(3),
  to: z.string().length(3),
  airline: z.string().min(1),
  flightNumber: z.string().min(1),
  departureAt: z.iso.datetime({ offset: true }),
  arrivalAt: z.iso.datetime({ offset: true }),
});
const partnerErrorSchema = z.object({ error: z.string() }).partial();

export type PartnerCountry = z.infer<typeof countriesSchema>['countries'][number];
export type RegisterAgencyInput = { externalId: string; nameEn: string; nameAr: string | null };
export type RegisterUserInput = {
  agencyId: string;
  externalId: string;
  name: string;
  role: 'ADMIN' | 'AGENT';
  parentExternalId?: string;
};

export type BookFlightInput = {
  /** The same key books once: a repeat answers the same booking. */
  idempotencyKey: string;
  agencyId: string;
  passenger: { name: string; passportNumber: string; nationality: string };
  /** IATA airport codes. */
  from: string;
  to: string;
  /** The first day the worker may fly (YYYY-MM-DD). */
  departureDate: string;
};
export type PartnerBooking = z.infer<typeof bookingSchema>;

/** The travel-booking partner ("Almatar") as the portal needs it. */
export type AlmatarClient = {
  /** Idempotent per externalId: answers the same agency on repeat. */
  registerAgency: (input: RegisterAgencyInput) => Promise<{ agencyId: string }>;
  /** Idempotent per agency and externalId. */
  registerUser: (input: RegisterUserInput) => Promise<{ userId: string }>;
  countries: () => Promise<PartnerCountry[]>;
  /** Books (or answers the booking already made under the same idempotency key). */
  bookFlight: (input: BookFlightInput) => Promise<PartnerBooking>;
};

export type AlmatarClientOptions = {
  /** How long the adapter waits for any answer; then 504 `booking.partnerTimeout`. */
  timeoutMs?: number;
};

/** Message keys of a call's failures: the partner down (502), or refusing (502). */
type FailureKeys = { unavailable: MessageKey; refused: MessageKey };
const REGISTRATION: FailureKeys = {
  unavailable: 'booking.partnerUnavailable',
  refused: 'booking.partnerRefused',
};
const BOOKING: FailureKeys = { unavailable: 'booking.flightUnavailable', refused: 'booking.flightRefused' };

/** Stable ids the partner knows our records by. */
export const agencyExternalId = (organizationId: number): string => `org-${organizationId}`;
export const userExternalId = (userId: number): string => `user-${userId}`;

const failure = (status: 502 | 504, key: MessageKey, cause: unknown): AppError => {
  const error = new AppError(status, key);
  error.cause = cause;
  return error;
};

const parse = <T>(
  schema: z.ZodType<T>,
  response: PartnerResponse,
  expected: number[],
  keys: FailureKeys = REGISTRATION,
): T => {
  const unavailable = (cause: unknown) => failure(502, keys.unavailable, cause);
  if (response.status >= 500) throw unavailable(new Error(`partner answered ${response.status}`));
  if (
    response.status === 409 &&
    partnerErrorSchema.safeParse(response.body).data?.error === 'PARENT_NOT_REGISTERED'
  ) {
    throw new AppError(409, 'booking.parentNotRegistered');
  }
  if (!expected.includes(response.status)) {
    throw failure(
      502,
      keys.refused,
      new Error(`partner answered ${response.status}: ${JSON.stringify(response.body).slice(0, 300)}`),
    );
  }
  const parsed = schema.safeParse(response.body);
  if (!parsed.success) throw unavailable(new Error(`unexpected partner answer: ${parsed.error.message}`));
  return parsed.data;
};

/** The transport's answer, or a 504 once `timeoutMs` has passed (the transport is told to stop). */
const withTimeLimit = async (
  transport: PartnerTransport,
  request: PartnerRequest,
  timeoutMs: number | undefined,
): Promise<PartnerResponse> => {
  if (timeoutMs === undefined) return transport(request);
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(failure(504, 'booking.partnerTimeout', new Error(`no answer within ${timeoutMs} ms`)));
    }, timeoutMs);
  });
  try {
    return await Promise.race([transport({ ...request, signal: controller.signal }), timedOut]);
  } finally {
    clearTimeout(timer);
  }
};

/**
 * The adapter over any transport: partner failures become 502, no answer within the time limit
 * 504, each with a catalogue message.
 */
export const createAlmatarClient = (
  transport: PartnerTransport,
  options: AlmatarClientOptions = {},
): AlmatarClient => {
  const call = async (
    request: PartnerRequest,
    keys: FailureKeys = REGISTRATION,
  ): Promise<PartnerResponse> => {
    try {
      return await withTimeLimit(transport, request, options.timeoutMs);
    } catch (error) {
      if (error instanceof AppError) throw error;
      const timeout = error instanceof Error && error.name === 'TimeoutError';
      throw timeout ? failure(504, 'booking.partnerTimeout', error) : failure(502, keys.unavailable, error);
    }
  };
  return {
    registerAgency: async (input) =>
      parse(agencySchema, await call({ method: 'POST', path: '/v1/agencies', body: input }), [200, 201]),
    registerUser: async ({ agencyId, ...body }) =>
      parse(
        userSchema,
        await call({ method: 'POST', path: `/v1/agencies/${encodeURIComponent(agencyId)}/users`, body }),
        [200, 201],
      ),
    countries: async () =>
      parse(countriesSchema, await call({ method: 'GET', path: '/v1/countries' }), [200]).countries,
    bookFlight: async ({ idempotencyKey, ...body }) =>
      parse(
        bookingSchema,
        await call(
          { method: 'POST', path: '/v1/bookings', body, headers: { 'idempotency-key': idempotencyKey } },
          BOOKING,
        ),
        [200, 201],
        BOOKING,
      ),
  };
};

/** Real HTTP to TRAVEL_BOOKING_URL, with a timeout and the optional bearer key. */
export const httpTransport =
  (baseUrl: string, apiKey: string | undefined, timeoutMs: number): PartnerTransport =>
  async ({ method, path, body, headers: extra, signal }) => {
    const headers: Record<string, string> = { ...extra, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (apiKey) headers.authorization = `Bearer ${apiKey}`;
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
      signal: signal
        ? AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)])
        : AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  };

/** Reached through `inject` only; its test control exists under test (tests switch its modes). */
const newSimulator = (): Promise<FastifyInstance> =>
  import('@portal/tools/travel-booking-simulator/app').then(({ buildSimulatorApp }) =>
    buildSimulatorApp({ testControls: process.env.NODE_ENV === 'test' }),
  );

let processSimulator: Promise<FastifyInstance> | null = null;

/**
 * The one simulator of this process that the configured adapter talks to when TRAVEL_BOOKING_URL
 * is unset (tests switch its modes with `POST /v1/_control` through `inject`).
 */
export const inProcessSimulator = (): Promise<FastifyInstance> => (processSimulator ??= newSimulator());

/**
 * The simulator of tools/travel-booking-simulator, answered in this process through `inject`: a
 * private one by default, or the one `simulator` gives.
 */
export const inProcessTransport = (simulator?: () => Promise<FastifyInstance>): PartnerTransport => {
  let own: Promise<FastifyInstance> | null = null;
  return async ({ method, path, body, headers }) => {
    const app = await (simulator ? simulator() : (own ??= newSimulator()));
    const response = await app.inject({
      method,
      url: path,
      ...(headers && { headers }),
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
    return { status: response.statusCode, body: response.body ? (response.json() as unknown) : null };
  };
};

/** The partner the configuration names: HTTP when TRAVEL_BOOKING_URL is set, else the simulator. */
export const almatarClientFromConfig = (config: BookingConfig): AlmatarClient =>
  createAlmatarClient(
    config.url
      ? httpTransport(config.url, config.apiKey, config.timeoutMs)
      : inProcessTransport(inProcessSimulator),
    { timeoutMs: config.timeoutMs },
  );
