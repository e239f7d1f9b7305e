import { z } from 'zod';
import { id, idParam, isoDate, requiredText, versioned } from './fields';

/**
 * Standard partnership contracts (issue 25, decision 0053): per sending country, each side's
 * obligations as a list of clauses and the payment terms, in Arabic and English. Each save is a
 * new version; the old ones stay readable.
 */
export const MAX_TEMPLATE_CLAUSES = 40;
export const MAX_CLAUSE_LENGTH = 1000;

const clauses = () =>
  z
    .array(requiredText(MAX_CLAUSE_LENGTH), 'validation.required')
    .min(1, 'validation.required')
    .max(MAX_TEMPLATE_CLAUSES, 'validation.tooBig');

/** The wording of one version: what the editor sends and what a version holds. */
export const contractTemplateContentSchema = z.object({
  officeClausesAr: clauses(),
  officeClausesEn: clauses(),
  agencyClausesAr: clauses(),
  agencyClausesEn: clauses(),
  paymentTermsAr: requiredText(500),
  paymentTermsEn: requiredText(500),
  inForceFrom: isoDate(),
});
export type ContractTemplateContent = z.infer<typeof contractTemplateContentSchema>;
export type ContractTemplateContentInput = z.input<typeof contractTemplateContentSchema>;

/** `POST /api/contract-templates`: one template per country (409 when the country has one). */
export const contractTemplateCreateSchema = contractTemplateContentSchema.extend({ countryId: id() });
export type ContractTemplateCreate = z.infer<typeof contractTemplateCreateSchema>;

/** `PUT /api/contract-templates/{id}`: a new version, on the `rowVersion` it was read on. */
export const contractTemplateUpdateSchema = versioned(contractTemplateContentSchema);
export type ContractTemplateUpdate = z.infer<typeof contractTemplateUpdateSchema>;

const nameSchema = z.object({ ar: z.string(), en: z.string() });
const personSchema = z.object({ id: z.number().int(), name: nameSchema });

/** One stored version (its wording and who saved it when). */
export const contractTemplateVersionSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  officeClausesAr: z.array(z.string()),
  officeClausesEn: z.array(z.string()),
  agencyClausesAr: z.array(z.string()),
  agencyClausesEn: z.array(z.string()),
  paymentTermsAr: z.string(),
  paymentTermsEn: z.string(),
  inForceFrom: z.string(),
  createdAt: z.string(),
  createdBy: personSchema,
});
export type ContractTemplateVersion = z.infer<typeof contractTemplateVersionSchema>;

/** One row of the list: the country and its newest and current versions. */
export const contractTemplateSummarySchema = z.object({
  id: z.number().int(),
  country: z.object({ id: z.number().int(), name: nameSchema }),
  latestVersion: z.number().int(),
  /** The version in force today (the newest whose day has come); null when none yet. */
  currentVersion: z.number().int().nullable(),
  updatedAt: z.string(),
});
export type ContractTemplateSummary = z.infer<typeof contractTemplateSummarySchema>;
export const contractTemplateListSchema = z.array(contractTemplateSummarySchema);

/** `GET /api/contract-templates/{id}`: the template with every version, newest first. */
export const contractTemplateSchema = contractTemplateSummarySchema.extend({
  rowVersion: z.number().int(),
  versions: z.array(contractTemplateVersionSchema),
});
export type ContractTemplate = z.infer<typeof contractTemplateSchema>;

export const contractTemplateIdParamsSchema = z.object({ id: idParam() });

/** `GET /api/contract-templates/current?countryId=`: the wizard's starting point, or null. */
export const currentTemplateQuerySchema = z.object({ countryId: idParam() });
export const currentTemplateResponseSchema = contractTemplateVersionSchema
  .extend({ countryId: z.number().int() })
  .nullable();
export type CurrentContractTemplate = z.infer<typeof currentTemplateResponseSchema>;

/** The template wording a partnership contract started from, as the contract answer carries it. */
export const contractTemplateContentRefSchema = z.object({
  versionId: z.number().int(),
  version: z.number().int(),
  officeClausesAr: z.array(z.string()),
  officeClausesEn: z.array(z.string()),
  agencyClausesAr: z.array(z.string()),
  agencyClausesEn: z.array(z.string()),
  paymentTermsAr: z.string(),
  paymentTermsEn: z.string(),
});
export type ContractTemplateContentRef = z.infer<typeof contractTemplateContentRefSchema>;

// The clauses' pure helpers, apart from the schemas (a page that shows them loads no zod; decision 0064).
export {
  clauseDeparture,
  clausesOfText,
  clausesToText,
  departs,
  paymentTermsDepart,
  type ClauseDeparture,
  type ClauseMark,
} from './contract-templates-values';
