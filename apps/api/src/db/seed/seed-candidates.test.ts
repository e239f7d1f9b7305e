import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateInputSchema } from '@portal/contracts/hr-pool/candidates';
import { CANDIDATE_STATUSES } from '@portal/contracts/hr-pool/enums';
import type { DatabaseHandle } from '../client';
import {
  candidates,
  countries,
  employmentRequests,
  flightBookings,
  jobs,
  organizations,
  transferContracts,
} from '../schema/index';
import { openTestDatabase } from '../../test-support/test-database';
import { CANDIDATES_PER_AGENCY, demoCandidatesOf, demoPassport, seedCandidates } from './seed-candidates';

describe('demo candidates', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('are what the candidate form accepts, with genders their careers allow', async () => {
    const jobRows = await database.db.select().from(jobs);
    const jobIds = new Map(jobRows.map((job) => [job.code, job.id]));
    for (const code3 of ['PHL', 'IDN', 'ETH']) {
      const rows = demoCandidatesOf(42, code3, jobIds);
      expect(rows).toHaveLength(CANDIDATES_PER_AGENCY);
      for (const { status: _status, ...row } of rows) {
        const parsed = candidateInputSchema.safeParse(row);
        expect(parsed.success, `${row.passportNumber}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
        const job = jobRows.find((candidateJob) => candidateJob.id === row.jobId)!;
        expect([row.gender, 'ANY']).toContain(job.allowedGender);
      }
      expect(new Set(rows.map((row) => row.status))).toEqual(new Set(CANDIDATE_STATUSES));
      expect(new Set(rows.map((row) => row.passportNumber)).size).toBe(rows.length);
    }
  });

  it('the demo data gives every demo agency a few dozen candidates of its country in every status, once', async () => {
    const { db } = database;
    const agencies = await db
      .select({ id: organizations.id, code3: countries.code3, countryId: organizations.countryId })
      .from(organizations)
      .innerJoin(countries, eq(countries.id, organizations.countryId))
      .where(eq(organizations.type, 'EPRO'));
    expect(agencies.map((agency) => agency.code3)).toEqual(expect.arrayContaining(['PHL', 'IDN']));
    for (const agency of agencies) {
      const perStatus = await db
        .select({ status: candidates.status, n: count() })
        .from(candidates)
        .where(
          and(
            eq(candidates.agencyId, agency.id),
            eq(candidates.countryId, agency.countryId!),
            // The DLT seed adds the workers agency-ph took from its ministry's register.
            isNull(candidates.dltWorkerId),
          ),
        )
        .groupBy(candidates.status);
      expect(perStatus.map((row) => row.status).sort()).toEqual([...CANDIDATE_STATUSES].sort());
      expect(perStatus.reduce((sum, row) => sum + row.n, 0)).toBe(CANDIDATES_PER_AGENCY);
    }
    expect(await db.transaction((tx) => seedCandidates(tx))).toBe(0);
    const [own] = await db.select({ n: count() }).from(candidates).where(isNull(candidates.dltWorkerId));
    expect(own!.n).toBe(agencies.length * CANDIDATES_PER_AGENCY);

    // On a store without them (the first agency's taken away), the seed adds them again, once.
    const first = agencies[0]!;
    // The demo employment requests name some of them: taken away first, with their flights and transfers.
    const theirRequests = db
      .select({ id: employmentRequests.id })
      .from(employmentRequests)
      .where(eq(employmentRequests.agencyId, first.id));
    await db.delete(flightBookings).where(inArray(flightBookings.employmentRequestId, theirRequests));
    await db.delete(transferContracts).where(inArray(transferContracts.employmentRequestId, theirRequests));
    await db.delete(employmentRequests).where(eq(employmentRequests.agencyId, first.id));
    const removed = await db
      .delete(candidates)
      .where(and(eq(candidates.agencyId, first.id), isNull(candidates.dltWorkerId)))
      .returning({ passportNumber: candidates.passportNumber });
    expect(removed.length).toBe(CANDIDATES_PER_AGENCY);
    expect(removed.map((row) => row.passportNumber)).toContain(demoPassport(first.id, 1));
    expect(await db.transaction((tx) => seedCandidates(tx))).toBe(CANDIDATES_PER_AGENCY);
    expect(await db.transaction((tx) => seedCandidates(tx))).toBe(0);
  });
});
