import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { ReasonRecord } from '@portal/contracts/lookups-reasons';
import { DataTable } from '../../../components/data-table/data-table';
import { ExportMenu } from '../../../components/export-menu';
import { FilterBar } from '../../../components/filters/filter-bar';
import { PageFrame } from '../../../components/page-frame';
import { useCanOpen } from '../../../lib/auth/use-can-open';
import { useListSearchParams } from '../../../lib/list/use-list-search-params';
import { REASONS_URL, useReasons } from '../api/list-reasons';
import { useReasonColumns } from './reason-columns';
import { useReasonLabels, useReasonText } from './reason-labels';
import { useReasonActions } from './use-reason-actions';

const FILTER_KEYS = ['q', 'kind', 'active'] as const;

/** `/admin/reason`: the reasons lookup: filters and page in the URL, export, add, open, (de)activate, delete. */
export const ReasonsListPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useListSearchParams(FILTER_KEYS);
  const reasons = useReasons(list.query);
  const canWrite = useCanOpen('admin.reasonAdd');
  const columns = useReasonColumns();
  const { kindOptions, fieldLabel } = useReasonLabels();
  const textOf = useReasonText();
  const { toggleActive, deleteReason } = useReasonActions();

  return (
    <PageFrame
      actions={
        <>
          <ExportMenu url={`${REASONS_URL}/export`} query={list.query} fileBase={t('reasons.fileName')} />
          {canWrite ? (
            <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/admin/reason/add">
              {t('reasons.add')}
            </Button>
          ) : null}
        </>
      }
    >
      <FilterBar
        fields={[
          { kind: 'text', name: 'q', label: t('reasons.search') },
          { kind: 'select', name: 'kind', label: fieldLabel('kind'), options: kindOptions },
          {
            kind: 'select',
            name: 'active',
            label: fieldLabel('active'),
            options: [
              { value: 'true', label: t('reasons.status.active') },
              { value: 'false', label: t('reasons.status.inactive') },
            ],
          },
        ]}
        values={list.filters}
        onApply={list.setFilters}
        onClear={list.clearFilters}
      />
      <DataTable<ReasonRecord>
        label={t('routes.adminReason.title')}
        columns={columns}
        rows={reasons.data?.items}
        total={reasons.data?.total}
        getRowId={(reason) => reason.id}
        rowLabel={textOf}
        page={list.page}
        size={list.size}
        sort={list.sort}
        dir={list.dir}
        onSort={list.toggleSort}
        onPageChange={list.setPage}
        loading={reasons.isFetching}
        error={reasons.error}
        onRetry={() => void reasons.refetch()}
        rowActions={(reason) => [
          {
            id: 'open',
            label: t(canWrite ? 'reasons.edit' : 'reasons.view'),
            onClick: () => void navigate(`/admin/reason/${reason.id}`),
          },
          {
            id: 'toggle',
            label: t(reason.active ? 'reasons.deactivate' : 'reasons.activate'),
            hidden: !canWrite,
            onClick: () => void toggleActive(reason),
          },
          {
            id: 'delete',
            label: t('reasons.delete'),
            hidden: !canWrite,
            onClick: () => void deleteReason(reason),
          },
        ]}
      />
    </PageFrame>
  );
};
