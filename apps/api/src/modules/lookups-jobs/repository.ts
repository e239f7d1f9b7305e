import { and, asc, eq, or, type SQL } from 'drizzle-orm';
import type { JobGender, JobInput, JobListQuery, JobSortField } from '@portal/contracts/lookups-jobs';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema/index';
import { countWhere, orderByOf, runListPage, textSearch, type SortColumns } from '../../lib/list/list-query';
import type { Executor } from '../history/service';

export type JobRow = typeof jobs.$inferSelect;
export type JobFilters = {
  q?: string | undefined;
  allowedGender?: JobGender | undefined;
  active?: boolean | undefined;
};
type JobSort = Pick<JobListQuery, 'sort' | 'dir'>;

const SORT_COLUMNS: SortColumns<JobSortField> = {
  code: jobs.code,
  nameAr: jobs.nameAr,
  nameEn: jobs.nameEn,
  allowedGender: jobs.allowedGender,
  active: jobs.active,
  updatedAt: jobs.updatedAt,
};

export const jobsWhere = (filters: JobFilters): SQL | undefined =>
  and(
    textSearch(filters.q, [jobs.code, jobs.nameAr, jobs.nameEn]),
    filters.allowedGender ? eq(jobs.allowedGender, filters.allowedGender) : undefined,
    filters.active === undefined ? undefined : eq(jobs.active, filters.active),
  );

/** The filtered, ordered jobs from `offset`, at most `limit` (a page or an export batch). */
export const jobsFetcher =
  (db: Database, filters: JobFilters, sort: JobSort) =>
  (limit: number, offset: number): Promise<JobRow[]> =>
    db
      .select()
      .from(jobs)
      .where(jobsWhere(filters))
      .orderBy(...orderByOf(sort, SORT_COLUMNS, 'code', jobs.id))
      .limit(limit)
      .offset(offset);

export const findJobsPage = (db: Database, query: JobListQuery) =>
  runListPage(query, jobsFetcher(db, query, query), () => countWhere(db, jobs, jobsWhere(query)));

export const findJob = async (executor: Executor, id: number, lock = false): Promise<JobRow | null> => {
  const select = executor.select().from(jobs).where(eq(jobs.id, id)).limit(1);
  const [row] = lock ? await select.for('update') : await select;
  return row ?? null;
};

export const insertJob = async (tx: Executor, input: JobInput): Promise<JobRow> => {
  const [row] = await tx.insert(jobs).values(input).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
};

export const updateJobRow = async (tx: Executor, id: number, values: Partial<JobRow>): Promise<JobRow> => {
  const [row] = await tx
    .update(jobs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(jobs.id, id))
    .returning();
  if (!row) throw new Error('update returned no row');
  return row;
};

export const deleteJobRow = async (tx: Executor, id: number): Promise<void> => {
  await tx.delete(jobs).where(eq(jobs.id, id));
};

/** Active jobs, plus the one a record already holds (`includeId`) even when deactivated. */
export const findJobOptions = (db: Database, includeId?: number): Promise<JobRow[]> =>
  db
    .select()
    .from(jobs)
    .where(
      includeId === undefined ? eq(jobs.active, true) : or(eq(jobs.active, true), eq(jobs.id, includeId)),
    )
    .orderBy(asc(jobs.nameEn), asc(jobs.id));
