import { lazy, Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import { hasAccess } from '@portal/contracts/access';
import { pathTo } from '@portal/contracts/routes';
import { DataTable } from '../../../components/data-table/data-table';
import { listTableProps } from '../../../components/data-table/list-table-props';
import { ExportMenu } from '../../../components/export-menu';
import { FilterBar } from '../../../components/filters/filter-bar';
import { PageFrame } from '../../../components/page-frame';
import { useRouteAllowed } from '../../../components/use-route-allowed';
import { useListSearchParams } from '../../../lib/list/use-list-search-params';
import { useCredentials } from '../../../lib/storage/use-credentials';
import { useRequestList, type RequestList } from '../api/list-requests';
import { REQUESTS_URL } from '../api/requests-keys';
import { contractPath, useRequestColumns } from './request-columns';
import { REQUEST_FILTER_KEYS, requestApiFilters, useRequestFilterFields } from './request-filters';
import { RequestTabs, type RequestTabId } from './request-tabs';
import { useKeysetPage, useRememberCursor } from './use-keyset-page';
import { CreateButton } from '../../../components/write-block/create-button';

/**
 * The embassy's bulk decisions (the pending tab only) load with their reasons and transitions: the
 * other lists' first load does not carry them (decision 0050). The space is held meanwhile.
 */
const BulkDecisionBar = lazy(() =>
  import('./bulk-decision-bar').then((module) => ({ default: module.BulkDecisionBar })),
);
/** The bar's row of a small checkbox and buttons (38 px) and its margin. */
const BulkBarSpace = () => <Box sx={{ minHeight: 38, mb: 1 }} />;

/** The API counts exactly up to 10,000 requests and estimates beyond (like the HR pool). */
const EXACT_TOTAL_LIMIT = 10_000;
const estimated = (list: RequestList) => list.totalIsEstimate ?? list.total > EXACT_TOTAL_LIMIT;

/**
 * One tab of `employment-requests`: the requests the caller sees (the list) or those waiting on
 * the caller's answer (pending, `waiting=true`); filters, page and sort in the URL, the export of
 * the filtered list, and in the embassy's pending queue the bulk approve and reject.
 */
const RequestListView = ({ tab }: { tab: RequestTabId }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const credentials = useCredentials();
  const list = useListSearchParams(REQUEST_FILTER_KEYS);
  const fields = useRequestFilterFields();
  const apiFilters = requestApiFilters(list.filters);
  const filtersId = JSON.stringify(apiFilters);
  const query = useMemo(
    () => ({
      ...apiFilters,
      ...(tab === 'pending' && { waiting: true }),
      page: list.page,
      size: list.size,
      ...(list.sort && { sort: list.sort, dir: list.dir }),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- apiFilters is derived from filtersId
    [filtersId, tab, list.page, list.size, list.sort, list.dir],
  );
  const { pageQuery, remember } = useKeysetPage(query, [filtersId, tab], list);
  const requests = useRequestList(pageQuery);
  useRememberCursor(requests.isPlaceholderData ? undefined : requests.data, remember);
  const canAdd = useRouteAllowed('employmentRequests.wizard');
  const deciding =
    tab === 'pending' &&
    credentials?.establishment.role === 'FOREIGN_EMBASSY' &&
    hasAccess(credentials.accessRights, 'EMPLOYMENT_REQUEST', 'WRITE');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const columns = useRequestColumns([], deciding ? { selected, toggle } : undefined);
  const rows = requests.data?.items;
  const filtered = Object.keys(apiFilters).length > 0;
  const empty = filtered ? 'empty' : tab === 'pending' ? 'emptyPending' : 'emptyAll';

  return (
    <PageFrame
      actions={
        <>
          <ExportMenu
            url={`${REQUESTS_URL}/export`}
            query={query}
            fileBase={t('employmentRequests.fileName')}
          />
          {canAdd ? (
            <CreateButton
              icon={<AddIcon />}
              to={pathTo('employmentRequests.wizard')}
              label={t('employmentRequests.add')}
            />
          ) : null}
        </>
      }
    >
      <RequestTabs current={tab} />
      <FilterBar
        fields={fields}
        values={list.filters}
        onApply={list.setFilters}
        onClear={list.clearFilters}
      />
      {deciding ? (
        <Suspense fallback={<BulkBarSpace />}>
          <BulkDecisionBar
            pageIds={(rows ?? []).map((row) => row.id)}
            selected={selected}
            onSelect={setSelected}
          />
        </Suspense>
      ) : null}
      <DataTable
        label={t(tab === 'pending' ? 'employmentRequests.tabs.pending' : 'employmentRequests.list')}
        columns={columns}
        {...listTableProps(list, requests, { loading: requests.isFetching })}
        getRowId={(row) => row.id}
        rowLabel={(row) => t('employmentRequests.rowLabel', { number: row.number })}
        emptyMessage={t(`employmentRequests.${empty}`)}
        formatTotal={
          requests.data && estimated(requests.data)
            ? (total) => t('employmentRequests.about', { total })
            : undefined
        }
        rowActions={(row) => [
          {
            id: 'open',
            label: t('employmentRequests.open'),
            onClick: () => void navigate(contractPath(row)),
          },
        ]}
      />
    </PageFrame>
  );
};

/**
 * `employment-requests`: the list tab. People with the tabs reach pending first through the menu
 * and the start page (`employmentRequestsLandingPath`); an address typed or reloaded stays here.
 */
export const RequestListPage = () => <RequestListView tab="list" />;

/** `employment-requests/pending`: the requests waiting on the caller's answer. */
export const RequestPendingPage = () => <RequestListView tab="pending" />;
