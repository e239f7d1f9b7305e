import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TRANSFER_CONTRACT_STATUSES } from '@portal/contracts/transfer-contracts/statuses';
import {
  TRANSFER_CONTRACT_ACTIONS,
  type TransferContractAction,
} from '@portal/contracts/transfer-contracts/transitions';
import { candidates } from '../../db/schema/index';
import { historyCount, insertTransfer, requestRow, transferRow, transferKit } from './fixtures.test-support';

const BASE = '/api/transfer-contracts';
const USERS = [
  'office',
  'company',
  'agency-ph',
  'agency-id',
  'admin',
  'samol',
  'fmol-ph',
  'embassy-ph',
] as const;
type Source = 'request' | 'oldContract';

/** The one party allowed each action, from which status, for which source (DOMAIN.md). */
const ALLOWED: Record<TransferContractAction, { from: string; user: string; source: Source | 'any' }> = {
  approve: { from: 'PENDING', user: 'agency-ph', source: 'request' },
  reject: { from: 'PENDING', user: 'agency-ph', source: 'request' },
  adminApprove: { from: 'PENDING', user: 'admin', source: 'oldContract' },
  adminReject: { from: 'PENDING', user: 'admin', source: 'oldContract' },
  complete: { from: 'APPROVED', user: 'office', source: 'any' },
};

const TO: Record<TransferContractAction, string> = {
  approve: 'APPROVED',
  reject: 'REJECTED',
  adminApprove: 'APPROVED',
  adminReject: 'REJECTED',
  complete: 'COMPLETED',
};

describe('POST /api/transfer-contracts/{id}/{action}', { timeout: 120_000 }, () => {
  const kit = transferKit();
  const { call } = kit;

  /** The reason rides as `?reasonId=` (the one way of every declared record); the body stays empty. */
  const queryOf = (action: TransferContractAction) =>
    action === 'reject' || action === 'adminReject' ? `?reasonId=${kit.f.reason.rejection}` : '';

  it('every action from every status by every party: the allowed one succeeds, the others change nothing', async () => {
    const db = kit.t.database.db;
    const failures: string[] = [];
    for (const source of ['request', 'oldContract'] as const)
      for (const status of TRANSFER_CONTRACT_STATUSES)
        for (const action of TRANSFER_CONTRACT_ACTIONS) {
          const rule = ALLOWED[action];
          const partyMatches = (user: string) =>
            user === rule.user && (rule.source === 'any' || rule.source === source);
          const { id } = await insertTransfer(db, kit.f, status, source);
          const before = await transferRow(db, id);
          const historyBefore = await historyCount(db, 'transferContract', id);
          // The allowed party last, so the others meet the record unchanged.
          const users = [...USERS].sort((a, b) => Number(partyMatches(a)) - Number(partyMatches(b)));
          for (const user of users) {
            const res = await call(user, 'POST', `${BASE}/${id}/${action}${queryOf(action)}`);
            const allowed = partyMatches(user) && status === rule.from;
            const label = `${source} ${status} ${action} by ${user}: ${res.statusCode}`;
            if (allowed) {
              if (res.statusCode !== 200 || res.json().status !== TO[action])
                failures.push(`${label} ${res.body}`);
              continue;
            }
            if (res.statusCode === 200) failures.push(`${label} should be refused`);
            // The right party from another status meets a translated 409 naming the status.
            if (partyMatches(user) && res.statusCode !== 409) failures.push(`${label} should be 409`);
            if (
              partyMatches(user) &&
              res.statusCode === 409 &&
              !/This action is not possible/.test(res.json().message)
            )
              failures.push(`${label} untranslated ${res.body}`);
            const after = await transferRow(db, id);
            if (after.status !== before.status || after.rowVersion !== before.rowVersion)
              failures.push(`${label} changed the transfer`);
            if ((await historyCount(db, 'transferContract', id)) !== historyBefore)
              failures.push(`${label} wrote history`);
          }
        }
    expect(failures).toEqual([]);
  }, 240_000);

  it('a rejection needs an active REJECTION reason and keeps it', async () => {
    const db = kit.t.database.db;
    const { id } = await insertTransfer(db, kit.f, 'PENDING', 'request');
    const missing = await call('agency-ph', 'POST', `${BASE}/${id}/reject`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors.reasonId).toEqual([
      'Choose a reason (reasonId) from the reasons list.',
    ]);
    const wrongKind = await call(
      'agency-ph',
      'POST',
      `${BASE}/${id}/reject?reasonId=${kit.f.reason.cancellation}`,
    );
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().fieldErrors.reasonId).toEqual([
      'Choose an active reason of the kind “Rejection” from the reasons list.',
    ]);
    expect((await transferRow(db, id)).status).toBe('PENDING');
    const res = await call('agency-ph', 'POST', `${BASE}/${id}/reject?reasonId=${kit.f.reason.rejection}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().reason.id).toBe(kit.f.reason.rejection);
  });

  it('of two answers at once one wins, the other gets 409 and nothing more changes', async () => {
    const db = kit.t.database.db;
    const { id } = await insertTransfer(db, kit.f, 'PENDING', 'request');
    const results = await Promise.all([
      call('agency-ph', 'POST', `${BASE}/${id}/approve`, {}),
      call('agency-ph', 'POST', `${BASE}/${id}/reject?reasonId=${kit.f.reason.rejection}`),
      call('agency-ph', 'POST', `${BASE}/${id}/approve`, {}),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409, 409]);
    const row = await transferRow(db, id);
    expect(row.rowVersion).toBe(2);
    expect(await historyCount(db, 'transferContract', id)).toBe(1);
  });

  it('completing an arrived worker’s transfer records the new employer on the request; the candidate stays EMPLOYEE', async () => {
    const db = kit.t.database.db;
    const { id, made } = await insertTransfer(db, kit.f, 'APPROVED', 'request');
    const requestBefore = await requestRow(db, made!.id);
    const historyBefore = await historyCount(db, 'employmentRequest', made!.id);
    const res = await call('office', 'POST', `${BASE}/${id}/complete`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'COMPLETED' });
    expect(res.json().completedAt).not.toBeNull();
    expect(await historyCount(db, 'employmentRequest', made!.id)).toBe(historyBefore + 1);
    const history = await call('office', 'GET', `/api/history/employmentRequest/${made!.id}`);
    expect(history.json().items[0].changes).toMatchObject({
      currentEmployer: { to: res.json().newEmployer.nationalId },
      transferContract: { to: res.json().number },
    });
    const requestAfter = await requestRow(db, made!.id);
    expect(requestAfter).toMatchObject({ status: 'ARRIVED', employerId: requestBefore.employerId });
    const [candidate] = await db.select().from(candidates).where(eq(candidates.id, made!.candidateId));
    expect(candidate!.status).toBe('EMPLOYEE');

    // The worker can move again, from the new employer.
    const workers = await call('office', 'GET', `${BASE}/workers?q=ER-${String(made!.id).padStart(7, '0')}`);
    expect(workers.json().items[0].employer.nationalId).toBe(res.json().newEmployer.nationalId);
  });
});
