import { useTranslation } from 'react-i18next';
import type { DashboardAnalytics } from '@portal/contracts/dashboard';
import { EMPLOYMENT_REQUEST_STATUSES } from '@portal/contracts/employment-requests/schemas';
import { formatDate } from '../../../lib/format/intl';
import { localized } from '../../../lib/i18n/localized';
import { toLanguage } from '../../../lib/i18n/language';
import { ChartWithTable } from './chart-with-table';
import { useCount } from './use-count';

/** `YYYY-MM` as the month's name and year in the person's language. */
const monthLabel = (month: string, language: ReturnType<typeof toLanguage>) =>
  formatDate(`${month}-01`, language, { month: 'short', year: 'numeric' });

/**
 * Requests over time (flag employmentAnalytics): a stacked bar per month by status, and the table
 * of every month, country and status.
 */
export const AnalyticsFigures = ({ analytics }: { analytics: DashboardAnalytics }) => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const count = useCount();
  const statuses = EMPLOYMENT_REQUEST_STATUSES.filter((status) =>
    analytics.rows.some((row) => row.status === status),
  );
  const data = analytics.months.map((month) => {
    const datum: Record<string, string | number> = { label: monthLabel(month, language) };
    for (const status of statuses)
      datum[status] = analytics.rows
        .filter((row) => row.month === month && row.status === status)
        .reduce((sum, row) => sum + row.count, 0);
    return datum as { label: string } & Record<string, number | string>;
  });
  return (
    <ChartWithTable
      chart={{
        stacked: true,
        series: statuses.map((status) => ({ key: status, label: t(`dashboard.requestStatus.${status}`) })),
        data,
      }}
      table={{
        caption: t('dashboard.analytics.caption'),
        columns: [
          t('dashboard.analytics.month'),
          t('dashboard.analytics.country'),
          t('dashboard.status'),
          t('dashboard.count'),
        ],
        rows: analytics.rows.map((row) => ({
          id: `${row.month}-${row.country.id}-${row.status}`,
          cells: [
            monthLabel(row.month, language),
            <bdi key="country">{localized(row.country.name, i18n.language)}</bdi>,
            t(`dashboard.requestStatus.${row.status}`),
            count(row.count),
          ],
        })),
      }}
    />
  );
};
