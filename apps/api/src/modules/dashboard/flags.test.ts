import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardAnalytics, FmolStatistics } from '@portal/contracts/dashboard';
import { HEADERS } from '@portal/contracts/http-headers';
import { employmentRequests } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test-support/test-app';

/** The analytics and the FMOL statistics with their flags on. */
describe('dashboard analytics and FMOL statistics (flags on)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { FEATURE_FLAGS: 'employmentAnalytics,fmolStatistics' } });
  });
  afterAll(async () => t?.close());

  const call = async (username: string, url: string, method: 'GET' | 'POST' = 'GET') =>
    t.app.inject({
      method,
      url,
      headers: await t.headersFor(username),
      ...(method === 'POST' && { payload: {} }),
    });
  const get = async <T>(username: string, url: string): Promise<T> => {
    const res = await call(username, url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const listTotal = async (username: string, query = '') =>
    (await get<{ total: number }>(username, `/api/employment-requests?size=1${query}`)).total;

  it.each(['office', 'agency-ph', 'fmol-ph'])(
    "counts %s's requests of the last 12 months per month, country and status as its list scopes them",
    async (username) => {
      const analytics = await get<DashboardAnalytics>(username, '/api/dashboard/analytics');
      expect(analytics.months).toHaveLength(12);
      expect(analytics.months.at(-1)).toBe(new Date().toISOString().slice(0, 7));
      const total = analytics.rows.reduce((sum, row) => sum + row.count, 0);
      expect(total).toBeGreaterThan(0);
      // The demo requests are all recent: the last 12 months hold every request of the list.
      expect(total).toBe(await listTotal(username));
      for (const row of analytics.rows) expect(analytics.months).toContain(row.month);
      const byStatus = new Map<string, number>();
      for (const row of analytics.rows) byStatus.set(row.status, (byStatus.get(row.status) ?? 0) + row.count);
      for (const [status, count] of byStatus)
        expect(count, status).toBe(await listTotal(username, `&status=${status}`));
    },
  );

  it('leaves out requests older than 12 months', async () => {
    const before = await get<DashboardAnalytics>('office', '/api/dashboard/analytics');
    const officeId = Number((await t.headersFor('office'))[HEADERS.organizationId]);
    const [oldest] = await t.database.db
      .select({ id: employmentRequests.id })
      .from(employmentRequests)
      .where(and(eq(employmentRequests.officeId, officeId), gte(employmentRequests.id, 0)))
      .limit(1);
    await t.database.db
      .update(employmentRequests)
      .set({ createdAt: new Date(Date.UTC(2000, 0, 15)) })
      .where(eq(employmentRequests.id, oldest!.id));
    const after = await get<DashboardAnalytics>('office', '/api/dashboard/analytics');
    const sum = (analytics: DashboardAnalytics) =>
      analytics.rows.reduce((total, row) => total + row.count, 0);
    expect(sum(after)).toBe(sum(before) - 1);
  });

  it("gives fmol-ph its country's agencies: contracts, requests, answer times and cancellations", async () => {
    const before = await get<FmolStatistics>('fmol-ph', '/api/dashboard/fmol-statistics');
    const agencyId = Number((await t.headersFor('agency-ph'))[HEADERS.organizationId]);
    const row = before.agencies.find((agency) => agency.agency.id === agencyId);
    expect(row).toBeDefined();
    expect(row!.requests).toBe(await listTotal('agency-ph'));
    expect(row!.cancelledRequests).toBe(await listTotal('agency-ph', '&status=CANCELLED'));
    const contracts = await get<{ total: number }>('agency-ph', '/api/partnership/contracts?size=1');
    expect(row!.contracts).toBe(contracts.total);
    const cancelled = await get<{ total: number }>(
      'agency-ph',
      '/api/partnership/contracts?size=1&status=CANCELLED',
    );
    expect(row!.cancelledContracts).toBe(cancelled.total);
    // Only agencies of the Philippines: agency-id is Indonesian.
    const indonesian = Number((await t.headersFor('agency-id'))[HEADERS.organizationId]);
    expect(before.agencies.map((agency) => agency.agency.id)).not.toContain(indonesian);

    // The agency answers one of its waiting requests: its answer time is measured.
    const [waiting] = await t.database.db
      .select({ id: employmentRequests.id, flow: employmentRequests.usesApprovalFlow })
      .from(employmentRequests)
      .where(and(eq(employmentRequests.agencyId, agencyId), eq(employmentRequests.status, 'PENDING_AGENCY')))
      .limit(1);
    expect(waiting).toBeDefined();
    await t.database.db
      .update(employmentRequests)
      .set({ createdAt: new Date(Date.now() - 5 * 3600_000) })
      .where(eq(employmentRequests.id, waiting!.id));
    const action = waiting!.flow ? 'accept' : 'acceptDirect';
    const answered = await call('agency-ph', `/api/employment-requests/${waiting!.id}/${action}`, 'POST');
    expect(answered.statusCode, answered.body).toBe(200);
    const after = await get<FmolStatistics>('fmol-ph', '/api/dashboard/fmol-statistics');
    const hours = after.agencies.find((agency) => agency.agency.id === agencyId)!.averageAnswerHours;
    expect(hours).not.toBeNull();
    expect(hours!).toBeGreaterThan(0);
  });

  it('keeps the FMOL statistics to FMOL (403 to an office)', async () => {
    expect((await call('office', '/api/dashboard/fmol-statistics')).statusCode).toBe(403);
  });
});
