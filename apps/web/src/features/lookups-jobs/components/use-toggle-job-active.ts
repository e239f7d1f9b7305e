import { useTranslation } from 'react-i18next';
import type { Job } from '@portal/contracts/lookups-jobs';
import { confirm } from '../../../components/confirm-dialog';
import { showAlert } from '../../../lib/alerts/alert-store';
import { useSetJobActive } from '../api/set-job-active';
import { useJobName } from './job-labels';

/** Activate or deactivate a job after a confirmation that says what it means. */
export const useToggleJobActive = () => {
  const { t } = useTranslation();
  const nameOf = useJobName();
  const mutation = useSetJobActive();
  return async (job: Job) => {
    const active = !job.active;
    const name = nameOf(job);
    const confirmed = await confirm({
      title: t(active ? 'jobs.activateTitle' : 'jobs.deactivateTitle'),
      message: t(active ? 'jobs.activateConfirm' : 'jobs.deactivateConfirm', { name }),
      confirmLabel: t(active ? 'jobs.activate' : 'jobs.deactivate'),
      cancelLabel: t('common.cancel'),
    });
    if (!confirmed) return;
    await mutation.mutateAsync({ id: job.id, active }).then(
      () =>
        showAlert({ type: 'success', message: t(active ? 'jobs.activated' : 'jobs.deactivated', { name }) }),
      () => undefined, // the global handler shows the error
    );
  };
};
