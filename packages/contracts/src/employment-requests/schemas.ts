import { z } from 'zod';
import { idFilter, idParamsSchema } from '../fields';
import { OFFICE_LOCATIONS } from '../constants';
import { employerPartySchema } from '../employers';
import { clockSchema } from '../clocks/schemas';
import {
  booleanFilter,
  enumFilter,
  enumsFilter,
  listQuerySchema,
  listResponseSchema,
  textFilter,
} from '../list';
import { VISA_GENDERS } from '../visas';
import { recordClaimShape } from '../claims';

import { EMPLOYMENT_REQUEST_STATUSES } from './statuses-values';

export { EMPLOYMENT_REQUEST_STATUSES, type EmploymentRequestStatus } from './statuses-values';

const nameSchema = z.object({ ar: z.string(), en: z.string() });
const namedSchema = z.object({ id: z.number().int(), name: nameSchema });

/** The terms the office agrees with the employer (the econtracting step). */
export const employmentTermsSchema = z.object({
  monthlySalary: z.number(),
  durationMonths: z.number().int(),
  probationDays: z.number().int(),
  recruitmentFee: z.number(),
});
export type EmploymentTerms = z.infer<typeof employmentTermsSchema>;

export const requestVisaSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  gender: z.enum(VISA_GENDERS),
  job: z.object({ id: z.number().int(), code: z.string(), name: nameSchema }),
  issueDate: z.string(),
  expiryDate: z.string(),
});

export const requestCandidateSchema = z.object({
  id: z.number().int(),
  name: nameSchema,
  passportNumber: z.string(),
  gender: z.enum(VISA_GENDERS),
  birthDate: z.string(),
  job: namedSchema,
  religion: z.string(),
  maritalStatus: z.string(),
  experienceYears: z.number().int(),
  /** The photo's thumbnail URL, or null. */
  photoUrl: z.string().nullable(),
});

export const requestCountrySchema = z.object({
  id: z.number().int(),
  code3: z.string(),
  name: nameSchema,
  usesApprovalFlow: z.boolean(),
});

/** One row of `GET /api/employment-requests` (and of a bulk's requests). */
export const employmentRequestSummarySchema = z.object({
  id: z.number().int(),
  /** `ER-0000123`. */
  number: z.string(),
  bulkId: z.number().int().nullable(),
  status: z.enum(EMPLOYMENT_REQUEST_STATUSES),
  office: namedSchema,
  agency: namedSchema,
  country: namedSchema,
  employer: z.object({ nationalId: z.string(), name: nameSchema }),
  candidate: z.object({ id: z.number().int(), name: nameSchema, passportNumber: z.string() }),
  visaNumber: z.string(),
  /** When an unanswered request expires (PENDING_AGENCY, PENDING_EMBASSY), else null. */
  respondBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Who reviews it in the embassy's queue now (decision 0061), on the list's and the record's answers. */
  ...recordClaimShape,
});
export type EmploymentRequestSummary = z.infer<typeof employmentRequestSummarySchema>;

/** `GET /api/employment-requests/{id}`: the request with what the e-contract and its views show. */
export const employmentRequestSchema = employmentRequestSummarySchema.extend({
  country: requestCountrySchema,
  /** The embassy office location of the employer's city (who approves where the flow applies). */
  officeLocation: z.enum(OFFICE_LOCATIONS),
  office: namedSchema.extend({ licenseNumber: z.string().nullable() }),
  agency: namedSchema.extend({ licenseNumber: z.string().nullable() }),
  employer: employerPartySchema,
  visa: requestVisaSchema,
  candidate: requestCandidateSchema,
  terms: employmentTermsSchema,
  partnershipContract: z.object({ id: z.number().int(), number: z.string().nullable() }),
  /** The reason of a rejection or cancellation, with who gave it. */
  reason: z.object({ id: z.number().int(), text: nameSchema }).nullable(),
  contractedAt: z.string().nullable(),
  /** The actions the caller may take now (declaration order of `employmentRequestTransitions`). */
  actions: z.array(z.string()),
  /** Its deadline clocks, oldest first (decision 0056): the answers, the arrival, the trial. */
  clocks: z.array(clockSchema),
});
export type EmploymentRequest = z.infer<typeof employmentRequestSchema>;

/**
 * `GET /api/employment-requests`: text on the request number, the employer's id and the
 * candidate's passport; statuses; country; bulk; `waiting=true` keeps the requests waiting on the
 * caller's answer (the pending tab, the notification count's rows); `due` keeps the waiting
 * requests whose answer is overdue or due within 24 hours (their answer clock's due moment,
 * `respondBy`, decision 0056). Newest first, or `sort=respondBy` nearest due first; `after` is the
 * keyset cursor (the last id of the previous page, newest first only) that keeps deep pages fast.
 */
export const EMPLOYMENT_REQUEST_DUE_FILTERS = ['overdue', 'dueWithin24h'] as const;
export type EmploymentRequestDueFilter = (typeof EMPLOYMENT_REQUEST_DUE_FILTERS)[number];
export const employmentRequestFiltersShape = {
  q: textFilter(),
  status: enumsFilter(EMPLOYMENT_REQUEST_STATUSES),
  countryId: idFilter(),
  bulkId: idFilter(),
  employerId: idFilter(),
  waiting: booleanFilter(),
  due: enumFilter(EMPLOYMENT_REQUEST_DUE_FILTERS),
};
export const EMPLOYMENT_REQUEST_SORT_FIELDS = ['createdAt', 'respondBy'] as const;
export const employmentRequestListQuerySchema = listQuerySchema(
  { ...employmentRequestFiltersShape, after: idFilter() },
  EMPLOYMENT_REQUEST_SORT_FIELDS,
);
export type EmploymentRequestListQuery = z.infer<typeof employmentRequestListQuerySchema>;
export const employmentRequestListResponseSchema = listResponseSchema(employmentRequestSummarySchema);

export const employmentRequestIdParamsSchema = idParamsSchema;

/** `GET /api/employment-requests/bulk/{id}`: the requests one submission made. */
export const employmentRequestBulkSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  employer: z.object({ nationalId: z.string(), name: nameSchema }),
  requests: z.array(employmentRequestSummarySchema),
});
export type EmploymentRequestBulk = z.infer<typeof employmentRequestBulkSchema>;
