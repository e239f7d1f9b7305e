import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import {
  COMPLAINT_STATUSES,
  complaintCreateSchema,
  complaintListQuerySchema,
  complaintStatusChangeSchema,
  type Complaint,
  type ComplaintScope,
} from '@portal/contracts/complaints';
import { createMemoryStore, type ComplaintStore, type StoredComplaint } from './state';
import { verifyAccessToken, verifySubject, type Caller, type SecretSource } from './tokens';

export type IssueTrackerOptions = {
  /** The HS256 secret shared with the portal API (its tokens and signed subjects). */
  secret: SecretSource;
  store?: ComplaintStore;
  /**
   * Records a connector token as having created its complaint; false when it already had (a token
   * is good for one complaint). Default: in this process's memory until the token expires.
   */
  claimToken?: (tokenId: string, expiresAt: Date) => Promise<boolean>;
  /** `POST /control/reject-next` exists only when a test starts the simulator with this. */
  testControls?: boolean;
  logger?: FastifyServerOptions['logger'];
};

/** Token ids that created a complaint, kept until the token expires (one process). */
export const memoryTokenClaims = (now: () => number = Date.now) => {
  const used = new Map<string, number>();
  return async (tokenId: string, expiresAt: Date): Promise<boolean> => {
    for (const [id, until] of used) if (until <= now()) used.delete(id);
    if (used.has(tokenId)) return false;
    used.set(tokenId, expiresAt.getTime());
    return true;
  };
};

const refuse = (reply: FastifyReply, status: number, error: string, message: string) =>
  reply.code(status).send({ error, message });

const bearerOf = (header: string | undefined): string | null =>
  (header && /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1]) || null;

/** Whether a complaint is about a request the scope covers. */
export const inScope = (
  scope: ComplaintScope,
  complaint: Pick<StoredComplaint, 'officeId' | 'countryId' | 'officeLocation'>,
) => {
  if (scope.kind === 'all') return true;
  if (scope.kind === 'office') return complaint.officeId === scope.officeId;
  if (scope.kind === 'embassy') {
    return complaint.countryId === scope.countryId && complaint.officeLocation === scope.officeLocation;
  }
  return false;
};

/** Raised by the other side and not resolved: the caller may move it on. */
const waitsOn = (caller: Caller, complaint: StoredComplaint) =>
  complaint.status !== 'RESOLVED' && complaint.raisedBy.organizationId !== caller.organizationId;

const present = (caller: Caller, complaint: StoredComplaint): Complaint => ({
  id: complaint.id,
  number: complaint.number,
  employmentRequest: complaint.employmentRequest,
  reason: complaint.reason,
  description: complaint.description,
  officeId: complaint.officeId,
  status: complaint.status,
  raisedBy: { organizationId: complaint.raisedBy.organizationId, role: complaint.raisedBy.role },
  waitingOnMe: waitsOn(caller, complaint),
  createdAt: complaint.createdAt,
  updatedAt: complaint.updatedAt,
});

const fieldsOf = (issues: readonly { path: PropertyKey[]; message: string }[]) =>
  Object.fromEntries(issues.map((issue) => [issue.path.map(String).join('.'), issue.message]));

/**
 * The issue tracker behind the complaints connector, simulated (decision 0031). Every `/api` call
 * carries the portal's connector token (HS256, `GET /api/complaints/jwt`); an invalid or expired
 * one answers 401. A token creates one complaint (a second create answers 401, the client fetches a
 * new token); a token of read access creates and moves nothing (403). With `testControls` only,
 * `POST /control/reject-next` makes the caller's next calls answer 401 (the client's refresh-once test).
 */
