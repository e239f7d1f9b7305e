import type { Job, JobInput, JobListQuery, JobOption } from '@portal/contracts/lookups-jobs';
import type { ListResponse } from '@portal/contracts/list';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { lookupWrites, uniqueConflict } from '../../lib/lookup-crud/lookup-writes';
import { findJob, findJobOptions, findJobsPage, jobStore, type JobRow } from './repository';
import { JOB_USAGES } from './usages';

export const toJob = (row: JobRow): Job => ({
  id: row.id,
  code: row.code,
  nameAr: row.nameAr,
  nameEn: row.nameEn,
  allowedGender: row.allowedGender,
  minAge: row.minAge,
  maxAge: row.maxAge,
  active: row.active,
  rowVersion: row.rowVersion,
  updatedAt: row.updatedAt.toISOString(),
});

export const toJobOption = (row: JobRow): JobOption => ({
  id: row.id,
  code: row.code,
  name: { ar: row.nameAr, en: row.nameEn },
  allowedGender: row.allowedGender,
  minAge: row.minAge,
  maxAge: row.maxAge,
  active: row.active,
});

export const listJobs = async (db: Database, query: JobListQuery): Promise<ListResponse<Job>> => {
  const page = await findJobsPage(db, query);
  return { ...page, items: page.items.map(toJob) };
};

export const getJob = async (db: Database, id: number): Promise<Job> => {
  const row = await findJob(db, id);
  if (!row) throw notFound();
  return toJob(row);
};

/**
 * Create and update (a taken code answers 409 with the message on the code field), activate and
 * deactivate, and delete (refused with 409 naming where while a job is used: deactivate it instead).
 */
const jobWrites = lookupWrites<JobRow, JobInput, Job>({
  entityType: 'job',
  store: jobStore,
  fields: ['code', 'nameAr', 'nameEn', 'allowedGender', 'minAge', 'maxAge'],
  present: (_db, row) => toJob(row),
  checkInput: async (_db, input, language) =>
    uniqueConflict('jobs.codeTaken', 'code', { code: input.code }, language),
  activeField: 'active',
  usages: JOB_USAGES,
});

export const createJob = jobWrites.create;
export const updateJob = jobWrites.update;
export const setJobActive = jobWrites.setActive;
export const deleteJob = jobWrites.remove;

export const jobOptions = async (db: Database, includeId?: number): Promise<JobOption[]> =>
  (await findJobOptions(db, includeId)).map(toJobOption);
