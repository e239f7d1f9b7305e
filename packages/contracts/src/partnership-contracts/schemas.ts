import { z } from 'zod';
import { dateFilter, idFilter, idParam, idParamsSchema } from '../fields';
import { enumFilter, listQuerySchema, listResponseSchema, textFilter } from '../list';
import { partnershipLimitQuerySchema, partnershipLimitResponseSchema } from '../lookups-organization-limits';
import { actionReasonQuerySchema } from '../transitions/action-query';
import { clockSchema } from '../clocks/schemas';
import { contractTemplateContentRefSchema } from '../contract-templates';

import {
  CONTRACT_GENDERS,
  CONTRACT_SIDES,
  PARTNERSHIP_CONTRACT_STATUSES,
  type ContractGender,
  type ContractSide,
  type PartnershipContractStatus,
} from './contracts-values';

export {
  CONTRACT_GENDERS,
  CONTRACT_SIDES,
  PARTNERSHIP_CONTRACT_STATUSES,
  type ContractGender,
  type ContractSide,
  type PartnershipContractStatus,
};

const nameSchema = z.object({ ar: z.string(), en: z.string() });

/** An organisation named by a contract. */
export const contractPartySchema = z.object({
  id: z.number().int(),
  name: nameSchema,
  licenseNumber: z.string().nullable(),
});
export type ContractParty = z.infer<typeof contractPartySchema>;

export const contractCountrySchema = z.object({ id: z.number().int(), name: nameSchema });

export const contractObligationsSchema = z.object({
  officeAr: z.string(),
  officeEn: z.string(),
  agencyAr: z.string(),
  agencyEn: z.string(),
});
export type ContractObligations = z.infer<typeof contractObligationsSchema>;

/** One price line: a career and gender, the recruitment fee (SAR) and the worker's monthly salary. */
export const contractLineSchema = z.object({
  jobId: z.number().int(),
  job: z.object({ id: z.number().int(), name: nameSchema }),
  gender: z.enum(CONTRACT_GENDERS),
  recruitmentFee: z.number(),
  monthlySalary: z.number(),
  /** The payment terms in English. */
  paymentTerms: z.string(),
  /** The payment terms in Arabic (decision 0053). */
  paymentTermsAr: z.string(),
});
export type ContractLine = z.infer<typeof contractLineSchema>;

/** The terms a version fixes: each side's obligations and the price lines. */
export const contractTermsSchema = z.object({
  obligations: contractObligationsSchema,
  lines: z.array(contractLineSchema),
});
export type ContractTerms = z.infer<typeof contractTermsSchema>;

const reasonRefSchema = z.object({ id: z.number().int(), text: nameSchema });
const personSchema = z.object({ id: z.number().int(), name: nameSchema });

/**
 * The actions the caller may take on the contract now (declaration order of
 * `partnershipContractTransitions`), worked out by the API with `allowedActions`.
 */
const actionsSchema = z.array(z.string());

/** One row of `GET /api/partnership/contracts`. */
export const partnershipContractSummarySchema = z.object({
  id: z.number().int(),
  /** Given when the contract is first approved; null before. */
  number: z.string().nullable(),
  status: z.enum(PARTNERSHIP_CONTRACT_STATUSES),
  termsVersion: z.number().int(),
  office: contractPartySchema,
  agency: contractPartySchema,
  country: contractCountrySchema,
  /** An update of the ACTIVE contract waits for the agency's (or an admin's) confirmation. */
  hasPendingUpdate: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  actions: actionsSchema,
});
export type PartnershipContractSummary = z.infer<typeof partnershipContractSummarySchema>;

/** `GET /api/partnership/contracts/{id}`; also the answer of create, update, confirm and every action. */
export const partnershipContractSchema = partnershipContractSummarySchema.extend({
  ...contractTermsSchema.shape,
  /**
   * The programme terms version (admin setting `contractTermsVersion`) the terms in force were
   * approved under; null when not recorded (a draft, or approved before it was recorded).
   */
  programmeTermsVersion: z.string().nullable(),
  /**
   * The country's contract template version the wizard started from (decision 0053), with its
   * wording, so the contract page marks where the terms depart from it; null: none.
   */
  template: contractTemplateContentRefSchema.nullable(),
  /**
   * What waits on an ACTIVE contract until confirmed, null when nothing does: the terms it will
   * have (the ones in force when only a programme terms version waits: `termsChanged` false) and
   * the programme terms version an admin published meanwhile, if any.
   */
  pendingUpdate: contractTermsSchema
    .extend({
      requestedAt: z.string(),
      termsChanged: z.boolean(),
      programmeTermsVersion: z.string().nullable(),
    })
    .nullable(),
  /** The reason of the agency's last rejection (reasons lookup, kind REJECTION). */
  rejectionReason: reasonRefSchema.nullable(),
  /** While PENDING_CANCELLATION (and after): who asked and why (reasons lookup, kind CANCELLATION). */
  cancellation: z.object({ askedBy: z.enum(CONTRACT_SIDES), reason: reasonRefSchema.nullable() }).nullable(),
  /** The confirmation of a pending update is open to the caller (`PUT .../{id}/confirm`). */
  canConfirm: z.boolean(),
  rowVersion: z.number().int(),
  createdBy: personSchema,
  updatedBy: personSchema,
  /** Its answer clocks, oldest first (decision 0056): each wait on the other side's answer. */
  clocks: z.array(clockSchema),
});
export type PartnershipContract = z.infer<typeof partnershipContractSchema>;

