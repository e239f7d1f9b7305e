import type { Language } from '@portal/contracts/constants';
import { ANNOUNCEMENT_COLUMN_LABELS } from '@portal/contracts/lookup-column-labels';
import { ROLE_LABELS } from '@portal/contracts/role-labels';
import type { MessageKey } from '../../i18n/catalogue';
import type { ExportColumn } from '../../lib/export/send-export';
import type { AnnouncementRow } from './repository';

const PUBLIC: MessageKey = 'announcements.audience.public';

/** The audience as the screen says it: "Public" first, then the roles by name. */
const audienceOf = (row: AnnouncementRow, publicLabel: string, language: Language): string =>
  [
    ...(row.audiencePublic ? [publicLabel] : []),
    ...row.audienceRoles.map((role) => ROLE_LABELS[role][language]),
  ].join(', ');

/** The columns of the announcements export (CSV and XLSX), headed as the screen's table is; bodies stay out (HTML). */
export const announcementExportColumns = (language: Language): ExportColumn<AnnouncementRow>[] => [
  { header: ANNOUNCEMENT_COLUMN_LABELS.titleAr, value: (row) => row.titleAr, width: 40 },
  { header: ANNOUNCEMENT_COLUMN_LABELS.titleEn, value: (row) => row.titleEn, width: 40 },
  {
    header: ANNOUNCEMENT_COLUMN_LABELS.audience,
    value: (row, t) => audienceOf(row, t(PUBLIC), language),
    width: 30,
  },
  { header: ANNOUNCEMENT_COLUMN_LABELS.visibleFrom, value: (row) => row.visibleFrom, width: 14 },
  { header: ANNOUNCEMENT_COLUMN_LABELS.visibleTo, value: (row) => row.visibleTo, width: 14 },
  { header: ANNOUNCEMENT_COLUMN_LABELS.updatedAt, value: (row) => row.updatedAt, width: 20 },
];
