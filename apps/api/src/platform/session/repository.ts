import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Membership } from '@portal/contracts/credentials';
import type { Database } from '../../db/client';
import { preparedPerConnection } from '../../db/named-statements';
import { activeMembershipsJson } from '../../db/credentials-json';
import { userColumns } from '../../db/user-columns';
import { organizationWithDerivedActive } from '../../lib/organization-active';
import { establishments, memberships, organizations, users } from '../../db/schema/index';
import type { EstablishmentRow, MembershipRow, OrganizationRow, UserRow } from '../../types/session';

export type EstablishmentKey = { laborOfficeId: number; sequenceNumber: number };

export type PersonWithMembership = {
  user: UserRow;
  membership: MembershipRow | null;
  establishment: EstablishmentRow | null;
  organization: OrganizationRow | null;
};

export type PersonWithMemberships = { user: UserRow; memberships: Membership[] };

// Named prepared statements: every API request runs one of these, so PostgreSQL plans them once per connection.
const prepareStatements = (db: Database) => ({
  people: db
    .select({ user: userColumns, memberships: sql<Membership[]>`${activeMembershipsJson(sql`${users.id}`)}` })
    .from(users)
    .where(sql`${users.subject} = any(${sql.placeholder('subjects')})`)
    .prepare('session_people'),
  peopleAt: db
    .select({
      key: sql<string>`k.key`,
      user: userColumns,
      membership: memberships,
      establishment: establishments,
      organization: organizationWithDerivedActive,
    })
    .from(
      sql`unnest(${sql.placeholder('keys')}::text[], ${sql.placeholder('subjects')}::text[], ${sql.placeholder('laborOfficeIds')}::int[], ${sql.placeholder('sequenceNumbers')}::int[]) as k(key, subject, labor_office_id, sequence_number)`,
    )
    .innerJoin(users, sql`${users.subject} = k.subject`)
    .leftJoin(
      establishments,
      and(
        sql`${establishments.laborOfficeId} = k.labor_office_id`,
        sql`${establishments.sequenceNumber} = k.sequence_number`,
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
    .prepare('session_people_at'),
});

const statementsOf = preparedPerConnection(prepareStatements);

/** The people with these token subjects and all their active memberships, in one query (GET /api/me). */
export const findPeopleWithMemberships = async (
  db: Database,
  subjects: string[],
): Promise<Map<string, PersonWithMemberships>> => {
  const rows = await statementsOf(db).people.execute({ subjects });
  return new Map(rows.map((row) => [row.user.subject ?? '', row]));
};

/** The person with the token's subject and all their active memberships. */
export const findPersonWithMemberships = async (
  db: Database,
  subject: string,
): Promise<PersonWithMemberships | null> =>
  (await findPeopleWithMemberships(db, [subject])).get(subject) ?? null;

export type PersonAtKey = EstablishmentKey & { subject: string };

/** What tells one person-at-an-establishment from another in a batch. */
export const personAtId = (key: PersonAtKey): string =>
  JSON.stringify([key.subject, key.laborOfficeId, key.sequenceNumber]);

/**
 * Each person with the token's subject and their active membership of the named establishment,
 * in one indexed query for the batch (by `personAtId`); nothing cached, so rights changes apply at
 * once. A subject without an account is missing from the answer.
 */
export const findPeopleAt = async (
  db: Database,
  keys: PersonAtKey[],
): Promise<Map<string, PersonWithMembership>> => {
  const rows = await statementsOf(db).peopleAt.execute({
    keys: keys.map(personAtId),
    subjects: keys.map((key) => key.subject),
    laborOfficeIds: keys.map((key) => key.laborOfficeId),
    sequenceNumbers: keys.map((key) => key.sequenceNumber),
  });
  const people = new Map<string, PersonWithMembership>();
  for (const { key, ...person } of rows) if (!people.has(key)) people.set(key, person);
  return people;
};

/** The person with the token's subject and their active membership of the named establishment. */
export const findPersonAt = async (
  db: Database,
  subject: string,
  key: EstablishmentKey,
): Promise<PersonWithMembership | null> => {
  const atKey = { subject, ...key };
  return (await findPeopleAt(db, [atKey])).get(personAtId(atKey)) ?? null;
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
