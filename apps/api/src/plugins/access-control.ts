import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES } from '@portal/contracts/error-body';
import { HEADERS, parseEstablishmentKey } from '@portal/contracts/http-headers';
import { writeBlockOf } from '@portal/contracts/organization-status';
import {
  isOperatorAccess,
  isPersonAccess,
  isPublicAccess,
  refusalOf,
  type AccessDeclaration,
  type EstablishmentAccess,
} from '../lib/access-declaration';
import { AppError } from '../lib/errors';
import type { EstablishmentSession } from '../types/session';

const headerOf = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() || undefined;
};

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Names why a suspended organisation is suspended, when a module knows (a compliance order's
 * breach, decision 0059): the refusal to answer instead of the plain one, or null. Read only on a
 * refused write, so the usual request pays nothing.
 */
export type SuspensionExplainer = (organizationId: number) => Promise<AppError | null>;

const isApiRequest = (url: string): boolean =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** Checks the establishment headers against the membership the database returned, then the route's rule. */
const checkEstablishmentAccess = (
  request: FastifyRequest,
  rule: EstablishmentAccess,
  session: EstablishmentSession,
): void => {
  const { membership, establishment } = session;
  const role = headerOf(request, HEADERS.role);
  if (role && role !== membership.role) throw new AppError(403, 'errors.roleMismatch');
  const organizationId = headerOf(request, HEADERS.organizationId);
  if (organizationId && organizationId !== String(establishment.organizationId)) {
    throw new AppError(403, 'errors.organizationMismatch');
  }
  const refusal = refusalOf(rule, membership);
  if (refusal) throw new AppError(403, refusal);
};

/**
 * Every route declares `config.access`; the headers of spec section 7 are never trusted on their
 * own but matched against the person's active memberships.
 */
const accessControlPlugin = async (app: FastifyInstance): Promise<void> => {
  app.decorateRequest('session', null);
  // Modules registered later add theirs (one list per app).
  app.decorate('suspensionExplainers', [] as SuspensionExplainer[]);

  const suspendedRefusal = async (organizationId: number): Promise<AppError> => {
    for (const explain of app.suspensionExplainers) {
      const refusal = await explain(organizationId);
      if (refusal) return refusal;
    }
    return new AppError(403, 'errors.organizationSuspended', { code: ERROR_CODES.organizationSuspended });
  };

  /** The session of a route that needs one (every rule but public and operator). */
  const signIn = async (
    request: FastifyRequest,
    access: EstablishmentAccess | { authenticated: true },
  ): Promise<void> => {
    if (isPersonAccess(access)) {
      const { user, memberships } = await app.authenticatePerson(request);
      request.session = { user, membership: null, establishment: null, organization: null, memberships };
      return;
    }
    const rawKey = headerOf(request, HEADERS.establishment);
    const key = rawKey ? parseEstablishmentKey(rawKey) : null;
    // Authenticate first so a bad token answers 401 whatever the headers say.
    const person = await app.authenticate(request, key);
    if (!rawKey) throw new AppError(403, 'errors.establishmentRequired');
    if (!key) throw new AppError(403, 'errors.establishmentInvalid');
    const { user, membership, establishment, organization } = person;
    if (!membership || !establishment || !organization) throw new AppError(403, 'errors.notMember');
    const session: EstablishmentSession = { user, membership, establishment, organization };
    checkEstablishmentAccess(request, access, session);
    // `organization.active` is the derived value (suspensions in force included): a suspended
    // organisation, or one whose licence expired, reads only (the same rule the screens apply).
    const writeBlock = writeBlockOf(organization);
    if (!READ_METHODS.has(request.method) && writeBlock && !access.allowWhenSuspended) {
      if (writeBlock === 'EXPIRED_LICENSE') throw new AppError(403, 'errors.licenceExpired');
      throw await suspendedRefusal(organization.id);
    }
    request.session = session;
  };

  // A callback hook: public and operator routes (health, readiness, metrics, the public pages'
  // calls) are answered without a promise of their own (decision 0051).
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.is404) return done();
    const access: AccessDeclaration | undefined = request.routeOptions.config.access;
    if (!access) {
      // Fail closed: an undeclared API route is a programming error (a test walks them all).
      if (isApiRequest(request.url)) {
        request.log.error({ url: request.routeOptions.url }, 'route without an access declaration');
        return done(new AppError(403, 'errors.forbidden'));
      }
      return done();
    }
    if (isPublicAccess(access)) return done();
    if (isOperatorAccess(access)) {
      try {
        app.checkOperator(request);
      } catch (error) {
        return done(error as AppError);
      }
      return done();
    }
    signIn(request, access).then(() => done(), done);
  });
};

export default fp(accessControlPlugin, { name: 'access-control', dependencies: ['authentication'] });
