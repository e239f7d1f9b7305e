import { z } from 'zod';
import { todayInKingdom } from './constants';
import { id, idFilter, isoDate, text } from './fields';
import { enumFilter, listQuerySchema, listResponseSchema } from './list';
import { reasonSchema } from './reasons';
import { ROLES } from './roles';
import { SUSPENSION_STATES, type SuspensionState } from './suspensions-values';

const bilingual = z.object({ ar: z.string().nullable(), en: z.string().nullable() });

export { SUSPENSION_STATE, SUSPENSION_STATES, type SuspensionState } from './suspensions-values';

/** Derived, by the kingdom's calendar: a suspension ends by itself after its end date (inclusive), or when lifted. */
export const suspensionState = (
  s: { startsOn: string; endsOn: string | null; liftedAt: string | null },
  today: string = todayInKingdom(),
): SuspensionState => {
  if (s.liftedAt || (s.endsOn !== null && s.endsOn < today)) return 'ENDED';
  return s.startsOn > today ? 'SCHEDULED' : 'ACTIVE';
};

export const suspensionSchema = z.object({
  id: z.number().int(),
  organization: z.object({ id: z.number().int(), name: bilingual, type: z.enum(ROLES) }),
  reason: z.object({ id: z.number().int(), text: bilingual }),
  comment: z.string().nullable(),
  startsOn: z.string(),
  endsOn: z.string().nullable(),
  liftedAt: z.string().nullable(),
  liftedBy: z.object({ id: z.number().int(), name: bilingual }).nullable(),
  createdBy: z.object({ id: z.number().int(), name: bilingual }).nullable(),
  createdAt: z.string(),
  state: z.enum(SUSPENSION_STATES),
});
export type Suspension = z.infer<typeof suspensionSchema>;

/** `POST /api/suspensions`: the period is inclusive; no end date means until lifted. */
export const suspensionCreateSchema = z
  .object({
    organizationId: id(),
    reasonId: id(),
    startsOn: isoDate(),
    endsOn: isoDate().nullable().default(null),
    comment: text(500).default(''),
  })
  .refine((s) => s.endsOn === null || s.endsOn >= s.startsOn, {
    path: ['endsOn'],
    message: 'validation.endBeforeStart',
    // Checked as soon as both dates are valid, with the other fields' errors (not after them); a
    // missing or non-object body is only its own invalid_type.
    when: ({ value }) => {
      if (typeof value !== 'object' || value === null) return false;
      const { startsOn, endsOn } = value as { startsOn?: unknown; endsOn?: unknown };
      return isoDate().safeParse(startsOn).success && isoDate().safeParse(endsOn).success;
    },
  });
export type SuspensionCreateInput = z.input<typeof suspensionCreateSchema>;

export const SUSPENSION_SORTS = ['startsOn', 'endsOn', 'createdAt'] as const;

export const suspensionListFilters = {
  organizationId: idFilter(),
  state: enumFilter(SUSPENSION_STATES),
};

/** `GET /api/suspensions` (ADMIN with ORGANIZATION READ). */
export const suspensionListQuerySchema = listQuerySchema(suspensionListFilters, SUSPENSION_SORTS);
export type SuspensionListQuery = z.infer<typeof suspensionListQuerySchema>;
export const suspensionListResponseSchema = listResponseSchema(suspensionSchema);
export const suspensionReasonsResponseSchema = z.array(reasonSchema);
