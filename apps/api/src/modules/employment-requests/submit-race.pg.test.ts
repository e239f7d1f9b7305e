import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { employmentRequests } from '../../db/schema/index';
import { type TestApp } from '../../test-support/test-app';
import { candidateStatus, newWorld, submitBody, visaStatus, wizardKit } from './wizard-fixtures.test-support';

/**
 * The held index, not the checks before it, decides between two requests on one candidate:
 * another transaction holds the candidate in an uncommitted request (the candidate still AVAILABLE)
 * while the API's checks pass and it waits on that row; when that commits, the API's insert meets
 * the held index and answers 409 naming the candidate, keeping nothing.
 */
describe('a candidate taken between the checks and the insert (PostgreSQL)', () => {
  const kit = wizardKit();
  const { call } = kit;

  it('answers 409 on the candidate from the unique index; the visa stays AVAILABLE', async () => {
    const { db } = kit.t.database;
    const world = await newWorld(kit.t, kit.f);
    const candidate = await world.candidate();
    const [held, mine] = [await world.visa(), await world.visa()];
    const first = await call(
      'office',
      'POST',
      '/api/employment-requests',
      submitBody(world.nationalId, [{ visaId: held.id, candidateId: (await world.candidate()).id }]),
    );
    expect(first.statusCode, first.body).toBe(201);
    const [template] = await db
      .select()
      .from(employmentRequests)
      .where(eq(employmentRequests.id, first.json().ids[0]));

    let sawWait = false;
    let answer: Awaited<ReturnType<TestApp['app']['inject']>> | undefined;
    await db.transaction(async (tx) => {
      const { id: _id, createdAt: _c, updatedAt: _u, ...row } = template!;
      await tx
        .update(employmentRequests)
        .set({ status: 'CANCELLED' })
        .where(eq(employmentRequests.id, template!.id));
      await tx.insert(employmentRequests).values({ ...row, candidateId: candidate.id });
      const request = call(
        'office',
        'POST',
        '/api/employment-requests',
        submitBody(world.nationalId, [{ visaId: mine.id, candidateId: candidate.id }]),
      ).then((res) => (answer = res));
      for (let i = 0; i < 200; i += 1) {
        const waiting = await db.execute(
          sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
        );
        sawWait = (waiting as unknown as { rows: { n: number }[] }).rows[0]!.n > 0;
        if (sawWait || answer) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(answer, 'the API answered before it waited on the held candidate').toBeUndefined();
      expect(sawWait).toBe(true);
      void request;
    });
    await vi.waitFor(() => expect(answer).toBeDefined(), { timeout: 10_000 });
    expect(answer!.statusCode, answer!.body).toBe(409);
    expect(answer!.json().message).toContain(candidate.passportNumber);
    expect(await visaStatus(kit.t, mine.id)).toBe('AVAILABLE');
    expect(await candidateStatus(kit.t, candidate.id)).toBe('AVAILABLE');
    const rows = await db.select().from(employmentRequests).where(eq(employmentRequests.visaId, mine.id));
    expect(rows).toHaveLength(0);
  });
});
