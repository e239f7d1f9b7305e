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

/** A template's clauses as the wizard's text field holds them: one clause a line. */
export const clausesToText = (list: readonly string[]): string => list.join('\n');

/** A contract's obligations text as clauses: each non-blank line, trimmed. */
export const clausesOfText = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

const same = (a: string, b: string) => a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();

/** One clause of a contract against its template: as in it, changed (with its wording) or added. */
export type ClauseMark =
  | { kind: 'same'; text: string }
  | { kind: 'changed'; text: string; templateText: string }
  | { kind: 'added'; text: string };

/** A contract's clauses against the template's: each clause marked, and the template's removed ones. */
export type ClauseDeparture = { clauses: ClauseMark[]; removed: string[] };

/**
 * Where a contract's clauses depart from the template's (decision 0053). A clause found word for
 * word (spaces aside) in the template is the same; the remaining ones are paired in order with the
 * remaining template clauses (changed, the template's wording beside); what is left over is added
 * (contract) or removed (template).
 */
export const clauseDeparture = (
  template: readonly string[],
  contract: readonly string[],
): ClauseDeparture => {
  const used = new Set<number>();
  const matched = contract.map((clause) => {
    const at = template.findIndex((candidate, index) => !used.has(index) && same(candidate, clause));
    if (at >= 0) used.add(at);
    return at;
  });
  const unmatchedTemplate = template.map((_, index) => index).filter((index) => !used.has(index));
  const clauses: ClauseMark[] = contract.map((text, index) => {
    if ((matched[index] ?? -1) >= 0) return { kind: 'same', text };
    const pair = unmatchedTemplate.shift();
    if (pair === undefined) return { kind: 'added', text };
    return { kind: 'changed', text, templateText: template[pair] ?? '' };
  });
  return { clauses, removed: unmatchedTemplate.map((index) => template[index] ?? '') };
};

/** Whether a line's payment terms differ from the template's (spaces aside). */
export const paymentTermsDepart = (template: string, terms: string): boolean => !same(template, terms);

/** Whether anything departs from the template: the legend shows only then. */
export const departs = (departure: ClauseDeparture): boolean =>
  departure.removed.length > 0 || departure.clauses.some((clause) => clause.kind !== 'same');
