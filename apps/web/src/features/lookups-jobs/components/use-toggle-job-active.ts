import type { Job } from '@portal/contracts/lookups-jobs';
import { useConfirmedToggle } from '../../../components/lookup/use-lookup-confirm';
import { useSetJobActive } from '../api/set-job-active';
import { useJobName } from './job-labels';

/** Activate or deactivate a job after a confirmation that says what it means. */
export const useToggleJobActive = () =>
  useConfirmedToggle<Job>({
    ns: 'jobs',
    nameOf: useJobName(),
    isActive: (job) => job.active,
    mutation: useSetJobActive(),
  });
