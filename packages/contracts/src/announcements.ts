import { z } from 'zod';
import { idParamsSchema, isoDate, requiredText } from './fields';
import { enumFilter, exportQuerySchema, listQuerySchema, listResponseSchema, textFilter } from './list';
import { ROLES } from './roles';
import { ANNOUNCEMENT_STATES } from './announcements-values';

/** The tags announcement bodies may hold; the server removes everything else (sanitize-html). */
export const ANNOUNCEMENT_TAGS = ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a'] as const;
/** Link schemes kept on `a[href]`. */
export const ANNOUNCEMENT_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;

export {
  ANNOUNCEMENT_INPUT_FIELDS,
  ANNOUNCEMENT_STATE,
  ANNOUNCEMENT_STATES,
  type AnnouncementState,
} from './announcements-values';

/** `POST /api/announcements`, `PUT /api/announcements/{id}`, and the add/edit form. */
export const announcementInputSchema = z
  .object({
    titleAr: requiredText(200),
    titleEn: requiredText(200),
    /** Limited HTML (ANNOUNCEMENT_TAGS); sanitised on the server. */
    bodyAr: requiredText(20_000),
    bodyEn: requiredText(20_000),
    audiencePublic: z.boolean(),
    audienceRoles: z.array(z.enum(ROLES, 'validation.invalidValue')).max(ROLES.length),
    visibleFrom: isoDate(),
    visibleTo: isoDate(),
  })
  .superRefine((value, context) => {
    if (!value.audiencePublic && value.audienceRoles.length === 0)
      context.addIssue({
        code: 'custom',
        path: ['audienceRoles'],
        message: 'validation.announcementAudience',
      });
    if (value.visibleTo < value.visibleFrom)
      context.addIssue({ code: 'custom', path: ['visibleTo'], message: 'validation.dateRange' });
  });
export type AnnouncementInput = z.infer<typeof announcementInputSchema>;

export const announcementSchema = z.object({
  id: z.number().int(),
  titleAr: z.string(),
  titleEn: z.string(),
  bodyAr: z.string(),
  bodyEn: z.string(),
  audiencePublic: z.boolean(),
  audienceRoles: z.array(z.enum(ROLES)),
  visibleFrom: z.string(),
  visibleTo: z.string(),
  updatedAt: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;

/** Filters: text in both titles, audience (PUBLIC or a role), visibility state. */
export const ANNOUNCEMENT_AUDIENCES = ['PUBLIC', ...ROLES] as const;
export const announcementFiltersShape = {
  q: textFilter(),
  audience: enumFilter(ANNOUNCEMENT_AUDIENCES),
  state: enumFilter(ANNOUNCEMENT_STATES),
};
export const ANNOUNCEMENT_SORT_FIELDS = [
  'titleAr',
  'titleEn',
  'visibleFrom',
  'visibleTo',
  'updatedAt',
] as const;
export type AnnouncementSortField = (typeof ANNOUNCEMENT_SORT_FIELDS)[number];

export const announcementListQuerySchema = listQuerySchema(
  announcementFiltersShape,
  ANNOUNCEMENT_SORT_FIELDS,
);
export type AnnouncementListQuery = z.infer<typeof announcementListQuerySchema>;
export const announcementExportQuerySchema = exportQuerySchema(
  announcementFiltersShape,
  ANNOUNCEMENT_SORT_FIELDS,
);
export const announcementListResponseSchema = listResponseSchema(announcementSchema);

/** What the home page and the dashboard show: both languages, the body already sanitised. */
export const visibleAnnouncementSchema = z.object({
  id: z.number().int(),
  title: z.object({ ar: z.string(), en: z.string() }),
  body: z.object({ ar: z.string(), en: z.string() }),
  visibleFrom: z.string(),
  visibleTo: z.string(),
});
export type VisibleAnnouncement = z.infer<typeof visibleAnnouncementSchema>;
export const visibleAnnouncementsSchema = z.array(visibleAnnouncementSchema);

export const announcementIdParamsSchema = idParamsSchema;
