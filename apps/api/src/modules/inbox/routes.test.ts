import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InboxPage, ReminderPreferences } from '@portal/contracts/inbox';
import { files, inboxItems, licenceRequests, recordHistory } from '../../db/schema/index';
import { createTestApp, membershipOf, type TestApp } from '../../test-support/test-app';
import { SETTLING_MS, sweepStatusChanges } from './change-sweep';
import type { OutgoingEmail } from './mailer';
import { sweepReminders } from './reminder-sweep';
import { makeParty, startPartyClock } from './inbox-fixtures.test-support';
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
