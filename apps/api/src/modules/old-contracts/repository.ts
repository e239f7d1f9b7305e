import { cappedCount, estimatedCount } from '../../lib/list/estimated-total';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  OLD_CONTRACT_DATA_COLUMNS,
  OLD_CONTRACT_EXACT_TOTAL,
  type OldContractListQuery,
} from '@portal/contracts/hr-pool/old-contracts';
import type { Database } from '../../db/client';
import { countries, oldWorkerContracts } from '../../db/schema/index';
import type { Executor } from '../../platform/history/service';

export type OldContractRow = typeof oldWorkerContracts.$inferSelect;
export type NewOldContractRow = typeof oldWorkerContracts.$inferInsert;
export type OldContractWithCountry = {
  contract: OldContractRow;
  country: { id: number; code3: string; nameAr: string; nameEn: string };
};
export type OldContractFilters = Pick<OldContractListQuery, 'passport' | 'visa' | 'employerId' | 'countryId'>;

const WITH_COUNTRY = {
  contract: oldWorkerContracts,
  country: { id: countries.id, code3: countries.code3, nameAr: countries.nameAr, nameEn: countries.nameEn },
};

/** Whether the query searches by one of the indexed values (passport, visa number, employer id). */
export const isSearch = (filters: OldContractFilters): boolean =>
  Boolean(filters.passport || filters.visa || filters.employerId);

/** Exact matches on the indexed columns, the asked country, and the caller's visibility. */
export const oldContractsWhere = (filters: OldContractFilters, visible: SQL | undefined): SQL | undefined =>
  and(
    filters.passport ? eq(oldWorkerContracts.passportNumber, filters.passport) : undefined,
    filters.visa ? eq(oldWorkerContracts.visaNumber, filters.visa) : undefined,
    filters.employerId ? eq(oldWorkerContracts.employerId, filters.employerId) : undefined,
    filters.countryId ? eq(oldWorkerContracts.countryId, filters.countryId) : undefined,
    visible,
  );

/**
 * A search lists the newest contract first: no index holds that order, so the planner reads the
 * few rows of the passport, visa or employer index and sorts them, even with a country condition
 * (the (country, id) index would otherwise tempt it to walk a whole country in id order). Without a
 * search value the latest imported come first, along the (country, id) or primary key index.
 */
const orderOf = (search: boolean) =>
  search
    ? [desc(oldWorkerContracts.contractDate), desc(oldWorkerContracts.id)]
    : [desc(oldWorkerContracts.id)];

/** One page: the ids are chosen on the table alone, then only those rows are joined to their country. */
export const findOldContractsPage = async (
  db: Database,
  where: SQL | undefined,
  search: boolean,
  limit: number,
  offset: number,
): Promise<OldContractWithCountry[]> => {
  const page = db
    .select({ pageId: oldWorkerContracts.id })
    .from(oldWorkerContracts)
    .where(where)
    .orderBy(...orderOf(search))
    .limit(limit)
    .offset(offset)
    .as('page');
  return db
    .select(WITH_COUNTRY)
    .from(page)
    .innerJoin(oldWorkerContracts, eq(oldWorkerContracts.id, page.pageId))
    .innerJoin(countries, eq(countries.id, oldWorkerContracts.countryId))
    .orderBy(...orderOf(search));
};

/**
 * The total of the filtered result: exact up to OLD_CONTRACT_EXACT_TOTAL (counting stops one row
 * past it), beyond that the planner's estimate (never below what was counted), flagged as such.
 */
export const countOldContracts = async (
  db: Database,
  where: SQL | undefined,
): Promise<{ total: number; totalIsEstimate: boolean }> => {
  const counted = await cappedCount(db, oldWorkerContracts, where, OLD_CONTRACT_EXACT_TOTAL);
  if (counted <= OLD_CONTRACT_EXACT_TOTAL) return { total: counted, totalIsEstimate: false };
  return {
    total: Math.max(counted, await estimatedCount(db, oldWorkerContracts, where)),
    totalIsEstimate: true,
  };
};

