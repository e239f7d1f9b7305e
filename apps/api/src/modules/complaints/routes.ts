import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  complaintClocksQuerySchema,
  complaintClocksSchema,
  complaintSubjectRequestSchema,
  complaintSubjectSchema,
  complaintsTokenSchema,
} from '@portal/contracts/complaints';
import { errorBodySchema } from '@portal/contracts/error-body';
import type { Database } from '../../db/client';
import { routeAccess } from '../../lib/route-access';
import { establishmentSessionOf } from '../../platform/establishment-session';
import { IN_PROCESS_CONNECTOR_PATH } from './config';
import type { Connector } from './connector';
import { claimConnectorToken, checkSubject, complaintClocksOf } from './service';
import { verifyAccessToken } from '@portal/tools/issue-tracker-simulator/tokens';
import { signAccessToken, signSubject } from './tokens';

export type ComplaintsRoutesOptions = {
  db: Database;
  secret: () => Promise<string>;
  connector: Connector;
  /** Where the browser reaches the connector (answered with every token). */
  connectorUrl: string;
};

const FORWARDED_HEADERS = ['authorization', 'content-type', 'accept', 'accept-language'] as const;

const bearerOf = (header: string | undefined): string | null =>
  (header && /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1]) || null;

/**
 * Passes a browser call under `/connector/issue-tracker/*` to the in-process simulator as it is.
 * A create first spends its token's one complaint in the database, so the limit holds across
 * every API instance (the simulator's own record is of one process).
 */
const forward =
  (connector: Connector, db: Database, secret: () => Promise<string>) =>
  async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
    if (request.method === 'POST' && request.params['*'].replace(/\/+$/, '') === 'api/complaints') {
      const token = bearerOf(request.headers.authorization);
      const caller = token ? await verifyAccessToken(token, secret) : null;
      if (caller?.tokenId && !(await claimConnectorToken(db, caller.tokenId, caller.expiresAt))) {
        return reply.code(401).send({
          error: 'UNAUTHORIZED',
          message: 'This token has already created a complaint',
        });
      }
    }
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const headers = Object.fromEntries(
      FORWARDED_HEADERS.flatMap((name) => {
        const value = request.headers[name];
        return typeof value === 'string' ? [[name, value]] : [];
      }),
    );
    const response = await connector.transport({
      method: request.method as 'GET' | 'POST' | 'PUT',
      path: `/${request.params['*']}${query}`,
      headers,
      ...(request.body !== undefined && { body: JSON.stringify(request.body) }),
    });
    const type = response.headers['content-type'];
    if (type) reply.type(type);
    return reply.code(response.status).send(response.body);
  };

/**
 * Complaints (spec 2, 6, 7; decision 0031): the connector's own token, the check of what a
 * complaint is about, and — without ISSUE_TRACKER_URL — the simulated connector on this server.
 */
export const complaintsRoutes = async (app: FastifyInstance, options: ComplaintsRoutesOptions) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, secret, connector, connectorUrl } = options;

  api.get(
    '/api/complaints/jwt',
    {
      // The complaints screen's rule: a sub-user without rights on it gets no token (decision 0017).
      config: { access: routeAccess('complaints', 'READ') },
      schema: {
        tags: ['complaints'],
        summary: "The issue-tracker connector's own short-lived token (HS256) and its address",
        security: [{ bearer: [] }],
        response: { 200: complaintsTokenSchema, 403: errorBodySchema },
      },
    },
    async (request) => ({
      ...(await signAccessToken(establishmentSessionOf(request), await secret())),
      connectorUrl,
    }),
  );

  api.post(
    '/api/complaints/subject',
    {
      config: { access: routeAccess('complaints.add', 'WRITE') },
      schema: {
        tags: ['complaints'],
        summary:
          'Checks the employment request and the reason; answers the signed subject the connector accepts',
        security: [{ bearer: [] }],
        body: complaintSubjectRequestSchema,
        response: {
          200: complaintSubjectSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => {
      const session = establishmentSessionOf(request);
      const claims = await checkSubject(db, session, request.body);
      return { subject: await signSubject(session, claims, await secret()) };
    },
  );

  api.get(
    '/api/complaints/clocks',
    {
      config: { access: routeAccess('complaints', 'READ') },
      schema: {
        tags: ['complaints'],
        summary:
          "The answer clocks the portal keeps for these complaints (ids: the tracker's), those the caller sees",
        security: [{ bearer: [] }],
        querystring: complaintClocksQuerySchema,
        response: { 200: complaintClocksSchema, 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => complaintClocksOf(db, establishmentSessionOf(request), request.query.ids ?? []),
  );

  if (connector.inProcess) {
    const handler = forward(connector, db, secret);
    app.route<{ Params: { '*': string } }>({
      method: ['GET', 'POST', 'PUT'],
      url: `${IN_PROCESS_CONNECTOR_PATH}/*`,
      // The connector checks its own token; the portal's session plays no part.
      config: { access: { public: true } },
      schema: { hide: true },
      handler,
    });
  }
};
