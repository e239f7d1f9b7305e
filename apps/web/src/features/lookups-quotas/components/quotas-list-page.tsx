import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { Quota } from '@portal/contracts/lookups-quotas';
import { DataTable } from '../../../components/data-table/data-table';
import { ExportMenu } from '../../../components/export-menu';
import { FilterBar } from '../../../components/filters/filter-bar';
import { PageFrame } from '../../../components/page-frame';
import { useCanOpen } from '../../../lib/auth/use-can-open';
import { useListSearchParams } from '../../../lib/list/use-list-search-params';
import { QUOTAS_URL, useQuotas } from '../api/list-quotas';
import { useQuotaColumns } from './quota-columns';
import { useQuotaLabels } from './quota-labels';
import { useDeleteQuotaConfirmed } from './use-delete-quota-confirmed';

const FILTER_KEYS = ['countryId', 'monthFrom', 'monthTo'] as const;

/** `/admin/quota`: country quotas with used versus allowed: filters and page in the URL, export, add, open. */
export const QuotasListPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useListSearchParams(FILTER_KEYS);
  const quotas = useQuotas(list.query);
  const canWrite = useCanOpen('admin.quotaAdd');
  const columns = useQuotaColumns();
  const { countryOptions, countryName, fieldLabel } = useQuotaLabels(
    list.filters.countryId ? Number(list.filters.countryId) : undefined,
  );
  const deleteQuota = useDeleteQuotaConfirmed();

  return (
    <PageFrame
      actions={
        <>
          <ExportMenu url={`${QUOTAS_URL}/export`} query={list.query} fileBase={t('quotas.fileName')} />
          {canWrite ? (
            <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/admin/quota/add">
              {t('quotas.add')}
            </Button>
          ) : null}
        </>
      }
    >
      <FilterBar
        fields={[
          {
            kind: 'select',
            name: 'countryId',
            label: fieldLabel('countryId'),
            options: countryOptions.map((option) => ({ value: String(option.value), label: option.label })),
          },
          { kind: 'text', name: 'monthFrom', label: t('quotas.monthFrom') },
          { kind: 'text', name: 'monthTo', label: t('quotas.monthTo') },
        ]}
        values={list.filters}
        onApply={list.setFilters}
        onClear={list.clearFilters}
      />
      <DataTable<Quota>
        label={t('routes.adminQuota.title')}
        columns={columns}
        rows={quotas.data?.items}
        total={quotas.data?.total}
        getRowId={(quota) => quota.id}
        rowLabel={(quota) => `${countryName(quota.country)} ${quota.month}`}
        page={list.page}
        size={list.size}
        sort={list.sort}
        dir={list.dir}
        onSort={list.toggleSort}
        onPageChange={list.setPage}
        loading={quotas.isFetching}
        error={quotas.error}
        onRetry={() => void quotas.refetch()}
        rowActions={(quota) => [
          {
            id: 'open',
            label: t(canWrite ? 'quotas.edit' : 'quotas.view'),
            onClick: () => void navigate(`/admin/quota/${quota.id}`),
          },
          {
            id: 'delete',
            label: t('quotas.delete'),
            hidden: !canWrite,
            onClick: () => void deleteQuota(quota),
          },
        ]}
      />
    </PageFrame>
  );
};
