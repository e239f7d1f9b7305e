import type { MessageKey } from '../../i18n/catalogue';
import type { ExportColumn } from '../../lib/export/send-export';
import type { AnnouncementRow } from './repository';

const audienceOf = (row: AnnouncementRow, publicLabel: string): string =>
  [...(row.audiencePublic ? [publicLabel] : []), ...row.audienceRoles].join(', ');

const PUBLIC: MessageKey = 'announcements.audience.public';

/** The columns of the announcements export (CSV and XLSX); bodies stay out (HTML). */
export const ANNOUNCEMENT_EXPORT_COLUMNS: ExportColumn<AnnouncementRow>[] = [
  { header: 'announcements.field.titleAr', value: (row) => row.titleAr, width: 40 },
  { header: 'announcements.field.titleEn', value: (row) => row.titleEn, width: 40 },
  { header: 'announcements.field.audience', value: (row, t) => audienceOf(row, t(PUBLIC)), width: 30 },
  { header: 'announcements.field.visibleFrom', value: (row) => row.visibleFrom, width: 14 },
  { header: 'announcements.field.visibleTo', value: (row) => row.visibleTo, width: 14 },
  { header: 'announcements.field.updatedAt', value: (row) => row.updatedAt, width: 20 },
];