export const buildIssueTrackerApp = (options: IssueTrackerOptions): FastifyInstance => {
  const store = options.store ?? createMemoryStore();
  const { secret } = options;
  const claimToken = options.claimToken ?? memoryTokenClaims();
  /**
   * Calls to refuse with 401 per caller (`organisation:user`), set by the control call. The
   * portal's own count call (`/api/complaints/waiting`, made by the API for the notifications)
   * is left alone: the control is about the browser's calls.
   */
  const rejections = new Map<string, number>();
  const app = Fastify({ logger: options.logger ?? false });
  /** The verified caller of each request in flight. */
  const callers = new WeakMap<FastifyRequest, Caller>();

  // A browser on the portal's origin calls the tracker directly (bearer tokens, no cookies).
  app.addHook('onSend', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
  });

  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'OPTIONS') {
      return reply
        .code(204)
        .header('access-control-allow-methods', 'GET, POST, PUT')
        .header('access-control-allow-headers', 'authorization, content-type, accept, accept-language')
        .header('access-control-max-age', '600')
        .send();
    }
    if (request.url === '/health') return;
    const token = bearerOf(request.headers.authorization);
    const caller = token ? await verifyAccessToken(token, secret) : null;
    if (!caller) return refuse(reply, 401, 'UNAUTHORIZED', 'Missing, invalid or expired token');
    const key = `${caller.organizationId}:${caller.userId}`;
    const pending = rejections.get(key) ?? 0;
    const exempt = request.url.startsWith('/control/') || request.url.startsWith('/api/complaints/waiting');
    if (pending > 0 && !exempt) {
      if (pending === 1) rejections.delete(key);
      else rejections.set(key, pending - 1);
      return refuse(reply, 401, 'UNAUTHORIZED', 'Token rejected (test control)');
    }
    callers.set(request, caller);
  });

  const callerOf = (request: FastifyRequest): Caller => {
    const caller = callers.get(request);
    if (!caller) throw new Error('caller checked in onRequest');
    return caller;
  };

  app.get('/health', async () => ({ status: 'ok' }));

  if (options.testControls) {
    app.post<{ Body: { count?: unknown } }>('/control/reject-next', async (request, reply) => {
      const caller = callerOf(request);
      const count = Number(request.body?.count ?? 1);
      if (!Number.isInteger(count) || count < 1 || count > 10) {
        return refuse(reply, 400, 'VALIDATION', 'count: 1 to 10');
      }
      rejections.set(`${caller.organizationId}:${caller.userId}`, count);
      return reply.code(204).send();
    });
  }

  /** The caller's token gives no right to change complaints (a sub-user who may only read them). */
  const readOnly = (caller: Caller, reply: FastifyReply) =>
    caller.access === 'WRITE' ? null : refuse(reply, 403, 'FORBIDDEN', 'This token may only read complaints');

  app.get<{ Querystring: Record<string, string> }>('/api/complaints', async (request, reply) => {
    const caller = callerOf(request);
    const query = complaintListQuerySchema.safeParse(request.query);
    if (!query.success) {
      return reply
        .code(400)
        .send({ error: 'VALIDATION', message: 'Bad filter', fields: fieldsOf(query.error.issues) });
    }
    const { status, q } = query.data;
    const needle = q?.toLowerCase();
    const items = store
      .all()
      .filter((complaint) => inScope(caller.scope, complaint))
      .filter((complaint) => !status || complaint.status === status)
      .filter(
        (complaint) =>
          !needle ||
          [complaint.number, complaint.employmentRequest.number, complaint.description].some((value) =>
            value.toLowerCase().includes(needle),
          ),
      )
      .sort((a, b) => b.id - a.id)
      .map((complaint) => present(caller, complaint));
    return { items, total: items.length };
  });

  /** Open complaints raised by the other side: the portal's `complaints` notification count. */
  app.get('/api/complaints/waiting', async (request) => {
    const caller = callerOf(request);
    const count = store
      .all()
      .filter(
        (complaint) =>
          inScope(caller.scope, complaint) &&
          complaint.status === 'OPEN' &&
          complaint.raisedBy.organizationId !== caller.organizationId,
      ).length;
    return { count };
  });

  app.get<{ Params: { id: string } }>('/api/complaints/:id', async (request, reply) => {
    const caller = callerOf(request);
    const complaint = store.get(Number(request.params.id));
    if (!complaint || !inScope(caller.scope, complaint)) {
      return refuse(reply, 404, 'NOT_FOUND', 'No such complaint');
    }
    return present(caller, complaint);
  });

  app.post('/api/complaints', async (request, reply) => {
    const caller = callerOf(request);
    const refused = readOnly(caller, reply);
    if (refused) return refused;
    const body = complaintCreateSchema.safeParse(request.body ?? {});
    if (!body.success) {
      return reply
        .code(400)
        .send({ error: 'VALIDATION', message: 'Invalid complaint', fields: fieldsOf(body.error.issues) });
    }
    const subject = await verifySubject(body.data.subject, secret);
    if (!subject || subject.organizationId !== caller.organizationId || !inScope(caller.scope, subject)) {
      return refuse(reply, 400, 'INVALID_SUBJECT', 'The subject is invalid, expired or not the caller’s');
    }
    // One complaint per token: the first create claims its id, later ones are refused.
    if (!caller.tokenId || !(await claimToken(caller.tokenId, caller.expiresAt))) {
      return refuse(reply, 401, 'UNAUTHORIZED', 'This token has already created a complaint');
    }
    const { organizationId: _organizationId, ...facts } = subject;
    const complaint = store.add({
      ...facts,
      description: body.data.description,
      raisedBy: { organizationId: caller.organizationId, role: caller.role, userId: caller.userId },
    });
    return reply.code(201).send(present(caller, complaint));
  });

  app.put<{ Params: { id: string } }>('/api/complaints/:id/status', async (request, reply) => {
    const caller = callerOf(request);
    const refused = readOnly(caller, reply);
    if (refused) return refused;
    const body = complaintStatusChangeSchema.safeParse(request.body ?? {});
    if (!body.success) {
      return reply
        .code(400)
        .send({ error: 'VALIDATION', message: 'Invalid status', fields: fieldsOf(body.error.issues) });
    }
    const complaint = store.get(Number(request.params.id));
    if (!complaint || !inScope(caller.scope, complaint)) {
      return refuse(reply, 404, 'NOT_FOUND', 'No such complaint');
    }
    if (!waitsOn(caller, complaint)) {
      return refuse(
        reply,
        409,
        'NOT_WAITING_ON_CALLER',
        'Only the other side moves an unresolved complaint on',
      );
    }
    const order = COMPLAINT_STATUSES.indexOf(complaint.status);
    if (COMPLAINT_STATUSES.indexOf(body.data.status) <= order) {
      return refuse(reply, 409, 'STATUS_CONFLICT', `The complaint is already ${complaint.status}`);
    }
    return present(caller, store.setStatus(complaint.id, body.data.status)!);
  });

  return app;
};
