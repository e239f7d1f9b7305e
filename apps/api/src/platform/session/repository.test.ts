import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { openTestDatabase } from '../../test-support/test-database';
import { accountAt as accountOf } from './accounts.test-support';
import { findPeopleAt, findPersonWithMemberships, personAtId } from './repository';

describe('findPeopleAt', () => {
  let database: DatabaseHandle;

  const accountAt = (username: string) => accountOf(database.db, username);

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
      establishment: { laborOfficeId: office.laborOfficeId, sequenceNumber: office.sequenceNumber },
    });
    // The office's own active membership, of that establishment.
    const atOffice = people.get(personAtId(office));
    expect(atOffice?.membership?.establishmentId).toBe(atOffice?.establishment?.id);
    expect(atOffice?.membership?.userId).toBe(atOffice?.user.id);
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
