import { useCallback, useMemo } from 'react';
import { EMPLOYER_CITIES, type EmployerCity } from '@portal/contracts/employers-values';
import type { EmploymentRequestDraft } from '@portal/contracts/employment-requests/wizard';
import { VISA_GENDERS } from '@portal/contracts/visas-values';
import { readWizardDraft, useWizardDraft, wizardDraftKey } from '../../../components/wizard/wizard-draft';
import { useCredentials } from '../../../lib/storage/use-credentials';
import { STORAGE_KEYS } from '../../../lib/storage/storage-keys';

type Name = { ar: string; en: string };

/** A chosen visa with what the screens show of it (names in both languages, dates). */
export type DraftVisa = EmploymentRequestDraft['visas'][number] & {
  countryName?: Name;
  jobName?: Name;
  issueDate?: string;
  expiryDate?: string;
};

/** A chosen candidate with its agency and that agency's contract line (the terms' bounds). */
export type DraftCandidate = EmploymentRequestDraft['candidates'][number] & {
  agency?: Name;
  terms?: { monthlySalary: number; recruitmentFee: number } | null;
};

/**
 * The employer as typed: blanks stay blank until the step's schema accepts them. `registered`: an
 * employer already registered, used as saved (its details, when shown, are the saved ones).
 */
export type EmployerValues = {
  nationalId: string;
  nameAr: string;
  nameEn: string;
  mobile: string;
  city: EmployerCity | '';
  address: string;
  registered?: boolean;
};
/** The terms as typed: a blank number is null. */
export type TermsValues = {
  monthlySalary: number | null;
  durationMonths: number | null;
  probationDays: number | null;
  recruitmentFee: number | null;
};

/** Spec 3's draft as this wizard keeps it in browser storage. */
export type EmploymentDraftData = {
  nationalId: string;
  visas: DraftVisa[];
  employer: EmployerValues | null;
  terms: TermsValues | null;
  candidates: DraftCandidate[];
  lostCandidates: number[];
  isMultiCandidates: boolean;
};

export const emptyEmploymentDraft = (): EmploymentDraftData => ({
  nationalId: '',
  visas: [],
  employer: null,
  terms: null,
  candidates: [],
  lostCandidates: [],
  isMultiCandidates: false,
});

// Every step's first render reads the stored draft: it is checked here by hand, not with zod (~24 KB
// gzipped on each step's first load; decision 0064). The rules are the contract's draft schema's
// (`employmentRequestDraftSchema`) with a default for whatever does not fit, unknown keys left out; a
// test holds them to the same rules written with zod.
type Fields = Record<string, unknown>;
const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isInteger = (value: unknown): value is number => Number.isSafeInteger(value);
const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  (values as readonly unknown[]).includes(value);

/** The value when it is `{ ar, en }`, else null. */
const nameOf = (value: unknown): Name | null =>
  isRecord(value) && isString(value.ar) && isString(value.en) ? { ar: value.ar, en: value.en } : null;

/** Each item through `item`, or null when one does not fit (the whole list then takes its default). */
const listOf = <T>(value: unknown, item: (entry: unknown) => T | null): T[] | null => {
  if (!Array.isArray(value)) return null;
  const items: T[] = [];
  for (const entry of value) {
    const parsed = item(entry);
    if (parsed === null) return null;
    items.push(parsed);
  }
  return items;
};

const visaOf = (value: unknown): DraftVisa | null => {
  if (!isRecord(value)) return null;
  const { id, number, country, countryId, gender, career, jobId } = value;
  if (
    !isInteger(id) ||
    !isString(number) ||
    !isString(country) ||
    !isInteger(countryId) ||
    !isOneOf(VISA_GENDERS, gender) ||
    !isString(career) ||
    !isInteger(jobId)
  )
    return null;
  const visa: DraftVisa = { id, number, country, countryId, gender, career, jobId };
  // Optional parts: left out when absent, the whole visa refused when present and not of their type.
  for (const key of ['countryName', 'jobName'] as const) {
    if (value[key] === undefined) continue;
    const name = nameOf(value[key]);
    if (!name) return null;
    visa[key] = name;
  }
  for (const key of ['issueDate', 'expiryDate'] as const) {
    const date = value[key];
    if (date === undefined) continue;
    if (!isString(date)) return null;
    visa[key] = date;
  }
  return visa;
};

