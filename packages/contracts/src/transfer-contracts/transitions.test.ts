import { describe, expect, it } from 'vitest';
import { allowedActions, type Actor } from '../transitions/define';
import { transferContractCreateSchema } from './schemas';
import { OPEN_TRANSFER_STATUSES, transferContractTransitions, transferTransitionRecord } from './transitions';

const WRITE: Actor['accessRights'] = [{ module: 'EMPLOYMENT_REQUEST', access: 'WRITE' }];
const actor = (role: Actor['role'], organizationId: number): Actor => ({
  role,
  organizationId,
  accessRights: WRITE,
});

describe('transfer contract transitions', () => {
  const withAgency = { officeId: 1, agencyId: 2 };
  const oldContract = { officeId: 1, agencyId: null };

  it('the agency answers its worker’s transfer, an admin an old contract’s, the office completes', () => {
    const pending = (fields: typeof withAgency | typeof oldContract) =>
      transferTransitionRecord({ ...fields, status: 'PENDING' });
    expect(allowedActions(transferContractTransitions, pending(withAgency), actor('EPRO', 2))).toEqual([
      'approve',
      'reject',
    ]);
    expect(allowedActions(transferContractTransitions, pending(withAgency), actor('ADMIN', 9))).toEqual([]);
    expect(allowedActions(transferContractTransitions, pending(oldContract), actor('ADMIN', 9))).toEqual([
      'adminApprove',
      'adminReject',
    ]);
    expect(allowedActions(transferContractTransitions, pending(oldContract), actor('EPRO', 2))).toEqual([]);
    expect(allowedActions(transferContractTransitions, pending(withAgency), actor('PRO_OFFICE', 1))).toEqual(
      [],
    );
    const approved = transferTransitionRecord({ ...withAgency, status: 'APPROVED' });
    expect(allowedActions(transferContractTransitions, approved, actor('PRO_OFFICE', 1))).toEqual([
      'complete',
    ]);
    expect(allowedActions(transferContractTransitions, approved, actor('PRO_OFFICE', 3))).toEqual([]);
    for (const status of ['REJECTED', 'COMPLETED'] as const)
      for (const who of [actor('PRO_OFFICE', 1), actor('EPRO', 2), actor('ADMIN', 9)])
        expect(
          allowedActions(
            transferContractTransitions,
            transferTransitionRecord({ ...withAgency, status }),
            who,
          ),
        ).toEqual([]);
  });

  it('the create body needs the consent, a sane fee and one source', () => {
    const employer = {
      nationalId: '1012345672',
      nameAr: 'فهد',
      nameEn: 'Fahad',
      mobile: '0551002001',
      city: 'RIYADH',
      address: 'Riyadh',
    };
    const ok = { source: { employmentRequestId: 5 }, newEmployer: employer, fee: 100.5, workerConsent: true };
    expect(transferContractCreateSchema.safeParse(ok).success).toBe(true);
    expect(transferContractCreateSchema.safeParse({ ...ok, source: { oldContractId: 3 } }).success).toBe(
      true,
    );
    for (const bad of [
      { ...ok, workerConsent: false },
      { ...ok, fee: -1 },
      { ...ok, fee: 100_001 },
      { ...ok, source: { employmentRequestId: 1, oldContractId: 2 } },
      { ...ok, source: {} },
    ])
      expect(transferContractCreateSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});

describe('open transfers read from the declaration', () => {
  it('counts a transfer as open while someone still has to act on it', () => {
    expect(OPEN_TRANSFER_STATUSES).toEqual(['PENDING', 'APPROVED']);
  });
});
