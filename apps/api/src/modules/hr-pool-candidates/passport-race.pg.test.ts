import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { todayInKingdom } from '@portal/contracts/constants';
import { addMonths } from '@portal/contracts/hr-pool/candidates';
import { candidates, files, jobs, organizations, users } from '../../db/schema/index';
import { multipartBody, PDF_BYTES } from '../../platform/uploads/multipart-body.test-support';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { mariaPerson } from './candidate-fixtures.test-support';

/**
 * The unique index, not the check before it, decides between two saves of one passport: another
 * transaction holds the passport uncommitted while the API's check passes and its insert waits;
 * when that transaction commits, the API answers the same translated 409 and keeps no file.
 */
describe('a passport taken between the check and the insert (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('answers 409 on passportNumber from the unique index, nothing stored', async () => {
    const { db } = t.database;
    const headers = await t.headersFor('agency-ph');
    const [agency] = await db
      .select()
      .from(organizations)
      .where(eq(organizations.id, Number(headers['x-organization-id'])));
    const [user] = await db.select().from(users).where(eq(users.username, 'agency-ph'));
    const [job] = await db.select().from(jobs).where(eq(jobs.code, '911101'));
    const input = {
      passportNumber: 'RACE12345',
      passportExpiry: addMonths(todayInKingdom(), 24),
      ...mariaPerson(),
      jobId: job!.id,
      experienceYears: 1,
      languages: ['en'],
      education: 'SECONDARY',
      expectedSalary: 1500,
    } as const;
    const [filesBefore] = await db.select({ n: sql<number>`count(*)::int` }).from(files);

    let sawWait = false;
    let answer: Awaited<ReturnType<TestApp['app']['inject']>> | undefined;
    await db.transaction(async (tx) => {
      await tx.insert(candidates).values({
        ...input,
        languages: [...input.languages],
        agencyId: agency!.id,
        countryId: agency!.countryId!,
        createdBy: user!.id,
        updatedBy: user!.id,
      });
      const form = multipartBody({ data: JSON.stringify(input) }, [
        { name: 'cv', filename: 'cv.pdf', bytes: PDF_BYTES },
      ]);
      const request = t.app
        .inject({
          method: 'POST',
          url: '/api/hr-pool/candidates',
          headers: { ...headers, ...form.headers },
          payload: form.payload,
        })
        .then((res) => (answer = res));
      // Wait until the API's insert waits on the uncommitted passport, then commit.
      for (let i = 0; i < 200; i += 1) {
        const waiting = await db.execute(
          sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query ilike 'insert into "candidates"%'`,
        );
        sawWait = (waiting as unknown as { rows: { n: number }[] }).rows[0]!.n > 0;
        if (sawWait) break;
        if (answer) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(answer, 'the API answered before its insert waited on the passport').toBeUndefined();
      expect(sawWait).toBe(true);
      void request;
    });
    await vi.waitFor(() => expect(answer).toBeDefined(), { timeout: 10_000 });
    expect(answer!.statusCode).toBe(409);
    expect(answer!.json().fieldErrors).toEqual({
      passportNumber: ['A candidate with this passport number already exists.'],
    });
    const [filesAfter] = await db.select({ n: sql<number>`count(*)::int` }).from(files);
    expect(filesAfter!.n).toBe(filesBefore!.n);
  });
});
