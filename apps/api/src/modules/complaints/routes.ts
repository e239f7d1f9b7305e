import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  COMPLAINT_ROLES,
  complaintSubjectRequestSchema,
  complaintSubjectSchema,
  complaintsTokenSchema,
} from '@portal/contracts/complaints';
import { errorBodySchema } from '@portal/contracts/error-body';
import type { Database } from '../../db/client';
import { establishmentSessionOf } from '../../platform/establishment-session';
import { IN_PROCESS_CONNECTOR_PATH } from './config';
import type { Connector } from './connector';
import { checkSubject } from './service';
import { signAccessToken, signSubject } from './tokens';

export type ComplaintsRoutesOptions = {
  db: Database;
  secret: () => Promise<string>;
  connector: Connector;
  /** Where the browser reaches the connector (answered with every token). */
  connectorUrl: string;
};

const FORWARDED_HEADERS = ['authorization', 'content-type', 'accept', 'accept-language'] as const;

/** Passes a browser call under `/connector/issue-tracker/*` to the in-process simulator as it is. */
const forward =
  (connector: Connector) =>
  async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
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
      config: { access: { roles: COMPLAINT_ROLES } },
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
      config: { access: { roles: COMPLAINT_ROLES } },
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

  if (connector.inProcess) {
    const handler = forward(connector);
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
