import { z } from 'zod';
import { requiredText, rowVersion, text, versioned } from './fields';
import { digitText } from './digit-fields';
import { pageQueryShape } from './list';
import { ACCESS_LEVELS, MODULES } from './access';
import { ROLES, type Role } from './roles';

/** Roles whose super users manage sub-users (spec 6, route `subusers`). */
export const SUBUSER_MANAGER_ROLES = [
  'ADMIN',
  'EPRO',
  'FMOL',
  'PRO_OFFICE',
  'PRO_COMPANY',
  'FOREIGN_EMBASSY',
  'SA_EMBASSY',
  'SAMOL',
] as const satisfies readonly Role[];

export const accessRightSchema = z.object({ module: z.enum(MODULES), access: z.enum(ACCESS_LEVELS) });

/** One entry per module, each module once. */
export const accessRightsSchema = z
  .array(accessRightSchema)
  .max(MODULES.length, 'validation.tooBig')
  .refine((rights) => new Set(rights.map((r) => r.module)).size === rights.length, 'validation.invalidValue');

export const subUserCreateSchema = z.object({
  username: z
    .string()
    .trim()
    .min(3, 'validation.tooSmall')
    .max(60, 'validation.tooLong')
    .regex(/^[a-zA-Z0-9._-]+$/, 'validation.invalidFormat'),
  nameAr: requiredText(200),
  nameEn: requiredText(200),
  email: requiredText(200).pipe(z.email('validation.email')),
  nationalId: digitText(10)
    .regex(/^\d{10}$/, 'validation.invalidFormat')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * Only the roles of `canUpdateSubUserPermissions` send rights (a module left out is NONE); the
   * other managers leave them out and their sub-users get the creator's rights (decision 0017).
   */
  accessRights: accessRightsSchema.optional(),
});
export type SubUserCreate = z.infer<typeof subUserCreateSchema>;
export type SubUserCreateInput = z.input<typeof subUserCreateSchema>;

export const subUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nameAr: z.string(),
  nameEn: z.string(),
  email: z.string().nullable(),
  nationalId: z.string().nullable(),
  role: z.enum(ROLES),
  active: z.boolean(),
  accessRights: z.array(accessRightSchema),
  /** Signed in at least once (embedded: password changed; external: linked). */
  linked: z.boolean(),
  /** The version of the sub-user's membership a rights or status edit sends back (docs/decisions/0039). */
  rowVersion: rowVersion(),
  createdAt: z.string(),
});
export type SubUser = z.infer<typeof subUserSchema>;

export const subUserListSchema = z.object({
  items: z.array(subUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type SubUserList = z.infer<typeof subUserListSchema>;

export const subUserListQuerySchema = z.object({
  page: pageQueryShape.page,
  size: z.coerce.number().int().min(1).max(100).default(10),
  search: text(100).optional(),
  active: z.enum(['true', 'false']).optional(),
});

/** The answer to create: the one-time password appears here once, in embedded mode only. */
export const subUserCreatedSchema = z.object({
  subUser: subUserSchema,
  oneTimePassword: z.string().nullable(),
});
export type SubUserCreated = z.infer<typeof subUserCreatedSchema>;

export const subUserRightsUpdateSchema = versioned(z.object({ accessRights: accessRightsSchema }));
export type SubUserRightsUpdate = z.infer<typeof subUserRightsUpdateSchema>;

export const subUserStatusUpdateSchema = versioned(z.object({ active: z.boolean() }));
