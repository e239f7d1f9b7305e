import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInKingdom } from '@portal/contracts/constants';
import { addMonths } from '@portal/contracts/hr-pool/candidates';
import type { DatabaseHandle } from '../../db/client';
import { candidates, jobs, recordHistory } from '../../db/schema/index';
import { isAppError } from '../../lib/errors';
import { sessionOf } from '../../test-support/sessions';
import { openTestDatabase } from '../../test-support/test-database';
import type { EstablishmentSession } from '../../types/session';
import { changeCandidateStatus } from './transitions';
import { mariaPerson } from './candidate-fixtures.test-support';

describe('changeCandidateStatus', () => {
  let database: DatabaseHandle;
  const sessions: Record<string, EstablishmentSession> = {};
  let housemaid: number;
  let seq = 0;

  beforeAll(async () => {
    database = await openTestDatabase();
    for (const name of ['admin', 'office', 'company', 'agency-ph', 'agency-id'])
      sessions[name] = await sessionOf(database.db, name);
    const [job] = await database.db.select().from(jobs).where(eq(jobs.code, '911101'));
    housemaid = job!.id;
  });
  afterAll(async () => database?.close());

  /** A candidate of agency-ph in the given status, written directly. */
  const candidate = async (status: 'AVAILABLE' | 'PROCESSING' | 'EMPLOYEE' = 'AVAILABLE') => {
    const agency = sessions['agency-ph']!;
    const [row] = await database.db
      .insert(candidates)
      .values({
        agencyId: agency.organization.id,
        countryId: agency.organization.countryId!,
        passportNumber: `TR${String(++seq).padStart(7, '0')}`,
        passportExpiry: addMonths(todayInKingdom(), 24),
        ...mariaPerson(),
        jobId: housemaid,
        education: 'SECONDARY',
        expectedSalary: 1500,
        status,
        createdBy: agency.user.id,
        updatedBy: agency.user.id,
      })
      .returning();
    return row!;
  };

  const statusOf = async (id: number) =>
    (await database.db.select().from(candidates).where(eq(candidates.id, id)))[0]!;
  const historyOf = (id: number) =>
    database.db
      .select()
      .from(recordHistory)
      .where(and(eq(recordHistory.entityType, 'candidate'), eq(recordHistory.entityId, id)));
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => 'done',
      (error: unknown) => (isAppError(error) ? error.statusCode : error),
    );

  it('reserves, releases and marks arrived inside the caller’s transaction, with history', async () => {
    const office = sessions.office!;
    const row = await candidate();
    await database.db.transaction(async (tx) => {
      const reserved = await changeCandidateStatus(tx, {
        candidateId: row.id,
        action: 'reserve',
        actor: office,
        officeId: office.organization.id,
      });
      expect(reserved).toMatchObject({ status: 'PROCESSING', rowVersion: row.rowVersion + 1 });
    });
    expect((await statusOf(row.id)).status).toBe('PROCESSING');
    const [entry] = await historyOf(row.id);
    expect(entry).toMatchObject({
      action: 'update',
      changedBy: office.user.id,
      changes: { status: { from: 'AVAILABLE', to: 'PROCESSING' } },
    });

    await changeCandidateStatus(database.db, {
      candidateId: row.id,
      action: 'release',
      actor: sessions['agency-ph']!,
    });
    expect((await statusOf(row.id)).status).toBe('AVAILABLE');
    await changeCandidateStatus(database.db, {
      candidateId: row.id,
      action: 'reserve',
      actor: office,
      officeId: office.organization.id,
    });
    await changeCandidateStatus(database.db, {
      candidateId: row.id,
      action: 'arrive',
      actor: office,
      officeId: office.organization.id,
    });
    expect(await statusOf(row.id)).toMatchObject({ status: 'EMPLOYEE', updatedBy: office.user.id });
    expect(await historyOf(row.id)).toHaveLength(4);
  });

  it('is undone with the caller’s transaction', async () => {
    const office = sessions.office!;
    const row = await candidate();
    await expect(
      database.db.transaction(async (tx) => {
        await changeCandidateStatus(tx, {
          candidateId: row.id,
          action: 'reserve',
          actor: office,
          officeId: office.organization.id,
        });
        throw new Error('the employment request failed');
      }),
    ).rejects.toThrow('the employment request failed');
    expect((await statusOf(row.id)).status).toBe('AVAILABLE');
    expect(await historyOf(row.id)).toHaveLength(0);
  });

  it('refuses a status the action does not start from (409), whoever asks', async () => {
    const office = sessions.office!;
    const processing = await candidate('PROCESSING');
    const employee = await candidate('EMPLOYEE');
    const available = await candidate();
    const reserve = { action: 'reserve' as const, actor: office, officeId: office.organization.id };
    // Another request's candidate: 409 naming its status, so the wizard can call it a lost candidate.
    expect(
      await refusal(changeCandidateStatus(database.db, { ...reserve, candidateId: processing.id })),
    ).toBe(409);
    expect(
      await refusal(
        changeCandidateStatus(database.db, {
          candidateId: employee.id,
          action: 'release',
          actor: sessions.admin!,
        }),
      ),
    ).toBe(409);
    expect(
      await refusal(
        changeCandidateStatus(database.db, {
          candidateId: available.id,
          action: 'arrive',
          actor: sessions['agency-ph']!,
        }),
      ),
    ).toBe(409);
    expect((await historyOf(employee.id)).length + (await historyOf(available.id)).length).toBe(0);
  });

  it('lets an office reserve only candidates of agencies with an ACTIVE contract with it', async () => {
    const company = sessions.company!;
    const row = await candidate();
    const res = await refusal(
      changeCandidateStatus(database.db, {
        candidateId: row.id,
        action: 'reserve',
        actor: company,
        officeId: company.organization.id,
      }),
    );
    expect(res).toBe(404);
    expect((await statusOf(row.id)).status).toBe('AVAILABLE');
  });

  it('refuses who is not a party: another agency (403), an agency reserving (403)', async () => {
    const processing = await candidate('PROCESSING');
    expect(
      await refusal(
        changeCandidateStatus(database.db, {
          candidateId: processing.id,
          action: 'release',
          actor: sessions['agency-id']!,
        }),
      ),
    ).toBe(403);
    const available = await candidate();
    expect(
      await refusal(
        changeCandidateStatus(database.db, {
          candidateId: available.id,
          action: 'reserve',
          actor: sessions['agency-ph']!,
        }),
      ),
    ).toBe(403);
  });

  it('gives one of two requests reserving one candidate at once the 409', async () => {
    const office = sessions.office!;
    const row = await candidate();
    const reserve = () =>
      refusal(
        database.db.transaction((tx) =>
          changeCandidateStatus(tx, {
            candidateId: row.id,
            action: 'reserve',
            actor: office,
            officeId: office.organization.id,
          }),
        ),
      );
    const results = await Promise.all([reserve(), reserve()]);
    expect(results.sort()).toEqual([409, 'done'].sort());
    expect(await historyOf(row.id)).toHaveLength(1);
  });
});
