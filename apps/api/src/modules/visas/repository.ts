import { and, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { VisaListQuery, VisaSortField } from '@portal/contracts/visas';
import type { Database } from '../../db/client';
import { countries, jobs, visas } from '../../db/schema/index';
import { countWhere, escapeLike, orderByOf, runListPage, type SortColumns } from '../../lib/list/list-query';
import { updateVersioned } from '../../lib/versioned-update';
import { countryNameColumns } from '../../platform/country-columns';
import type { Executor } from '../../platform/history/service';

export type VisaRow = typeof visas.$inferSelect;
export type NewVisaRow = typeof visas.$inferInsert;
export type VisaWithLookups = {
  visa: VisaRow;
  country: { id: number; code3: string; nameAr: string; nameEn: string; active: boolean };
  job: { id: number; code: string; nameAr: string; nameEn: string; active: boolean };
};
export type VisaFilters = Pick<VisaListQuery, 'q' | 'countryId' | 'gender' | 'status'>;
type VisaSort = Pick<VisaListQuery, 'sort' | 'dir'>;

const SORT_COLUMNS: SortColumns<VisaSortField> = {
  number: visas.number,
  employerId: visas.employerId,
  issueDate: visas.issueDate,
  expiryDate: visas.expiryDate,
  status: visas.status,
  updatedAt: visas.updatedAt,
};

/** Visa numbers and employer ids are digits: a prefix match keeps the indexes usable. */
const numberSearch = (q: string | undefined): SQL | undefined => {
  if (!q) return undefined;
  const pattern = `${escapeLike(q)}%`;
  return or(ilike(visas.number, pattern), ilike(visas.employerId, pattern));
};

export const visasWhere = (filters: VisaFilters): SQL | undefined =>
  and(
    numberSearch(filters.q),
    filters.countryId ? eq(visas.countryId, filters.countryId) : undefined,
    filters.gender ? eq(visas.gender, filters.gender) : undefined,
    filters.status ? eq(visas.status, filters.status) : undefined,
  );

/** A visa with its country and job, inactive ones included (a visa keeps what it holds). */
const WITH_LOOKUPS = {
  visa: visas,
  country: { ...countryNameColumns, active: countries.activeForRecruitment },
  job: { id: jobs.id, code: jobs.code, nameAr: jobs.nameAr, nameEn: jobs.nameEn, active: jobs.active },
};

export const visasFetcher =
  (db: Database, filters: VisaFilters, sort: VisaSort) =>
  (limit: number, offset: number): Promise<VisaWithLookups[]> =>
    db
      .select(WITH_LOOKUPS)
      .from(visas)
      .innerJoin(countries, eq(countries.id, visas.countryId))
      .innerJoin(jobs, eq(jobs.id, visas.jobId))
      .where(visasWhere(filters))
      .orderBy(...orderByOf(sort, SORT_COLUMNS, 'number', visas.id))
      .limit(limit)
      .offset(offset);

export const findVisasPage = (db: Database, query: VisaListQuery) =>
  runListPage(query, visasFetcher(db, query, query), () => countWhere(db, visas, visasWhere(query)));

export const findVisa = async (db: Executor, id: number, lock = false): Promise<VisaRow | null> => {
  const select = db.select().from(visas).where(eq(visas.id, id)).limit(1);
  const [row] = lock ? await select.for('update') : await select;
  return row ?? null;
};

export const findVisaWithLookups = async (db: Executor, id: number): Promise<VisaWithLookups | null> => {
  const [row] = await db
    .select(WITH_LOOKUPS)
    .from(visas)
    .innerJoin(countries, eq(countries.id, visas.countryId))
    .innerJoin(jobs, eq(jobs.id, visas.jobId))
    .where(eq(visas.id, id))
    .limit(1);
  return row ?? null;
};

/** Whether the country is active for recruitment and the job active (null: no such record). */
export const findLookupStates = async (db: Executor, countryId: number, jobId: number) => {
  const [[country], [job]] = await Promise.all([
    db.select({ active: countries.activeForRecruitment }).from(countries).where(eq(countries.id, countryId)),
    db.select({ active: jobs.active }).from(jobs).where(eq(jobs.id, jobId)),
  ]);
  return { countryActive: country?.active ?? null, jobActive: job?.active ?? null };
};

export const insertVisa = async (tx: Executor, row: NewVisaRow): Promise<VisaRow> => {
  const [inserted] = await tx.insert(visas).values(row).returning();
  if (!inserted) throw new Error('insert returned no row');
  return inserted;
};

/** The guarded update of a visa on the version it was read on (409 when it moved; docs/decisions/0039). */
export const updateVisaRow = (
  tx: Executor,
  target: { id: number; rowVersion: number },
  row: Partial<NewVisaRow>,
): Promise<VisaRow> => updateVersioned(tx, visas, target, { ...row, updatedAt: new Date() });

/** Which of these numbers already exist. */
export const findTakenNumbers = async (db: Executor, numbers: readonly string[]): Promise<Set<string>> => {
  const taken = new Set<string>();
  for (let start = 0; start < numbers.length; start += 1000) {
    const batch = numbers.slice(start, start + 1000);
    const rows = await db.select({ number: visas.number }).from(visas).where(inArray(visas.number, batch));
    for (const row of rows) taken.add(row.number);
  }
  return taken;
};

export type LookupRef = { id: number; active: boolean };

/** Countries by code3 and jobs by code (upper case), with whether each may be chosen for a new visa. */
export const findLookupIds = async (db: Database) => {
  const [countryRows, jobRows] = await Promise.all([
    db
      .select({ id: countries.id, code3: countries.code3, active: countries.activeForRecruitment })
      .from(countries),
    db.select({ id: jobs.id, code: jobs.code, active: jobs.active }).from(jobs),
  ]);
  return {
    countries: new Map<string, LookupRef>(countryRows.map(({ code3, ...ref }) => [code3, ref])),
    jobs: new Map<string, LookupRef>(jobRows.map(({ code, ...ref }) => [code.toUpperCase(), ref])),
  };
};

export const insertVisas = async (tx: Executor, rows: readonly NewVisaRow[]): Promise<VisaRow[]> => {
  const inserted: VisaRow[] = [];
  for (let start = 0; start < rows.length; start += 500) {
    inserted.push(
      ...(await tx
        .insert(visas)
        .values(rows.slice(start, start + 500))
        .returning()),
    );
  }
  return inserted;
};
