/**
 * Worker transfer contracts (DOMAIN.md "Worker transfer contracts", decision 0028): a local office moves
 * a worker already in the kingdom (an ARRIVED employment request's worker, its candidate EMPLOYEE,
 * or an old contract's worker) from one employer to another; the agency (or an admin when the
 * worker has no agency) approves or rejects, the office completes.
 *
 * Endpoints (all under `/api`):
 * - `GET  /transfer-contracts` list: `transferContractListQuerySchema` → `transferContractListResponseSchema`
 * - `GET  /transfer-contracts/workers?q=` the office's transferable workers:
 *   `transferableWorkersQuerySchema` → `transferableWorkersResponseSchema`
 * - `POST /transfer-contracts` (PRO_OFFICE, PRO_COMPANY): `transferContractCreateSchema` → `transferContractSchema` (201)
 * - `GET  /transfer-contracts/{id}` → `transferContractSchema` (with the caller's `actions`)
 * - `POST /transfer-contracts/{id}/{action}` (approve, reject `{ reasonId }`, adminApprove, adminReject
 *   `{ reasonId }` for an old contract's worker, complete):
 *   `transferContractActionParamsSchema`, body per `transferContractTransitions` → `transferContractSchema`
 * - `GET  /history/transferContract/{id}` the shared history route (newest first)
 * - `GET  /transfer-contracts/{id}/document?lang=ar|en` → `transferContractDocumentSchema` (`{ html }`)
 * - `GET  /transfer-contracts/{id}/pdf?lang=ar|en` the bilingual PDF (application/pdf)
 */
import { z } from 'zod';
import { OFFICE_LOCATIONS } from '../constants';
import { employerPartySchema, employerReferenceSchema, type EmployerParty } from '../employers';
import { id, idFilter, idParam, idParamsSchema } from '../fields';
import { money } from '../digit-fields';
import { enumsFilter, listQuerySchema, listResponseSchema, textFilter } from '../list';
import { TRANSFER_CONTRACT_STATUSES } from './statuses';

export { TRANSFER_CONTRACT_STATUSES } from './statuses';
export type { TransferContractStatus } from './statuses';

/** The transfer fee in SAR: 0 to 100,000, at most two decimals. */
export const TRANSFER_FEE_LIMITS = { min: 0, max: 100_000 } as const;

/** Where the worker comes from: one ARRIVED employment request of the office, or one old contract. */
export const transferSourceSchema = z.union([
  z.object({ employmentRequestId: id() }).strict(),
  z.object({ oldContractId: id() }).strict(),
]);
export type TransferSource = z.infer<typeof transferSourceSchema>;

/**
 * `POST /api/transfer-contracts`: the worker (source), the new employer (the wizard's employer-info
 * step), the fee and the worker's consent. The server also checks that the new employer differs
 * from the old one and that the worker has no open transfer (409).
 */
export const transferContractCreateSchema = z.object({
  source: transferSourceSchema,
  newEmployer: employerReferenceSchema,
  fee: money(TRANSFER_FEE_LIMITS),
  workerConsent: z.literal(true, 'transferContracts.consentRequired'),
});
export type TransferContractCreate = z.infer<typeof transferContractCreateSchema>;

const nameSchema = z.object({ ar: z.string(), en: z.string() });
const namedSchema = z.object({ id: z.number().int(), name: nameSchema });

export type TransferEmployer = EmployerParty;

export const transferWorkerSchema = z.object({
  name: nameSchema,
  passportNumber: z.string(),
  /** The residence id in the kingdom, when known. */
  residentId: z.string().nullable(),
  candidateId: z.number().int().nullable(),
  employmentRequest: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  oldContract: z.object({ id: z.number().int(), contractNumber: z.string() }).nullable(),
});
export type TransferWorker = z.infer<typeof transferWorkerSchema>;

