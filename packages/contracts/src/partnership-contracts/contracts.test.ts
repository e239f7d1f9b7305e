import { describe, expect, it } from 'vitest';
import { allowedActions, type Actor } from '../transitions/define';
import { partnershipContractListQuerySchema } from './schemas';
import {
  contractTransitionRecord,
  partnershipContractTransitions,
  type ContractRuleFields,
} from './transitions';
import { partnershipContractBodySchema, partnershipWizardRedirectOf } from './wizard';

const line = {
  jobId: 3,
  gender: 'FEMALE',
  recruitmentFee: 1500.5,
  monthlySalary: 1200,
  paymentTerms: 'On arrival',
};
const body = {
  countryId: 1,
  agencyId: 2,
  officeAr: 'التزامات المكتب',
  officeEn: 'Office duties',
  agencyAr: 'التزامات الوكالة',
  agencyEn: 'Agency duties',
  lines: [line],
};
const write = [{ module: 'PARTNERSHIP_CONTRACT', access: 'WRITE' }] as const;
const actor = (role: Actor['role'], organizationId: number): Actor => ({
  role,
  organizationId,
  accessRights: write,
});
const contract = (overrides: Partial<ContractRuleFields>): ContractRuleFields => ({
  status: 'ACTIVE',
  officeId: 1,
  agencyId: 2,
  cancellationAskedBy: null,
  hasPendingUpdate: false,
  ...overrides,
});

describe('partnership contract body', () => {
  it('accepts every step filled', () => {
    expect(partnershipContractBodySchema.safeParse(body).success).toBe(true);
  });

  it('needs a line, one per career and gender, amounts in SAR with cents', () => {
    const issues = (lines: unknown[]) =>
      partnershipContractBodySchema.safeParse({ ...body, lines }).error?.issues.map((issue) => issue.message);
    expect(issues([])).toEqual(['validation.contractLinesRequired']);
    expect(issues([line, { ...line, recruitmentFee: 1 }])).toEqual(['validation.duplicateJobGender']);
    expect(issues([line, { ...line, gender: 'MALE' }])).toBeUndefined();
    expect(issues([{ ...line, monthlySalary: 10.005 }])).toEqual(['validation.cents']);
    expect(issues([{ ...line, monthlySalary: -1 }])).toEqual(['validation.notNegative']);
  });

  it('sends the other steps to epro until it is entered', () => {
    expect(partnershipWizardRedirectOf('financial', {})).toBe('/partnership-contracts/wizard/epro');
    expect(partnershipWizardRedirectOf('financial', { countryId: 1, agencyId: 2 })).toBeNull();
    expect(partnershipWizardRedirectOf('preview', { countryId: 1 }, 7)).toBe(
      '/partnership-contracts/wizard/7/epro',
    );
  });

  it('refuses a from day after the to day', () => {
    expect(
      partnershipContractListQuerySchema.safeParse({ from: '2026-02-01', to: '2026-01-01' }).success,
    ).toBe(false);
    expect(partnershipContractListQuerySchema.parse({}).size).toBe(10);
  });
});

describe('partnership contract actions', () => {
  const actions = (fields: Partial<ContractRuleFields>, me: Actor) =>
    allowedActions(partnershipContractTransitions, contractTransitionRecord(contract(fields)), me);

  it('lets the other side answer a cancellation and the side that asked take it back', () => {
    const asked = { status: 'PENDING_CANCELLATION', cancellationAskedBy: 1 } as const;
    expect(actions(asked, actor('PRO_OFFICE', 1))).toEqual(['undoCancellation']);
    expect(actions(asked, actor('EPRO', 2))).toEqual(['acceptCancellation', 'rejectCancellation']);
  });

  it('offers confirmation only while an update waits', () => {
    expect(actions({}, actor('EPRO', 2))).toEqual(['cancel']);
    expect(actions({ hasPendingUpdate: true }, actor('EPRO', 2))).toEqual(['cancel', 'confirm']);
    expect(actions({ hasPendingUpdate: true }, actor('ADMIN', 99))).toEqual(['confirm']);
    expect(actions({ status: 'DRAFT' }, actor('PRO_OFFICE', 1))).toEqual(['sendForApproval', 'update']);
  });
});
