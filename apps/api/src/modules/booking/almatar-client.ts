import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import type { BookingConfig } from './booking-config';

/** One HTTP exchange with the partner, whoever carries it (fetch, or the simulator in-process). */
export type PartnerRequest = { method: 'GET' | 'POST'; path: string; body?: unknown };
export type PartnerResponse = { status: number; body: unknown };
export type PartnerTransport = (request: PartnerRequest) => Promise<PartnerResponse>;

const agencySchema = z.object({ agencyId: z.string().min(1) });
const userSchema = z.object({ userId: z.string().min(1) });
const countriesSchema = z.object({
  countries: z.array(
    z.object({ iso3: z.string(), iso2: z.string(), nameEn: z.string(), nameAr: z.string() }),
  ),
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

/** The travel-booking partner ("Almatar") as the portal needs it. */
export type AlmatarClient = {
  /** Idempotent per externalId: answers the same agency on repeat. */
  registerAgency: (input: RegisterAgencyInput) => Promise<{ agencyId: string }>;
  /** Idempotent per agency and externalId. */
  registerUser: (input: RegisterUserInput) => Promise<{ userId: string }>;
  countries: () => Promise<PartnerCountry[]>;
};

/** Stable ids the partner knows our records by. */
export const agencyExternalId = (organizationId: number): string => `org-${organizationId}`;
export const userExternalId = (userId: number): string => `user-${userId}`;

const unavailable = (cause: unknown): AppError => {
  const error = new AppError(502, 'booking.partnerUnavailable');
  error.cause = cause;
  return error;
};

const parse = <T>(schema: z.ZodType<T>, response: PartnerResponse, expected: number[]): T => {
  if (response.status >= 500) throw unavailable(new Error(`partner answered ${response.status}`));
  if (
    response.status === 409 &&
    partnerErrorSchema.safeParse(response.body).data?.error === 'PARENT_NOT_REGISTERED'
  ) {
    throw new AppError(409, 'booking.parentNotRegistered');
  }
  if (!expected.includes(response.status)) {
    const error = new AppError(502, 'booking.partnerRefused');
    error.cause = new Error(
      `partner answered ${response.status}: ${JSON.stringify(response.body).slice(0, 300)}`,
    );
    throw error;
  }
  const parsed = schema.safeParse(response.body);
  if (!parsed.success) throw unavailable(new Error(`unexpected partner answer: ${parsed.error.message}`));
  return parsed.data;
};

/** The adapter over any transport; partner failures become 502 with a catalogue message. */
export const createAlmatarClient = (transport: PartnerTransport): AlmatarClient => {
  const call = async (request: PartnerRequest): Promise<PartnerResponse> => {
    try {
      return await transport(request);
    } catch (error) {
      throw unavailable(error);
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
  };
};

/** Real HTTP to TRAVEL_BOOKING_URL, with a timeout and the optional bearer key. */
export const httpTransport =
  (baseUrl: string, apiKey: string | undefined, timeoutMs: number): PartnerTransport =>
  async ({ method, path, body }) => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (apiKey) headers.authorization = `Bearer ${apiKey}`;
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  };

/** The simulator of tools/travel-booking-simulator, answered in this process through `inject`. */
export const inProcessTransport = (): PartnerTransport => {
  let simulator: Promise<FastifyInstance> | null = null;
  return async ({ method, path, body }) => {
    simulator ??= import('@portal/tools/travel-booking-simulator/app').then(({ buildSimulatorApp }) =>
      buildSimulatorApp(),
    );
    const app = await simulator;
    const response = await app.inject({
      method,
      url: path,
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
    return { status: response.statusCode, body: response.body ? (response.json() as unknown) : null };
  };
};

/** The partner the configuration names: HTTP when TRAVEL_BOOKING_URL is set, else the simulator. */
export const almatarClientFromConfig = (config: BookingConfig): AlmatarClient =>
  createAlmatarClient(
    config.url ? httpTransport(config.url, config.apiKey, config.timeoutMs) : inProcessTransport(),
  );
