import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '@portal/contracts/constants';
import { employmentRequestListResponseSchema } from '@portal/contracts/employment-requests/schemas';
import { clocks } from '../../db/schema/index';
import { settingValue } from '../settings/service';
import { backfillRequestClocks } from './clock-backfill';
import { makeRequest, requestKit } from './request-fixtures.test-support';

const HOUR = 3_600_000;

describe('employment requests by answer deadline, and the clocks of older requests (decision 0056)', () => {
  const kit = requestKit();
  const list = async (query: string) => {
    const res = await kit.call('company', 'GET', `/api/employment-requests?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return employmentRequestListResponseSchema.parse(res.json()).items.map((item) => item.id);
  };

  it('filters overdue and due within 24 hours, and sorts nearest due first', async () => {
    const { db } = kit.t.database;
    const now = Date.now();
    const make = (respondBy: number) =>
      makeRequest(db, kit.f, { office: 'company', respondBy: new Date(respondBy) });
    const overdue = await make(now - 2 * HOUR);
    const later = await make(now + 2 * HOUR);
    const sooner = await make(now + HOUR);
    const nextWeek = await make(now + 7 * DAY_MS);

    const overdueIds = await list('due=overdue&size=100');
    expect(overdueIds).toContain(overdue.id);
    expect(overdueIds).not.toContain(sooner.id);
    expect(overdueIds).not.toContain(nextWeek.id);

    const soonIds = await list('due=dueWithin24h&sort=respondBy&size=100');
    expect(soonIds).not.toContain(overdue.id);
    expect(soonIds).not.toContain(nextWeek.id);
    // Nearest first: the one due in an hour before the one due in two.
    expect(soonIds.indexOf(sooner.id)).toBeGreaterThanOrEqual(0);
    expect(soonIds.indexOf(sooner.id)).toBeLessThan(soonIds.indexOf(later.id));

    expect((await kit.call('company', 'GET', '/api/employment-requests?due=soon')).statusCode).toBe(400);
  });

  it('opens the clocks waiting requests from before the clocks lack, once', async () => {
    const { db } = kit.t.database;
    const respondBy = new Date(Date.now() + 5 * DAY_MS);
    const embassy = await makeRequest(db, kit.f, { status: 'PENDING_EMBASSY', respondBy });
    const contracted = await makeRequest(db, kit.f, { status: 'CONTRACTED' });
    const arrived = await makeRequest(db, kit.f, { status: 'ARRIVED' });
    const ids = [embassy.id, contracted.id, arrived.id];
    await backfillRequestClocks(db, settingValue);
    await backfillRequestClocks(db, settingValue);
    const rows = await db
      .select()
      .from(clocks)
      .where(and(eq(clocks.subjectType, 'employmentRequest'), inArray(clocks.subjectId, ids)));
    const byRequest = new Map(rows.map((row) => [row.subjectId, row]));
    expect(rows).toHaveLength(3);
    // Started the agreed days before the deadline, so the countdown ends where respondBy did.
    expect(byRequest.get(embassy.id)).toMatchObject({
      obligation: 'embassyAnswer',
      partyOrganizationId: kit.f.org.embassyPh,
      dueAt: respondBy,
      state: 'running',
    });
    expect(byRequest.get(contracted.id)).toMatchObject({
      obligation: 'arrival',
      partyOrganizationId: kit.f.org.office,
    });
    expect(byRequest.get(arrived.id)).toMatchObject({
      obligation: 'trial',
      partyOrganizationId: kit.f.org.office,
    });
  });
});
