import { aliasedTable, and, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { DltListQuery, DltSortField } from '@portal/contracts/hr-pool/dlt';
import type { Database } from '../../db/client';
import { countries, dltWorkers, jobs, organizations } from '../../db/schema/index';
import { countWhere, escapeLike, orderByOf, runListPage, type SortColumns } from '../../lib/list/list-query';
import type { Executor } from '../../platform/history/service';

export type DltWorkerRow = typeof dltWorkers.$inferSelect;
export type NewDltWorkerRow = typeof dltWorkers.$inferInsert;
type Named = { id: number; nameAr: string; nameEn: string };
export type DltWorkerWithLookups = {
  worker: DltWorkerRow;
  country: Named & { code3: string };
  job: Named & { code: string };
  agency: Named | null;
};
export type DltFilters = Pick<DltListQuery, 'q' | 'gender' | 'jobId' | 'taken'>;
type DltSort = Pick<DltListQuery, 'sort' | 'dir'>;

const SORT_COLUMNS: SortColumns<DltSortField> = {
  createdAt: dltWorkers.createdAt,
  nameEn: dltWorkers.nameEn,
  nameAr: dltWorkers.nameAr,
  birthDate: dltWorkers.birthDate,
  passportNumber: dltWorkers.passportNumber,
};

/** Passport numbers by prefix (upper case, as stored), names by "contains". */
const search = (q: string | undefined): SQL | undefined => {
  if (!q) return undefined;
  const contains = `%${escapeLike(q)}%`;
  return or(
    ilike(dltWorkers.passportNumber, `${escapeLike(q.toUpperCase())}%`),
    ilike(dltWorkers.nameEn, contains),
    ilike(dltWorkers.nameAr, contains),
  );
};

const takenFilter = (taken: boolean | undefined): SQL | undefined => {
  if (taken === undefined) return undefined;
  return taken ? isNotNull(dltWorkers.takenByAgencyId) : isNull(dltWorkers.takenByAgencyId);
};

export const dltWorkersWhere = (visible: SQL | undefined, filters: DltFilters): SQL | undefined =>
  and(
    visible,
    search(filters.q),
    filters.gender ? eq(dltWorkers.gender, filters.gender) : undefined,
    filters.jobId ? eq(dltWorkers.jobId, filters.jobId) : undefined,
    takenFilter(filters.taken),
  );

const agencies = aliasedTable(organizations, 'taking_agency');

const WITH_LOOKUPS = {
  worker: dltWorkers,
  country: { id: countries.id, code3: countries.code3, nameAr: countries.nameAr, nameEn: countries.nameEn },
  job: { id: jobs.id, code: jobs.code, nameAr: jobs.nameAr, nameEn: jobs.nameEn },
  agency: { id: agencies.id, nameAr: agencies.nameAr, nameEn: agencies.nameEn },
};

const selectWithLookups = (db: Executor) =>
  db
    .select(WITH_LOOKUPS)
    .from(dltWorkers)
    .innerJoin(countries, eq(countries.id, dltWorkers.countryId))
    .innerJoin(jobs, eq(jobs.id, dltWorkers.jobId))
    .leftJoin(agencies, eq(agencies.id, dltWorkers.takenByAgencyId));

/** Newest first unless a sort is asked for. */
const orderOf = (sort: DltSort): SQL[] =>
  sort.sort ? orderByOf(sort, SORT_COLUMNS, 'createdAt', dltWorkers.id) : [desc(dltWorkers.id)];

export const findDltWorkersPage = (db: Database, visible: SQL | undefined, query: DltListQuery) => {
  const where = dltWorkersWhere(visible, query);
  return runListPage(
    query,
    (limit, offset) =>
      selectWithLookups(db)
        .where(where)
        .orderBy(...orderOf(query))
        .limit(limit)
        .offset(offset),
    () => countWhere(db, dltWorkers, where),
  );
};

export const findDltWorker = async (
  db: Executor,
  id: number,
  visible: SQL | undefined,
): Promise<DltWorkerWithLookups | null> => {
  const [row] = await selectWithLookups(db)
    .where(and(eq(dltWorkers.id, id), visible))
    .limit(1);
  return row ?? null;
};

export type JobRule = {
  id: number;
  code: string;
  active: boolean;
  allowedGender: 'ANY' | 'FEMALE' | 'MALE';
  minAge: number | null;
  maxAge: number | null;
};

const JOB_RULE = {
  id: jobs.id,
  code: jobs.code,
  active: jobs.active,
  allowedGender: jobs.allowedGender,
  minAge: jobs.minAge,
  maxAge: jobs.maxAge,
};

export const findJobRule = async (db: Executor, id: number): Promise<JobRule | null> => {
  const [row] = await db.select(JOB_RULE).from(jobs).where(eq(jobs.id, id)).limit(1);
  return row ?? null;
};

/** Every job by its upper-case code (an import resolves its `job` column with it). */
export const findJobRulesByCode = async (db: Executor): Promise<Map<string, JobRule>> =>
  new Map((await db.select(JOB_RULE).from(jobs)).map((job) => [job.code.toUpperCase(), job]));

/** Which of these passports the country has registered already. */
export const findRegisteredPassports = async (
  db: Executor,
  countryId: number,
  passports: readonly string[],
): Promise<Set<string>> => {
  const found = new Set<string>();
  for (let start = 0; start < passports.length; start += 5000) {
    const rows = await db
      .select({ passportNumber: dltWorkers.passportNumber })
      .from(dltWorkers)
      .where(
        and(
          eq(dltWorkers.countryId, countryId),
          inArray(dltWorkers.passportNumber, passports.slice(start, start + 5000)),
        ),
      );
    for (const row of rows) found.add(row.passportNumber);
  }
  return found;
};

/** Inserts workers in batches; a passport registered meanwhile is left out (ON CONFLICT DO NOTHING). */
export const insertDltWorkers = async (
  db: Executor,
  rows: readonly NewDltWorkerRow[],
  batchSize = 1000,
): Promise<string[]> => {
  const inserted: string[] = [];
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = await db
      .insert(dltWorkers)
      .values(rows.slice(start, start + batchSize))
      .onConflictDoNothing({ target: [dltWorkers.countryId, dltWorkers.passportNumber] })
      .returning({ passportNumber: dltWorkers.passportNumber });
    inserted.push(...batch.map((row) => row.passportNumber));
  }
  return inserted;
};

export const insertDltWorker = async (db: Executor, row: NewDltWorkerRow): Promise<number | null> => {
  const [created] = await db
    .insert(dltWorkers)
    .values(row)
    .onConflictDoNothing({ target: [dltWorkers.countryId, dltWorkers.passportNumber] })
    .returning({ id: dltWorkers.id });
  return created?.id ?? null;
};
