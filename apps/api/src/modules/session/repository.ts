import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { organizationWithDerivedActive } from '../../lib/organization-active';
import { countries, establishments, memberships, organizations, users } from '../../db/schema/index';
import type {
  EstablishmentRow,
  MembershipRow,
  MembershipView,
  OrganizationRow,
  UserRow,
} from '../../types/session';

export type EstablishmentKey = { laborOfficeId: number; sequenceNumber: number };

export type PersonWithMembership = {
  user: UserRow;
  membership: MembershipRow | null;
  establishment: EstablishmentRow | null;
  organization: OrganizationRow | null;
};

export type PersonWithMemberships = { user: UserRow; memberships: MembershipView[] };

const parentUsers = alias(users, 'parent_users');

// Named prepared statements: every API request runs one of these, so PostgreSQL plans them once per connection.
const prepareStatements = (db: Database) => ({
  person: db
    .select({
      user: users,
      membership: memberships,
      establishment: establishments,
      organization: organizationWithDerivedActive,
      country: {
        id: countries.id,
        code3: countries.code3,
        nameAr: countries.nameAr,
        nameEn: countries.nameEn,
      },
      parent: { id: parentUsers.id, almatarRegistered: parentUsers.almatarRegistered },
    })
    .from(users)
    .leftJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.active, true)))
    .leftJoin(establishments, eq(establishments.id, memberships.establishmentId))
    .leftJoin(organizations, eq(organizations.id, establishments.organizationId))
    .leftJoin(countries, eq(countries.id, organizations.countryId))
    .leftJoin(parentUsers, eq(parentUsers.id, memberships.parentUserId))
    .where(eq(users.subject, sql.placeholder('subject')))
    .orderBy(asc(memberships.id))
    .prepare('session_person'),
  personAt: db
    .select({
      user: users,
      membership: memberships,
      establishment: establishments,
      organization: organizationWithDerivedActive,
    })
    .from(users)
    .leftJoin(
      establishments,
      and(
        eq(establishments.laborOfficeId, sql.placeholder('laborOfficeId')),
        eq(establishments.sequenceNumber, sql.placeholder('sequenceNumber')),
      ),
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
    .where(eq(users.subject, sql.placeholder('subject')))
    .limit(1)
    .prepare('session_person_at'),
});

const statements = new WeakMap<Database, ReturnType<typeof prepareStatements>>();
const statementsOf = (db: Database) => {
  let prepared = statements.get(db);
  if (!prepared) {
    prepared = prepareStatements(db);
    statements.set(db, prepared);
  }
  return prepared;
};

/** The person with the token's subject and all their active memberships, in one query (GET /api/me). */
export const findPersonWithMemberships = async (
  db: Database,
  subject: string,
): Promise<PersonWithMemberships | null> => {
  const rows = await statementsOf(db).person.execute({ subject });
  const first = rows[0];
  if (!first) return null;
  const views: MembershipView[] = [];
  for (const { membership, establishment, organization, country, parent } of rows) {
    if (membership && establishment && organization)
      views.push({ membership, establishment, organization, country, parent });
  }
  return { user: first.user, memberships: views };
};

/**
 * The person with the token's subject and their active membership of the named establishment:
 * one indexed query per request, nothing cached, so rights changes apply at once.
 */
export const findPersonAt = async (
  db: Database,
  subject: string,
  key: EstablishmentKey,
): Promise<PersonWithMembership | null> => {
  const [row] = await statementsOf(db).personAt.execute({ subject, ...key });
  return row ?? null;
};

/** The person and, when an establishment is named, their active membership there. */
export const findPersonBySubject = async (
  db: Database,
  subject: string,
  key: EstablishmentKey | null,
): Promise<PersonWithMembership | null> => {
  if (key) return findPersonAt(db, subject, key);
  const person = await findPersonWithMemberships(db, subject);
  return person && { user: person.user, membership: null, establishment: null, organization: null };
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

/** First sign-in through an external provider whose token carries a national id: adopt that account. */
export const linkSubjectByNationalId = async (
  db: Database,
  nationalId: string,
  subject: string,
): Promise<boolean> => {
  const linked = await db
    .update(users)
    .set({ subject, updatedAt: new Date() })
    .where(and(eq(users.nationalId, nationalId), isNull(users.subject)))
    .returning({ id: users.id });
  return linked.length === 1;
};