export const findOldContract = async (
  db: Executor,
  id: number,
  visible: SQL | undefined,
): Promise<OldContractWithCountry | null> => {
  const [row] = await db
    .select(WITH_COUNTRY)
    .from(oldWorkerContracts)
    .innerJoin(countries, eq(countries.id, oldWorkerContracts.countryId))
    .where(and(eq(oldWorkerContracts.id, id), visible))
    .limit(1);
  return row ?? null;
};

/** Every country by its code3 (an old contract may name a country closed to recruitment today). */
export const findCountryIds = async (
  db: Executor,
  codes: readonly string[],
): Promise<Map<string, number>> => {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ id: countries.id, code3: countries.code3 })
    .from(countries)
    .where(inArray(countries.code3, [...codes]));
  return new Map(rows.map((row) => [row.code3, row.id]));
};

/** The columns a re-import rewrites (the country and contract number name the contract). */
const DATA_COLUMNS = OLD_CONTRACT_DATA_COLUMNS satisfies readonly (keyof NewOldContractRow)[];

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const excluded = (column: string) => sql.raw(`excluded."${snakeCase(column)}"`);
const current = (column: string) => sql.raw(`"old_worker_contracts"."${snakeCase(column)}"`);

/** Rows per statement: the values travel as one array per column, so a batch is 14 parameters. */
export const UPSERT_BATCH = 5000;

/** Each written column with the PostgreSQL type of its array parameter. */
const WRITTEN: readonly [keyof NewOldContractRow, string][] = [
  ['countryId', 'integer'],
  ['contractNumber', 'text'],
  ...DATA_COLUMNS.map((column): [keyof NewOldContractRow, string] => [
    column,
    column === 'monthlySalary' ? 'numeric' : column === 'contractDate' ? 'date' : 'text',
  ]),
  ['importedBy', 'integer'],
];

/**
 * Inserts new contracts and rewrites those (same country and number) whose values differ; a row
 * already stored as it is stays untouched. Answers how many were added and how many changed.
 * Each batch is one `INSERT … SELECT FROM unnest(…)`: the statement and its plan stay small
 * whatever the number of rows (thousands of rows take a fraction of a second).
 */
export const upsertOldContracts = async (
  tx: Executor,
  rows: readonly NewOldContractRow[],
): Promise<{ inserted: number; updated: number }> => {
  let inserted = 0;
  let updated = 0;
  const columns = sql.join(
    WRITTEN.map(([column]) => sql.raw(`"${snakeCase(column)}"`)),
    sql`, `,
  );
  const differs = sql.join(
    DATA_COLUMNS.map((column) => sql`${current(column)} is distinct from ${excluded(column)}`),
    sql` or `,
  );
  const set = sql.join(
    [...DATA_COLUMNS, 'importedBy' as const].map(
      (column) => sql`${sql.raw(`"${snakeCase(column)}"`)} = ${excluded(column)}`,
    ),
    sql`, `,
  );
  for (let start = 0; start < rows.length; start += UPSERT_BATCH) {
    const batch = rows.slice(start, start + UPSERT_BATCH);
    const arrays = sql.join(
      WRITTEN.map(
        ([column, type]) =>
          sql`${sql.param(batch.map((row) => (row[column] === undefined ? null : String(row[column]))))}::${sql.raw(type)}[]`,
      ),
      sql`, `,
    );
    const result = (await tx.execute(sql`
      insert into "old_worker_contracts" (${columns})
      select * from unnest(${arrays})
      on conflict ("country_id", "contract_number") do update
        set ${set}, "imported_at" = now()
        where ${differs}
      returning (xmax = 0) as "inserted"`)) as unknown as { rows: { inserted: boolean }[] };
    // xmax is 0 on a freshly inserted row version, the updating transaction's id otherwise.
    for (const row of result.rows) {
      if (row.inserted) inserted += 1;
      else updated += 1;
    }
  }
  return { inserted, updated };
};
