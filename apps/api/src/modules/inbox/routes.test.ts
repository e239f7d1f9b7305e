import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxPage, ReminderPreferences } from '@portal/contracts/inbox';
import { OFFICE_LOCATIONS } from '@portal/contracts/constants';
import {
  countries,
  employmentRequests,
  establishments,
  files,
  inboxItems,
  licenceRequests,
  memberships,
  partnershipContracts,
  recordHistory,
  users,
} from '../../db/schema/index';
import { createTestApp, membershipOf, type TestApp } from '../../test-support/test-app';
import { SETTLING_MS, sweepStatusChanges } from './change-sweep';
import type { OutgoingEmail } from './mailer';
import { recipientsOf } from './recipients';
import { sweepReminders } from './reminder-sweep';
import { makeEmbassy, makeParty, startPartyClock } from './inbox-fixtures.test-support';
import { meetClock } from '../../platform/clocks/clock-store';

const DAY = 86_400_000;

describe('the inbox (decision 0058)', { timeout: 180_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 180_000);
  afterAll(async () => t?.close());

  const call = async (username: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...(await t.headersFor(username)), 'accept-language': 'en-US' },
      ...(payload !== undefined && { payload }),
    });

  it("keeps each person's reminder preferences, every reminder in Arabic until they choose", async () => {
    const before = await call('agency-ph', 'GET', '/api/inbox/preferences');
    expect(before.json()).toEqual({
      language: 'ar-SA',
      emailAtHalf: true,
      emailAtFourFifths: true,
      emailAtBreach: true,
    });
    const chosen: ReminderPreferences = {
      language: 'en-US',
      emailAtHalf: false,
      emailAtFourFifths: true,
      emailAtBreach: true,
    };
    const saved = await call('agency-ph', 'PUT', '/api/inbox/preferences', chosen);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call('agency-ph', 'GET', '/api/inbox/preferences')).json()).toEqual(chosen);
    // Another person's preferences are their own.
    expect((await call('office', 'GET', '/api/inbox/preferences')).json().language).toBe('ar-SA');
    const bad = await call('agency-ph', 'PUT', '/api/inbox/preferences', { ...chosen, language: 'fr-FR' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).not.toMatch(/^errors\./);
  });

  it('refuses a caller without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/inbox' })).statusCode).toBe(401);
  });

  it("puts a clock's reminders in the inbox of its party, once each, unread first, and marks them read", async () => {
    const { db } = t.database;
    const office = await membershipOf(db, 'office', 0);
    const now = new Date();
    // Two calendar days, started 30 hours ago: 62.5 % used, past the 50 % reminder only.
    const clock = await startPartyClock(
      db,
      office.establishment.organizationId,
      new Date(now.getTime() - 30 * 3_600_000),
    );
    const sent: OutgoingEmail[] = [];
    const queue = async (email: OutgoingEmail) => void sent.push(email);
    expect(await sweepReminders(db, now, 'http://portal.test', queue)).toBeGreaterThanOrEqual(1);
    expect(await sweepReminders(db, now, 'http://portal.test', queue)).toBe(0);
    const mine = sent.filter((email) => email.to === office.user.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject).toContain('مضى نصف المهلة');
    expect(mine[0]!.text).toContain(String(clock.subjectId));

    const page = (await call('office', 'GET', '/api/inbox?size=100')).json<InboxPage>();
    const item = page.items.find((entry) => entry.subject.id === clock.subjectId);
    expect(item).toMatchObject({ kind: 'reminder', percent: 50, obligation: 'agencyAnswer', read: false });
    expect(item!.dueAt).toBe(clock.dueAt.toISOString());
    const unread = (await call('office', 'GET', '/api/inbox/unread')).json().unread as number;
    expect(unread).toBeGreaterThanOrEqual(1);
    // Nobody outside the party sees it.
    const agency = (await call('agency-ph', 'GET', '/api/inbox?size=100')).json<InboxPage>();
    expect(agency.items.some((entry) => entry.subject.id === clock.subjectId)).toBe(false);
    // Someone else's item cannot be marked read by id.
    await call('agency-ph', 'POST', '/api/inbox/read', { ids: [item!.id] });
    expect((await call('office', 'GET', '/api/inbox/unread')).json().unread).toBe(unread);

    const marked = await call('office', 'POST', '/api/inbox/read', { ids: [item!.id] });
    expect(marked.json().unread).toBe(unread - 1);

    // 80 % passed a day later: a second item, unread, listed before the read one.
    const later = new Date(now.getTime() + 10 * 3_600_000);
    await sweepReminders(db, later, 'http://portal.test', queue);
    const ordered = (await call('office', 'GET', '/api/inbox?size=100')).json<InboxPage>();
    const ofClock = ordered.items.filter((entry) => entry.subject.id === clock.subjectId);
    expect(ofClock.map((entry) => [entry.percent, entry.read])).toEqual([
      [80, false],
      [50, true],
    ]);
    const all = await call('office', 'POST', '/api/inbox/read', { all: true });
    expect(all.json()).toEqual({ unread: 0 });
    expect((await call('office', 'POST', '/api/inbox/read', { ids: [] })).statusCode).toBe(400);
  });

  it('tells the parties of a record when someone else changes its status, not the person who did', async () => {
    const { db } = t.database;
    // The first sweep starts the cursor at the history as it stands: the demo data's changes are old news.
    expect(await sweepStatusChanges(db, new Date())).toBe(0);
    const party = await makeParty(db, 'change-sweep');
    const [arabic, english] = party.people;
    // A licence request of the party, answered by an admin; and one the party's own person changed.
    const changedAt = new Date(Date.now() - 2 * SETTLING_MS);
    const admin = await membershipOf(db, 'admin', 0);
    // The request is only read for its party: its document is a row without bytes.
    const [file] = await db
      .insert(files)
      .values({
        id: `inbox-${Date.now()}`,
        originalName: 'licence.pdf',
        contentType: 'application/pdf',
        size: 1,
      })
      .returning({ id: files.id });
    const [request] = await db
      .insert(licenceRequests)
      .values({
        organizationId: party.organizationId,
        requestedBy: arabic!.id,
        licenseNumber: 'INBOX-1',
        licenseDate: '2027-01-01',
        documentFileId: file!.id,
      })
      .returning({ id: licenceRequests.id });
    await db.insert(recordHistory).values([
      {
        entityType: 'licenceRequest',
        entityId: request!.id,
        action: 'update',
        changedBy: admin.user.id,
        changedAt,
        changes: { status: { from: 'PENDING', to: 'APPROVED' } },
      },
      {
        entityType: 'licenceRequest',
        entityId: request!.id,
        action: 'update',
        changedBy: english!.id,
        changedAt,
        changes: { status: { from: 'APPROVED', to: 'PENDING' } },
      },
    ]);
    await sweepStatusChanges(db, new Date());
    const itemsOf = (userId: number) =>
      db
        .select()
        .from(inboxItems)
        .where(and(eq(inboxItems.userId, userId), eq(inboxItems.subjectId, request!.id)));
    const forArabic = await itemsOf(arabic!.id);
    expect(forArabic.map((row) => [row.kind, row.statusFrom, row.statusTo])).toEqual(
      expect.arrayContaining([
        ['change', 'PENDING', 'APPROVED'],
        ['change', 'APPROVED', 'PENDING'],
      ]),
    );
    expect(forArabic).toHaveLength(2);
    // The English reader made the second change: told only of the admin's.
    expect((await itemsOf(english!.id)).map((row) => row.statusTo)).toEqual(['APPROVED']);
    // The cursor moved: a second sweep adds nothing.
    expect(await sweepStatusChanges(db, new Date())).toBe(0);
  });

  /** A seeded Philippine request (the approval flow's country) and the people of its office and agency. */
  const philippineRequest = async () => {
    const { db } = t.database;
    const [request] = await db
      .select({
        id: employmentRequests.id,
        officeId: employmentRequests.officeId,
        agencyId: employmentRequests.agencyId,
        countryId: employmentRequests.countryId,
        officeLocation: employmentRequests.officeLocation,
      })
      .from(employmentRequests)
      .innerJoin(countries, eq(countries.id, employmentRequests.countryId))
      .where(eq(countries.code3, 'PHL'))
      .orderBy(asc(employmentRequests.id))
      .limit(1);
    if (!request) throw new Error('the demo data has no Philippine employment request');
    const peopleOf = async (organizationId: number) =>
      (
        await db
          .selectDistinct({ id: users.id })
          .from(memberships)
          .innerJoin(users, eq(users.id, memberships.userId))
          .innerJoin(establishments, eq(establishments.id, memberships.establishmentId))
          .where(
            and(
              eq(establishments.organizationId, organizationId),
              eq(memberships.active, true),
              eq(users.active, true),
            ),
          )
      ).map((row) => row.id);
    return { ...request, office: await peopleOf(request.officeId), agency: await peopleOf(request.agencyId) };
  };

  const changesTold = async (userId: number, historyIds: readonly number[]) =>
    (
      await t.database.db
        .select({ sourceKey: inboxItems.sourceKey, from: inboxItems.statusFrom, to: inboxItems.statusTo })
        .from(inboxItems)
        .where(
          and(
            eq(inboxItems.userId, userId),
            inArray(
              inboxItems.sourceKey,
              historyIds.map((id) => `history:${id}`),
            ),
          ),
        )
        .orderBy(asc(inboxItems.id))
    ).map((row) => `${row.from}->${row.to}`);

  it("tells a request's embassy of the changes of its queue only, never an embassy that cannot see it", async () => {
    const { db } = t.database;
    await sweepStatusChanges(db, new Date());
    const request = await philippineRequest();
    const seat = { countryId: request.countryId, officeLocation: request.officeLocation };
    const seated = await makeEmbassy(db, 'seated-embassy', seat);
    const otherLocation = OFFICE_LOCATIONS.find((location) => location !== request.officeLocation)!;
    const elsewhere = await makeEmbassy(db, 'elsewhere-embassy', { ...seat, officeLocation: otherLocation });
    // The specification's Philippine embassy without an office location sees no request: told nothing.
    const nowhere = await makeEmbassy(db, 'no-location-embassy', { ...seat, officeLocation: null });
    const [officer, colleague] = seated.people;
    const changedAt = new Date(Date.now() - 2 * SETTLING_MS);
    const status = (from: string, to: string, changedBy: number | null) => ({
      entityType: 'employmentRequest',
      entityId: request.id,
      action: 'update' as const,
      changedBy,
      changedAt,
      changes: { status: { from, to } },
    });
    const history = await db
      .insert(recordHistory)
      .values([
        status('PENDING_AGENCY', 'PENDING_EMBASSY', request.agency[0] ?? null),
        status('PENDING_EMBASSY', 'CONTRACTED', colleague!.id),
        status('CONTRACTED', 'TICKET_BOOKED', request.office[0] ?? null),
        status('PENDING_EMBASSY', 'EXPIRED', null),
      ])
      .returning({ id: recordHistory.id });
    const ids = history.map((row) => row.id);
    expect(await sweepStatusChanges(db, new Date())).toBeGreaterThan(0);

    // The seated embassy hears of its queue: the request arriving and every way out of it; not the ticket.
    expect(await changesTold(officer!.id, ids)).toEqual([
      'PENDING_AGENCY->PENDING_EMBASSY',
      'PENDING_EMBASSY->CONTRACTED',
      'PENDING_EMBASSY->EXPIRED',
    ]);
    // The colleague approved: not told of their own approval.
    expect(await changesTold(colleague!.id, ids)).toEqual([
      'PENDING_AGENCY->PENDING_EMBASSY',
      'PENDING_EMBASSY->EXPIRED',
    ]);
    for (const person of [...elsewhere.people, ...nowhere.people]) {
      expect(await changesTold(person.id, ids)).toEqual([]);
    }
    // The office and the agency hear of every change someone else made, the ticket included.
    const all = [
      'PENDING_AGENCY->PENDING_EMBASSY',
      'PENDING_EMBASSY->CONTRACTED',
      'CONTRACTED->TICKET_BOOKED',
      'PENDING_EMBASSY->EXPIRED',
    ];
    expect(request.office.length).toBeGreaterThan(0);
    expect(request.agency.length).toBeGreaterThan(0);
    for (const person of [...request.office, ...request.agency]) {
      const own = person === request.agency[0] ? all[0] : person === request.office[0] ? all[2] : undefined;
      expect(await changesTold(person, ids)).toEqual(all.filter((change) => change !== own));
    }
    expect(await sweepStatusChanges(db, new Date())).toBe(0);
  });

  it('tells a sub-user only of the records their rights let them read, changes and reminders alike (spec 6)', async () => {
    const { db } = t.database;
    await sweepStatusChanges(db, new Date());
    // office-sub: employment requests written, partnership contracts not shown (OFFICE_SUB_RIGHTS).
    const sub = await membershipOf(db, 'office-sub', 0);
    const superUser = await membershipOf(db, 'office', 0);
    const admin = await membershipOf(db, 'admin', 0);
    const organizationId = sub.establishment.organizationId;
    expect(superUser.establishment.organizationId).toBe(organizationId);
    const rights = Object.fromEntries(
      sub.membership.accessRights.map((right) => [right.module, right.access]),
    );
    expect(rights).toMatchObject({ EMPLOYMENT_REQUEST: 'WRITE', PARTNERSHIP_CONTRACT: 'NONE' });
    const [contract] = await db
      .select({ id: partnershipContracts.id })
      .from(partnershipContracts)
      .where(eq(partnershipContracts.officeId, organizationId))
      .limit(1);
    const [request] = await db
      .select({ id: employmentRequests.id })
      .from(employmentRequests)
      .where(eq(employmentRequests.officeId, organizationId))
      .limit(1);
    const changedAt = new Date(Date.now() - 2 * SETTLING_MS);
    const history = await db
      .insert(recordHistory)
      .values(
        [
          ['partnershipContract', contract!.id, 'PENDING_APPROVAL', 'ACTIVE'],
          ['employmentRequest', request!.id, 'PENDING_AGENCY', 'PENDING_EMBASSY'],
        ].map(([entityType, entityId, from, to]) => ({
          entityType: entityType as string,
          entityId: entityId as number,
          action: 'update' as const,
          changedBy: admin.user.id,
          changedAt,
          changes: { status: { from, to } },
        })),
      )
      .returning({ id: recordHistory.id });
    const ids = history.map((row) => row.id);
    expect(await sweepStatusChanges(db, new Date())).toBeGreaterThan(0);
    expect(await changesTold(superUser.user.id, ids)).toEqual([
      'PENDING_APPROVAL->ACTIVE',
      'PENDING_AGENCY->PENDING_EMBASSY',
    ]);
    expect(await changesTold(sub.user.id, ids)).toEqual(['PENDING_AGENCY->PENDING_EMBASSY']);

    // The reminders of the office's clocks go to the same people.
    const told = async (subject: 'partnershipContract' | 'employmentRequest' | 'licenceRequest') =>
      (await recipientsOf(db, organizationId, subject)).map((recipient) => recipient.userId);
    expect(await told('partnershipContract')).toContain(superUser.user.id);
    expect(await told('partnershipContract')).not.toContain(sub.user.id);
    expect(await told('employmentRequest')).toEqual(expect.arrayContaining([superUser.user.id, sub.user.id]));
    expect(await told('licenceRequest')).toEqual(expect.arrayContaining([superUser.user.id, sub.user.id]));
  });

  it('sweeps a full batch of changes, its inbox rows in several inserts, and the next batch after it', async () => {
    const { db } = t.database;
    await sweepStatusChanges(db, new Date());
    const request = await philippineRequest();
    const seated = await makeEmbassy(db, 'batch-embassy', {
      countryId: request.countryId,
      officeLocation: request.officeLocation,
    });
    const changedAt = new Date(Date.now() - 2 * SETTLING_MS);
    // 600 rows by nobody (the portal): more than one batch of 500, every row told to every party.
    const history = await db
      .insert(recordHistory)
      .values(
        Array.from({ length: 600 }, (_, index) => ({
          entityType: 'employmentRequest',
          entityId: request.id,
          action: 'update' as const,
          changedBy: null,
          changedAt,
          changes: {
            status:
              index % 2 === 0
                ? { from: 'PENDING_AGENCY', to: 'PENDING_EMBASSY' }
                : { from: 'PENDING_EMBASSY', to: 'PENDING_AGENCY' },
          },
        })),
      )
      .returning({ id: recordHistory.id });
    const people = new Set([
      ...request.office,
      ...request.agency,
      ...seated.people.map((person) => person.id),
    ]);
    // The embassy's two and at least one person of the office: over 1,000 rows for the first batch.
    expect(people.size).toBeGreaterThanOrEqual(3);
    const first = await sweepStatusChanges(db, new Date());
    // The first batch stops at 500 rows, each told to every party (the seat's other embassies too).
    expect(first).toBeGreaterThanOrEqual(500 * people.size);
    const second = await sweepStatusChanges(db, new Date());
    expect(second).toBeGreaterThanOrEqual(100 * people.size);
    expect(second).toBeLessThan(first);
    const ids = history.map((row) => row.id);
    for (const person of seated.people) expect(await changesTold(person.id, ids)).toHaveLength(600);
    for (const person of people) expect(await changesTold(person, ids)).toHaveLength(600);
    expect(await sweepStatusChanges(db, new Date())).toBe(0);
  });

  it('leaves a clock under half its days alone, and one met in time', async () => {
    const { db } = t.database;
    const party = await makeParty(db, 'quiet-clocks');
    const now = new Date();
    const fresh = await startPartyClock(db, party.organizationId, new Date(now.getTime() - 0.4 * 2 * DAY));
    const met = await startPartyClock(db, party.organizationId, new Date(now.getTime() - 1.9 * DAY));
    await meetClock(db, 'agencyAnswer', met.subjectId, new Date(now.getTime() - 1.5 * DAY));
    const sent: OutgoingEmail[] = [];
    await sweepReminders(db, now, 'http://portal.test', async (email) => void sent.push(email));
    for (const clock of [fresh, met]) {
      expect(sent.filter((email) => email.text.includes(String(clock.subjectId)))).toEqual([]);
      const items = await db.select().from(inboxItems).where(eq(inboxItems.subjectId, clock.subjectId));
      expect(items).toEqual([]);
    }
  });
});
