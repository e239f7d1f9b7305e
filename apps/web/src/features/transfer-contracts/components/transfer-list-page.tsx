import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import AddIcon from '@mui/icons-material/Add';
import { pathTo } from '@portal/contracts/routes';
import { DataTable } from '../../../components/data-table/data-table';
import { listTableProps } from '../../../components/data-table/list-table-props';
import { FilterBar } from '../../../components/filters/filter-bar';
import { PageFrame } from '../../../components/page-frame';
import { useRouteAllowed } from '../../../components/use-route-allowed';
import { useListSearchParams } from '../../../lib/list/use-list-search-params';
import { useTransferList } from '../api/list-transfers';
import { StatusFilterChips } from './status-filter-chips';
import { transferPath, useTransferColumns } from './transfer-columns';
import { TRANSFER_FILTER_KEYS, transferApiFilters, useTransferFilterFields } from './transfer-filters';
import { CreateButton } from '../../../components/write-block/create-button';

/**
 * `transfer-contracts`: the transfers the caller sees (DOMAIN.md scopes them: an office its own,
 * an agency its workers', embassies and FMOL their country's, admins and Saudi bodies all), with
 * the filters, the status chips, the page and the sort in the URL; offices start a new one.
 */
export const TransferListPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useListSearchParams(TRANSFER_FILTER_KEYS);
  const fields = useTransferFilterFields();
  const apiFilters = transferApiFilters(list.filters);
  const filtersId = JSON.stringify(apiFilters);
  const query = useMemo(
    () => ({
      ...apiFilters,
      page: list.page,
      size: list.size,
      ...(list.sort && { sort: list.sort, dir: list.dir }),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- apiFilters is derived from filtersId
    [filtersId, list.page, list.size, list.sort, list.dir],
  );
  const transfers = useTransferList(query);
  const columns = useTransferColumns();
  const canAdd = useRouteAllowed('transferContracts.add');
  const filtered = Object.keys(apiFilters).length > 0;

  return (
    <PageFrame
      actions={
        canAdd ? (
          <CreateButton
            icon={<AddIcon />}
            to={pathTo('transferContracts.add')}
            label={t('transferContracts.add')}
          />
        ) : null
      }
    >
      <FilterBar
        fields={fields}
        values={list.filters}
        onApply={list.setFilters}
        onClear={list.clearFilters}
      />
      <StatusFilterChips filters={list.filters} onChange={(status) => list.setFilters({ status })} />
      <DataTable
        label={t('transferContracts.list')}
        columns={columns}
        {...listTableProps(list, transfers)}
        getRowId={(row) => row.id}
        rowLabel={(row) => t('transferContracts.rowLabel', { number: row.number })}
        emptyMessage={t(filtered ? 'transferContracts.empty' : 'transferContracts.emptyAll')}
        rowActions={(row) => [
          {
            id: 'open',
            label: t('transferContracts.open'),
            onClick: () => void navigate(transferPath(row)),
          },
        ]}
      />
    </PageFrame>
  );
};
