import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { hasAccess } from '@portal/contracts/access';
import type { WatchlistEntry } from '@portal/contracts/employer-watchlist';
import { WATCHLIST_STATE, WATCHLIST_STATES } from '@portal/contracts/employer-watchlist-values';
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table';
import { listTableProps } from '../../../components/data-table/list-table-props';
import { DateText } from '../../../components/date-text';
import { FilterBar } from '../../../components/filters/filter-bar';
import { LoadWhenOpened } from '../../../components/load-when-opened';
import { PageFrame } from '../../../components/page-frame';
import { localized } from '../../../lib/i18n/localized';
import { useListSearchParams } from '../../../lib/list/use-list-search-params';
import { useCountryOptions } from '../../../lib/lookups/country-options';
import { useCredentials } from '../../../lib/storage/use-credentials';
import { useWatchlist } from '../api/watchlist-api';
import { useOpenedRow } from '../../../components/data-table/use-opened-row';

// The flag, review, lift and history dialogs (MUI's dialog, the forms with their schemas and zod) load
// when they first open (decision 0064).
const FlagDialog = lazy(() => import('./flag-dialog').then((m) => ({ default: m.FlagDialog })));
const ReviewDialog = lazy(() => import('./entry-dialogs').then((m) => ({ default: m.ReviewDialog })));
const LiftDialog = lazy(() => import('./entry-dialogs').then((m) => ({ default: m.LiftDialog })));
const HistoryDialog = lazy(() => import('./history-dialog').then((m) => ({ default: m.HistoryDialog })));

const FILTERS = ['nationalId', 'countryId', 'state'] as const;
const EMBASSY_ROLES = new Set(['FOREIGN_EMBASSY', 'SA_EMBASSY']);

/**
 * `employer-watchlist` (admins and embassies) and `admin/watchlist-reviews` (`reviews`: only the
 * flags in force whose review date has come, oldest first): decision 0062. EMPLOYMENT_REQUEST WRITE
 * flags, sets review dates and lifts; an embassy changes its own country's flags only.
 */
