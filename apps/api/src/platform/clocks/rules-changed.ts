import type { Jobs } from '../jobs/types';
import { requestClocksRefresh } from './clock-jobs';

/**
 * A write to the holidays or the incidents, then every open clock read again (decision 0056): the
 * refresh is asked for after the write committed, on the job queue, so the admin's answer does not
 * wait for thousands of clocks and a failed refresh is retried there.
 */
export const thenRefreshClocks =
  (jobs: Jobs) =>
  async <T>(write: Promise<T>): Promise<T> => {
    const result = await write;
    await requestClocksRefresh(jobs);
    return result;
  };
