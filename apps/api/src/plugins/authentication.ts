import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { JWTVerifyGetKey } from 'jose';
import { issuerOf, type AppConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { AppError } from '../lib/errors';
import { createTokenVerifier, discoveredKeySource, type KeySource } from '../lib/token-verifier';
import {
  findPersonBySubject,
  linkSubjectByEmail,
  type EstablishmentKey,
  type PersonWithMembership,
} from '../modules/session/repository';

export type AuthenticationOptions = {
  config: AppConfig;
  database: DatabaseHandle;
  /** Tests: verify tokens against these keys instead of the issuer's JWKS. */
  tokenKeys?: JWTVerifyGetKey;
};

export type Authenticate = (request: FastifyRequest, key: EstablishmentKey | null) => Promise<PersonWithMembership>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Verifies the bearer token and loads the person (and the named membership). */
    authenticate: Authenticate;
  }
}

const bearerToken = (request: FastifyRequest): string => {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+([A-Za-z0-9._~+/-]+=*)\s*$/i.exec(header) : null;
  if (!match?.[1]) throw new AppError(401, 'errors.unauthorized');
  return match[1];
};

const keySourceOf = (app: FastifyInstance, options: AuthenticationOptions): (() => Promise<KeySource>) => {
  const { config, tokenKeys } = options;
  if (tokenKeys) return async () => ({ issuer: issuerOf(config), keys: tokenKeys });
  if (config.oidcIssuer) return discoveredKeySource(config.oidcIssuer);
  return async () => {
    if (!app.embeddedIdentity) throw new Error('embedded identity provider is not registered');
    return app.embeddedIdentity;
  };
};

const authenticationPlugin = async (app: FastifyInstance, options: AuthenticationOptions): Promise<void> => {
  const { db } = options.database;
  const verify = createTokenVerifier({ audience: options.config.oidcAudience, keySource: keySourceOf(app, options) });

  const authenticate: Authenticate = async (request, key) => {
    const claims = await verify(bearerToken(request));
    let person = await findPersonBySubject(db, claims.sub, key);
    if (!person && typeof claims.email === 'string' && claims.email_verified === true) {
      if (await linkSubjectByEmail(db, claims.email, claims.sub)) {
        request.log.info({ sub: claims.sub }, 'linked identity subject to an existing account by e-mail');
        person = await findPersonBySubject(db, claims.sub, key);
      }
    }
    if (!person) throw new AppError(401, 'errors.unknownUser');
    if (!person.user.active) throw new AppError(401, 'errors.inactiveUser');
    return person;
  };

  app.decorate('authenticate', authenticate);
};

export default fp(authenticationPlugin, { name: 'authentication' });
