import type { Language } from '@portal/contracts/constants';
import type { Job, JobInput, JobListQuery, JobOption } from '@portal/contracts/lookups-jobs';
import type { ListResponse } from '@portal/contracts/list';
import type { Database } from '../../db/client';
import { translate } from '../../i18n/catalogue';
import { conflict, notFound } from '../../lib/errors';
import { refuseIfUsed, type Usage } from '../../lib/where-used';
import { creationChanges, deletionChanges, diffChanges, recordChange } from '../history/service';
import {
  deleteJobRow,
  findJob,
  findJobOptions,
  findJobsPage,
  insertJob,
  updateJobRow,
  type JobRow,
} from './repository';
import { JOB_USAGES } from './usages';

const INPUT_FIELDS = ['code', 'nameAr', 'nameEn', 'allowedGender'] as const;

export const toJob = (row: JobRow): Job => ({
  id: row.id,
  code: row.code,
  nameAr: row.nameAr,
  nameEn: row.nameEn,
  allowedGender: row.allowedGender,
  active: row.active,
  updatedAt: row.updatedAt.toISOString(),
});

export const toJobOption = (row: JobRow): JobOption => ({
  id: row.id,
  code: row.code,
  name: { ar: row.nameAr, en: row.nameEn },
  allowedGender: row.allowedGender,
  active: row.active,
});

/** PostgreSQL's unique_violation, whichever driver (or drizzle's wrapper) reports it. */
const isUniqueViolation = (error: unknown): boolean => {
  const codeOf = (value: unknown) =>
    value && typeof value === 'object' && 'code' in value ? (value as { code: unknown }).code : undefined;
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505';
};

/** Runs a write; a duplicate code answers 409 with the message on the code field. */
const withUniqueCode = async <T>(code: string, language: Language, write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw conflict('jobs.codeTaken', {
      params: { code },
      fieldErrors: { code: [translate(language, 'jobs.codeTaken', { code })] },
    });
  }
};

export const listJobs = async (db: Database, query: JobListQuery): Promise<ListResponse<Job>> => {
  const page = await findJobsPage(db, query);
  return { ...page, items: page.items.map(toJob) };
};

export const getJob = async (db: Database, id: number): Promise<Job> => {
  const row = await findJob(db, id);
  if (!row) throw notFound();
  return toJob(row);
};

export const createJob = (db: Database, userId: number, input: JobInput, language: Language): Promise<Job> =>
  withUniqueCode(input.code, language, () =>
    db.transaction(async (tx) => {
      const row = await insertJob(tx, input);
      const changes = creationChanges(row, INPUT_FIELDS);
      await recordChange(tx, {
        entityType: 'job',
        entityId: row.id,
        action: 'create',
        changedBy: userId,
        changes,
      });
      return toJob(row);
    }),
  );

export const updateJob = (
  db: Database,
  userId: number,
  id: number,
  input: JobInput,
  language: Language,
): Promise<Job> =>
  withUniqueCode(input.code, language, () =>
    db.transaction(async (tx) => {
      const current = await findJob(tx, id, true);
      if (!current) throw notFound();
      const changes = diffChanges(current, input);
      if (Object.keys(changes).length === 0) return toJob(current);
      const row = await updateJobRow(tx, id, input);
      await recordChange(tx, {
        entityType: 'job',
        entityId: id,
        action: 'update',
        changedBy: userId,
        changes,
      });
      return toJob(row);
    }),
  );

/** Activate or deactivate; asking for the state it already has is a 409 (a stale screen). */
export const setJobActive = (db: Database, userId: number, id: number, active: boolean): Promise<Job> =>
  db.transaction(async (tx) => {
    const current = await findJob(tx, id, true);
    if (!current) throw notFound();
    if (current.active === active)
      throw conflict(active ? 'lookups.alreadyActive' : 'lookups.alreadyInactive');
    const row = await updateJobRow(tx, id, { active });
    await recordChange(tx, {
      entityType: 'job',
      entityId: id,
      action: active ? 'activate' : 'deactivate',
      changedBy: userId,
      changes: { active: { from: current.active, to: active } },
    });
    return toJob(row);
  });

/** Deletes a job nobody uses; one in use answers 409 naming where (deactivate it instead). */
export const deleteJob = async (
  db: Database,
  userId: number,
  id: number,
  language: Language,
  usages: readonly Usage[] = JOB_USAGES,
): Promise<void> => {
  await refuseIfUsed(db, usages, id, language);
  await db.transaction(async (tx) => {
    const current = await findJob(tx, id, true);
    if (!current) throw notFound();
    await deleteJobRow(tx, id);
    const changes = deletionChanges(current, INPUT_FIELDS);
    await recordChange(tx, { entityType: 'job', entityId: id, action: 'delete', changedBy: userId, changes });
  });
};

export const jobOptions = async (db: Database, includeId?: number): Promise<JobOption[]> =>
  (await findJobOptions(db, includeId)).map(toJobOption);
