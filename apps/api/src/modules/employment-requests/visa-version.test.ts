import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@portal/contracts/error-body';
import { reasons, visas } from '../../db/schema/index';
import { submitBody, visaStatus, newWorld, wizardKit } from './wizard-fixtures.test-support';

/**
 * Decision 0039: every write raises the version, also a request's submission taking its visa and
 * a rejection freeing it; an admin's visa edit read before either is refused.
 */
describe('a visa taken and freed by an employment request', () => {
  const kit = wizardKit({ env: { FEATURE_FLAGS: 'adminVisa' } });
  const { call } = kit;

  const versionOf = async (id: number) =>
    (await kit.t.database.db.select({ v: visas.rowVersion }).from(visas).where(eq(visas.id, id)))[0]!.v;

  /** An admin's edit of the visa (a valid number, a later expiry), sent on `rowVersion`. */
  const editOn = async (visa: typeof visas.$inferSelect, rowVersion: number) =>
    kit.t.app.inject({
      method: 'PUT',
      url: `/api/visas/${visa.id}`,
      headers: await kit.t.headersFor('admin'),
      payload: {
        number: `59${String(visa.id).padStart(8, '0')}`,
        employerId: visa.employerId,
        countryId: visa.countryId,
        gender: visa.gender,
        jobId: visa.jobId,
        issueDate: visa.issueDate,
        expiryDate: '2031-06-30',
        rowVersion,
      },
    });

  it('an edit on the version read before a submission, or before a rejection, answers 409 RECORD_CHANGED', async () => {
    const world = await newWorld(kit.t, kit.f);
    const visa = await world.visa();
    const candidate = await world.candidate();
    const before = await versionOf(visa.id);

    const submitted = await call(
      'office',
      'POST',
      '/api/employment-requests',
      submitBody(world.nationalId, [{ visaId: visa.id, candidateId: candidate.id }]),
    );
    expect(submitted.statusCode, submitted.body).toBe(201);
    const afterSubmit = await versionOf(visa.id);
    expect(afterSubmit).toBe(before + 1);
    const stale = await editOn(visa, before);
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().code).toBe(ERROR_CODES.recordChanged);

    const [rejection] = await kit.t.database.db
      .select({ id: reasons.id })
      .from(reasons)
      .where(and(eq(reasons.kind, 'REJECTION'), eq(reasons.active, true)))
      .orderBy(asc(reasons.id))
      .limit(1);
    const [requestId] = submitted.json().ids as number[];
    const rejected = await call(
      'agency-ph',
      'POST',
      `/api/employment-requests/${requestId}/reject?reasonId=${rejection!.id}`,
    );
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await visaStatus(kit.t, visa.id)).toBe('AVAILABLE');
    expect(await versionOf(visa.id)).toBe(afterSubmit + 1);

    const readWhileUsed = await editOn(visa, afterSubmit);
    expect(readWhileUsed.statusCode).toBe(409);
    expect(readWhileUsed.json().code).toBe(ERROR_CODES.recordChanged);
    const current = await editOn(visa, afterSubmit + 1);
    expect(current.statusCode, current.body).toBe(200);
  });
});
