import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { OrganizationLimit } from '@portal/contracts/lookups-organization-limits';
import { DataTable } from '../../../components/data-table/data-table';
import { ExportMenu } from '../../../components/export-menu';
import { FilterBar } from '../../../components/filters/filter-bar';
import { PageFrame } from '../../../components/page-frame';
import { useCanOpen } from '../../../lib/auth/use-can-open';
import { useListSearchParams } from '../../../lib/list/use-list-search-params';
import { LIMITS_URL, useLimits } from '../api/list-limits';
import { useLimitColumns } from './limit-columns';
import { useLimitLabels } from './limit-labels';
import { useDeleteLimitConfirmed } from './use-delete-limit-confirmed';

const FILTER_KEYS = ['q', 'countryId'] as const;

/** `/admin/organization-limit`: limits per office and country with used versus allowed. */
export const LimitsListPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useListSearchParams(FILTER_KEYS);
  const limits = useLimits(list.query);
  const canWrite = useCanOpen('admin.organizationLimitAdd');
  const columns = useLimitColumns();
  const { countryOptions, nameOf, fieldLabel } = useLimitLabels(
    list.filters.countryId ? Number(list.filters.countryId) : undefined,
  );
  const deleteLimit = useDeleteLimitConfirmed();

  return (
    <PageFrame
      actions={
        <>
          <ExportMenu url={`${LIMITS_URL}/export`} query={list.query} fileBase={t('limits.fileName')} />
          {canWrite ? (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              component={RouterLink}
              to="/admin/organization-limit/add"
            >
              {t('limits.add')}
            </Button>
          ) : null}
        </>
      }
    >
      <FilterBar
        fields={[
          { kind: 'text', name: 'q', label: t('limits.search') },
          {
            kind: 'select',
            name: 'countryId',
            label: fieldLabel('countryId'),
            options: countryOptions.map((option) => ({ value: String(option.value), label: option.label })),
          },
        ]}
        values={list.filters}
        onApply={list.setFilters}
        onClear={list.clearFilters}
      />
      <DataTable<OrganizationLimit>
        label={t('routes.adminOrganizationLimit.title')}
        columns={columns}
        rows={limits.data?.items}
        total={limits.data?.total}
        getRowId={(limit) => limit.id}
        rowLabel={(limit) => `${nameOf(limit.organization.name)} · ${nameOf(limit.country.name)}`}
        page={list.page}
        size={list.size}
        sort={list.sort}
        dir={list.dir}
        onSort={list.toggleSort}
        onPageChange={list.setPage}
        loading={limits.isFetching}
        error={limits.error}
        onRetry={() => void limits.refetch()}
        rowActions={(limit) => [
          {
            id: 'open',
            label: t(canWrite ? 'limits.edit' : 'limits.view'),
            onClick: () => void navigate(`/admin/organization-limit/${limit.id}`),
          },
          {
            id: 'delete',
            label: t('limits.delete'),
            hidden: !canWrite,
            onClick: () => void deleteLimit(limit),
          },
        ]}
      />
    </PageFrame>
  );
};
