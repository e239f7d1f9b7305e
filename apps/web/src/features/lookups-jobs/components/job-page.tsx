import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { HistoryPanel } from '../../../components/history-panel';
import { PageFrame } from '../../../components/page-frame';
import { useCanOpen } from '../../../lib/auth/use-can-open';
import { useJob } from '../api/get-job';
import { JobForm } from './job-form';
import { useJobLabels, useJobName } from './job-labels';
import { useToggleJobActive } from './use-toggle-job-active';

/** `/admin/job/{id}`: the job (editable with LOOKUP WRITE, read-only with READ) and its history. */
export const JobPage = () => {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const job = useJob(id, valid);
  const canWrite = useCanOpen('admin.jobAdd');
  const nameOf = useJobName();
  const { fieldLabel, formatValue } = useJobLabels();
  const toggleActive = useToggleJobActive();

  if (!valid || job.isError) {
    return (
      <PageFrame>
        <Alert severity="error">{t('jobs.notFound')}</Alert>
      </PageFrame>
    );
  }
  if (!job.data) {
    return (
      <PageFrame>
        <Skeleton variant="rectangular" height={280} />
      </PageFrame>
    );
  }
  const current = job.data;
  return (
    <PageFrame
      title={nameOf(current)}
      actions={
        canWrite ? (
          <Button variant="outlined" onClick={() => void toggleActive(current)}>
            {t(current.active ? 'jobs.deactivate' : 'jobs.activate')}
          </Button>
        ) : null
      }
    >
      {current.active ? null : (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('jobs.inactiveNote')}
        </Alert>
      )}
      <JobForm key={current.updatedAt} job={current} readOnly={!canWrite} />
      <HistoryPanel
        entityType="job"
        entityId={current.id}
        fieldLabel={fieldLabel}
        formatValue={formatValue}
      />
    </PageFrame>
  );
};
