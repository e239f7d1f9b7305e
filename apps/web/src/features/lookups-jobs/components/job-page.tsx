import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import type { Job } from '@portal/contracts/lookups-jobs';
import { InactiveNote, LookupRecordPage } from '../../../components/lookup/lookup-record-page';
import { useJob } from '../api/get-job';
import { JobForm } from './job-form';
import { useJobLabels, useJobName } from './job-labels';
import { useToggleJobActive } from './use-toggle-job-active';

/** `/admin/job/{id}`: the job (editable with LOOKUP WRITE, read-only with READ) and its history. */
export const JobPage = () => {
  const { t } = useTranslation();
  const nameOf = useJobName();
  const toggleActive = useToggleJobActive();
  return (
    <LookupRecordPage<Job, ReturnType<typeof useJobLabels>>
      useRecord={useJob}
      useLabels={useJobLabels}
      notFoundKey="jobs.notFound"
      writeRoute="admin.jobAdd"
      entityType="job"
      title={nameOf}
      actions={(job) => (
        <Button variant="outlined" onClick={() => void toggleActive(job)}>
          {t(job.active ? 'jobs.deactivate' : 'jobs.activate')}
        </Button>
      )}
      summary={(job) => <InactiveNote active={job.active}>{t('jobs.inactiveNote')}</InactiveNote>}
      form={(job, readOnly) => <JobForm job={job} readOnly={readOnly} />}
    />
  );
};
