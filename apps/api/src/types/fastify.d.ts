import type { JWTVerifyGetKey } from 'jose';
import type { AccessDeclaration } from '../lib/access-declaration';
import type { Authenticate, AuthenticatePerson } from '../plugins/authentication';
import type { SuspensionExplainer } from '../plugins/access-control';
import type { InFlight } from '../plugins/in-flight';
import type { Session } from './session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every route; see plugins/access-control.ts. */
    access?: AccessDeclaration;
    /**
     * A balancer's probe (liveness, readiness): its successful answers are counted by the metrics
     * histogram, not logged line by line; a failed one is logged as any other (decision 0079).
     */
    probe?: boolean;
  }

  interface FastifyInstance {
    /** Verifies the bearer token and loads the person (and the named membership). */
    authenticate: Authenticate;
    /** Verifies the bearer token and loads the person with all their active memberships. */
    authenticatePerson: AuthenticatePerson;
    /** Say why a suspended organisation's write is refused (plugins/access-control); modules add theirs. */
    suspensionExplainers: SuspensionExplainer[];
    /** Running route handlers, for graceful shutdown. */
    inFlight: InFlight;
    /** Set by plugins/identity in embedded mode: the issuer and its signing keys. */
    embeddedIdentity?: { issuer: string; keys: JWTVerifyGetKey };
    /** Set by plugins/static-web when the built web app exists: answers index.html. */
    serveWebIndex: ((reply: FastifyReply) => FastifyReply) | null;
  }

  interface FastifyRequest {
    /** Resolved by plugins/access-control; null on public routes. */
    session: Session | null;
  }
}
