import { candidateAgeProblem } from '@portal/contracts/hr-pool/candidates';
import type { MessageKey } from '../../i18n/catalogue';
import type { JobRule } from './repository';

/** One refusal of a worker's job, on the field it concerns. */
export type JobIssue = {
  field: 'job' | 'gender' | 'birthDate';
  key: MessageKey;
  params?: Record<string, string | number>;
};

/**
 * The candidate rules that need the job (decision 0026): an active job, the gender it allows, the age
 * range it sets (21 to 60 when it sets none). The worker becomes a candidate when an agency takes it.
 */
export const jobIssues = (
  job: JobRule | null | undefined,
  worker: { gender: 'FEMALE' | 'MALE'; birthDate: string },
  jobCode?: string,
): JobIssue[] => {
  if (!job || !job.active)
    return [
      jobCode === undefined
        ? { field: 'job', key: 'dlt.jobInvalid' }
        : { field: 'job', key: 'dlt.jobUnknown', params: { code: jobCode } },
    ];
  const issues: JobIssue[] = [];
  if (job.allowedGender !== 'ANY' && job.allowedGender !== worker.gender)
    issues.push({ field: 'gender', key: `dlt.genderNotAllowed.${job.allowedGender}` });
  const ages = candidateAgeProblem(worker.birthDate, job);
  if (ages) issues.push({ field: 'birthDate', key: 'dlt.ageForJob', params: ages });
  return issues;
};
