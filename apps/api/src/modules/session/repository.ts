import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { establishments, memberships, organizations, users } from '../../db/schema/index';
import type { EstablishmentRow, MembershipRow, OrganizationRow, UserRow } from '../../types/session';

export type EstablishmentKey = { laborOfficeId: number; sequenceNumber: number };

export type PersonWithMembership = {
  user: UserRow;
  membership: MembershipRow | null;
  establishment: EstablishmentRow | null;
  organization: OrganizationRow | null;
};

/**
 * The person with the token's subject and, when an establishment is named, their active membership
 * there: one indexed query per request, nothing cached, so rights changes apply at once.
 */
export const findPersonBySubject = async (
  db: Database,
  subject: string,
  key: EstablishmentKey | null,
): Promise<PersonWithMembership | null> => {
  if (!key) {
    const [user] = await db.select().from(users).where(eq(users.subject, subject)).limit(1);
    return user ? { user, membership: null, establishment: null, organization: null } : null;
  }
  const [row] = await db
    .select({ user: users, membership: memberships, establishment: establishments, organization: organizations })
    .from(users)
    .leftJoin(
      establishments,
      and(eq(establishments.laborOfficeId, key.laborOfficeId), eq(establishments.sequenceNumber, key.sequenceNumber)),
    )
    .leftJoin(
      memberships,
      and(
        eq(memberships.userId, users.id),
        eq(memberships.establishmentId, establishments.id),
        eq(memberships.active, true),
      ),
    )
    .leftJoin(organizations, eq(organizations.id, establishments.organizationId))
    .where(eq(users.subject, subject))
    .limit(1);
  return row ?? null;
};

/** First sign-in through an external provider: adopt the account with this verified e-mail. */
export const linkSubjectByEmail = async (db: Database, email: string, subject: string): Promise<boolean> => {
  const linked = await db
    .update(users)
    .set({ subject, updatedAt: new Date() })
    .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.subject)))
    .returning({ id: users.id });
  return linked.length === 1;
};
