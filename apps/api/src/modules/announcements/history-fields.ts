import { field, type HistoryFields } from '../../platform/history/fields';

/** What an announcement's history shows, under the announcement screen's labels. */
export const ANNOUNCEMENT_HISTORY_FIELDS: HistoryFields = {
  titleAr: field('announcements.fields.titleAr'),
  titleEn: field('announcements.fields.titleEn'),
  bodyAr: field('announcements.fields.bodyAr'),
  bodyEn: field('announcements.fields.bodyEn'),
  audiencePublic: field('announcements.fields.audiencePublic', 'yesNo'),
  audienceRoles: field('announcements.fields.audienceRoles', { enumList: 'roles' }),
  visibleFrom: field('announcements.fields.visibleFrom', 'date'),
  visibleTo: field('announcements.fields.visibleTo', 'date'),
};
