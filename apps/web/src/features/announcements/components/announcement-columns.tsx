import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import type { Announcement } from '@portal/contracts/announcements';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { DateText } from '../../../components/date-text';
import { useAnnouncementLabels } from './announcement-labels';

/** The columns of the announcements table. */
export const useAnnouncementColumns = (): DataTableColumn<Announcement>[] => {
  const { fieldLabel, audienceText } = useAnnouncementLabels();
  return [
    {
      id: 'titleAr',
      label: fieldLabel('titleAr'),
      sortable: true,
      render: (row) => (
        <Link component={RouterLink} to={`/admin/announcements/${row.id}`}>
          <bdi dir="rtl">{row.titleAr}</bdi>
        </Link>
      ),
    },
    {
      id: 'titleEn',
      label: fieldLabel('titleEn'),
      sortable: true,
      render: (row) => <bdi dir="ltr">{row.titleEn}</bdi>,
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
