import { eq } from 'drizzle-orm';
import { createTestApp, membershipOf, type TestApp } from '../test-support/test-app';
import { organizations } from '../db/schema/index';
import type { EstablishmentSession, OrganizationRow } from '../types/session';
import { findPersonBySubject } from '../platform/session/repository';

export type ShellTestApp = TestApp & {
  /** The session the access-control plugin would build for this user's n-th membership (service tests). */
  sessionFor: (username: string, membershipIndex?: number) => Promise<EstablishmentSession>;
  /** The whole row of this user's organisation (a session carries only what requests read of it). */
  organizationOf: (username: string) => Promise<OrganizationRow>;
};

/**
 * The whole API (the platform's createTestApp, every module of the registry) on a private copy of
 * the seeded database, with sessions and headers per seeded user.
 */
export const createShellTestApp = async (): Promise<ShellTestApp> => {
  const t = await createTestApp();

  const sessionFor = async (username: string, membershipIndex = 0): Promise<EstablishmentSession> => {
    const { user, establishment } = await membershipOf(t.database.db, username, membershipIndex);
    if (!user.subject) throw new Error(`${username} has no subject`);
    const person = await findPersonBySubject(t.database.db, user.subject, establishment);
    if (!person?.membership || !person.establishment || !person.organization)
      throw new Error(`no session for ${username}`);
    return {
      user: person.user,
      membership: person.membership,
      establishment: person.establishment,
      organization: person.organization,
    };
  };

  const organizationOf = async (username: string): Promise<OrganizationRow> => {
    const { organization } = await sessionFor(username);
    const [row] = await t.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, organization.id));
    if (!row) throw new Error(`no organisation for ${username}`);
    return row;
  };

  return { ...t, sessionFor, organizationOf };
};
