import { count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dltImportRowSchema } from '@portal/contracts/hr-pool/dlt';
import type { DatabaseHandle } from '../client';
import { candidates, countries, dltWorkers, jobs } from '../schema/index';
import { openTestDatabase } from '../../test-support/test-database';
import { seedDltWorkers } from './seed-dlt-workers';

describe('demo DLT workers', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('registers Philippine workers of fmol-ph, two taken by agency-ph as candidates, valid by the rules, once', async () => {
    const { db } = database;
    await db.transaction((tx) => seedDltWorkers(tx));
    const rows = await db
      .select({ worker: dltWorkers, country: countries.code3, job: jobs.code })
      .from(dltWorkers)
      .innerJoin(countries, eq(countries.id, dltWorkers.countryId))
      .innerJoin(jobs, eq(jobs.id, dltWorkers.jobId));
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(rows.length).toBeLessThanOrEqual(24);
    expect(new Set(rows.map((row) => row.country))).toEqual(new Set(['PHL']));
    for (const { worker, job } of rows) {
      const parsed = dltImportRowSchema.safeParse({
        ...worker,
        job,
        experienceYears: String(worker.experienceYears),
        languages: worker.languages.join(';'),
      });
      expect(parsed.error?.issues ?? [], worker.nameEn).toEqual([]);
    }

    const taken = rows.filter(({ worker }) => worker.takenByAgencyId !== null);
    expect(taken).toHaveLength(2);
    for (const { worker } of taken) {
      const [candidate] = await db.select().from(candidates).where(eq(candidates.id, worker.candidateId!));
      expect(candidate).toMatchObject({
        agencyId: worker.takenByAgencyId,
        dltWorkerId: worker.id,
        passportNumber: worker.passportNumber,
        status: 'AVAILABLE',
      });
      expect(worker.takenAt).not.toBeNull();
    }

    await db.transaction((tx) => seedDltWorkers(tx));
    const [again] = await db.select({ n: count() }).from(dltWorkers);
    expect(again!.n).toBe(rows.length);
    const [linked] = await db
      .select({ n: count() })
      .from(candidates)
      .where(isNotNull(candidates.dltWorkerId));
    expect(linked!.n).toBe(2);
  });
});
