import { and, asc, eq, or, type SQL } from 'drizzle-orm';
import type { JobGender, JobListQuery, JobSortField } from '@portal/contracts/lookups-jobs';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema/index';
import { countWhere, orderByOf, runListPage, textSearch, type SortColumns } from '../../lib/list/list-query';
import { recordStore } from '../../lib/lookup-crud/record-store';

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

/** One job by id (locked with `lock`), insert, update and delete. */
export const jobStore = recordStore(jobs);
export const findJob = jobStore.find;

/** Active jobs, plus the one a record already holds (`includeId`) even when deactivated. */
export const findJobOptions = (db: Database, includeId?: number): Promise<JobRow[]> =>
  db
    .select()
    .from(jobs)
    .where(
      includeId === undefined ? eq(jobs.active, true) : or(eq(jobs.active, true), eq(jobs.id, includeId)),
    )
    .orderBy(asc(jobs.nameEn), asc(jobs.id));