const candidateOf = (value: unknown): DraftCandidate | null => {
  if (!isRecord(value)) return null;
  const { visaId, id, passportNumber, agency, terms } = value;
  const name = nameOf(value.name);
  if (!isInteger(visaId) || !isInteger(id) || !name || !isString(passportNumber)) return null;
  const candidate: DraftCandidate = { visaId, id, name, passportNumber };
  if (agency !== undefined) {
    const agencyName = nameOf(agency);
    if (!agencyName) return null;
    candidate.agency = agencyName;
  }
  // The agency's contract line, or null when it has none.
  if (terms === null) candidate.terms = null;
  else if (terms !== undefined) {
    if (!isRecord(terms) || !isNumber(terms.monthlySalary) || !isNumber(terms.recruitmentFee)) return null;
    candidate.terms = { monthlySalary: terms.monthlySalary, recruitmentFee: terms.recruitmentFee };
  }
  return candidate;
};

const employerOf = (value: unknown): EmployerValues | null => {
  if (!isRecord(value)) return null;
  const text = (field: unknown) => (isString(field) ? field : '');
  return {
    nationalId: text(value.nationalId),
    nameAr: text(value.nameAr),
    nameEn: text(value.nameEn),
    mobile: text(value.mobile),
    city: isOneOf(EMPLOYER_CITIES, value.city) ? value.city : '',
    address: text(value.address),
    ...(typeof value.registered === 'boolean' ? { registered: value.registered } : {}),
  };
};

const termsOf = (value: unknown): TermsValues | null => {
  if (!isRecord(value)) return null;
  const amount = (field: unknown) => (isNumber(field) ? field : null);
  return {
    monthlySalary: amount(value.monthlySalary),
    durationMonths: amount(value.durationMonths),
    probationDays: amount(value.probationDays),
    recruitmentFee: amount(value.recruitmentFee),
  };
};

/** A stored draft from an older build or written by hand: whatever does not fit takes its default. */
export const parseEmploymentDraft = (value: unknown): EmploymentDraftData => {
  if (!isRecord(value)) return emptyEmploymentDraft();
  return {
    nationalId: isString(value.nationalId) ? value.nationalId : '',
    visas: listOf(value.visas, visaOf) ?? [],
    employer: employerOf(value.employer),
    terms: termsOf(value.terms),
    candidates: listOf(value.candidates, candidateOf) ?? [],
    lostCandidates: listOf(value.lostCandidates, (id) => (isInteger(id) ? id : null)) ?? [],
    isMultiCandidates: typeof value.isMultiCandidates === 'boolean' ? value.isMultiCandidates : false,
  };
};

/** The candidate chosen for a visa, if any. */
export const candidateOfVisa = (data: EmploymentDraftData, visaId: number) =>
  data.candidates.find((candidate) => candidate.visaId === visaId) ?? null;

/** Chosen candidates taken by someone else since they were chosen. */
export const lostChosen = (data: EmploymentDraftData) =>
  data.candidates.filter((candidate) => data.lostCandidates.includes(candidate.id));

/** The draft key of the signed-in person in their organisation. */
export const useEmploymentDraftKey = () => {
  const credentials = useCredentials();
  const user = `${credentials?.profile.id ?? 'anonymous'}-${credentials?.organization.id ?? 'none'}`;
  return wizardDraftKey(STORAGE_KEYS.employmentWizardDraft, user);
};

/** The employment request wizard's draft, live across steps, reloads and tabs. */
export const useEmploymentDraft = () => {
  const key = useEmploymentDraftKey();
  const { draft, restored, save, clear } = useWizardDraft<unknown>(key);
  const data = useMemo(() => parseEmploymentDraft(draft?.data), [draft]);
  // Reads the stored draft at call time: two quick writes of different parts both land.
  const update = useCallback(
    (change: (current: EmploymentDraftData) => Partial<EmploymentDraftData>) => {
      const current = parseEmploymentDraft(readWizardDraft<unknown>(key)?.data);
      const next = { ...current, ...change(current) };
      save({ ...next, isMultiCandidates: next.visas.length > 1 });
    },
    [key, save],
  );
  return { data, stored: draft, restored, update, clear };
};
