import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, todayInKingdom } from '@portal/contracts/constants';
import { employmentRequests } from '../../db/schema/index';
import { sweepExpiredRequests } from './expiry-sweep';
import { makeRequest, snapshotOf, type MadeRequest, requestKit } from './request-fixtures.test-support';
import {
  candidateStatus,
  loadWizardFixtures,
  newContract,
  newWorld,
  submitBody,
  visaStatus,
  type WizardFixtures,
} from './wizard-fixtures.test-support';

/**
 * Calls sent at once. PGlite runs one statement at a time, so here the second call meets the first
 * one's result; on PostgreSQL (the suite's other project) they interleave and the runner's guard on
 * status and row version, the unique indexes and `FOR UPDATE SKIP LOCKED` decide. The answers must
 * be the same either way.
 */
describe('employment requests under concurrent calls', () => {
  const kit = requestKit();
  let w: WizardFixtures;
  beforeAll(async () => {
    w = await loadWizardFixtures(kit.t);
  });

  /** An action call: the reason as `?reasonId=`, an arrival's day as the body. */
  const act = async (username: string, made: MadeRequest, action: string) => {
    const reasonId =
      action === 'cancel'
        ? kit.f.reason.cancellation
        : action === 'reject' || action === 'embassyReject'
          ? kit.f.reason.rejection
          : undefined;
    return kit.t.app.inject({
      method: 'POST',
      url: `/api/employment-requests/${made.id}/${action}${reasonId === undefined ? '' : `?reasonId=${reasonId}`}`,
      headers: await kit.t.headersFor(username),
      payload: action === 'arrive' ? { arrivedOn: todayInKingdom() } : {},
    });
  };

  it.each([
    ['PENDING_AGENCY', ['agency-ph', 'accept'], ['agency-ph', 'reject']],
    ['PENDING_AGENCY', ['agency-ph', 'accept'], ['agency-ph', 'accept']],
    // Both end the request: whichever comes second finds it closed.
    ['PENDING_AGENCY', ['agency-ph', 'reject'], ['office', 'cancel']],
    ['PENDING_EMBASSY', ['embassy-ph', 'approve'], ['embassy-ph', 'embassyReject']],
    ['PENDING_EMBASSY', ['embassy-ph', 'embassyReject'], ['office', 'cancel']],
    ['TICKET_BOOKED', ['office', 'arrive'], ['admin', 'arrive']],
  ] as const)('from %s, %j and %j at once: one wins, the other gets 409', async (status, first, second) => {
    const made = await makeRequest(kit.t.database.db, kit.f, { status });
    const before = await snapshotOf(kit.t.database.db, made);
    const answers = await Promise.all([act(first[0], made, first[1]), act(second[0], made, second[1])]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((res) => res.statusCode === 200)!.json();
    const after = await snapshotOf(kit.t.database.db, made);
    expect(after.request.status).toBe(winner.status);
    // One transition: one row version, one history entry; the visa and candidate follow the winner only.
    expect(after.request.rowVersion).toBe(before.request.rowVersion + 1);
    expect(after.requestHistory).toBe(before.requestHistory + 1);
    const lets = winner.status === 'REJECTED' || winner.status === 'CANCELLED';
    expect(after.visa.status).toBe(lets ? 'AVAILABLE' : 'USED');
    expect(after.candidate.status).toBe(
      lets ? 'AVAILABLE' : winner.status === 'ARRIVED' ? 'EMPLOYEE' : 'PROCESSING',
    );
  });

  it('the sweep and an answer at once: the request either expires or is answered, never both', async () => {
    for (let round = 0; round < 4; round += 1) {
      const made = await makeRequest(kit.t.database.db, kit.f, { respondBy: new Date(Date.now() - DAY_MS) });
      const [expired, answer] = await Promise.all([
        sweepExpiredRequests(kit.t.database.db),
        act('agency-ph', made, 'accept'),
      ]);
      const after = await snapshotOf(kit.t.database.db, made);
      if (answer.statusCode === 200) {
        expect(expired).toBe(0);
        expect(after.request.status).toBe('PENDING_EMBASSY');
        expect(after.candidate.status).toBe('PROCESSING');
      } else {
        expect(answer.statusCode).toBe(409);
        expect(expired).toBe(1);
        expect(after.request.status).toBe('EXPIRED');
        expect(after.candidate.status).toBe('AVAILABLE');
      }
    }
  });

  it('of two offices submitting the same candidate at once, one wins and the other changes nothing', async () => {
    const world = await newWorld(kit.t, w);
    await newContract(
      kit.t,
      w,
      { officeId: w.org.company, agencyId: w.org.agencyPh, countryId: w.country.PHL },
      [{ jobId: world.jobId, gender: 'FEMALE', monthlySalary: 1500, recruitmentFee: 12500 }],
    );
    const candidate = await world.candidate();
    const [v1, v2] = [await world.visa(), await world.visa()];
    const submit = async (username: string, visaId: number) =>
      kit.t.app.inject({
        method: 'POST',
        url: '/api/employment-requests',
        headers: await kit.t.headersFor(username),
        payload: submitBody(world.nationalId, [{ visaId, candidateId: candidate.id }]),
      });
    const answers = await Promise.all([submit('office', v1.id), submit('company', v2.id)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const rows = await kit.t.database.db
      .select()
      .from(employmentRequests)
      .where(eq(employmentRequests.candidateId, candidate.id));
    expect(rows).toHaveLength(1);
    expect(await candidateStatus(kit.t, candidate.id)).toBe('PROCESSING');
    const won = rows[0]!.visaId;
    const lost = won === v1.id ? v2.id : v1.id;
    expect(await visaStatus(kit.t, won)).toBe('USED');
    expect(await visaStatus(kit.t, lost)).toBe('AVAILABLE');
  });

  it('the database holds one open request per candidate and per visa, whatever the code does', async () => {
    const { db } = kit.t.database;
    const made = await makeRequest(db, kit.f);
    const [row] = await db.select().from(employmentRequests).where(eq(employmentRequests.id, made.id));
    const { id: _id, ...copy } = row!;
    const other = await makeRequest(db, kit.f, { status: 'REJECTED' });
    // The same candidate on another visa, and the same visa for another candidate: both refused.
    await expect(db.insert(employmentRequests).values({ ...copy, visaId: other.visaId })).rejects.toThrow();
    await expect(
      db.insert(employmentRequests).values({ ...copy, candidateId: other.candidateId }),
    ).rejects.toThrow();
    // Once the request lets go, another may hold them.
    await db.update(employmentRequests).set({ status: 'REJECTED' }).where(eq(employmentRequests.id, made.id));
    await expect(
      db.insert(employmentRequests).values({ ...copy, visaId: other.visaId }),
    ).resolves.toBeDefined();
  });
});
