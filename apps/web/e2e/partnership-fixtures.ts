import { expect } from '@playwright/test';
import type { PartnershipContract } from '@portal/contracts/partnership-contracts/schemas';
import { apiAs } from './api-call';
import type { Side } from './employment-wizard-flow';

type ContractLine = {
  recruitmentFee?: number;
  monthlySalary?: number;
  paymentTerms?: string;
  paymentTermsAr?: string;
};

/**
 * A partnership contract of `creator` (an office or a company) with `agency`, created through the
 * API: the tests that need one made start there (the wizard has its own test).
 */
export const createPartnershipContract = async (
  creator: Side,
  agency: Side,
  line: ContractLine = {},
): Promise<PartnershipContract> => {
  const jobs = (await apiAs(creator.page, creator.credentials, 'GET', '/api/lookups/jobs/options')) as {
    id: number;
  }[];
  expect(jobs.length).toBeGreaterThan(0);
  return (await apiAs(creator.page, creator.credentials, 'POST', '/api/partnership/contracts/create', {
    countryId: agency.credentials.organization.country?.id,
    agencyId: agency.credentials.organization.id,
    officeAr: 'يلتزم المكتب بسداد رسوم الاستقدام خلال ثلاثين يومًا.',
    officeEn: 'The office pays the recruitment fee within thirty days.',
    agencyAr: 'تلتزم الوكالة بتقديم عمالة مؤهلة وفحص طبي معتمد.',
    agencyEn: 'The agency provides qualified workers with an approved medical check.',
    lines: [
      {
        jobId: jobs[0]!.id,
        gender: 'FEMALE',
        recruitmentFee: line.recruitmentFee ?? 12500,
        monthlySalary: line.monthlySalary ?? 1500,
        paymentTerms: line.paymentTerms ?? '50% on signing, 50% on arrival',
        ...(line.paymentTermsAr && { paymentTermsAr: line.paymentTermsAr }),
      },
    ],
  })) as PartnershipContract;
};

/** One of a contract's actions (`sendForApproval`, `approve`, `cancel` with its reason, …) as `side`. */
export const partnershipAction = (side: Side, id: number, action: string, reasonId?: number) =>
  apiAs(
    side.page,
    side.credentials,
    'POST',
    `/api/partnership/contracts/${id}/${action}${reasonId ? `?reasonId=${reasonId}` : ''}`,
  );

/** A contract created, sent and approved by the agency: ACTIVE. */
export const approvedPartnershipContract = async (
  creator: Side,
  agency: Side,
  line: ContractLine = {},
): Promise<PartnershipContract> => {
  const contract = await createPartnershipContract(creator, agency, line);
  await partnershipAction(creator, contract.id, 'sendForApproval');
  await partnershipAction(agency, contract.id, 'approve');
  return contract;
};

/** The first reason of a kind of the reasons lookup (`PARTNERSHIP_CANCELLATION`, …). */
export const firstReasonId = async (side: Side, kind: string): Promise<number> =>
  (
    (await apiAs(side.page, side.credentials, 'GET', `/api/lookups/reasons/options?kind=${kind}`)) as {
      id: number;
    }[]
  )[0]!.id;
