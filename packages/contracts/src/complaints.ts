import { z } from 'zod';
import { id, requiredText } from './fields';
import { OFFICE_LOCATIONS } from './constants';
import { clockSchema } from './clocks/schemas';
import { idsFilter } from './list';
import { COMPLAINT_STATUSES } from './complaints-values';

/**
 * Complaints (decision 0031): a complaint about an employment request, kept in the
 * external issue tracker and reached through its connector with a token of its own. The statuses and
 * their order are in complaints-values.ts (the complaints' list shows them and loads no zod; decision
 * 0064).
 */
export {
  COMPLAINT_NEXT_STATUS,
  COMPLAINT_STATUS,
  COMPLAINT_STATUSES,
  type ComplaintStatus,
} from './complaints-values';

/** Who may raise and read complaints (spec 6). */
export const COMPLAINT_ROLES = ['FOREIGN_EMBASSY', 'PRO_OFFICE', 'PRO_COMPANY'] as const;

export const COMPLAINT_DESCRIPTION_MAX = 2000;

const nameSchema = z.object({ ar: z.string(), en: z.string() });

/** `GET /api/complaints/jwt`: the connector's own short-lived token and where the connector is. */
export const complaintsTokenSchema = z.object({
  token: z.string(),
  /** ISO instant after which the connector refuses the token (401). */
  expiresAt: z.string(),
  /** The connector's base address: absolute, or relative to the API server (in-process simulator). */
  connectorUrl: z.string(),
});
export type ComplaintsToken = z.infer<typeof complaintsTokenSchema>;

/** `POST /api/complaints/subject`: the API checks the request and the reason before the connector is called. */
export const complaintSubjectRequestSchema = z.object({
  employmentRequestId: id(),
  reasonId: id(),
});
export type ComplaintSubjectRequest = z.infer<typeof complaintSubjectRequestSchema>;

/** The signed subject the connector accepts (it verifies the API's signature; no call back). */
export const complaintSubjectSchema = z.object({ subject: z.string() });
export type ComplaintSubject = z.infer<typeof complaintSubjectSchema>;

/** The add form (web) — the same rules the connector applies to the description. */
export const complaintFormSchema = z.object({
  employmentRequestId: id(),
  reasonId: id(),
  description: requiredText(COMPLAINT_DESCRIPTION_MAX),
});
export type ComplaintForm = z.infer<typeof complaintFormSchema>;

/** Connector `POST {connector}/api/complaints`. */
export const complaintCreateSchema = z.object({
  subject: z.string().min(1, 'validation.required'),
  description: requiredText(COMPLAINT_DESCRIPTION_MAX),
});
export type ComplaintCreate = z.infer<typeof complaintCreateSchema>;

/** Connector `PUT {connector}/api/complaints/{id}/status`: the side the complaint waits on moves it on. */
export const complaintStatusChangeSchema = z.object({ status: z.enum(['IN_PROGRESS', 'RESOLVED']) });
export type ComplaintStatusChange = z.infer<typeof complaintStatusChangeSchema>;

export const complaintSchema = z.object({
  id: z.number().int(),
  /** `CMP-000001`. */
  number: z.string(),
  employmentRequest: z.object({ id: z.number().int(), number: z.string() }),
  reason: z.object({ id: z.number().int(), text: nameSchema }),
  description: z.string(),
  /** The office whose request it is about (an admin's decision binds it; decision 0059). */
  officeId: z.number().int().optional(),
  status: z.enum(COMPLAINT_STATUSES),
  /** The organisation and role that raised it. */
  raisedBy: z.object({ organizationId: z.number().int(), role: z.string() }),
  /** True when the complaint waits on the caller (raised by the other side, not resolved). */
  waitingOnMe: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Complaint = z.infer<typeof complaintSchema>;

/** Connector `GET {connector}/api/complaints?status=&q=`: newest first. */
export const complaintListQuerySchema = z.object({
  status: z.enum(COMPLAINT_STATUSES).optional(),
  q: z.string().trim().max(100, 'validation.tooLong').optional(),
});
export type ComplaintListQuery = z.infer<typeof complaintListQuerySchema>;

export const complaintListSchema = z.object({ items: z.array(complaintSchema), total: z.number().int() });
export type ComplaintList = z.infer<typeof complaintListSchema>;

/** What the connector's token says about the caller (claims of `GET /api/complaints/jwt`). */
export const complaintScopeSchema = z.union([
  z.object({ kind: z.literal('office'), officeId: z.number().int() }),
  z.object({
    kind: z.literal('embassy'),
    countryId: z.number().int(),
    officeLocation: z.enum(OFFICE_LOCATIONS),
  }),
  z.object({ kind: z.literal('none') }),
  /** Every complaint, read only: the portal's admins deciding on them (decision 0059). */
  z.object({ kind: z.literal('all') }),
]);
export type ComplaintScope = z.infer<typeof complaintScopeSchema>;

/** Claims of the signed subject (`POST /api/complaints/subject`). */
export const complaintSubjectClaimsSchema = z.object({
  organizationId: z.number().int(),
  employmentRequest: z.object({ id: z.number().int(), number: z.string() }),
  officeId: z.number().int(),
  countryId: z.number().int(),
  officeLocation: z.enum(OFFICE_LOCATIONS),
  reason: z.object({ id: z.number().int(), text: nameSchema }),
});
export type ComplaintSubjectClaims = z.infer<typeof complaintSubjectClaimsSchema>;

/** Token audiences and types shared by the API (signer) and the connector (verifier). */
export const COMPLAINTS_TOKEN = {
  issuer: 'portal-api',
  audience: 'issue-tracker',
  accessType: 'complaints-access',
  subjectType: 'complaint-subject',
} as const;

/**
 * `GET /api/complaints/clocks?ids=`: the answer clocks the portal keeps for these complaints
 * (decision 0063), the complaints page's countdown. Ids are the tracker's; at most one page's.
 */
export const complaintClocksQuerySchema = z.object({ ids: idsFilter(100) });
export type ComplaintClocksQuery = z.infer<typeof complaintClocksQuerySchema>;

/** Each complaint's clocks (its answer's), for those the caller sees; a complaint without one is left out. */
export const complaintClocksSchema = z.object({
  items: z.array(z.object({ complaintId: z.number().int(), clocks: z.array(clockSchema) })),
});
export type ComplaintClocks = z.infer<typeof complaintClocksSchema>;
