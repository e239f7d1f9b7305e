import { and, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { VisaListQuery, VisaSortField } from '@portal/contracts/visas';
import type { Database } from '../../db/client';
import { countries, jobs, visas } from '../../db/schema/index';
import { countWhere, escapeLike, orderByOf, runListPage, type SortColumns } from '../../lib/list/list-query';
import type { Executor } from '../history/service';

export type VisaRow = typeof visas.$inferSelect;
export type NewVisaRow = typeof visas.$inferInsert;
export type VisaWithLookups = {
  visa: VisaRow;
  country: { id: number; code3: string; nameAr: string; nameEn: string };
  job: { id: number; code: string; nameAr: string; nameEn: string };
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

export const visasFetcher =
  (db: Database, filters: VisaFilters, sort: VisaSort) =>
  (limit: number, offset: number): Promise<VisaWithLookups[]> =>
    db
      .select({
        visa: visas,
        country: {
          id: countries.id,
          code3: countries.code3,
          nameAr: countries.nameAr,
          nameEn: countries.nameEn,
        },
        job: { id: jobs.id, code: jobs.code, nameAr: jobs.nameAr, nameEn: jobs.nameEn },
      })
      .from(visas)
      .innerJoin(countries, eq(countries.id, visas.countryId))
      .innerJoin(jobs, eq(jobs.id, visas.jobId))
      .where(visasWhere(filters))
      .orderBy(...orderByOf(sort, SORT_COLUMNS, 'number', visas.id))
      .limit(limit)
      .offset(offset);

export const findVisasPage = (db: Database, query: VisaListQuery) =>
  runListPage(query, visasFetcher(db, query, query), () => countWhere(db, visas, visasWhere(query)));

export const findVisa = async (db: Database, id: number): Promise<VisaRow | null> => {
  const [row] = await db.select().from(visas).where(eq(visas.id, id)).limit(1);
  return row ?? null;
};

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

/** Country ids by code3 and job ids by code (every one, active or not: visas are issued outside). */
export const findLookupIds = async (db: Database) => {
  const [countryRows, jobRows] = await Promise.all([
    db.select({ id: countries.id, code3: countries.code3 }).from(countries),
    db.select({ id: jobs.id, code: jobs.code }).from(jobs),
  ]);
  return {
    countries: new Map(countryRows.map((row) => [row.code3, row.id])),
    jobs: new Map(jobRows.map((row) => [row.code.toUpperCase(), row.id])),
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
