import { z } from 'zod';
import { idFilter } from './fields';
import { booleanFilter, enumFilter, listQuerySchema, listResponseSchema, textFilter } from './list';
import { ROLES } from './roles';

const bilingual = z.object({ ar: z.string().nullable(), en: z.string().nullable() });

export const userMembershipSchema = z.object({
  id: z.number().int(),
  establishment: z.object({
    laborOfficeId: z.number().int(),
    sequenceNumber: z.number().int(),
    name: bilingual,
  }),
  organization: z.object({ id: z.number().int(), name: bilingual }),
  role: z.enum(ROLES),
  superUser: z.boolean(),
  active: z.boolean(),
});

/** A person of the portal as admins see them (`admin/users`). */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: bilingual,
  email: z.string().nullable(),
  nationalId: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
  memberships: z.array(userMembershipSchema),
});
export type User = z.infer<typeof userSchema>;

export const USER_SORTS = ['username', 'nameEn', 'nameAr', 'createdAt'] as const;

export const userListFilters = {
  /** Name (either language), username or e-mail. */
  q: textFilter(),
  role: enumFilter(ROLES),
  organizationId: idFilter(),
  active: booleanFilter(),
};

/** `GET /api/users` (ADMIN). */
export const userListQuerySchema = listQuerySchema(userListFilters, USER_SORTS);
export type UserListQuery = z.infer<typeof userListQuerySchema>;
export const userListResponseSchema = listResponseSchema(userSchema);
