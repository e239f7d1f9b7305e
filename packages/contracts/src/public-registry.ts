import { z } from 'zod';
import { idParamsSchema } from './fields';
import { listResponseSchema, pageQueryShape, textFilter } from './list';
import { ORGANIZATION_STATUSES } from './organizations';
import { scorecardFiguresSchema } from './scorecards';

/**
 * The public registry of licensed offices and agencies (issue 25, decision 0052): what anyone may
 * know of a licensed organisation, and nothing of a person. No contact person, phone, e-mail,
 * address, bank account, owner or member ever appears in these answers.
 */

/** The organisations listed: local offices and companies, foreign agencies (the licensed kinds). */
export const REGISTRY_KINDS = ['PRO_OFFICE', 'PRO_COMPANY', 'EPRO'] as const;
export type RegistryKind = (typeof REGISTRY_KINDS)[number];

/** `q`: a name in Arabic or English (spelling variants folded) or a licence number; then the page. */
export const registryListQuerySchema = z.object({ q: textFilter(100), ...pageQueryShape });
export type RegistryListQuery = z.infer<typeof registryListQuerySchema>;

export const registryIdParamsSchema = idParamsSchema;

const bilingual = z.object({ ar: z.string(), en: z.string() });

/** One organisation as the list shows it. */
export const registryEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(REGISTRY_KINDS),
  name: bilingual,
  licenseNumber: z.string(),
  /** The licence's expiry date (valid until the day before it, spec 4). */
  licenseValidUntil: z.string().nullable(),
  country: z.object({ code3: z.string(), name: bilingual }).nullable(),
  city: z.string().nullable(),
  status: z.enum(ORGANIZATION_STATUSES),
});
export type RegistryEntry = z.infer<typeof registryEntrySchema>;

export const registryListResponseSchema = listResponseSchema(registryEntrySchema);
export type RegistryListResponse = z.infer<typeof registryListResponseSchema>;

/** A suspension as the public sees it: the category of its reason and its dates, never the comment. */
export const registrySuspensionSchema = z.object({
  reason: bilingual,
  startsOn: z.string(),
  /** Open-ended when null. */
  endsOn: z.string().nullable(),
  /** The day it was lifted before its end, when it was. */
  liftedOn: z.string().nullable(),
});
export type RegistrySuspension = z.infer<typeof registrySuspensionSchema>;

/** One dated event of the organisation's status, newest first. */
export const registryHistoryEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('REGISTERED'), on: z.string() }),
  z.object({ kind: z.literal('SUSPENSION_STARTED'), on: z.string(), suspension: registrySuspensionSchema }),
  z.object({ kind: z.literal('SUSPENSION_LIFTED'), on: z.string() }),
  z.object({ kind: z.literal('SUSPENSION_ENDED'), on: z.string() }),
  z.object({
    kind: z.literal('LICENCE_RENEWED'),
    on: z.string(),
    licenseNumber: z.string(),
    validUntil: z.string(),
  }),
  z.object({ kind: z.literal('LICENCE_EXPIRED'), on: z.string() }),
]);
export type RegistryHistoryEvent = z.infer<typeof registryHistoryEventSchema>;

/** A partnership contract in force (active, or active while a cancellation waits). */
export const registryPartnershipSchema = z.object({
  counterparty: z.object({
    id: z.number().int(),
    kind: z.enum(REGISTRY_KINDS),
    name: bilingual,
    country: z.object({ code3: z.string(), name: bilingual }).nullable(),
    /** Whether it has its own page in the registry (it holds a licence number). */
    listed: z.boolean(),
  }),
  /** The day its first version was approved. */
  since: z.string(),
});
export type RegistryPartnership = z.infer<typeof registryPartnershipSchema>;

/** The organisation's page. */
export const registryOrganizationSchema = registryEntrySchema.extend({
  /** The suspension in force today, when it has a recorded reason. */
  suspension: registrySuspensionSchema.nullable(),
  history: z.array(registryHistoryEventSchema),
  partnerships: z.array(registryPartnershipSchema),
  /** Its scorecard's figures (decision 0060): counts and shares only, nothing of a person. */
  scorecard: scorecardFiguresSchema,
});
export type RegistryOrganization = z.infer<typeof registryOrganizationSchema>;
