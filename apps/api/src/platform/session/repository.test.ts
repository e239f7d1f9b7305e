import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { establishments, memberships, users } from '../../db/schema/index';
import { openTestDatabase } from '../../test-support/test-database';
import { findPeopleAt, findPersonWithMemberships, personAtId, type PersonAtKey } from './repository';

describe('findPeopleAt', () => {
  let database: DatabaseHandle;

  /** A demo account's subject and the key of its first establishment. */
  const accountAt = async (username: string): Promise<PersonAtKey & { organizationId: number }> => {
    const [row] = await database.db
      .select({
        subject: users.subject,
        laborOfficeId: establishments.laborOfficeId,
        sequenceNumber: establishments.sequenceNumber,
        organizationId: establishments.organizationId,
      })
      .from(users)
      .innerJoin(memberships, eq(memberships.userId, users.id))
      .innerJoin(establishments, eq(establishments.id, memberships.establishmentId))
      .where(eq(users.username, username))
      .orderBy(memberships.id)
      .limit(1);
    if (!row?.subject) throw new Error(`no seeded membership of ${username}`);
    return { ...row, subject: row.subject };
  };

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => database?.close());

  it('answers each person of a batch at the establishment their own key names', async () => {
    const office = await accountAt('office');
    const agency = await accountAt('agency-ph');
    const officeAtAgency = {
      subject: office.subject,
      laborOfficeId: agency.laborOfficeId,
      sequenceNumber: agency.sequenceNumber,
    };
    const stranger = {
      subject: 'no-such-subject',
      laborOfficeId: office.laborOfficeId,
      sequenceNumber: office.sequenceNumber,
    };
    const keys = [office, agency, officeAtAgency, stranger, office];

    const people = await findPeopleAt(database.db, keys);

    expect(people.size).toBe(3);
    expect(people.get(personAtId(office))).toMatchObject({
      user: { username: 'office' },
      organization: { id: office.organizationId },
      membership: { active: true },
    });
    expect(people.get(personAtId(agency))).toMatchObject({
      user: { username: 'agency-ph' },
      organization: { id: agency.organizationId },
    });
    // A person at an establishment they do not belong to: known, without a membership there.
    expect(people.get(personAtId(officeAtAgency))).toMatchObject({
      user: { username: 'office' },
      membership: null,
    });
    expect(people.has(personAtId(stranger))).toBe(false);
  });

  it("loads the person without their password's hash, at an establishment or with all memberships", async () => {
    const office = await accountAt('office');
    const at = (await findPeopleAt(database.db, [office])).get(personAtId(office));
    const withMemberships = await findPersonWithMemberships(database.db, office.subject);
    for (const user of [at?.user, withMemberships?.user]) {
      expect(user).toMatchObject({ username: 'office' });
      expect(user).not.toHaveProperty('passwordHash');
    }
  });

  it('tells keys apart whatever characters the subject holds', () => {
    const key = { laborOfficeId: 1, sequenceNumber: 23 };
    expect(personAtId({ subject: 'a', ...key })).not.toBe(
      personAtId({ subject: 'a1', laborOfficeId: 1, sequenceNumber: 3 }),
    );
    expect(personAtId({ subject: 'x\u0000y', ...key })).not.toBe(personAtId({ subject: 'x', ...key }));
  });
});
