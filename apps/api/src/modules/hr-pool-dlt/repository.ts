import { aliasedTable, and, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DltListQuery, DltSortField } from '@portal/contracts/hr-pool/dlt';
import type { Database } from '../../db/client';
import { countries, dltWorkers, jobs, organizations } from '../../db/schema/index';
import {
  countWhere,
  escapeLike,
  narrowed,
  orderByOf,
  runListPage,
  type SortColumns,
} from '../../lib/list/list-query';
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
  narrowed(
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

/** Which of these passports the country has registered already (one array parameter per 10,000). */
export const findRegisteredPassports = async (
  db: Executor,
  countryId: number,
  passports: readonly string[],
): Promise<Set<string>> => {
  const found = new Set<string>();
  for (let start = 0; start < passports.length; start += 10_000) {
    const rows = await db
      .select({ passportNumber: dltWorkers.passportNumber })
      .from(dltWorkers)
      .where(
        and(
          eq(dltWorkers.countryId, countryId),
          sql`${dltWorkers.passportNumber} = any(${sql.param(passports.slice(start, start + 10_000))}::text[])`,
        ),
      );
    for (const row of rows) found.add(row.passportNumber);
  }
  return found;
};

/** The columns an import writes, with their SQL type, in insert order. */
const IMPORTED: readonly [keyof NewDltWorkerRow, string, string][] = [
  ['countryId', 'country_id', 'int'],
  ['passportNumber', 'passport_number', 'text'],
  ['passportExpiry', 'passport_expiry', 'date'],
  ['nameAr', 'name_ar', 'text'],
  ['nameEn', 'name_en', 'text'],
  ['birthDate', 'birth_date', 'date'],
  ['gender', 'gender', 'text'],
  ['religion', 'religion', 'text'],
  ['maritalStatus', 'marital_status', 'text'],
  ['jobId', 'job_id', 'int'],
  ['experienceYears', 'experience_years', 'int'],
  ['languages', 'languages', 'text'],
  ['education', 'education', 'text'],
  ['createdBy', 'created_by', 'int'],
];

const cellOf = (row: NewDltWorkerRow, field: keyof NewDltWorkerRow): string | null => {
  const value = row[field];
  if (value === undefined || value === null) return null;
  // Language codes are letters only: joined here and split back in SQL (one array per column).
  return Array.isArray(value) ? value.join(',') : String(value);
};

/**
 * Inserts workers in batches, each one statement over one array per column (`unnest`), so 10,000
 * rows take a few statements; a passport registered meanwhile is left out (ON CONFLICT DO NOTHING).
 * Answers the passports inserted.
 */
export const insertDltWorkers = async (
  db: Executor,
  rows: readonly NewDltWorkerRow[],
  batchSize = 5000,
): Promise<string[]> => {
  const inserted: string[] = [];
  const columns = sql.raw(IMPORTED.map(([, column]) => `"${column}"`).join(', '));
  const values = sql.raw(
    IMPORTED.map(([, column]) =>
      column === 'languages' ? `string_to_array("languages", ',')` : `"${column}"`,
    ).join(', '),
  );
  const names = sql.raw(IMPORTED.map(([, column]) => `"${column}"`).join(', '));
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    const arrays = sql.join(
      IMPORTED.map(
        ([field, , type]) => sql`${sql.param(batch.map((row) => cellOf(row, field)))}::${sql.raw(type)}[]`,
      ),
      sql`, `,
    );
    const result = (await db.execute(sql`
      insert into "dlt_workers" (${columns})
      select ${values} from unnest(${arrays}) as "row"(${names})
      on conflict ("country_id", "passport_number") do nothing
      returning "passport_number"`)) as unknown as { rows: { passport_number: string }[] };
    inserted.push(...result.rows.map((row) => row.passport_number));
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
