import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { establishments, memberships, organizations, users } from '../db/schema/index';
import type { EstablishmentSession } from '../types/session';

/** A seeded user's session as the access-control plugin builds it (their first membership). */
export const sessionOf = async (db: Database, username: string): Promise<EstablishmentSession> => {
  const [row] = await db
    .select({
      user: users,
      membership: memberships,
      establishment: establishments,
      organization: organizations,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(establishments, eq(establishments.id, memberships.establishmentId))
    .innerJoin(organizations, eq(organizations.id, establishments.organizationId))
    .where(eq(users.username, username))
    .orderBy(asc(memberships.id))
    .limit(1);
  if (!row) throw new Error(`no membership for ${username}`);
  return row;
};
