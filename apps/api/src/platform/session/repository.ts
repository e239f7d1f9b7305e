import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Membership } from '@portal/contracts/credentials';
import type { Database } from '../../db/client';
import { inBatches, keyRows, preparedPerBatchSize } from '../../db/batch-statements';
import { activeMembershipsJson } from '../../db/credentials-json';
import { userColumns } from '../../db/user-columns';
import { establishments, memberships, organizations, users } from '../../db/schema/index';
import type {
  SessionEstablishment,
  SessionMembership,
  SessionOrganization,
  SessionUser,
  UserRow,
} from '../../types/session';
import {
  sessionEstablishmentColumns,
  sessionMembershipColumns,
  sessionOrganizationColumns,
  sessionUserColumns,
} from './session-columns';

export type EstablishmentKey = { laborOfficeId: number; sequenceNumber: number };

export type PersonWithMembership = {
  user: SessionUser;
  membership: SessionMembership | null;
  establishment: SessionEstablishment | null;
  organization: SessionOrganization | null;
};

export type PersonWithMemberships = { user: UserRow; memberships: Membership[] };

/** A token's subject as one row of a batch (`values` rows, decision 0083). */
const subjectRows = keyRows<string>('k', { subject: { type: 'text', of: (subject) => subject } });

/**
 * Every API request runs one of these: named prepared statements per batch size (decision 0083),
 * so PostgreSQL keeps one plan per connection and size rather than planning each run.
 */
const peopleOf = preparedPerBatchSize((db, size) =>
  db
    .select({ user: userColumns, memberships: sql<Membership[]>`${activeMembershipsJson(sql`${users.id}`)}` })
    .from(subjectRows.table(size))
    .innerJoin(users, sql`${users.subject} = k.subject`)
    .prepare(`session_people_${size}`),
);

/** The people with these token subjects and all their active memberships, in one query (GET /api/me). */
export const findPeopleWithMemberships = async (
  db: Database,
  subjects: string[],
): Promise<Map<string, PersonWithMemberships>> => {
  const people = new Map<string, PersonWithMemberships>();
  for (const batch of inBatches(subjects)) {
    const rows = await peopleOf(db, batch.size).execute(subjectRows.values(batch.keys));
    for (const row of rows) people.set(row.user.subject ?? '', row);
  }
  return people;
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

const personAtRows = keyRows<PersonAtKey>('k', {
  key: { type: 'text', of: personAtId },
  subject: { type: 'text', of: (key) => key.subject },
  labor_office_id: { type: 'int', of: (key) => key.laborOfficeId },
  sequence_number: { type: 'int', of: (key) => key.sequenceNumber },
});

const peopleAtOf = preparedPerBatchSize((db, size) =>
  db
    .select({
      key: sql<string>`k.key`,
      user: sessionUserColumns,
      membership: sessionMembershipColumns,
      establishment: sessionEstablishmentColumns,
      organization: sessionOrganizationColumns,
    })
    .from(personAtRows.table(size))
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
    .prepare(`session_people_at_${size}`),
);

/**
 * Each person with the token's subject and their active membership of the named establishment,
 * in one indexed query for the batch (by `personAtId`); nothing cached, so rights changes apply at
 * once. A subject without an account is missing from the answer.
 */
export const findPeopleAt = async (
  db: Database,
  keys: PersonAtKey[],
): Promise<Map<string, PersonWithMembership>> => {
  const people = new Map<string, PersonWithMembership>();
  for (const batch of inBatches(keys)) {
    const rows = await peopleAtOf(db, batch.size).execute(personAtRows.values(batch.keys));
    for (const { key, ...person } of rows) if (!people.has(key)) people.set(key, person);
  }
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
