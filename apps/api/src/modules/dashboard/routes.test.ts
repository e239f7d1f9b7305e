import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardSummary } from '@portal/contracts/dashboard';
import { DAY_MS, todayInKingdom } from '@portal/contracts/constants';
import { HEADERS } from '@portal/contracts/http-headers';
import { employmentRequests, organizations } from '../../db/schema/index';
import { currentVersion } from '../../test-support/current-version';
import { multipartBody, PDF_BYTES } from '../../platform/uploads/multipart-body.test-support';
import { createTestApp, type TestApp } from '../../test-support/test-app';

type Total = { total: number };

/** The dashboard against the lists: same scope, same counts (flags as in the build: analytics off). */
describe('GET /api/dashboard/summary', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const get = async <T>(username: string, url: string): Promise<T> => {
    const res = await t.app.inject({ method: 'GET', url, headers: await t.headersFor(username) });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json() as T;
  };
  const summaryOf = (username: string) => get<DashboardSummary>(username, '/api/dashboard/summary');
  const requestTotal = async (username: string, query = '') =>
    (await get<Total>(username, `/api/employment-requests?size=1${query}`)).total;
  const contractTotal = async (username: string, query = '') =>
    (await get<Total>(username, `/api/partnership/contracts?size=1${query}`)).total;
  const orgIdOf = async (username: string) => {
    const headers = await t.headersFor(username);
    return Number(headers[HEADERS.organizationId]);
  };

  it.each(['office', 'agency-ph', 'fmol-ph'])(
    "counts %s's requests and contracts per status as its filtered lists do",
    async (username) => {
      const summary = await summaryOf(username);
      expect(summary.employmentRequests).not.toBeNull();
      expect(summary.partnershipContracts).not.toBeNull();
      const requestCounts = summary.employmentRequests!;
      const contractCounts = summary.partnershipContracts!;
      expect(requestCounts.reduce((sum, row) => sum + row.count, 0)).toBe(await requestTotal(username));
      expect(contractCounts.reduce((sum, row) => sum + row.count, 0)).toBe(await contractTotal(username));
      expect(requestCounts.length).toBeGreaterThan(0);
      for (const { status, count } of requestCounts)
        expect(count, status).toBe(await requestTotal(username, `&status=${status}`));
      for (const { status, count } of contractCounts)
        expect(count, status).toBe(await contractTotal(username, `&status=${status}`));
    },
  );

  it.each(['office', 'agency-ph', 'fmol-ph'])(
    'gives %s the notification counts, the waiting requests and contracts by status',
    async (username) => {
      const summary = await summaryOf(username);
      expect(summary.waiting).toEqual(await get(username, '/api/statistic/actionsNeeded'));
      const sum = (rows: { count: number }[]) => rows.reduce((total, row) => total + row.count, 0);
      expect(sum(summary.waitingByStatus.employmentRequests)).toBe(summary.waiting.employment_requests);
      expect(sum(summary.waitingByStatus.partnershipContracts)).toBe(summary.waiting.partnership_contracts);
    },
  );

  it("gives agency-ph waiting requests equal to its list filtered by PENDING_AGENCY (the card's link)", async () => {
    const summary = await summaryOf('agency-ph');
    expect(summary.waiting.employment_requests).toBeGreaterThan(0);
    expect(summary.waitingByStatus.employmentRequests).toEqual([
      { status: 'PENDING_AGENCY', count: await requestTotal('agency-ph', '&status=PENDING_AGENCY') },
    ]);
    expect(summary.waitingByStatus.partnershipContracts).toEqual([
      { status: 'PENDING_APPROVAL', count: await contractTotal('agency-ph', '&status=PENDING_APPROVAL') },
    ]);
  });

  it('lists the deadlines of the next 7 days on the parties, marking those waiting on the caller', async () => {
    const officeId = await orgIdOf('office');
    const agencyId = await orgIdOf('agency-ph');
    const pending = await t.database.db
      .select({ id: employmentRequests.id })
      .from(employmentRequests)
      .where(
        and(
          eq(employmentRequests.officeId, officeId),
          eq(employmentRequests.agencyId, agencyId),
          eq(employmentRequests.status, 'PENDING_AGENCY'),
        ),
      );
    expect(pending.length).toBeGreaterThan(0);
    const soon = pending[0]!.id;
    const now = Date.now();
    await t.database.db
      .update(employmentRequests)
      .set({ respondBy: new Date(now + 2 * DAY_MS) })
      .where(eq(employmentRequests.id, soon));
    // Every other request leaves the window: only `soon` falls due this week.
    await t.database.db
      .update(employmentRequests)
      .set({ respondBy: new Date(now + 20 * DAY_MS) })
      .where(and(sql`${employmentRequests.id} <> ${soon}`, gte(employmentRequests.id, 0)));

    const office = await summaryOf('office');
    expect(office.dueThisWeek.total).toBe(1);
    expect(office.dueThisWeek.items).toEqual([
      expect.objectContaining({ id: soon, status: 'PENDING_AGENCY', waitingOnMe: false }),
    ]);
    const agency = await summaryOf('agency-ph');
    expect(agency.dueThisWeek.items).toEqual([expect.objectContaining({ id: soon, waitingOnMe: true })]);
    // FMOL oversees its country's requests but none is its own to answer or to have made.
    expect((await summaryOf('fmol-ph')).dueThisWeek).toEqual({ total: 0, items: [] });

    await t.database.db
      .update(employmentRequests)
      .set({ respondBy: new Date(now - DAY_MS) })
      .where(inArray(employmentRequests.id, [soon]));
    expect((await summaryOf('office')).dueThisWeek.total).toBe(0);
  });

  it("reads the licence's days left against the admin's licence warning days", async () => {
    const officeId = await orgIdOf('office');
    const inDays = (days: number) => todayInKingdom(new Date(Date.now() + days * DAY_MS));
    await t.database.db
      .update(organizations)
      .set({ licenseDate: inDays(30) })
      .where(eq(organizations.id, officeId));
    const setWarning = async (value: number) => {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/settings/licenceWarningDays',
        headers: await t.headersFor('admin'),
        payload: {
          value,
          rowVersion: await currentVersion(t.database.db, '/api/settings/licenceWarningDays'),
        },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await setWarning(60);
    expect((await summaryOf('office')).licence).toEqual({
      state: 'warning',
      expiresOn: inDays(30),
      daysLeft: 30,
      warningDays: 60,
    });
    await setWarning(20);
    expect((await summaryOf('office')).licence).toMatchObject({
      state: 'valid',
      daysLeft: 30,
      warningDays: 20,
    });
    await t.database.db
      .update(organizations)
      .set({ licenseDate: inDays(-1) })
      .where(eq(organizations.id, officeId));
    expect((await summaryOf('office')).licence).toMatchObject({ state: 'expired', daysLeft: -1 });
  });

  it("counts a licence request's unread comments in its own statement as the notification count does (decision 0068)", async () => {
    const licenseDate = todayInKingdom(new Date(Date.now() + 400 * DAY_MS));
    const body = multipartBody({ licenseNumber: 'DASH-COMMENTS-1', licenseDate }, [
      { name: 'document', filename: 'licence.pdf', bytes: PDF_BYTES },
    ]);
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/licenseRequests',
      headers: { ...(await t.headersFor('office')), ...body.headers },
      payload: body.payload,
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const before = (await summaryOf('office')).waiting.license_request_comments;
    const comment = await t.app.inject({
      method: 'POST',
      url: `/api/licenseRequests/${submitted.json().id}/comments`,
      headers: await t.headersFor('admin'),
      payload: { text: 'Please send the stamped copy' },
    });
    expect(comment.statusCode, comment.body).toBe(201);
    for (const username of ['office', 'company', 'agency-ph']) {
      const summary = await summaryOf(username);
      expect(summary.waiting, username).toEqual(await get(username, '/api/statistic/actionsNeeded'));
    }
    expect((await summaryOf('office')).waiting.license_request_comments).toBe(before + 1);
  });

  it('answers 401 without a person, 403 to roles without a dashboard', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard/summary' })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/summary',
      headers: await t.headersFor('admin'),
    });
    expect(res.statusCode).toBe(403);
  });

  it('does not serve the analytics and the FMOL statistics while their flags are off (404)', async () => {
    for (const url of ['/api/dashboard/analytics', '/api/dashboard/fmol-statistics']) {
      const res = await t.app.inject({ method: 'GET', url, headers: await t.headersFor('fmol-ph') });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
