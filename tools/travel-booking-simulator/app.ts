import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { PARTNER_COUNTRIES } from './countries';
import { createSimulatorState, newId, type SimulatorState } from './state';

export type SimulatorOptions = {
  /** When set, every call must carry `Authorization: Bearer <apiKey>`. */
  apiKey?: string;
  state?: SimulatorState;
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

const countriesBody = JSON.stringify({ countries: PARTNER_COUNTRIES });
const countriesEtag = `"${createHash('sha256').update(countriesBody).digest('base64url').slice(0, 27)}"`;

/**
 * The travel-booking partner, simulated: agencies (offices) register, then their users; a country list.
 * Registration is idempotent per externalId: a repeat answers 200 with the same ids.
 */
export const buildSimulatorApp = (options: SimulatorOptions = {}): FastifyInstance => {
  const state = options.state ?? createSimulatorState();
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

  return app;
};
