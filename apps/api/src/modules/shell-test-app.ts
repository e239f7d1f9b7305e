import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CSRF_COOKIE, HEADERS, formatEstablishmentKey } from '@portal/contracts/http-headers';
import { buildApp } from '../app';
import { issuerOf } from '../config';
import type { DatabaseHandle } from '../db/client';
import { establishments, memberships, users } from '../db/schema/index';
import { TEST_CSRF_TOKEN, testConfig } from '../test-support/test-app';
import { openTestDatabase } from '../test-support/test-database';
import { createTestTokens } from '../test-support/tokens';
import type { EstablishmentSession } from '../types/session';
import { findPersonBySubject } from '../platform/session/repository';

export type ShellTestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  headersFor: (username: string, membershipIndex?: number) => Promise<Record<string, string>>;
  /** The session the access-control plugin would build for this user's n-th membership (service tests). */
  sessionFor: (username: string, membershipIndex?: number) => Promise<EstablishmentSession>;
  close: () => Promise<void>;
};

/**
 * The whole API (as the platform's createTestApp builds it, every module of the registry) on a
 * private copy of the seeded database, with sessions and headers per seeded user.
 */
export const createShellTestApp = async (): Promise<ShellTestApp> => {
  const config = testConfig();
  const database = await openTestDatabase();
  const tokens = await createTestTokens({ issuer: issuerOf(config), audience: config.oidcAudience });
  const app = await buildApp({
    config,
    database,
    logger: false,
    tokenKeys: tokens.keys,
    embeddedIdentity: false,
    serveWeb: false,
  });
  await app.ready();

  const membershipOf = async (username: string, membershipIndex: number) => {
    const rows = await database.db
      .select({ user: users, membership: memberships, establishment: establishments })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .innerJoin(establishments, eq(establishments.id, memberships.establishmentId))
      .where(eq(users.username, username))
      .orderBy(asc(memberships.id));
    const row = rows[membershipIndex];
    if (!row?.user.subject) throw new Error(`${username} has no membership ${membershipIndex}`);
    return { ...row, subject: row.user.subject };
  };

  const sessionFor = async (username: string, membershipIndex = 0): Promise<EstablishmentSession> => {
    const { subject, establishment } = await membershipOf(username, membershipIndex);
    const person = await findPersonBySubject(database.db, subject, establishment);
    if (!person?.membership || !person.establishment || !person.organization)
      throw new Error(`no session for ${username}`);
    return {
      user: person.user,
      membership: person.membership,
      establishment: person.establishment,
      organization: person.organization,
    };
  };

  const headersFor = async (username: string, membershipIndex = 0) => {
    const row = await membershipOf(username, membershipIndex);
    return {
      authorization: `Bearer ${await tokens.sign({ sub: row.subject })}`,
      [HEADERS.establishment]: formatEstablishmentKey(
        row.establishment.laborOfficeId,
        row.establishment.sequenceNumber,
      ),
      [HEADERS.role]: row.membership.role,
      [HEADERS.organizationId]: String(row.establishment.organizationId),
      cookie: `${CSRF_COOKIE}=${TEST_CSRF_TOKEN}`,
      [HEADERS.csrf]: TEST_CSRF_TOKEN,
    };
  };

  return {
    app,
    database,
    headersFor,
    sessionFor,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
};
