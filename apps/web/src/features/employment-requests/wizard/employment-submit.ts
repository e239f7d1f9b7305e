import { normalizeSaudiMobile, toLatinDigits } from '@portal/contracts/digits';
import type { EmployerInput, EmployerReference } from '@portal/contracts/employers';
import { EMPLOYER_CITIES, EMPLOYER_DETAILS, isValidSaudiId } from '@portal/contracts/employers-values';
import type { EcontractingStep, EmploymentRequestSubmit } from '@portal/contracts/employment-requests/wizard';
import { EMPLOYMENT_TERMS_LIMITS } from '@portal/contracts/employment-requests/wizard-values';
import {
  SAUDI_MOBILE_PATTERN,
  hasTwice,
  isId,
  isRecord,
  isStorableText,
  moneyValue,
  requiredTextValue,
  wholeNumberValue,
} from '@portal/contracts/fields-values';
import { candidateOfVisa, lostChosen, type EmploymentDraftData } from './employment-draft';

// The contract step's checks of the whole draft, by hand: the rules of the contract's schemas
// (`employerInputSchema`, `econtractingStepSchema`, `employmentRequestSubmitSchema`) written without
// zod, which would be ~24 KB gzipped on the step's first load (decision 0064). A test runs drafts
// through both and holds them to the same answers and the same body; the server checks the body
// with the schema itself. The field factories' rules are the shared ones of `fields-values.ts`.

/** `nationalIdSchema`: digits made ASCII, 10 starting 1 or 2, with a valid check digit. */
const nationalId = (value: unknown): string | null => {
  if (typeof value !== 'string' || !isStorableText(value)) return null;
  const digits = toLatinDigits(value.trim());
  return isValidSaudiId(digits) ? digits : null;
};

/** `saudiMobile()`: stored as `05XXXXXXXX`. */
const saudiMobile = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const mobile = normalizeSaudiMobile(value.trim());
  return SAUDI_MOBILE_PATTERN.test(mobile) ? mobile : null;
};

const city = (value: unknown) =>
  (EMPLOYER_CITIES as readonly unknown[]).includes(value) ? (value as EmployerInput['city']) : null;

const DETAILS: { [K in (typeof EMPLOYER_DETAILS)[number]]: (value: unknown) => EmployerInput[K] | null } = {
  nameAr: (value) => requiredTextValue(value, 120),
  nameEn: (value) => requiredTextValue(value, 120),
  mobile: saudiMobile,
  city,
  address: (value) => requiredTextValue(value, 300),
};

/**
 * `employerReferenceSchema` (`all: false`, its details optional) and `employerInputSchema` (`all`):
 * the employer as the body sends it, or null. Other keys (`registered`) are left out.
 */
function employerOf(value: unknown, all: true): EmployerInput | null;
function employerOf(value: unknown, all: false): EmployerReference | null;
function employerOf(value: unknown, all: boolean): EmployerReference | null {
  if (!isRecord(value)) return null;
  const id = nationalId(value.nationalId);
  if (id === null) return null;
  const employer: Record<string, unknown> = { nationalId: id };
  for (const key of EMPLOYER_DETAILS) {
    if (!all && value[key] === undefined) continue;
    const detail = DETAILS[key](value[key]);
    if (detail === null) return null;
    employer[key] = detail;
  }
  return employer as EmployerReference;
}

/** `econtractingStepSchema`: the terms as the body sends them, or null. */
const termsOf = (value: unknown): EcontractingStep | null => {
  if (!isRecord(value)) return null;
  const limits = EMPLOYMENT_TERMS_LIMITS;
  const terms = {
    monthlySalary: moneyValue(value.monthlySalary, limits.monthlySalary),
    durationMonths: wholeNumberValue(value.durationMonths, limits.durationMonths),
    probationDays: wholeNumberValue(value.probationDays, limits.probationDays),
    recruitmentFee: moneyValue(value.recruitmentFee, limits.recruitmentFee),
  };
  return Object.values(terms).every((term) => term !== null) ? (terms as EcontractingStep) : null;
};

/** The most items one submission takes (the submission schema's `validation.tooMany`). */
const MAX_ITEMS = 100;

/** Whether the employer's step is complete (`employerInputSchema`, every detail). */
export const employerComplete = (data: EmploymentDraftData) => employerOf(data.employer, true) !== null;

/** Whether the terms' step is complete (`econtractingStepSchema`). */
export const termsComplete = (data: EmploymentDraftData) => termsOf(data.terms) !== null;

/** The submission body (`employmentRequestSubmitSchema`'s output), or null while a step is incomplete. */
export const submitBodyFromDraft = (data: EmploymentDraftData): EmploymentRequestSubmit | null => {
  // A registered employer is sent by its id alone: it is used as saved.
  const employer = employerOf(
    data.employer?.registered ? { nationalId: data.employer.nationalId } : data.employer,
    false,
  );
  const terms = termsOf(data.terms);
  const items: EmploymentRequestSubmit['items'] = [];
  for (const visa of data.visas) {
    const candidateId = candidateOfVisa(data, visa.id)?.id;
    if (!isId(visa.id) || !isId(candidateId)) return null;
    items.push({ visaId: visa.id, candidateId });
  }
  if (employer === null || terms === null || items.length === 0 || items.length > MAX_ITEMS) return null;
  if (hasTwice(items.map((item) => item.visaId)) || hasTwice(items.map((item) => item.candidateId)))
    return null;
  return { employer, terms, items };
};

/** Whether the draft cannot be sent yet: a step incomplete, or a chosen candidate taken since. */
export const submissionBlocked = (data: EmploymentDraftData): boolean =>
  submitBodyFromDraft(data) === null || lostChosen(data).length > 0;