export const WatchlistListPage = ({ reviews = false }: { reviews?: boolean }) => {
  const { t, i18n } = useTranslation();
  const credentials = useCredentials();
  const canWrite = credentials ? hasAccess(credentials.accessRights, 'EMPLOYMENT_REQUEST', 'WRITE') : false;
  const embassy = credentials ? EMBASSY_ROLES.has(credentials.establishment.role) : false;
  const ownCountry = embassy ? (credentials?.organization.country ?? null) : null;
  const list = useListSearchParams(FILTERS);
  const query = useWatchlist(reviews ? { ...list.query, reviewDue: 'true' } : list.query);
  const countries = useCountryOptions();
  const [flagOpen, setFlagOpen] = useState(false);
  const [reviewing, setReviewing] = useOpenedRow(query.data?.items);
  const [lifting, setLifting] = useOpenedRow(query.data?.items);
  const [historyOf, setHistoryOf] = useOpenedRow(query.data?.items);
  const changeable = (row: WatchlistEntry) =>
    canWrite && row.state === WATCHLIST_STATE.ACTIVE && (!embassy || row.country?.id === ownCountry?.id);

  const columns: DataTableColumn<WatchlistEntry>[] = [
    {
      id: 'nationalId',
      label: t('watchlist.fields.nationalId'),
      render: (row) => <bdi>{row.nationalId}</bdi>,
    },
    {
      id: 'reason',
      label: t('watchlist.fields.reason'),
      render: (row) => localized(row.reason.text, i18n.language),
    },
    {
      id: 'country',
      label: t('watchlist.fields.country'),
      render: (row) =>
        row.country ? localized(row.country.name, i18n.language) : t('watchlist.allCountries'),
    },
    {
      id: 'reviewOn',
      label: t('watchlist.fields.reviewOn'),
      sortable: true,
      render: (row) => (
        <>
          <DateText value={row.reviewOn} />
          {row.reviewDue ? (
            <Chip
              size="small"
              color="warning"
              variant="outlined"
              sx={{ marginInlineStart: 1 }}
              label={t('watchlist.due')}
            />
          ) : null}
        </>
      ),
    },
    {
      id: 'createdAt',
      label: t('watchlist.fields.createdAt'),
      sortable: true,
      render: (row) => (
        <>
          <DateText value={row.createdAt} />{' '}
          <bdi dir="auto">{localized(row.createdBy?.name, i18n.language)}</bdi>
        </>
      ),
    },
    {
      id: 'state',
      label: t('watchlist.fields.state'),
      render: (row) =>
        row.liftedAt ? (
          <>
            {t('watchlist.states.LIFTED')} (<DateText value={row.liftedAt} />
            {row.liftReason ? (
              <>
                : <bdi dir="auto">{row.liftReason}</bdi>
              </>
            ) : null}
            )
          </>
        ) : (
          t('watchlist.states.ACTIVE')
        ),
    },
  ];

  const filterFields = [
    { kind: 'text' as const, name: 'nationalId', label: t('watchlist.fields.nationalId') },
    ...(embassy
      ? []
      : [
          {
            kind: 'select' as const,
            name: 'countryId',
            label: t('watchlist.fields.country'),
            options: (countries.data ?? []).map((c) => ({
              value: String(c.id),
              label: localized(c.name, i18n.language),
            })),
          },
        ]),
    ...(reviews
      ? []
      : [
          {
            kind: 'select' as const,
            name: 'state',
            label: t('watchlist.fields.state'),
            options: WATCHLIST_STATES.map((state) => ({
              value: state,
              label: t(`watchlist.states.${state}`),
            })),
          },
        ]),
  ];

  return (
    <PageFrame
      actions={
        canWrite && !reviews ? (
          <Button variant="contained" onClick={() => setFlagOpen(true)}>
            {t('watchlist.flag')}
          </Button>
        ) : null
      }
    >
      <FilterBar
        values={{
          nationalId: list.filters.nationalId,
          countryId: list.filters.countryId,
          state: list.filters.state,
        }}
        onApply={(values) =>
          list.setFilters({
            nationalId: values.nationalId ?? '',
            countryId: values.countryId ?? '',
            state: values.state ?? '',
          })
        }
        onClear={() => list.clearFilters()}
        fields={filterFields}
      />
      <DataTable
        label={t(reviews ? 'routes.adminWatchlistReviews.title' : 'routes.watchlist.title')}
        columns={columns}
        {...listTableProps(list, query, { loading: query.isPending })}
        getRowId={(row) => row.id}
        rowLabel={(row) => row.nationalId}
        emptyMessage={t(reviews ? 'watchlist.noneDue' : 'watchlist.empty')}
        rowActions={(row) => [
          {
            id: 'review',
            label: t('watchlist.setReview'),
            hidden: !changeable(row),
            onClick: (item) => setReviewing(item),
          },
          {
            id: 'lift',
            label: t('watchlist.lift'),
            hidden: !changeable(row),
            onClick: (item) => setLifting(item),
          },
          { id: 'history', label: t('watchlist.history'), onClick: (item) => setHistoryOf(item) },
        ]}
      />
      <LoadWhenOpened open={flagOpen}>
        <FlagDialog open={flagOpen} onClose={() => setFlagOpen(false)} ownCountry={ownCountry} />
      </LoadWhenOpened>
      <LoadWhenOpened open={reviewing !== null}>
        <ReviewDialog entry={reviewing} onClose={() => setReviewing(null)} />
      </LoadWhenOpened>
      <LoadWhenOpened open={lifting !== null}>
        <LiftDialog entry={lifting} onClose={() => setLifting(null)} />
      </LoadWhenOpened>
      <LoadWhenOpened open={historyOf !== null}>
        <HistoryDialog entry={historyOf} onClose={() => setHistoryOf(null)} />
      </LoadWhenOpened>
    </PageFrame>
  );
};

/** The admins' queue: the flags whose review date has come. */
export const WatchlistReviewsPage = () => <WatchlistListPage reviews />;
