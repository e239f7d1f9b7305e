import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@portal/contracts/error-body';
import { partnershipContractSchema } from '@portal/contracts/partnership-contracts/schemas';
import { recordHistory } from '../../db/schema/index';
import { contractBody, contractKit, createContract } from './contract-fixtures.test-support';

const AR = { 'accept-language': 'ar-SA' };

/** `PUT /api/partnership/contracts/{id}` carries the row version it was made on (docs/decisions/0039). */
describe('partnership contract edits and the row version', () => {
  const kit = contractKit();
  const { call } = kit;

  const url = (id: number) => `/api/partnership/contracts/${id}`;
  const create = () => createContract(kit);
  const read = async (id: number) =>
    partnershipContractSchema.parse((await call('office', 'GET', url(id))).json());
  const edit = (id: number, rowVersion: number, salary: number, headers = {}) =>
    call('office', 'PUT', url(id), { ...contractBody(kit.f, 'agencyPh', salary), rowVersion }, headers);
  const statusChanges = async (id: number) =>
    (
      await kit.t.database.db
        .select({ changes: recordHistory.changes })
        .from(recordHistory)
        .where(and(eq(recordHistory.entityType, 'partnershipContract'), eq(recordHistory.entityId, id)))
    )
      .map(({ changes }) => (changes as { status?: { from: string; to: string } }).status)
      .filter((status) => status !== undefined)
      .map((status) => `${status.from} → ${status.to}`);
  const pending = async () => {
    const draft = await create();
    const sent = await call('office', 'POST', `${url(draft.id)}/sendForApproval`);
    expect(sent.statusCode, sent.body).toBe(200);
    return read(draft.id);
  };

  it('an edit on an old version answers 409 in both languages and changes nothing', async () => {
    const draft = await create();
    expect(draft.rowVersion).toBe(1);
    const saved = await edit(draft.id, 1, 1600);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().rowVersion).toBe(2);
    const after = await read(draft.id);

    for (const [headers, text] of [
      [{}, /Someone else saved this record/],
      [AR, /حفظ شخص آخر/],
    ] as const) {
      const stale = await edit(draft.id, 1, 1700, headers);
      expect(stale.statusCode, stale.body).toBe(409);
      expect(stale.json()).toMatchObject({
        code: ERROR_CODES.recordChanged,
        message: expect.stringMatching(text),
      });
    }
    expect(await read(draft.id)).toEqual(after);
    expect(after.lines[0]?.monthlySalary).toBe(1600);

    const bare = await kit.t.app.inject({
      method: 'PUT',
      url: url(draft.id),
      headers: await kit.t.headersFor('office'),
      payload: contractBody(kit.f, 'agencyPh', 1800),
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().fieldErrors).toHaveProperty('rowVersion');
  });

  it('two edits at once: one 200 and one 409', async () => {
    const draft = await create();
    const both = await Promise.all([edit(draft.id, 1, 1600), edit(draft.id, 1, 1700)]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const winner = both.find((res) => res.statusCode === 200)?.json();
    expect(await read(draft.id)).toMatchObject({ rowVersion: 2, lines: winner.lines });
  });

  it('an approval after the edit was read refuses the edit: no amendment of the now ACTIVE contract', async () => {
    const contract = await pending();
    expect((await call('agency-ph', 'POST', `${url(contract.id)}/approve`)).statusCode).toBe(200);
    const late = await edit(contract.id, contract.rowVersion, 2100);
    expect(late.statusCode, late.body).toBe(409);
    expect(await read(contract.id)).toMatchObject({ status: 'ACTIVE', hasPendingUpdate: false });
    expect(await statusChanges(contract.id)).not.toContain('ACTIVE → ACTIVE');
  });

  it('approve and an edit at once: exactly one succeeds, never an ACTIVE → ACTIVE amendment', async () => {
    for (let round = 0; round < 3; round += 1) {
      const contract = await pending();
      const [approved, edited] = await Promise.all([
        call('agency-ph', 'POST', `${url(contract.id)}/approve`),
        edit(contract.id, contract.rowVersion, 2100 + round),
      ]);
      expect([approved.statusCode, edited.statusCode].sort()).toEqual([200, 409]);
      expect(await statusChanges(contract.id)).not.toContain('ACTIVE → ACTIVE');
    }
  });

  it('an action bumps the version an edit was made on; an edit bumps the one an action read', async () => {
    const draft = await create();
    const [sent, edited] = await Promise.all([
      call('office', 'POST', `${url(draft.id)}/sendForApproval`),
      edit(draft.id, 1, 1600),
    ]);
    const after = (await read(draft.id)).rowVersion;
    if (sent.statusCode === 200 && edited.statusCode === 200) {
      // On a loaded machine one may finish before the other starts: then the edit came first (it
      // was made on version 1 and made it 2) and the action read version 2. A stale edit after the
      // action would have answered version 3.
      expect(edited.json().rowVersion).toBe(2);
      expect(after).toBe(3);
    } else {
      expect([sent.statusCode, edited.statusCode].sort()).toEqual([200, 409]);
      expect(after).toBe(2);
    }
  });
});
