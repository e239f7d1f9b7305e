import { z } from 'zod';
import { todayInKingdom } from './constants';
import { nationalIdSchema } from './employers';
import { EMPLOYMENT_REQUEST_STATUSES } from './employment-requests/schemas';
import { id, idFilter, isoDate, requiredText, text, versioned } from './fields';
import { booleanFilter, enumFilter, listQuerySchema, listResponseSchema, textFilter } from './list';
import { reasonSchema } from './reasons';
import { WATCHLIST_STATES } from './employer-watchlist-values';

/**
 * The employer watchlist (decision 0062): admins and embassies flag an employer by national id for
 * a reason of kind WATCHLIST (its text is the category the wizard names), for one sending country or
 * all, until lifted; an admin reviews each flag again on its review date.
 */
export { WATCHLIST_STATE, WATCHLIST_STATES, type WatchlistState } from './employer-watchlist-values';

/** A flag is due for review from its review date on (the kingdom's calendar), until lifted. */
export const isReviewDue = (
  entry: { reviewOn: string; liftedAt: string | null },
  today: string = todayInKingdom(),
): boolean => entry.liftedAt === null && entry.reviewOn <= today;

const bilingual = z.object({ ar: z.string(), en: z.string() });
const person = z.object({
  id: z.number().int(),
  name: z.object({ ar: z.string().nullable(), en: z.string().nullable() }),
});

export const watchlistEntrySchema = z.object({
  id: z.number().int(),
  nationalId: z.string(),
  reason: z.object({ id: z.number().int(), text: bilingual }),
  /** Null: every sending country. */
  country: z.object({ id: z.number().int(), name: bilingual }).nullable(),
  comment: z.string().nullable(),
  reviewOn: z.string(),
  createdBy: person.nullable(),
  createdAt: z.string(),
  liftedAt: z.string().nullable(),
  liftedBy: person.nullable(),
  liftReason: z.string().nullable(),
  state: z.enum(WATCHLIST_STATES),
  reviewDue: z.boolean(),
  rowVersion: z.number().int(),
});
export type WatchlistEntry = z.infer<typeof watchlistEntrySchema>;

/**
 * `POST /api/employer-watchlist`: `countryId` null flags the employer for every sending country (an
 * admin only; an embassy flags for its own country, whatever it sends). The review date is today or later.
 */
export const watchlistCreateSchema = z.object({
  nationalId: nationalIdSchema,
  reasonId: id(),
  countryId: z.number().int().positive().nullable().default(null),
  reviewOn: isoDate().refine((value) => value >= todayInKingdom(), 'watchlist.reviewInPast'),
  comment: text(500).default(''),
});
export type WatchlistCreateInput = z.input<typeof watchlistCreateSchema>;

/** `PUT /api/employer-watchlist/{id}/review`: the next review date, on the version read (409 when it moved). */
export const watchlistReviewSchema = versioned(
  z.object({ reviewOn: isoDate().refine((value) => value >= todayInKingdom(), 'watchlist.reviewInPast') }),
);
export type WatchlistReviewInput = z.input<typeof watchlistReviewSchema>;

/** `POST /api/employer-watchlist/{id}/lift`: why the flag no longer holds. */
export const watchlistLiftSchema = versioned(z.object({ liftReason: requiredText(500) }));
export type WatchlistLiftInput = z.input<typeof watchlistLiftSchema>;

export const WATCHLIST_SORTS = ['reviewOn', 'createdAt'] as const;

export const watchlistListFilters = {
  nationalId: textFilter(20),
  countryId: idFilter(),
  state: enumFilter(WATCHLIST_STATES),
  /** Only active flags whose review date has come (the admins' review queue). */
  reviewDue: booleanFilter(),
};

/** `GET /api/employer-watchlist`: an embassy sees its country's flags and the all-country ones. */
export const watchlistListQuerySchema = listQuerySchema(watchlistListFilters, WATCHLIST_SORTS);
export type WatchlistListQuery = z.infer<typeof watchlistListQuerySchema>;
export const watchlistListResponseSchema = listResponseSchema(watchlistEntrySchema);
/** `GET /api/employer-watchlist/reasons`: the active WATCHLIST reasons (the categories). */
export const watchlistReasonsResponseSchema = z.array(reasonSchema);

/**
 * `GET /api/employer-watchlist/requests/{id}/employer-record`: what the embassy weighs before
 * approving: the employer's other requests by status, how many were rejected, the complaints about
 * its requests, and the flags that cover the request's country. `complaints` counts what the portal
 * records of the issue tracker (decision 0063); null while it records none (flag `complaints` off).
 */
export const employerRecordSchema = z.object({
  nationalId: z.string(),
  requestsByStatus: z.array(
    z.object({ status: z.enum(EMPLOYMENT_REQUEST_STATUSES), count: z.number().int() }),
  ),
  totalRequests: z.number().int(),
  rejections: z.number().int(),
  complaints: z.number().int().nullable(),
  flags: z.array(watchlistEntrySchema),
});
export type EmployerRecord = z.infer<typeof employerRecordSchema>;
