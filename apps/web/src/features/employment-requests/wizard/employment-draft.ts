import { useCallback, useMemo } from 'react';
import { z } from 'zod';
import { EMPLOYER_CITIES, type EmployerCity } from '@portal/contracts/employers';
import {
  employmentRequestDraftSchema,
  employmentRequestSubmitSchema,
  type EmploymentRequestSubmit,
} from '@portal/contracts/employment-requests/wizard';
import { readWizardDraft, useWizardDraft, wizardDraftKey } from '../../../components/wizard/wizard-draft';
import { useCredentials } from '../../../lib/storage/use-credentials';
import { STORAGE_KEYS } from '../../../lib/storage/storage-keys';

const nameSchema = z.object({ ar: z.string(), en: z.string() });
const base = employmentRequestDraftSchema.shape;

/** A chosen visa with what the screens show of it (names in both languages, dates). */
const draftVisaSchema = base.visas.element.extend({
  countryName: nameSchema.optional(),
  jobName: nameSchema.optional(),
  issueDate: z.string().optional(),
  expiryDate: z.string().optional(),
});
export type DraftVisa = z.infer<typeof draftVisaSchema>;

/** A chosen candidate with its agency and that agency's contract line (the terms' bounds). */
const draftCandidateSchema = base.candidates.element.extend({
  agency: nameSchema.optional(),
  terms: z.object({ monthlySalary: z.number(), recruitmentFee: z.number() }).nullable().optional(),
});
export type DraftCandidate = z.infer<typeof draftCandidateSchema>;

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

const employerValuesSchema = z.object({
  nationalId: z.string().catch(''),
  nameAr: z.string().catch(''),
  nameEn: z.string().catch(''),
  mobile: z.string().catch(''),
  city: z.union([z.enum(EMPLOYER_CITIES), z.literal('')]).catch(''),
  address: z.string().catch(''),
  registered: z.boolean().optional().catch(undefined),
});
const amountValue = z.number().nullable().catch(null);
const termsValuesSchema = z.object({
  monthlySalary: amountValue,
  durationMonths: amountValue,
  probationDays: amountValue,
  recruitmentFee: amountValue,
});

/** Spec 3's draft as this wizard keeps it in browser storage. */
const draftDataSchema = z.object({
  nationalId: base.nationalId.catch(''),
  visas: z.array(draftVisaSchema).catch([]),
  employer: employerValuesSchema.nullable().catch(null),
  terms: termsValuesSchema.nullable().catch(null),
  candidates: z.array(draftCandidateSchema).catch([]),
  lostCandidates: base.lostCandidates.catch([]),
  isMultiCandidates: base.isMultiCandidates.catch(false),
});
export type EmploymentDraftData = z.infer<typeof draftDataSchema>;

export const emptyEmploymentDraft = (): EmploymentDraftData => ({
  nationalId: '',
  visas: [],
  employer: null,
  terms: null,
  candidates: [],
  lostCandidates: [],
  isMultiCandidates: false,
});

/** A stored draft from an older build or written by hand: whatever does not fit takes its default. */
export const parseEmploymentDraft = (value: unknown): EmploymentDraftData => {
  const parsed = draftDataSchema.safeParse(value);
  return parsed.success ? parsed.data : emptyEmploymentDraft();
};

/** The candidate chosen for a visa, if any. */
export const candidateOfVisa = (data: EmploymentDraftData, visaId: number) =>
  data.candidates.find((candidate) => candidate.visaId === visaId) ?? null;

/** Chosen candidates taken by someone else since they were chosen. */
export const lostChosen = (data: EmploymentDraftData) =>
  data.candidates.filter((candidate) => data.lostCandidates.includes(candidate.id));

/** The submission body, or null while a step is incomplete. */
export const submitBodyFromDraft = (data: EmploymentDraftData): EmploymentRequestSubmit | null => {
  const items = data.visas.map((visa) => ({
    visaId: visa.id,
    candidateId: candidateOfVisa(data, visa.id)?.id,
  }));
  // A registered employer is sent by its id alone: it is used as saved.
  const employer = data.employer?.registered ? { nationalId: data.employer.nationalId } : data.employer;
  const parsed = employmentRequestSubmitSchema.safeParse({
    employer,
    terms: data.terms,
    items,
  });
  return parsed.success ? parsed.data : null;
};

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
