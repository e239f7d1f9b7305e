import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WaitingClock, WaitingClocks } from '@portal/contracts/clocks/schemas';
import { complaintClocksSchema, complaintsTokenSchema, type Complaint } from '@portal/contracts/complaints';
import { SETTING_DEFAULTS } from '@portal/contracts/settings';
import { clocks, complaints, reasons } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { allComplaints } from '../compliance-orders/complaint-reader';
import { loadRequestFixtures, makeRequest } from '../employment-requests/request-fixtures.test-support';
import { settingValue } from '../settings/service';
import { COMPLAINTS_SYNC_JOB, syncComplaints } from './sync';

const DAY_MS = 86_400_000;

describe('complaints sync with the flag off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('schedules no sync and answers 404 on the clocks of complaints', async () => {
    const admin = await t.headersFor('admin');
    const jobs = await t.app.inject({ method: 'GET', url: '/api/system/jobs', headers: admin });
    expect(jobs.statusCode).toBe(200);
    expect(jobs.json<{ queues: { name: string }[] }>().queues.map((queue) => queue.name)).not.toContain(
      COMPLAINTS_SYNC_JOB,
    );
    const office = await t.headersFor('office');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/complaints/clocks?ids=1', headers: office }))
        .statusCode,
    ).toBe(404);
  });
});

