import { todayInKingdom, type Language } from '@portal/contracts/constants';
import type { EmploymentRequestSubmit } from '@portal/contracts/employment-requests/wizard';
import { translate, type MessageKey } from '../../i18n/catalogue';
import { badRequest, conflict } from '../../lib/errors';
import type { Executor } from '../../platform/history/service';
import {
  findCandidates,
  findLineTerms,
  findVisas,
  type ContractLineTerms,
  type VisaWithRefs,
} from './wizard-repository';
import { CANDIDATE_STATUS } from '@portal/contracts/hr-pool/enums';
import { VISA_STATUS } from '@portal/contracts/visas';

type CandidateRow = Awaited<ReturnType<typeof findCandidates>>[number];

/** One item of a submission, checked: its visa, candidate and the contract line that bounds the terms. */
export type CheckedItem = { visa: VisaWithRefs; candidate: CandidateRow; line: ContractLineTerms };

const nameIn = (language: Language, row: { nameAr: string; nameEn: string }) =>
  language === 'ar-SA' ? row.nameAr : row.nameEn;

/** 409 naming the candidate another request took first (the draft shows it as lost). */
export const candidateTaken = (language: Language, candidate: CandidateRow, index: number) =>
  conflict('employmentRequests.candidateTaken', {
    params: { name: nameIn(language, candidate), passport: candidate.passportNumber },
    fieldErrors: {
      [`items.${index}.candidateId`]: [
        translate(language, 'employmentRequests.candidateTaken', {
          name: nameIn(language, candidate),
          passport: candidate.passportNumber,
        }),
      ],
    },
  });

export const visaTaken = (language: Language, visa: { number: string }, index: number) =>
  conflict('employmentRequests.visaTaken', {
    params: { visa: visa.number },
    fieldErrors: {
      [`items.${index}.visaId`]: [translate(language, 'employmentRequests.visaTaken', { visa: visa.number })],
    },
  });

/**
 * The submission's rules before anything is written: each visa the employer's, AVAILABLE, unexpired,
 * of a country open to recruitment; each candidate AVAILABLE, of the visa's country, gender and
 * career, of an agency whose ACTIVE contract with the office has a line for them; the terms within
 * every such line (salary at least, fee at most). 400 with the fields at fault; 409 for a visa or
 * candidate another request holds.
 */
export const checkItems = async (
  tx: Executor,
  officeId: number,
  body: EmploymentRequestSubmit,
  language: Language,
): Promise<CheckedItem[]> => {
  const visas = new Map(
    (
      await findVisas(
        tx,
        body.items.map((item) => item.visaId),
      )
    ).map((row) => [row.visa.id, row]),
  );
  const candidates = new Map(
    (
      await findCandidates(
        tx,
        body.items.map((item) => item.candidateId),
      )
    ).map((row) => [row.id, row]),
  );
  const fieldErrors: Record<string, string[]> = {};
  const refuse = (field: string, key: MessageKey, params?: Record<string, string | number>) => {
    fieldErrors[field] ??= [translate(language, key, params)];
  };
  const checked: CheckedItem[] = [];
  for (const [index, item] of body.items.entries()) {
    const visa = visas.get(item.visaId);
    const candidate = candidates.get(item.candidateId);
    if (
      !visa ||
      visa.visa.employerId !== body.employer.nationalId ||
      visa.visa.expiryDate < todayInKingdom() ||
      !visa.country.activeForRecruitment
    ) {
      refuse(`items.${index}.visaId`, 'employmentRequests.visaUnavailable');
      continue;
    }
    if (visa.visa.status !== VISA_STATUS.AVAILABLE) throw visaTaken(language, visa.visa, index);
    if (!candidate) {
      refuse(`items.${index}.candidateId`, 'employmentRequests.candidateUnknown');
      continue;
    }
    if (candidate.status !== CANDIDATE_STATUS.AVAILABLE) throw candidateTaken(language, candidate, index);
    if (candidate.gender !== visa.visa.gender)
      refuse(`items.${index}.candidateId`, 'employmentRequests.genderMismatch');
    if (candidate.jobId !== visa.visa.jobId)
      refuse(`items.${index}.candidateId`, 'employmentRequests.careerMismatch');
    if (candidate.gender !== visa.visa.gender || candidate.jobId !== visa.visa.jobId) continue;
    const line =
      candidate.countryId === visa.visa.countryId
        ? (
            await findLineTerms(tx, {
              officeId,
              countryId: visa.visa.countryId,
              jobId: visa.visa.jobId,
              gender: visa.visa.gender,
              agencyIds: [candidate.agencyId],
            })
          ).get(candidate.agencyId)
        : undefined;
    if (!line) {
      refuse(`items.${index}.candidateId`, 'employmentRequests.noPartnership');
      continue;
    }
    if (body.terms.monthlySalary < line.monthlySalary) {
      refuse('terms.monthlySalary', 'employmentRequests.salaryBelowContract', { amount: line.monthlySalary });
    }
    if (body.terms.recruitmentFee > line.recruitmentFee) {
      refuse('terms.recruitmentFee', 'employmentRequests.feeAboveContract', { amount: line.recruitmentFee });
    }
    checked.push({ visa, candidate, line });
  }
  if (Object.keys(fieldErrors).length > 0) throw badRequest('errors.validation', { fieldErrors });
  return checked;
};
