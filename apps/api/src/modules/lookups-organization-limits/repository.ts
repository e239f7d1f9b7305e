import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  LIMITED_ORGANIZATION_TYPES,
  type OrganizationLimitListQuery,
  type OrganizationLimitSortField,
} from '@portal/contracts/lookups-organization-limits';
import type { Database } from '../../db/client';
import { countries, organizationLimits, organizations } from '../../db/schema/index';
import { orderByOf, runListPage, textSearch, type SortColumns } from '../../lib/list/list-query';
import { recordStore } from '../../lib/lookup-crud/record-store';
import type { Executor } from '../../platform/history/service';

export type LimitRecordRow = typeof organizationLimits.$inferSelect;
type OfficeType = (typeof LIMITED_ORGANIZATION_TYPES)[number];
export type LimitRow = LimitRecordRow & {
  organization: { id: number; nameAr: string; nameEn: string; type: OfficeType };
  country: { id: number; code3: string; nameAr: string; nameEn: string };
};
export type LimitFilters = {
  q?: string | undefined;
  organizationId?: number | undefined;
  countryId?: number | undefined;
};
type LimitSort = Pick<OrganizationLimitListQuery, 'sort' | 'dir'>;

const office = alias(organizations, 'office');

const SORT_COLUMNS: SortColumns<OrganizationLimitSortField> = {
  organization: office.nameEn,
  country: countries.nameEn,
  maximum: organizationLimits.maximum,
  updatedAt: organizationLimits.updatedAt,
};

export const limitsWhere = (filters: LimitFilters): SQL | undefined =>
  and(
    textSearch(filters.q, [office.nameAr, office.nameEn]),
    filters.organizationId === undefined
      ? undefined
      : eq(organizationLimits.organizationId, filters.organizationId),
    filters.countryId === undefined ? undefined : eq(organizationLimits.countryId, filters.countryId),
  );

const selectLimits = (executor: Executor) =>
  executor
    .select({
      limit: organizationLimits,
      organization: { id: office.id, nameAr: office.nameAr, nameEn: office.nameEn, type: office.type },
      country: {
        id: countries.id,
        code3: countries.code3,
        nameAr: countries.nameAr,
        nameEn: countries.nameEn,
      },
    })
    .from(organizationLimits)
    .innerJoin(office, eq(office.id, organizationLimits.organizationId))
    .innerJoin(countries, eq(countries.id, organizationLimits.countryId));

type Joined = Awaited<ReturnType<ReturnType<typeof selectLimits>['execute']>>;

const flatten = (rows: Joined): LimitRow[] =>
  rows.map(({ limit, organization, country }) => ({
    ...limit,
    organization: { ...organization, type: organization.type as OfficeType },
    country,
  }));

/** The filtered, ordered limits from `offset`, at most `limit` (a page or an export batch). */
export const limitsFetcher =
  (db: Database, filters: LimitFilters, sort: LimitSort) =>
  async (limit: number, offset: number): Promise<LimitRow[]> =>
    flatten(
      await selectLimits(db)
        .where(limitsWhere(filters))
        .orderBy(...orderByOf(sort, SORT_COLUMNS, 'organization', organizationLimits.id))
        .limit(limit)
        .offset(offset),
    );

/** The total with the same join as the page (the text filter reads the office's names). */
const countLimits = async (db: Database, where: SQL | undefined): Promise<number> => {
  const [row] = await db
    .select({ total: count() })
    .from(organizationLimits)
    .innerJoin(office, eq(office.id, organizationLimits.organizationId))
    .where(where);
  return row?.total ?? 0;
};

export const findLimitsPage = (db: Database, query: OrganizationLimitListQuery) =>
  runListPage(query, limitsFetcher(db, query, query), () => countLimits(db, limitsWhere(query)));

export const findLimit = async (executor: Executor, id: number): Promise<LimitRow | null> => {
  const [row] = flatten(await selectLimits(executor).where(eq(organizationLimits.id, id)).limit(1));
  return row ?? null;
};

/** The limit of an office for a country (locked until the transaction ends when locking). */
export const findLimitOf = async (
  executor: Executor,
  organizationId: number,
  countryId: number,
  lock = false,
): Promise<LimitRecordRow | null> => {
  const select = executor
    .select()
    .from(organizationLimits)
    .where(
      and(eq(organizationLimits.organizationId, organizationId), eq(organizationLimits.countryId, countryId)),
    )
    .limit(1);
  const [row] = lock ? await select.for('update') : await select;
  return row ?? null;
};

/** One limit row by id (locked with `lock`), insert, update and delete. */
export const limitStore = recordStore(organizationLimits);

/** The local offices (PRO_OFFICE, PRO_COMPANY organisations) a limit may name. */
export const findOffices = (executor: Executor) =>
  executor
    .select({
      id: organizations.id,
      nameAr: organizations.nameAr,
      nameEn: organizations.nameEn,
      type: organizations.type,
    })
    .from(organizations)
    .where(inArray(organizations.type, [...LIMITED_ORGANIZATION_TYPES]))
    .orderBy(asc(organizations.nameEn), asc(organizations.id));

export const findOffice = async (executor: Executor, id: number) => {
  const [row] = await executor
    .select({ id: organizations.id, type: organizations.type })
    .from(organizations)
    .where(eq(organizations.id, id))
    .limit(1);
  return row ?? null;
};
