import { useTranslation } from 'react-i18next';
import { todayInKingdom } from '@portal/contracts/constants';
import type { PublicHoliday } from '@portal/contracts/public-holidays';
import { LookupListPage } from '../../../components/lookup/lookup-list-page';
import { useCanOpen } from '../../../lib/auth/use-can-open';
import { useListSearchParams } from '../../../lib/list/use-list-search-params';
import { PUBLIC_HOLIDAYS_URL, usePublicHolidays } from '../api/holidays-api';
import { useHolidayColumns } from './holiday-columns';
import { useDeleteHoliday, useHolidayName } from './holiday-labels';

const FILTER_KEYS = ['q', 'year'] as const;

/** The years offered: the last one, this one and the next three (holidays are kept ahead). */
const yearsAround = (year: number) => Array.from({ length: 5 }, (_, index) => String(year - 1 + index));

/**
 * `/admin/public-holidays`: the holidays of one year (this year unless another is chosen), by
 * date, the Hijri date beside; export, add, open, delete.
 */
export const HolidaysListPage = () => {
  const { t } = useTranslation();
  const list = useListSearchParams(FILTER_KEYS);
  const thisYear = todayInKingdom().slice(0, 4);
  const year = list.filters.year ?? thisYear;
  const byYear = { ...list, filters: { ...list.filters, year }, query: { ...list.query, year } };
  const holidays = usePublicHolidays(byYear.query);
  const deleteHoliday = useDeleteHoliday();
  return (
    <LookupListPage<PublicHoliday, (typeof FILTER_KEYS)[number]>
      ns="publicHolidays"
      path="/admin/public-holidays"
      url={PUBLIC_HOLIDAYS_URL}
      label={t('routes.adminPublicHolidays.title')}
      list={byYear}
      result={holidays}
      canWrite={useCanOpen('admin.publicHolidayAdd')}
      filters={[
        {
          kind: 'select',
          name: 'year',
          label: t('publicHolidays.year'),
          options: yearsAround(Number(thisYear)).map((value) => ({ value, label: value })),
        },
        { kind: 'text', name: 'q', label: t('publicHolidays.search') },
      ]}
      columns={useHolidayColumns()}
      rowLabel={useHolidayName()}
      emptyMessage={t('publicHolidays.empty')}
      writeActions={(holiday) => [
        { id: 'delete', label: t('publicHolidays.delete'), onClick: () => void deleteHoliday(holiday) },
      ]}
    />
  );
};
