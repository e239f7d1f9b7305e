import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Link from '@mui/material/Link';
import type { Announcement } from '@portal/contracts/announcements';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { DateText } from '../../../components/date-text';
import { toLanguage } from '../../../lib/i18n/language';
import { useAnnouncementLabels } from './announcement-labels';

type TitleField = 'titleAr' | 'titleEn';

/** The columns of the announcements table: first the title in the person's language, as the link. */
export const useAnnouncementColumns = (): DataTableColumn<Announcement>[] => {
  const { i18n } = useTranslation();
  const { fieldLabel, audienceText } = useAnnouncementLabels();
  const arabic = toLanguage(i18n.resolvedLanguage ?? i18n.language) === 'ar-SA';
  const [own, other]: [TitleField, TitleField] = arabic ? ['titleAr', 'titleEn'] : ['titleEn', 'titleAr'];
  const dirOf = (field: TitleField) => (field === 'titleAr' ? 'rtl' : 'ltr');
  return [
    {
      id: own,
      label: fieldLabel(own),
      sortable: true,
      render: (row) => (
        <Link component={RouterLink} to={`/admin/announcements/${row.id}`}>
          <bdi dir={dirOf(own)}>{row[own]}</bdi>
        </Link>
      ),
    },
    {
      id: other,
      label: fieldLabel(other),
      sortable: true,
      render: (row) => <bdi dir={dirOf(other)}>{row[other]}</bdi>,
    },
    { id: 'audience', label: fieldLabel('audience'), render: (row) => audienceText(row) },
    {
      id: 'visibleFrom',
      label: fieldLabel('visibleFrom'),
      sortable: true,
      render: (row) => <DateText value={row.visibleFrom} />,
    },
    {
      id: 'visibleTo',
      label: fieldLabel('visibleTo'),
      sortable: true,
      render: (row) => <DateText value={row.visibleTo} />,
    },
    {
      id: 'updatedAt',
      label: fieldLabel('updatedAt'),
      sortable: true,
      render: (row) => <DateText value={row.updatedAt} />,
    },
  ];
};
