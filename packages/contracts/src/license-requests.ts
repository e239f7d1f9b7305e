import { z } from 'zod';
import { todayInKingdom } from './constants';
import { digitText, phoneOrBlank } from './digit-fields';
import { id, isoDate, optionalText as optionalTextOf, requiredText } from './fields';
import { enumFilter, listQuerySchema, listResponseSchema, textFilter } from './list';
import { ROLES } from './roles';
import { recordClaimShape } from './claims';
import { clockSchema } from './clocks/schemas';
import {
  CHANGED_INFO_FIELDS,
  COMMENT_SIDES,
  LICENCE_REQUEST_STATUSES,
  type ChangedInfoField,
} from './license-requests-values';

export {
  CHANGED_INFO_FIELDS,
  COMMENT_SIDES,
  LICENCE_REQUESTER_ROLES,
  LICENCE_REQUEST_STATUSES,
  type ChangedInfoField,
  type LicenceRequestStatus,
} from './license-requests-values';

const optionalText = optionalTextOf(300);
const optionalPhone = phoneOrBlank().transform((value) => value || undefined);
const PHONE_FIELDS = ['contactNumber1', 'contactNumber2'] as const;
type TextField = Exclude<ChangedInfoField, (typeof PHONE_FIELDS)[number]>;
const TEXT_FIELDS = CHANGED_INFO_FIELDS.filter(
  (field): field is TextField => !PHONE_FIELDS.some((p) => p === field),
);

/** What the update changes besides the licence: blank means unchanged; contact numbers are phones. */
export const changedInfoSchema = z.object({
  ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, optionalText])) as Record<
    TextField,
    typeof optionalText
  >),
  contactNumber1: optionalPhone,
  contactNumber2: optionalPhone,
});
export type ChangedInfo = Partial<Record<ChangedInfoField, string>>;

/** The text fields of `POST /api/licenseRequests` (multipart, with the `document` file). */
export const licenceRequestFieldsSchema = z.object({
  licenseNumber: digitText(50).min(1, 'validation.required'),
  licenseDate: isoDate().refine((value) => value > todayInKingdom(), 'licence.dateInPast'),
  changedInfo: changedInfoSchema.prefault({}),
});
export type LicenceRequestFields = z.infer<typeof licenceRequestFieldsSchema>;
export type LicenceRequestFieldsInput = z.input<typeof licenceRequestFieldsSchema>;

export const fileInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type FileInfo = z.infer<typeof fileInfoSchema>;

const personSchema = z.object({ id: z.number().int(), nameAr: z.string(), nameEn: z.string() });

export const licenceRequestSchema = z.object({
  id: z.number().int(),
  organization: z.object({
    id: z.number().int(),
    nameAr: z.string(),
    nameEn: z.string(),
    type: z.enum(ROLES),
    licenseNumber: z.string().nullable(),
    licenseDate: z.string().nullable(),
  }),
  requestedBy: personSchema,
  licenseNumber: z.string(),
  licenseDate: z.string(),
  document: fileInfoSchema,
  changedInfo: z.record(z.string(), z.string()),
  status: z.enum(LICENCE_REQUEST_STATUSES),
  decidedBy: personSchema.nullable(),
  decidedAt: z.string().nullable(),
  /** The reason of the reasons lookup (kind LICENCE) a rejection gave, in both languages. */
  rejectionReason: z
    .object({ id: z.number().int(), text: z.object({ ar: z.string(), en: z.string() }) })
    .nullable(),
  /** The admin's optional comment on a rejection. */
  rejectionComment: z.string().nullable(),
  /** Comments of the other side the caller has not read yet. */
  unreadComments: z.number().int(),
  createdAt: z.string(),
  /** Which admin reviews it now (decision 0061): on admins' answers only. */
  ...recordClaimShape,
});
export type LicenceRequest = z.infer<typeof licenceRequestSchema>;

export const licenceCommentSchema = z.object({
  id: z.number().int(),
  side: z.enum(COMMENT_SIDES),
  author: personSchema,
  text: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type LicenceComment = z.infer<typeof licenceCommentSchema>;

export const licenceRequestDetailSchema = licenceRequestSchema.extend({
  comments: z.array(licenceCommentSchema),
  /** Its review clock (decision 0056): the admins' answer, counted in working days by default. */
  clocks: z.array(clockSchema),
});
export type LicenceRequestDetail = z.infer<typeof licenceRequestDetailSchema>;

export const licenceRequestListQuerySchema = listQuerySchema(
  { status: enumFilter(LICENCE_REQUEST_STATUSES), q: textFilter() },
  ['createdAt', 'licenseDate', 'status'],
);
export type LicenceRequestListQuery = z.infer<typeof licenceRequestListQuerySchema>;
export const licenceRequestListSchema = listResponseSchema(licenceRequestSchema);

export const licenceCommentCreateSchema = z.object({
  text: requiredText(2000),
});
export type LicenceCommentCreate = z.infer<typeof licenceCommentCreateSchema>;

/** `POST /api/licenseRequests/:id/reject`: a reason of kind LICENCE from the reasons lookup, and an optional comment. */
export const licenceRejectSchema = z.object({
  reasonId: id(),
  comment: optionalTextOf(1000),
});
export type LicenceReject = z.infer<typeof licenceRejectSchema>;
export type LicenceRejectInput = z.input<typeof licenceRejectSchema>;
