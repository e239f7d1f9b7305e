import type { PublicHoliday } from '@portal/contracts/public-holidays';
import { CellLink } from '../../../components/data-table/cell-link';
import { PUBLIC_HOLIDAY_COLUMN_LABELS } from '@portal/contracts/public-holidays-values';
import { useColumnLabel } from '../../../lib/i18n/column-label';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { DateText } from '../../../components/date-text';
import { useHolidayLabels } from './holiday-labels';

/** The columns of the holidays table: the date, its Hijri date beside, both names. */
export const useHolidayColumns = (): DataTableColumn<PublicHoliday>[] => {
  const columnLabel = useColumnLabel();
  const { hijriOf } = useHolidayLabels();
  return [
    {
      id: 'day',
      label: columnLabel(PUBLIC_HOLIDAY_COLUMN_LABELS.day),
      sortable: true,
      render: (holiday) => (
        <CellLink to={`/admin/public-holidays/${holiday.id}`}>
          <bdi dir="ltr">{holiday.day}</bdi>
        </CellLink>
      ),
    },
    {
      id: 'hijri',
      label: columnLabel(PUBLIC_HOLIDAY_COLUMN_LABELS.hijri),
      render: (holiday) => <bdi dir="auto">{hijriOf(holiday.day)}</bdi>,
    },
    {
      id: 'nameAr',
      label: columnLabel(PUBLIC_HOLIDAY_COLUMN_LABELS.nameAr),
      sortable: true,
      render: (holiday) => <bdi dir="rtl">{holiday.nameAr}</bdi>,
    },
    {
      id: 'nameEn',
      label: columnLabel(PUBLIC_HOLIDAY_COLUMN_LABELS.nameEn),
      sortable: true,
      render: (holiday) => <bdi dir="ltr">{holiday.nameEn}</bdi>,
    },
    {
      id: 'updatedAt',
      label: columnLabel(PUBLIC_HOLIDAY_COLUMN_LABELS.updatedAt),
      sortable: true,
      render: (holiday) => <DateText value={holiday.updatedAt} />,
    },
  ];
};