/** List filters, all in the URL (spec 5); `from`/`to` bound the creation day. */
export const partnershipContractFiltersShape = {
  status: enumFilter(PARTNERSHIP_CONTRACT_STATUSES),
  countryId: idFilter(),
  officeId: idFilter(),
  agencyId: idFilter(),
  number: textFilter(30),
  from: dateFilter(),
  to: dateFilter(),
};
export const PARTNERSHIP_CONTRACT_SORT_FIELDS = ['createdAt', 'updatedAt', 'number', 'status'] as const;
export type PartnershipContractSortField = (typeof PARTNERSHIP_CONTRACT_SORT_FIELDS)[number];

/** `GET /api/partnership/contracts?status=&countryId=&officeId=&agencyId=&number=&from=&to=&page=&size=` (size 10 by default). */
export const partnershipContractListQuerySchema = listQuerySchema(
  partnershipContractFiltersShape,
  PARTNERSHIP_CONTRACT_SORT_FIELDS,
).refine((query) => !query.from || !query.to || query.from <= query.to, {
  message: 'validation.dateRange',
  path: ['to'],
});
export type PartnershipContractListQuery = z.infer<typeof partnershipContractListQuerySchema>;
export const partnershipContractListResponseSchema = listResponseSchema(partnershipContractSummarySchema);
export type PartnershipContractList = z.infer<typeof partnershipContractListResponseSchema>;

/** One choice of a filter: an organisation or a country. */
export const contractFilterOptionSchema = z.object({ id: z.number().int(), name: nameSchema });
export type ContractFilterOption = z.infer<typeof contractFilterOptionSchema>;

/**
 * `GET /api/partnership/contracts/filters/pro` (the local offices) and `.../filters/epro` (the
 * foreign agencies and their countries) of the contracts the caller sees; `countryId` narrows the
 * organisations to one country.
 */
export const contractFilterOptionsQuerySchema = z.object({ countryId: idFilter() });
export const contractFilterOptionsResponseSchema = z.object({
  organizations: z.array(contractFilterOptionSchema),
  countries: z.array(contractFilterOptionSchema),
});
export type ContractFilterOptions = z.infer<typeof contractFilterOptionsResponseSchema>;

/**
 * `GET /api/partnership/contracts/epros?countryId=`: the foreign agencies the calling office may
 * contract (active, licensed, of an enabled country).
 */
export const eprosQuerySchema = z.object({ countryId: idFilter() });
export const eproOptionSchema = contractPartySchema.extend({ country: contractCountrySchema });
export type EproOption = z.infer<typeof eproOptionSchema>;
export const eprosResponseSchema = z.array(eproOptionSchema);

/** `GET /api/partnership/contracts/limit?countryId=`: `{ countryId, used, allowed }` (allowed null: no limit). */
export const contractLimitQuerySchema = partnershipLimitQuerySchema;
export const contractLimitResponseSchema = partnershipLimitResponseSchema;

/** One approved version: the terms it fixed and, once its PDF was first asked for, the PDF hashes. */
export const contractVersionSchema = z.object({
  id: z.number().int(),
  termsVersion: z.number().int(),
  approvedAt: z.string(),
  approvedBy: personSchema,
  /** SHA-256 (hex) of the stored PDF per language; null until that PDF is first rendered. */
  sha256: z.object({ 'ar-SA': z.string().nullable(), 'en-US': z.string().nullable() }),
});
export type ContractVersion = z.infer<typeof contractVersionSchema>;

/** `GET /api/partnership/contracts/{id}/versions`: newest first. */
export const contractVersionListSchema = z.array(contractVersionSchema);

export const contractIdParamsSchema = idParamsSchema;
export const contractVersionParamsSchema = z.object({ versionId: idParam() });

/**
 * The optional `?reasonId=` of the action calls (spec 7 gives them empty bodies): required by
 * reject and cancel, ignored by the others.
 */
export const contractActionQuerySchema = actionReasonQuerySchema;
