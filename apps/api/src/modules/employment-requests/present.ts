import type {
  EmploymentRequest,
  EmploymentRequestSummary,
} from '@portal/contracts/employment-requests/schemas';
import {
  employmentRequestTransitions,
  requestTransitionRecord,
  EMPLOYMENT_REQUEST_STATUS,
} from '@portal/contracts/employment-requests/transitions';
import type { Clock } from '@portal/contracts/clocks/schemas';
import { actionsFor } from '../../platform/transition-runner';
import type { EstablishmentSession } from '../../types/session';
import type { RequestRow, RequestView } from './repository';

const nameOf = (row: { nameAr: string; nameEn: string }) => ({ ar: row.nameAr, en: row.nameEn });

/** `ER-0000123`. */
export const requestNumber = (id: number) => `ER-${String(id).padStart(7, '0')}`;

/** The photo thumbnail, served by the HR pool's photo route. */
const photoUrlOf = (candidate: RequestView['candidate']) =>
  candidate.photoThumbFileId ? `/api/hr-pool/candidates/${candidate.id}/photo?size=thumb` : null;

/** The columns of a summary row (the list and the bulk read only these). */
export type SummaryRow = {
  request: RequestRow;
  office: { id: number; nameAr: string; nameEn: string };
  agency: { id: number; nameAr: string; nameEn: string };
  country: { id: number; nameAr: string; nameEn: string };
  employer: { nationalId: string; nameAr: string; nameEn: string };
  candidate: { id: number; nameAr: string; nameEn: string; passportNumber: string };
  visaNumber: string;
};

const waitsForAnswer = (status: RequestRow['status']) =>
  status === EMPLOYMENT_REQUEST_STATUS.PENDING_AGENCY || status === EMPLOYMENT_REQUEST_STATUS.PENDING_EMBASSY;

export const toSummary = (
  row: Omit<SummaryRow, 'request'> & {
    request: Pick<RequestRow, 'id' | 'bulkId' | 'status' | 'respondBy' | 'createdAt' | 'updatedAt'>;
  },
): EmploymentRequestSummary => ({
  id: row.request.id,
  number: requestNumber(row.request.id),
  bulkId: row.request.bulkId,
  status: row.request.status,
  office: { id: row.office.id, name: nameOf(row.office) },
  agency: { id: row.agency.id, name: nameOf(row.agency) },
  country: { id: row.country.id, name: nameOf(row.country) },
  employer: { nationalId: row.employer.nationalId, name: nameOf(row.employer) },
  candidate: {
    id: row.candidate.id,
    name: nameOf(row.candidate),
    passportNumber: row.candidate.passportNumber,
  },
  visaNumber: row.visaNumber,
  respondBy: waitsForAnswer(row.request.status) ? (row.request.respondBy?.toISOString() ?? null) : null,
  createdAt: row.request.createdAt.toISOString(),
  updatedAt: row.request.updatedAt.toISOString(),
});

/** The request as the declaration reads it. */
export const recordOf = (request: RequestRow, pendingMofaCancellation = false) =>
  requestTransitionRecord(
    {
      status: request.status,
      officeId: request.officeId,
      agencyId: request.agencyId,
      usesApprovalFlow: request.usesApprovalFlow,
    },
    pendingMofaCancellation,
  );

export const toDetail = (
  view: RequestView & { clocks: Clock[] },
  session: EstablishmentSession,
  pendingMofaCancellation = false,
): EmploymentRequest => {
  const { request, employer, visa, candidate } = view;
  return {
    ...toSummary({ ...view, visaNumber: visa.number }),
    country: {
      id: view.country.id,
      code3: view.country.code3,
      name: nameOf(view.country),
      usesApprovalFlow: request.usesApprovalFlow,
    },
    officeLocation: request.officeLocation,
    office: { id: view.office.id, name: nameOf(view.office), licenseNumber: view.office.licenseNumber },
    agency: { id: view.agency.id, name: nameOf(view.agency), licenseNumber: view.agency.licenseNumber },
    employer: {
      id: employer.id,
      nationalId: employer.nationalId,
      name: nameOf(employer),
      mobile: employer.mobile,
      city: employer.city,
      address: employer.address,
    },
    visa: {
      id: visa.id,
      number: visa.number,
      gender: visa.gender,
      job: { id: view.visaJob.id, code: view.visaJob.code, name: nameOf(view.visaJob) },
      issueDate: visa.issueDate,
      expiryDate: visa.expiryDate,
    },
    candidate: {
      id: candidate.id,
      name: nameOf(candidate),
      passportNumber: candidate.passportNumber,
      gender: candidate.gender,
      birthDate: candidate.birthDate,
      job: { id: view.candidateJob.id, name: nameOf(view.candidateJob) },
      religion: candidate.religion,
      maritalStatus: candidate.maritalStatus,
      experienceYears: candidate.experienceYears,
      photoUrl: photoUrlOf(candidate),
    },
    terms: {
      monthlySalary: request.monthlySalary,
      durationMonths: request.durationMonths,
      probationDays: request.probationDays,
      recruitmentFee: request.recruitmentFee,
    },
    partnershipContract: { id: request.partnershipContractId, number: view.contractNumber },
    reason: view.reason
      ? { id: view.reason.id, text: { ar: view.reason.textAr, en: view.reason.textEn } }
      : null,
    contractedAt: request.contractedAt?.toISOString() ?? null,
    actions: actionsFor(employmentRequestTransitions, recordOf(request, pendingMofaCancellation), session),
    clocks: view.clocks,
  };
};
