import { and, eq, inArray } from 'drizzle-orm';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DAY_MS } from '@portal/contracts/constants';
import { recordHistory } from '../../db/schema/index';
import jobsPlugin from '../../platform/jobs/plugin';
import { changeCandidateStatus } from '../hr-pool-candidates/transitions';
import { settingValue } from '../settings/service';
import { sweepExpiredRequests } from './expiry-sweep';
import { employmentRequestExpirySweeper } from './expiry-sweeper';
import { makeRequest, snapshotOf, type MadeRequest, requestKit } from './request-fixtures.test-support';

describe('the expiry sweep', () => {
  const kit = requestKit();
  const now = new Date();
  const past = new Date(now.getTime() - DAY_MS);
  const future = new Date(now.getTime() + DAY_MS);
  beforeAll(async () => {
    // Whatever the demo seed left due is swept first, so the counts below are this file's own.
    await sweepExpiredRequests(kit.t.database.db, now);
  });

  const historyOf = (entityType: string, ids: number[]) =>
    kit.t.database.db
      .select()
      .from(recordHistory)
      .where(and(eq(recordHistory.entityType, entityType), inArray(recordHistory.entityId, ids)));

  it('expires the overdue requests waiting for an answer, frees their visas and candidates, and leaves the rest', async () => {
    const { db } = kit.t.database;
    const due = [
      await makeRequest(db, kit.f, { status: 'PENDING_AGENCY', respondBy: past }),
      await makeRequest(db, kit.f, { status: 'PENDING_EMBASSY', respondBy: past }),
      await makeRequest(db, kit.f, { status: 'PENDING_AGENCY', respondBy: past, agency: 'agencyId' }),
    ];
    const notDue: MadeRequest[] = [
      await makeRequest(db, kit.f, { status: 'PENDING_AGENCY', respondBy: future }),
      await makeRequest(db, kit.f, { status: 'PENDING_EMBASSY', respondBy: null }),
      await makeRequest(db, kit.f, { status: 'CONTRACTED', respondBy: past }),
      await makeRequest(db, kit.f, { status: 'REJECTED', respondBy: past }),
    ];
    const before = await Promise.all([...due, ...notDue].map((made) => snapshotOf(db, made)));

    expect(await sweepExpiredRequests(db, now)).toBe(due.length);

    for (const [index, made] of due.entries()) {
      const was = before[index]!;
      const after = await snapshotOf(db, made);
      expect(after.request).toMatchObject({
        status: 'EXPIRED',
        respondBy: null,
        rowVersion: was.request.rowVersion + 1,
      });
      expect(after.visa.status).toBe('AVAILABLE');
      expect(after.candidate).toMatchObject({
        status: 'AVAILABLE',
        rowVersion: was.candidate.rowVersion + 1,
      });
      expect(after.requestHistory).toBe(was.requestHistory + 1);
      expect(after.candidateHistory).toBe(was.candidateHistory + 1);
      expect(after.visaHistory).toBe(was.visaHistory + 1);
    }
    for (const [index, made] of notDue.entries()) {
      expect(await snapshotOf(db, made)).toEqual(before[due.length + index]);
    }
    const requestHistory = await historyOf(
      'employmentRequest',
      due.map((made) => made.id),
    );
    expect(
      requestHistory
        .map((row) => row.changes.status)
        .sort((a, b) => String(a?.from).localeCompare(String(b?.from))),
    ).toEqual([
      { from: 'PENDING_AGENCY', to: 'EXPIRED' },
      { from: 'PENDING_AGENCY', to: 'EXPIRED' },
      { from: 'PENDING_EMBASSY', to: 'EXPIRED' },
    ]);
    // The portal acted: no person is named.
    expect(requestHistory.every((row) => row.changedBy === null)).toBe(true);
    const candidateHistory = await historyOf(
      'candidate',
      due.map((made) => made.candidateId),
    );
    expect(candidateHistory.map((row) => [row.changedBy, row.changes.status])).toEqual(
      due.map(() => [null, { from: 'PROCESSING', to: 'AVAILABLE' }]),
    );

    const visaHistory = await historyOf(
      'visa',
      due.map((made) => made.visaId),
    );
    expect(visaHistory.map((row) => [row.changedBy, row.changes.status])).toEqual(
      due.map(() => [null, { from: 'USED', to: 'AVAILABLE' }]),
    );

    // Idempotent: a second sweep finds nothing and changes nothing.
    const settled = await Promise.all([...due, ...notDue].map((made) => snapshotOf(db, made)));
    expect(await sweepExpiredRequests(db, now)).toBe(0);
    expect(await Promise.all([...due, ...notDue].map((made) => snapshotOf(db, made)))).toEqual(settled);
  });

  it('works through more due requests than one batch holds', async () => {
    const { db } = kit.t.database;
    const due = [];
    for (let i = 0; i < 7; i += 1) due.push(await makeRequest(db, kit.f, { respondBy: past }));
    expect(await sweepExpiredRequests(db, now, 3)).toBe(7);
    for (const made of due) expect((await snapshotOf(db, made)).request.status).toBe('EXPIRED');
    expect(await sweepExpiredRequests(db, now, 3)).toBe(0);
  });

  it('leaves a request answered before the sweep: the answer stands', async () => {
    const { db } = kit.t.database;
    const made = await makeRequest(db, kit.f, { respondBy: past });
    const answered = await kit.t.app.inject({
      method: 'POST',
      url: `/api/employment-requests/${made.id}/accept`,
      headers: await kit.t.headersFor('agency-ph'),
      payload: {},
    });
    expect(answered.json().status).toBe('PENDING_EMBASSY');
    // The embassy's own deadline starts now: not due yet.
    expect(await sweepExpiredRequests(db, now)).toBe(0);
    expect((await snapshotOf(db, made)).request.status).toBe('PENDING_EMBASSY');
  });

  /**
   * An overdue request, and an app with the job queue running its schedules and only the module's
   * sweeper (every `expirySweepEveryMs`), ready.
   */
  const overdueWithSweeper = async (expirySweepEveryMs: number) => {
    const made = await makeRequest(kit.t.database.db, kit.f, { respondBy: past });
    const app = Fastify();
    await app.register(jobsPlugin, { database: kit.t.database, runSchedules: true });
    await app.register(employmentRequestExpirySweeper, {
      database: kit.t.database,
      changeCandidateStatus,
      settingValue,
      expirySweepEveryMs,
    });
    await app.ready();
    return { made, app };
  };

  it('is a job of the queue, run when the API is ready, shown with its period', async () => {
    const { made, app } = await overdueWithSweeper(60_000);
    await vi.waitFor(
      async () => expect((await snapshotOf(kit.t.database.db, made)).request.status).toBe('EXPIRED'),
      { timeout: 20_000, interval: 200 },
    );
    const queue = (await app.jobs.overview()).queues.find(
      (q) => q.name === 'employment-requests.expiry-sweep',
    );
    expect(queue).toMatchObject({ kind: 'schedule', everySeconds: 60, scheduled: true });
    await app.close();
  });

  it('is not scheduled with an interval of 0', async () => {
    const { made, app } = await overdueWithSweeper(0);
    expect((await app.jobs.overview()).queues.map((q) => q.name)).not.toContain(
      'employment-requests.expiry-sweep',
    );
    await app.close();
    expect((await snapshotOf(kit.t.database.db, made)).request.status).toBe('PENDING_AGENCY');
    await sweepExpiredRequests(kit.t.database.db, now);
  });
});
