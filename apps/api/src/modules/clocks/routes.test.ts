import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { WaitingClocks } from '@portal/contracts/clocks/schemas';
import { clocks, partnershipContracts } from '../../db/schema/index';
import { callAs } from '../../test-support/call-as';
import { createShellTestApp, type ShellTestApp } from '../shell-test-app';

const HOUR = 3_600_000;

describe('GET /api/clocks/waiting (decision 0056)', { timeout: 120_000 }, () => {
  let t: ShellTestApp;
  let officeId: number;
  let agencyId: number;
  let contract: { id: number; number: string };
  beforeAll(async () => {
    t = await createShellTestApp();
    officeId = (await t.sessionFor('office')).organization.id;
    agencyId = (await t.sessionFor('agency-ph')).organization.id;
    const [numbered] = await t.database.db
      .select({ id: partnershipContracts.id, number: partnershipContracts.number })
      .from(partnershipContracts)
      .where(isNotNull(partnershipContracts.number))
      .limit(1);
    contract = { id: numbered!.id, number: numbered!.number! };
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await t.database.db.delete(clocks);
  });

  type Seeded = Partial<typeof clocks.$inferInsert> & Pick<typeof clocks.$inferInsert, 'obligation'>;
  /** A clock due `dueInHours` from now (negative: overdue), owed by `party` (null: the admins). */
  const clock = (party: number | null, dueInHours: number, extra: Seeded) => {
    const dueAt = new Date(Date.now() + dueInHours * HOUR);
    return {
      subjectType: 'employmentRequest' as const,
      subjectId: 1,
      partyOrganizationId: party,
      days: 2,
      counting: 'calendar' as const,
      startedAt: new Date(dueAt.getTime() - 48 * HOUR),
      dueAt,
      state: dueInHours < 0 ? ('breached' as const) : ('running' as const),
      ...extra,
    };
  };
  const waiting = async (username: string, query = '') => {
    const res = await callAs(t)(username, 'GET', `/api/clocks/waiting${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as WaitingClocks;
  };

  it("lists the caller's organisation's open clocks, nearest due first, overdue ones leading", async () => {
    await t.database.db.insert(clocks).values([
      clock(officeId, 30, { obligation: 'arrival', subjectId: 11 }),
      clock(officeId, -3, { obligation: 'arrival', subjectId: 12 }),
      clock(officeId, 5, { obligation: 'trial', subjectId: 13, state: 'paused' }),
      // Ended ones wait on nobody.
      clock(officeId, 1, { obligation: 'arrival', subjectId: 14, state: 'met', metAt: new Date() }),
      clock(officeId, 2, { obligation: 'arrival', subjectId: 15, state: 'closed', closedAt: new Date() }),
      // Another organisation's, and the admins'.
      clock(agencyId, -10, { obligation: 'agencyAnswer', subjectId: 16 }),
      clock(null, -20, { obligation: 'licenceReview', subjectType: 'licenceRequest', subjectId: 17 }),
    ]);
    const answer = await waiting('office');
    expect(answer.total).toBe(3);
    expect(answer.items.map((item) => [item.subject.id, item.state])).toEqual([
      [12, 'breached'],
      [13, 'paused'],
      [11, 'running'],
    ]);
    expect(answer.items[0]).toMatchObject({
      obligation: 'arrival',
      subject: { type: 'employmentRequest', id: 12 },
      partyOrganizationId: officeId,
      subjectNumber: 'ER-0000012',
    });
    // A sub-user of the office sees the office's clocks.
    expect((await waiting('office-sub')).items.map((item) => item.subject.id)).toEqual([12, 13, 11]);
    expect((await waiting('agency-ph')).items.map((item) => item.subject.id)).toEqual([16]);
  });

  it("admins see the programme's clocks (no organisation owes them), not the organisations'", async () => {
    await t.database.db
      .insert(clocks)
      .values([
        clock(null, 40, { obligation: 'licenceReview', subjectType: 'licenceRequest', subjectId: 21 }),
        clock(null, 4, { obligation: 'licenceReview', subjectType: 'licenceRequest', subjectId: 22 }),
        clock(officeId, -1, { obligation: 'arrival', subjectId: 23 }),
      ]);
    const answer = await waiting('admin');
    expect(answer.items.map((item) => [item.subject.type, item.subject.id, item.subjectNumber])).toEqual([
      ['licenceRequest', 22, null],
      ['licenceRequest', 21, null],
    ]);
    // An organisation that owes nothing has an empty list.
    expect(await waiting('embassy-ph')).toEqual({ items: [], total: 0 });
  });

  it('names a partnership contract and a compliance order by their numbers, and pages the list', async () => {
    await t.database.db.insert(clocks).values([
      clock(agencyId, 1, {
        obligation: 'partnershipAnswer',
        subjectType: 'partnershipContract',
        subjectId: contract.id,
      }),
      clock(agencyId, 2, { obligation: 'agencyAnswer', subjectId: 31 }),
      clock(agencyId, 3, { obligation: 'agencyAnswer', subjectId: 32 }),
    ]);
    await t.database.db
      .insert(clocks)
      .values(
        clock(officeId, 5, { obligation: 'complianceOrder', subjectType: 'complianceOrder', subjectId: 7 }),
      );
    expect((await waiting('office')).items.map((item) => item.subjectNumber)).toEqual(['ORD-000007']);
    const first = await waiting('agency-ph', '?page=0&size=2');
    expect(first.total).toBe(3);
    expect(first.items.map((item) => item.subjectNumber)).toEqual([contract.number, 'ER-0000031']);
    const second = await waiting('agency-ph', '?page=1&size=2');
    expect(second.items.map((item) => item.subjectNumber)).toEqual(['ER-0000032']);
    const refused = await callAs(t)('agency-ph', 'GET', '/api/clocks/waiting?size=1000');
    expect(refused.statusCode).toBe(400);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/clocks/waiting' })).statusCode).toBe(401);
  });
});
