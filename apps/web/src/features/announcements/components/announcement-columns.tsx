import { useTranslation } from 'react-i18next';
import { CellLink } from '../../../components/data-table/cell-link';
import type { Announcement } from '@portal/contracts/announcements';
import { ANNOUNCEMENT_COLUMN_LABELS } from '@portal/contracts/lookup-column-labels';
import { useColumnLabel } from '../../../lib/i18n/column-label';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { DateText } from '../../../components/date-text';
import { toLanguage } from '../../../lib/i18n/language';
import { useAnnouncementLabels } from './announcement-labels';

type TitleField = 'titleAr' | 'titleEn';

/** The columns of the announcements table: first the title in the person's language, as the link. */
export const useAnnouncementColumns = (): DataTableColumn<Announcement>[] => {
  const columnLabel = useColumnLabel();
  const { i18n } = useTranslation();
  const { audienceText } = useAnnouncementLabels();
  const arabic = toLanguage(i18n.resolvedLanguage ?? i18n.language) === 'ar-SA';
  const [own, other]: [TitleField, TitleField] = arabic ? ['titleAr', 'titleEn'] : ['titleEn', 'titleAr'];
  const dirOf = (field: TitleField) => (field === 'titleAr' ? 'rtl' : 'ltr');
  return [
    {
      id: own,
      label: columnLabel(ANNOUNCEMENT_COLUMN_LABELS[own]),
      sortable: true,
      render: (row) => (
        <CellLink to={`/admin/announcements/${row.id}`}>
          <bdi dir={dirOf(own)}>{row[own]}</bdi>
        </CellLink>
      ),
    },
    {
      id: other,
      label: columnLabel(ANNOUNCEMENT_COLUMN_LABELS[other]),
      sortable: true,
      render: (row) => <bdi dir={dirOf(other)}>{row[other]}</bdi>,
    },
    {
      id: 'audience',
      label: columnLabel(ANNOUNCEMENT_COLUMN_LABELS.audience),
      render: (row) => audienceText(row),
    },
    {
      id: 'visibleFrom',
      label: columnLabel(ANNOUNCEMENT_COLUMN_LABELS.visibleFrom),
      sortable: true,
      render: (row) => <DateText value={row.visibleFrom} />,
    },
    {
      id: 'visibleTo',
      label: columnLabel(ANNOUNCEMENT_COLUMN_LABELS.visibleTo),
      sortable: true,
      render: (row) => <DateText value={row.visibleTo} />,
    },
    {
      id: 'updatedAt',
      label: columnLabel(ANNOUNCEMENT_COLUMN_LABELS.updatedAt),
      sortable: true,
      render: (row) => <DateText value={row.updatedAt} />,
    },
  ];
};
