import { asc, eq } from 'drizzle-orm';
import type { PartnershipContractStatus } from '@portal/contracts/partnership-contracts/schemas';
import type { Database } from '../client';
import { jobs, organizations, partnershipContracts, reasons } from '../schema/index';
import { CONTRACT_REASONS, type ReasonSeed } from './reasons';
import { approveDemoContract, insertDemoContract, peopleOf } from './seed-request-parties';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Reasons written for contracts, added once beside the general ones. */

type Side = { office: 'office' | 'company'; agency: 'agency-ph' | 'agency-id' };

/** One demo contract per state (and an office ↔ agency pair for each), as DOMAIN.md names them. */
const DEMO_CONTRACTS: (Side & { status: PartnershipContractStatus; cancelledBy?: 'office' | 'agency' })[] = [
  { office: 'office', agency: 'agency-ph', status: 'DRAFT' },
  { office: 'office', agency: 'agency-ph', status: 'PENDING_APPROVAL' },
  { office: 'office', agency: 'agency-ph', status: 'ACTIVE' },
  { office: 'office', agency: 'agency-ph', status: 'REJECTED' },
  { office: 'company', agency: 'agency-id', status: 'ACTIVE' },
  { office: 'company', agency: 'agency-id', status: 'PENDING_CANCELLATION', cancelledBy: 'agency' },
  { office: 'company', agency: 'agency-id', status: 'CANCELLED', cancelledBy: 'office' },
  { office: 'office', agency: 'agency-id', status: 'PENDING_APPROVAL' },
];

const OBLIGATIONS = {
  officeObligationsAr:
    'يلتزم المكتب بسداد رسوم الاستقدام في مواعيدها، واستقبال العمالة عند وصولها، وتسليمها لأصحاب العمل وفق عقودهم.',
  officeObligationsEn:
    'The office pays the recruitment fees on time, receives the workers on arrival and hands them to their employers under their contracts.',
  agencyObligationsAr:
    'تلتزم الوكالة بتقديم عمالة مؤهلة بفحص طبي معتمد ووثائق سفر سارية، وإبلاغ المكتب بأي تأخير في السفر.',
  agencyObligationsEn:
    'The agency provides qualified workers with an approved medical check and valid travel documents, and tells the office of any travel delay.',
};

/** The seeded reason (a store seeded before these reasons existed gets it now). */
const reasonId = async (tx: Tx, reason: ReasonSeed) => {
  const [existing] = await tx
    .select({ id: reasons.id })
    .from(reasons)
    .where(eq(reasons.textEn, reason.textEn));
  if (existing) return existing.id;
  const [created] = await tx.insert(reasons).values(reason).returning({ id: reasons.id });
  return created!.id;
};

/**
 * Demo partnership contracts in every state between `office`/`company` and `agency-ph`/`agency-id`,
 * with the approved version of each contract that was ever approved. Added once: nothing is
 * written when the demo office already has a contract.
 */
export const seedPartnershipContracts = async (tx: Tx): Promise<void> => {
  const people = await peopleOf(tx, ['office', 'company', 'agency-ph', 'agency-id']);
  const office = people.get('office');
  if (!office || people.size < 4) return;
  const [existing] = await tx
    .select({ id: partnershipContracts.id })
    .from(partnershipContracts)
    .where(eq(partnershipContracts.officeId, office.organizationId))
    .limit(1);
  if (existing) return;
  const rejection = await reasonId(tx, CONTRACT_REASONS.rejection);
  const cancellation = await reasonId(tx, CONTRACT_REASONS.cancellation);
  const careers = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.active, true))
    .orderBy(asc(jobs.id))
    .limit(2);
  for (const [index, demo] of DEMO_CONTRACTS.entries()) {
    const officeSide = people.get(demo.office)!;
    const agencySide = people.get(demo.agency)!;
    const [agency] = await tx
      .select({ countryId: organizations.countryId })
      .from(organizations)
      .where(eq(organizations.id, agencySide.organizationId));
    if (!agency?.countryId) continue;
    const approved = ['ACTIVE', 'PENDING_CANCELLATION', 'CANCELLED'].includes(demo.status);
    const askedBy =
      demo.cancelledBy === 'office' ? officeSide : demo.cancelledBy === 'agency' ? agencySide : null;
    const id = await insertDemoContract(
      tx,
      {
        officeId: officeSide.organizationId,
        agencyId: agencySide.organizationId,
        countryId: agency.countryId,
        status: demo.status,
        ...OBLIGATIONS,
        rejectionReasonId: demo.status === 'REJECTED' ? rejection : null,
        cancellationAskedBy: askedBy?.organizationId ?? null,
        cancellationReasonId: askedBy ? cancellation : null,
        createdBy: officeSide.userId,
        updatedBy: demo.status === 'DRAFT' ? officeSide.userId : agencySide.userId,
      },
      careers.map((career, position) => ({
        jobId: career.id,
        gender: position === 0 ? 'FEMALE' : 'MALE',
        recruitmentFee: 11_500 + index * 250,
        monthlySalary: position === 0 ? 1_500 : 1_800,
        paymentTerms: position === 0 ? '50% on signing, 50% on arrival' : 'In full on arrival',
        paymentTermsAr: position === 0 ? '50٪ عند التوقيع و50٪ عند الوصول' : 'كاملة عند الوصول',
      })),
    );
    if (approved) await approveDemoContract(tx, id, agencySide.userId);
  }
};
