import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { Job } from '@portal/contracts/lookups-jobs';
import { DataTable } from '../../../components/data-table/data-table';
import { ExportMenu } from '../../../components/export-menu';
import { FilterBar } from '../../../components/filters/filter-bar';
import { PageFrame } from '../../../components/page-frame';
import { useCanOpen } from '../../../lib/auth/use-can-open';
import { useListSearchParams } from '../../../lib/list/use-list-search-params';
import { JOBS_URL, useJobs } from '../api/list-jobs';
import { useJobColumns } from './job-columns';
import { useJobLabels, useJobName } from './job-labels';
import { useToggleJobActive } from './use-toggle-job-active';

const FILTER_KEYS = ['q', 'allowedGender', 'active'] as const;

/** `/admin/job`: the jobs lookup: filters and page in the URL, export, add, open, (de)activate. */
export const JobsListPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useListSearchParams(FILTER_KEYS);
  const jobs = useJobs(list.query);
  const canWrite = useCanOpen('admin.jobAdd');
  const columns = useJobColumns();
  const { genderOptions } = useJobLabels();
  const nameOf = useJobName();
  const toggleActive = useToggleJobActive();

  return (
    <PageFrame
      actions={
        <>
          <ExportMenu url={`${JOBS_URL}/export`} query={list.query} fileBase={t('jobs.fileName')} />
          {canWrite ? (
            <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/admin/job/add">
              {t('jobs.add')}
            </Button>
          ) : null}
        </>
      }
    >
      <FilterBar
        fields={[
          { kind: 'text', name: 'q', label: t('jobs.search') },
          {
            kind: 'select',
            name: 'allowedGender',
            label: t('jobs.fields.allowedGender'),
            options: genderOptions,
          },
          {
            kind: 'select',
            name: 'active',
            label: t('jobs.fields.active'),
            options: [
              { value: 'true', label: t('jobs.status.active') },
              { value: 'false', label: t('jobs.status.inactive') },
            ],
          },
        ]}
        values={list.filters}
        onApply={list.setFilters}
        onClear={list.clearFilters}
      />
      <DataTable<Job>
        label={t('routes.adminJob.title')}
        columns={columns}
        rows={jobs.data?.items}
        total={jobs.data?.total}
        getRowId={(job) => job.id}
        rowLabel={nameOf}
        page={list.page}
        size={list.size}
        sort={list.sort}
        dir={list.dir}
        onSort={list.toggleSort}
        onPageChange={list.setPage}
        loading={jobs.isFetching}
        error={jobs.error}
        onRetry={() => void jobs.refetch()}
        rowActions={(job) => [
          {
            id: 'open',
            label: t(canWrite ? 'jobs.edit' : 'jobs.view'),
            onClick: () => void navigate(`/admin/job/${job.id}`),
          },
          {
            id: 'toggle',
            label: t(job.active ? 'jobs.deactivate' : 'jobs.activate'),
            hidden: !canWrite,
            onClick: () => void toggleActive(job),
          },
        ]}
      />
    </PageFrame>
  );
};