describe('complaints sync (flag complaints on)', () => {
  let t: TestApp;
  let complaintReasonId: number;
  let suspensionReasonId: number;
  const warn = vi.fn();
  const log = { warn };

  beforeAll(async () => {
    t = await createTestApp({ env: { FEATURE_FLAGS: 'complaints' } });
    const reasonOf = async (kind: 'COMPLAINT' | 'SUSPENSION') =>
      (
        await t.database.db
          .select({ id: reasons.id })
          .from(reasons)
          .where(and(eq(reasons.kind, kind), eq(reasons.active, true)))
          .limit(1)
      )[0]!.id;
    complaintReasonId = await reasonOf('COMPLAINT');
    suspensionReasonId = await reasonOf('SUSPENSION');
  });
  afterAll(async () => t?.close());

  const tokenOf = async (username: string) =>
    complaintsTokenSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/complaints/jwt',
          headers: await t.headersFor(username),
        })
      ).json(),
    ).token;

  /** A complaint raised through the API and the in-process tracker, as the web does it. */
  const raise = async (username: 'embassy-ph' | 'office'): Promise<Complaint> => {
    const db = t.database.db;
    const request = await makeRequest(db, await loadRequestFixtures(db), { status: 'CONTRACTED' });
    const headers = await t.headersFor(username);
    const { subject } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/complaints/subject',
        headers,
        payload: { employmentRequestId: request.id, reasonId: complaintReasonId },
      })
    ).json();
    const created = await t.app.inject({
      method: 'POST',
      url: '/connector/issue-tracker/api/complaints',
      headers: { authorization: `Bearer ${await tokenOf(username)}` },
      payload: { subject, description: `Raised by ${username}.` },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<Complaint>();
  };

  /** The side a complaint waits on moves it on, through the tracker. */
  const move = async (username: string, id: number, status: 'IN_PROGRESS' | 'RESOLVED') => {
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/connector/issue-tracker/api/complaints/${id}/status`,
      headers: { authorization: `Bearer ${await tokenOf(username)}` },
      payload: { status },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    return moved.json<Complaint>();
  };

  const sync = (now = new Date(), read = () => allComplaints(t.database.db, null)) =>
    syncComplaints(t.database.db, { read, settings: settingValue, log, now });

  const rowOf = async (id: number) =>
    (await t.database.db.select().from(complaints).where(eq(complaints.id, id)))[0];
  const clocksOfComplaint = (id: number) =>
    t.database.db
      .select()
      .from(clocks)
      .where(and(eq(clocks.subjectType, 'complaint'), eq(clocks.subjectId, id)));

  /** Every open clock the user's organisation owes, all pages. */
  const waitingOf = async (username: string): Promise<WaitingClock[]> => {
    const headers = await t.headersFor(username);
    const all: WaitingClock[] = [];
    for (let page = 0; ; page += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/clocks/waiting?page=${page}&size=100`,
        headers,
      });
      expect(response.statusCode).toBe(200);
      const { items } = response.json<WaitingClocks>();
      all.push(...items);
      if (items.length < 100) return all;
    }
  };

  it('runs every minute on the job queue', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/system/jobs',
      headers: await t.headersFor('admin'),
    });
    expect(response.json<{ queues: unknown[] }>().queues).toContainEqual(
      expect.objectContaining({ name: COMPLAINTS_SYNC_JOB, kind: 'schedule', everySeconds: 60 }),
    );
  });

  it('records each complaint once seen and starts its answer clock, owed by the side it waits on', async () => {
    const byEmbassy = await raise('embassy-ph');
    const byOffice = await raise('office');
    const { org } = await loadRequestFixtures(t.database.db);
    const [office, embassy] = [org.office, org.embassyPh];
    const now = new Date();
    const outcome = await sync(now);
    expect(outcome).toMatchObject({ reached: true, skipped: 0, gone: 0 });
    expect(outcome.reached && outcome.started).toBeGreaterThanOrEqual(2);

    expect(await rowOf(byEmbassy.id)).toMatchObject({
      number: byEmbassy.number,
      employmentRequestId: byEmbassy.employmentRequest.id,
      officeId: office,
      raisedByOrganizationId: embassy,
      raisedByRole: 'FOREIGN_EMBASSY',
      status: 'OPEN',
      createdAt: new Date(byEmbassy.createdAt),
      answeredAt: null,
      resolvedAt: null,
      lastSeenAt: now,
      goneAt: null,
    });
    expect((await rowOf(byOffice.id))?.raisedByOrganizationId).toBe(office);

    const rules = SETTING_DEFAULTS.deadlineRules;
    const [embassyRaised] = await clocksOfComplaint(byEmbassy.id);
    expect(embassyRaised).toMatchObject({
      obligation: 'complaintAnswer',
      partyOrganizationId: office,
      state: 'running',
      startedAt: new Date(byEmbassy.createdAt),
      days: rules.complaintAnswerDays,
      counting: rules.counting.complaintAnswer,
      metAt: null,
    });
    const [officeRaised] = await clocksOfComplaint(byOffice.id);
    expect(officeRaised).toMatchObject({ obligation: 'complaintAnswer', partyOrganizationId: embassy });

    // A second reading changes nothing but the moment last seen, and starts no second clock.
    const later = new Date(now.getTime() + 60_000);
    expect(await sync(later)).toMatchObject({ reached: true, started: 0, met: 0 });
    expect((await rowOf(byEmbassy.id))?.lastSeenAt).toEqual(later);
    expect(await clocksOfComplaint(byEmbassy.id)).toHaveLength(1);

    // Each side sees the clock it owes among what waits on it, named by the complaint's number.
    const officeWaits = (await waitingOf('office')).find(
      (clock) => clock.subject.type === 'complaint' && clock.subject.id === byEmbassy.id,
    );
    expect(officeWaits).toMatchObject({ obligation: 'complaintAnswer', subjectNumber: byEmbassy.number });
    expect(
      (await waitingOf('embassy-ph')).find(
        (clock) => clock.subject.type === 'complaint' && clock.subject.id === byOffice.id,
      ),
    ).toMatchObject({ subjectNumber: byOffice.number });
    expect(
      (await waitingOf('embassy-ph')).some(
        (clock) => clock.subject.type === 'complaint' && clock.subject.id === byEmbassy.id,
      ),
    ).toBe(false);
  });

  it('meets the clock when the complaint is seen past OPEN, at the moment the tracker moved it', async () => {
    const complaint = await raise('embassy-ph');
    await sync();
    const moved = await move('office', complaint.id, 'IN_PROGRESS');
    expect(await sync()).toMatchObject({ reached: true, met: 1 });
    expect(await rowOf(complaint.id)).toMatchObject({
      status: 'IN_PROGRESS',
      answeredAt: new Date(moved.updatedAt),
      resolvedAt: null,
    });
    const [clock] = await clocksOfComplaint(complaint.id);
    expect(clock).toMatchObject({ state: 'met', metAt: new Date(moved.updatedAt) });

    // Resolved later: the answer stays the first moment seen past OPEN.
    const resolved = await move('office', complaint.id, 'RESOLVED');
    await sync();
    expect(await rowOf(complaint.id)).toMatchObject({
      status: 'RESOLVED',
      answeredAt: new Date(moved.updatedAt),
      resolvedAt: new Date(resolved.updatedAt),
    });
  });

  it('takes the moment a complaint is first seen RESOLVED as its answer too', async () => {
    const complaint = await raise('office');
    await sync();
    const resolved = await move('embassy-ph', complaint.id, 'RESOLVED');
    await sync();
    expect(await rowOf(complaint.id)).toMatchObject({
      status: 'RESOLVED',
      answeredAt: new Date(resolved.updatedAt),
      resolvedAt: new Date(resolved.updatedAt),
    });
    expect((await clocksOfComplaint(complaint.id))[0]).toMatchObject({ state: 'met' });
  });

  it('starts and meets at once the clock of a complaint first seen answered, late when past its due moment', async () => {
    const complaint = await raise('embassy-ph');
    await move('office', complaint.id, 'IN_PROGRESS');
    // As if the tracker had answered it 20 days after it was raised (past 5 working days).
    const answered = new Date(Date.parse(complaint.createdAt) + 20 * DAY_MS);
    const read = async () =>
      (await allComplaints(t.database.db, null)).map((item) =>
        item.id === complaint.id ? { ...item, updatedAt: answered.toISOString() } : item,
      );
    await sync(new Date(answered.getTime() + 60_000), read);
    const [clock] = await clocksOfComplaint(complaint.id);
    expect(clock).toMatchObject({ state: 'breached', metAt: answered });
  });

  it('leaves the complaints and their clocks as they are while the tracker cannot be read', async () => {
    const complaint = await raise('embassy-ph');
    await sync();
    const before = await t.database.db.select().from(complaints);
    const clocksBefore = await clocksOfComplaint(complaint.id);
    warn.mockClear();
    const outcome = await sync(new Date(), () => Promise.reject(new Error('connect ECONNREFUSED')));
    expect(outcome).toEqual({ reached: false });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(await t.database.db.select().from(complaints)).toEqual(before);
    expect(await clocksOfComplaint(complaint.id)).toEqual(clocksBefore);
  });

  it('marks a complaint the tracker no longer has as gone and closes its clock', async () => {
    const complaint = await raise('embassy-ph');
    await sync();
    const now = new Date();
    const read = async () => (await allComplaints(t.database.db, null)).filter((c) => c.id !== complaint.id);
    expect(await sync(now, read)).toMatchObject({ reached: true, gone: 1 });
    expect((await rowOf(complaint.id))?.goneAt).toEqual(now);
    expect((await clocksOfComplaint(complaint.id))[0]).toMatchObject({ state: 'closed', closedAt: now });
    // Seen again: no longer gone.
    await sync();
    expect((await rowOf(complaint.id))?.goneAt).toBeNull();
  });

  it('does not store a complaint about a request this database does not have', async () => {
    const complaint = await raise('embassy-ph');
    // A tracker shared with another database: one of its complaints names a request unknown here.
    const read = async () => [
      ...(await allComplaints(t.database.db, null)),
      { ...complaint, id: 999_999, employmentRequest: { id: 2_000_000_000, number: 'ER-2000000000' } },
    ];
    warn.mockClear();
    expect(await sync(new Date(), read)).toMatchObject({ reached: true, skipped: 1, gone: 0 });
    expect(await rowOf(999_999)).toBeUndefined();
    expect(await rowOf(complaint.id)).toMatchObject({ goneAt: null });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("answers each side the clocks of the complaints it sees, and nobody else's", async () => {
    const byEmbassy = await raise('embassy-ph');
    const byOffice = await raise('office');
    await sync();
    const ids = `${byEmbassy.id},${byOffice.id}`;
    const clocksAs = async (username: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/complaints/clocks?ids=${ids}`,
        headers: await t.headersFor(username),
      });
      expect(response.statusCode, response.body).toBe(200);
      return complaintClocksSchema.parse(response.json()).items;
    };
    for (const username of ['office', 'embassy-ph']) {
      const items = await clocksAs(username);
      expect(items.map((item) => item.complaintId).sort()).toEqual([byEmbassy.id, byOffice.id].sort());
      expect(items.every((item) => item.clocks[0]?.obligation === 'complaintAnswer')).toBe(true);
    }
    // Another office sees neither; an admin has no complaints screen.
    expect(await clocksAs('company')).toEqual([]);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/complaints/clocks?ids=${ids}`,
          headers: await t.headersFor('admin'),
        })
      ).statusCode,
    ).toBe(403);
  });

  it('records a complaint at once when an admin decides on it, with its clock', async () => {
    const complaint = await raise('embassy-ph');
    expect(await rowOf(complaint.id)).toBeUndefined();
    const decided = await t.app.inject({
      method: 'POST',
      url: '/api/compliance-orders',
      headers: await t.headersFor('admin'),
      payload: {
        complaintId: complaint.id,
        textAr: 'أعد للعامل جواز سفره',
        textEn: "Return the worker's passport",
        suspensionReasonId,
      },
    });
    expect(decided.statusCode, decided.body).toBe(201);
    expect(await rowOf(complaint.id)).toMatchObject({ number: complaint.number, status: 'OPEN' });
    expect(await clocksOfComplaint(complaint.id)).toHaveLength(1);
    // The next sync knows it already: no second clock.
    await sync();
    expect(await clocksOfComplaint(complaint.id)).toHaveLength(1);
  });
});
