import { useTranslation } from 'react-i18next';
import type { Job } from '@portal/contracts/lookups-jobs';
import { LookupListPage } from '../../../components/lookup/lookup-list-page';
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
  const list = useListSearchParams(FILTER_KEYS);
  const jobs = useJobs(list.query);
  const { genderOptions } = useJobLabels();
  const toggleActive = useToggleJobActive();

  return (
    <LookupListPage<Job, (typeof FILTER_KEYS)[number]>
      ns="jobs"
      path="/admin/job"
      url={JOBS_URL}
      label={t('routes.adminJob.title')}
      list={list}
      result={jobs}
      canWrite={useCanOpen('admin.jobAdd')}
      filters={[
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
      columns={useJobColumns()}
      rowLabel={useJobName()}
      writeActions={(job) => [
        {
          id: 'toggle',
          label: t(job.active ? 'jobs.deactivate' : 'jobs.activate'),
          onClick: () => void toggleActive(job),
        },
      ]}
    />
  );
};
