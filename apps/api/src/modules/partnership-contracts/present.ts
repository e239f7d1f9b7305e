import type {
  ContractLine,
  ContractParty,
  PartnershipContract,
  PartnershipContractSummary,
} from '@portal/contracts/partnership-contracts/schemas';
import {
  contractTransitionRecord,
  partnershipContractTransitions,
} from '@portal/contracts/partnership-contracts/transitions';
import type { ContractTemplateContentRef } from '@portal/contracts/contract-templates';
import type { PendingContractUpdate } from '../../db/schema/index';
import { actionsFor } from '../../platform/transition-runner';
import type { EstablishmentSession } from '../../types/session';
import type { ContractExtras, ContractHead, ContractRow, LineView, PartyView } from './repository';

const nameOf = (row: { nameAr: string; nameEn: string }) => ({ ar: row.nameAr, en: row.nameEn });

const partyOf = (organization: PartyView): ContractParty => ({
  id: organization.id,
  name: nameOf(organization),
  licenseNumber: organization.licenseNumber,
});

/** The contract as the declaration reads it. */
export const recordOf = (contract: ContractRow) =>
  contractTransitionRecord({
    status: contract.status,
    officeId: contract.officeId,
    agencyId: contract.agencyId,
    cancellationAskedBy: contract.cancellationAskedBy,
    hasPendingUpdate: contract.pendingUpdate !== null,
  });

export const toSummary = (view: ContractHead, session: EstablishmentSession): PartnershipContractSummary => ({
  id: view.contract.id,
  number: view.contract.number,
  status: view.contract.status,
  termsVersion: view.contract.termsVersion,
  office: partyOf(view.office),
  agency: partyOf(view.agency),
  country: { id: view.country.id, name: nameOf(view.country) },
  hasPendingUpdate: view.contract.pendingUpdate !== null,
  createdAt: view.contract.createdAt.toISOString(),
  updatedAt: view.contract.updatedAt.toISOString(),
  actions: actionsFor(partnershipContractTransitions, recordOf(view.contract), session),
});

export const toLine = (line: LineView): ContractLine => ({
  jobId: line.jobId,
  job: { id: line.jobId, name: { ar: line.jobNameAr, en: line.jobNameEn } },
  gender: line.gender,
  recruitmentFee: line.recruitmentFee,
  monthlySalary: line.monthlySalary,
  paymentTerms: line.paymentTerms,
  paymentTermsAr: line.paymentTermsAr,
});

const reasonOf = (reason: ContractExtras['rejection']) =>
  reason ? { id: reason.id, text: { ar: reason.textAr, en: reason.textEn } } : null;

const personOf = (person: ContractExtras['creator']) => ({ id: person.id, name: nameOf(person) });

/** A pending update as the record shows it: a version-only one keeps the terms in force. */
const pendingOf = (
  contract: ContractRow,
  pending: { update: PendingContractUpdate; lines: LineView[] },
  lines: LineView[],
): NonNullable<PartnershipContract['pendingUpdate']> => {
  const { terms, programmeTermsVersion, requestedAt } = pending.update;
  return {
    obligations: terms
      ? {
          officeAr: terms.officeAr,
          officeEn: terms.officeEn,
          agencyAr: terms.agencyAr,
          agencyEn: terms.agencyEn,
        }
      : {
          officeAr: contract.officeObligationsAr,
          officeEn: contract.officeObligationsEn,
          agencyAr: contract.agencyObligationsAr,
          agencyEn: contract.agencyObligationsEn,
        },
    lines: (terms ? pending.lines : lines).map(toLine),
    termsChanged: terms !== undefined,
    programmeTermsVersion: programmeTermsVersion ?? null,
    requestedAt,
  };
};

export const toDetail = (
  detail: ContractHead & ContractExtras,
  lines: LineView[],
  pending: { update: PendingContractUpdate; lines: LineView[] } | null,
  session: EstablishmentSession,
  template: ContractTemplateContentRef | null = null,
): Omit<PartnershipContract, 'clocks'> => {
  const summary = toSummary(detail, session);
  const { contract } = detail;
  const askedBy = contract.cancellationAskedBy;
  return {
    ...summary,
    obligations: {
      officeAr: contract.officeObligationsAr,
      officeEn: contract.officeObligationsEn,
      agencyAr: contract.agencyObligationsAr,
      agencyEn: contract.agencyObligationsEn,
    },
    lines: lines.map(toLine),
    programmeTermsVersion: detail.programmeTermsVersion,
    template,
    pendingUpdate: pending ? pendingOf(contract, pending, lines) : null,
    rejectionReason: reasonOf(detail.rejection),
    cancellation:
      askedBy === null
        ? null
        : {
            askedBy: askedBy === contract.officeId ? 'OFFICE' : 'AGENCY',
            reason: reasonOf(detail.cancellation),
          },
    canConfirm: summary.actions.includes('confirm'),
    rowVersion: contract.rowVersion,
    createdBy: personOf(detail.creator),
    updatedBy: personOf(detail.updater),
  };
};
