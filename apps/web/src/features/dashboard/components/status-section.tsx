import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Link from '@mui/material/Link';
import { ChartWithTable } from './chart-with-table';
import { useCount } from './use-count';

type StatusSectionProps<S extends string> = {
  /** Text key of the table caption, e.g. `dashboard.requests.caption`. */
  caption: string;
  statusLabel: (status: S) => string;
  counts: { status: S; count: number }[];
  linkOf: (status: S) => string;
  testId: string;
};

/** Records by status: a bar chart and a table whose counts open the list filtered by that status. */
export const StatusSection = <S extends string>({
  caption,
  statusLabel,
  counts,
  linkOf,
  testId,
}: StatusSectionProps<S>) => {
  const { t } = useTranslation();
  const count = useCount();
  const seriesLabel = t('dashboard.count');
  return (
    <ChartWithTable
      tableVisible
      chart={{
        horizontal: true,
        series: [{ key: 'count', label: seriesLabel }],
        data: counts.map((row) => ({ label: statusLabel(row.status), count: row.count })),
      }}
      table={{
        caption,
        columns: [t('dashboard.status'), seriesLabel],
        rows: counts.map((row) => ({
          id: row.status,
          cells: [
            statusLabel(row.status),
            <Link
              key="count"
              component={RouterLink}
              to={linkOf(row.status)}
              data-testid={`${testId}-${row.status}`}
              aria-label={t('dashboard.openFiltered', { status: statusLabel(row.status), count: row.count })}
            >
              {count(row.count)}
            </Link>,
          ],
        })),
      }}
    />
  );
};
