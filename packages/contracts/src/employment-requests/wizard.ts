import { z } from 'zod';
import { money, wholeNumber } from '../digit-fields';
import { id, idFilter } from '../fields';
import { employerInputSchema, employerReferenceSchema, nationalIdSchema } from '../employers';
import { idsFilter, listResponseSchema, pageQueryShape, textFilter } from '../list';
import { CANDIDATE_LANGUAGES } from '../hr-pool/enums';
import { VISA_GENDERS } from '../visas';
import { EMPLOYMENT_TERMS_LIMITS } from './wizard-values';

// The econtracting step's bounds are in wizard-values.ts (the step shows them and loads no zod;
// decision 0064).
export { EMPLOYMENT_TERMS_LIMITS } from './wizard-values';

/**
 * Step "econtracting": the salary, duration, probation and agreed recruitment fee. The server also
 * holds them to the chosen agency's partnership contract: a salary at least the contract line's
 * monthly salary and a fee at most its recruitment fee, for the visa's career and gender.
 */
export const econtractingStepSchema = z.object({
  monthlySalary: money(EMPLOYMENT_TERMS_LIMITS.monthlySalary),
  durationMonths: wholeNumber(EMPLOYMENT_TERMS_LIMITS.durationMonths),
  probationDays: wholeNumber(EMPLOYMENT_TERMS_LIMITS.probationDays),
  recruitmentFee: money(EMPLOYMENT_TERMS_LIMITS.recruitmentFee),
});
export type EcontractingStep = z.infer<typeof econtractingStepSchema>;

/** Step "select-visa": the employer's id and the AVAILABLE visas taken (one request per visa). */
export const selectVisaStepSchema = z.object({
  nationalId: nationalIdSchema,
  visaIds: z.array(id()).min(1, 'validation.visaRequired').max(100, 'validation.tooMany'),
});
export type SelectVisaStep = z.infer<typeof selectVisaStepSchema>;

/** One request of a submission: a visa and the candidate chosen for it. */
export const wizardItemSchema = z.object({ visaId: id(), candidateId: id() });

/**
 * `POST /api/employment-requests`: every step at once. Several items make a bulk request (one
 * request per candidate, all or nothing), at most the settings' `bulkRequestMaxCandidates`. All
 * visas are the employer's; no visa or candidate twice.
 */
export const employmentRequestSubmitSchema = z
  .object({
    employer: employerReferenceSchema,
    terms: econtractingStepSchema,
    items: z.array(wizardItemSchema).min(1, 'validation.visaRequired').max(100, 'validation.tooMany'),
  })
  .superRefine((body, context) => {
    const twice = (values: number[]) => values.findIndex((value, index) => values.indexOf(value) !== index);
    const visa = twice(body.items.map((item) => item.visaId));
    if (visa >= 0)
      context.addIssue({ code: 'custom', path: ['items', visa, 'visaId'], message: 'validation.duplicate' });
    const candidate = twice(body.items.map((item) => item.candidateId));
    if (candidate >= 0)
      context.addIssue({
        code: 'custom',
        path: ['items', candidate, 'candidateId'],
        message: 'validation.duplicate',
      });
  });
export type EmploymentRequestSubmit = z.infer<typeof employmentRequestSubmitSchema>;

/** The submission's answer: the bulk (null for a single request) and the requests, in item order. */
export const employmentRequestSubmitResponseSchema = z.object({
  bulkId: z.number().int().nullable(),
  ids: z.array(z.number().int()),
});
export type EmploymentRequestSubmitResponse = z.infer<typeof employmentRequestSubmitResponseSchema>;

const nameSchema = z.object({ ar: z.string(), en: z.string() });

/** `GET /api/employment-requests/wizard/visas?nationalId=`: the employer's visas a request can take. */
export const wizardVisaQuerySchema = z.object({ nationalId: nationalIdSchema });
export const wizardVisaSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  country: z.object({
    id: z.number().int(),
    code3: z.string(),
    name: nameSchema,
    usesApprovalFlow: z.boolean(),
  }),
  gender: z.enum(VISA_GENDERS),
  job: z.object({ id: z.number().int(), code: z.string(), name: nameSchema }),
  issueDate: z.string(),
  expiryDate: z.string(),
});
export type WizardVisa = z.infer<typeof wizardVisaSchema>;
export const wizardVisasResponseSchema = z.object({ items: z.array(wizardVisaSchema) });

/**
 * `GET /api/employment-requests/wizard/candidates?visaId=`: AVAILABLE candidates of agencies with an
 * ACTIVE partnership contract with the office for the visa's country, of the visa's gender and career.
 */
export const wizardCandidateQuerySchema = z.object({
  visaId: idFilter(),
  q: textFilter(),
  ...pageQueryShape,
});
export const wizardCandidateSchema = z.object({
  id: z.number().int(),
  name: nameSchema,
  passportNumber: z.string(),
  agency: z.object({ id: z.number().int(), name: nameSchema }),
  birthDate: z.string(),
  experienceYears: z.number().int(),
  languages: z.array(z.enum(CANDIDATE_LANGUAGES)),
  expectedSalary: z.number(),
  religion: z.string(),
  /**
   * The HR pool's photo thumbnail and CV addresses (fetched with the token), null when the candidate
   * has none or the caller may not read the HR pool's documents (its `hrPool.candidate` read rule).
   */
  photoUrl: z.string().nullable(),
  cvUrl: z.string().nullable(),
  /** The agency's contract line for the visa's career and gender (the econtracting bounds). */
  terms: z.object({ monthlySalary: z.number(), recruitmentFee: z.number() }).nullable(),
});
export type WizardCandidate = z.infer<typeof wizardCandidateSchema>;
export const wizardCandidateListSchema = listResponseSchema(wizardCandidateSchema);

/** `GET /api/employment-requests/wizard/availability?ids=`: which of a draft's candidates were taken. */
export const wizardAvailabilityQuerySchema = z.object({ ids: idsFilter(100) });
export const wizardAvailabilityResponseSchema = z.object({ unavailable: z.array(z.number().int()) });

/**
 * The draft of spec 3, kept in browser storage while the office goes through the steps: the chosen
 * visas (country, gender, career code), the candidates per visa, the candidates lost since (taken
 * by someone else), and whether several candidates make a bulk request.
 */
export const employmentRequestDraftSchema = z.object({
  nationalId: z.string(),
  visas: z.array(
    z.object({
      id: z.number().int(),
      number: z.string(),
      country: z.string(),
      countryId: z.number().int(),
      gender: z.enum(VISA_GENDERS),
      career: z.string(),
      jobId: z.number().int(),
    }),
  ),
  employer: employerInputSchema.partial().optional(),
  terms: econtractingStepSchema.partial().optional(),
  candidates: z.array(
    z.object({
      visaId: z.number().int(),
      id: z.number().int(),
      name: nameSchema,
      passportNumber: z.string(),
    }),
  ),
  lostCandidates: z.array(z.number().int()),
  isMultiCandidates: z.boolean(),
});
export type EmploymentRequestDraft = z.infer<typeof employmentRequestDraftSchema>;