/** One row of `GET /api/transfer-contracts`. */
export const transferContractSummarySchema = z.object({
  id: z.number().int(),
  /** `TC-0000123`. */
  number: z.string(),
  status: z.enum(TRANSFER_CONTRACT_STATUSES),
  office: namedSchema,
  agency: namedSchema.nullable(),
  country: namedSchema,
  worker: z.object({ name: nameSchema, passportNumber: z.string() }),
  oldEmployer: z.object({ nationalId: z.string(), name: nameSchema }),
  newEmployer: z.object({ nationalId: z.string(), name: nameSchema }),
  fee: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TransferContractSummary = z.infer<typeof transferContractSummarySchema>;

/** `GET /api/transfer-contracts/{id}` (the worker-details page) and every action's answer. */
export const transferContractSchema = transferContractSummarySchema.extend({
  office: namedSchema.extend({ licenseNumber: z.string().nullable() }),
  agency: namedSchema.extend({ licenseNumber: z.string().nullable() }).nullable(),
  /** The new employer's embassy office location. */
  officeLocation: z.enum(OFFICE_LOCATIONS),
  worker: transferWorkerSchema,
  oldEmployer: employerPartySchema,
  newEmployer: employerPartySchema,
  workerConsent: z.boolean(),
  workerConsentAt: z.string(),
  /** The reason of a rejection. */
  reason: z.object({ id: z.number().int(), text: nameSchema }).nullable(),
  completedAt: z.string().nullable(),
  /** The actions the caller may take now (declaration order of `transferContractTransitions`). */
  actions: z.array(z.string()),
});
export type TransferContract = z.infer<typeof transferContractSchema>;

/**
 * `GET /api/transfer-contracts`: `q` on the worker's names, passport and the TC number; `id`;
 * statuses (several); country. Newest first.
 */
export const transferContractFiltersShape = {
  q: textFilter(),
  id: idFilter(),
  status: enumsFilter(TRANSFER_CONTRACT_STATUSES),
  countryId: idFilter(),
};
export const TRANSFER_CONTRACT_SORT_FIELDS = ['createdAt'] as const;
export const transferContractListQuerySchema = listQuerySchema(
  transferContractFiltersShape,
  TRANSFER_CONTRACT_SORT_FIELDS,
);
export type TransferContractListQuery = z.infer<typeof transferContractListQuerySchema>;
export const transferContractListResponseSchema = listResponseSchema(transferContractSummarySchema);

export const transferContractIdParamsSchema = idParamsSchema;

/** `GET /api/transfer-contracts/workers?q=`: text on names, passport, request or contract number. */
export const transferableWorkersQuerySchema = z.object({ q: textFilter() });

/** A worker the office may transfer now (no open transfer): from a request or an old contract. */
export const transferableWorkerSchema = z.object({
  /** What to send as `source` in the create body. */
  source: transferSourceSchema,
  name: nameSchema,
  passportNumber: z.string(),
  country: namedSchema,
  /** `ER-0000123` or the old contract's number. */
  reference: z.string(),
  /** The current employer. */
  employer: z.object({ nationalId: z.string(), name: nameSchema }),
  /** Whether an agency approves (request) or an admin (old contract). */
  hasAgency: z.boolean(),
});
export type TransferableWorker = z.infer<typeof transferableWorkerSchema>;
export const transferableWorkersResponseSchema = z.object({ items: z.array(transferableWorkerSchema) });
export type TransferableWorkersResponse = z.infer<typeof transferableWorkersResponseSchema>;

/** `GET /api/transfer-contracts/{id}/document`: the printable contract as self-contained HTML (the PDF's source). */
export const transferContractDocumentSchema = z.object({ html: z.string() });
export type TransferContractDocument = z.infer<typeof transferContractDocumentSchema>;

export const transferContractActionParamsSchema = z.object({
  id: idParam(),
  action: z.enum(['approve', 'reject', 'adminApprove', 'adminReject', 'complete']),
});
