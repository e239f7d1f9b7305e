import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { WATCHLIST_STATE, type WatchlistListQuery } from '@portal/contracts/employer-watchlist';
import type { Database } from '../../db/client';
import { countries, employerWatchlist, reasons, users } from '../../db/schema/index';
import { kingdomTodaySql } from '../../lib/kingdom-day';
import type { Executor } from '../../platform/history/service';

const liftedByUsers = alias(users, 'watchlist_lifted_by');
const createdByUsers = alias(users, 'watchlist_created_by');

const selection = {
  entry: employerWatchlist,
  reason: { id: reasons.id, textAr: reasons.textAr, textEn: reasons.textEn },
  country: { id: countries.id, nameAr: countries.nameAr, nameEn: countries.nameEn },
  liftedBy: { id: liftedByUsers.id, nameAr: liftedByUsers.nameAr, nameEn: liftedByUsers.nameEn },
  createdBy: { id: createdByUsers.id, nameAr: createdByUsers.nameAr, nameEn: createdByUsers.nameEn },
};

const baseQuery = (db: Database | Executor) =>
  db
    .select(selection)
    .from(employerWatchlist)
    .innerJoin(reasons, eq(reasons.id, employerWatchlist.reasonId))
    .leftJoin(countries, eq(countries.id, employerWatchlist.countryId))
    .leftJoin(liftedByUsers, eq(liftedByUsers.id, employerWatchlist.liftedBy))
    .leftJoin(createdByUsers, eq(createdByUsers.id, employerWatchlist.createdBy));

export type WatchlistRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

const IN_FORCE = isNull(employerWatchlist.liftedAt);
const REVIEW_DUE = sql`(${employerWatchlist.liftedAt} is null and ${employerWatchlist.reviewOn} <= ${kingdomTodaySql})`;

/** Flags of one country (and the all-country ones): what an embassy sees; undefined: all. */
export const coveringCountrySql = (countryId: number): SQL =>
  or(isNull(employerWatchlist.countryId), eq(employerWatchlist.countryId, countryId))!;

export const findWatchlistPage = async (
  db: Database,
  query: WatchlistListQuery,
  visible: SQL | undefined,
) => {
  const where = and(
    visible,
    query.nationalId ? eq(employerWatchlist.nationalId, query.nationalId) : undefined,
    query.countryId ? eq(employerWatchlist.countryId, query.countryId) : undefined,
    query.state === WATCHLIST_STATE.ACTIVE ? IN_FORCE : undefined,
    query.state === WATCHLIST_STATE.LIFTED ? sql`${employerWatchlist.liftedAt} is not null` : undefined,
    query.reviewDue === true ? REVIEW_DUE : undefined,
    query.reviewDue === false ? sql`not ${REVIEW_DUE}` : undefined,
  );
  const direction = query.dir === 'desc' ? desc : asc;
  // The review queue reads oldest review first; the list newest flag first.
  const order = query.sort
    ? direction(employerWatchlist[query.sort])
    : query.reviewDue
      ? asc(employerWatchlist.reviewOn)
      : desc(employerWatchlist.createdAt);
  const [items, [counted]] = await Promise.all([
    baseQuery(db)
      .where(where)
      .orderBy(order, desc(employerWatchlist.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ total: count() }).from(employerWatchlist).where(where),
  ]);
  return { items, total: counted?.total ?? 0 };
};

export const findWatchlistEntry = async (
  db: Database | Executor,
  id: number,
): Promise<WatchlistRow | null> => {
  const [row] = await baseQuery(db).where(eq(employerWatchlist.id, id)).limit(1);
  return row ?? null;
};

/** The flags in force on an employer that cover any of the countries (oldest first). */
export const findFlagsCovering = async (db: Database | Executor, nationalId: string, countryIds: number[]) =>
  baseQuery(db)
    .where(
      and(
        eq(employerWatchlist.nationalId, nationalId),
        IN_FORCE,
        countryIds.length > 0
          ? or(isNull(employerWatchlist.countryId), inArray(employerWatchlist.countryId, countryIds))
          : isNull(employerWatchlist.countryId),
      ),
    )
    .orderBy(asc(employerWatchlist.id));

/** A flag in force on the employer for exactly this scope (null: all countries). */
export const findSameScopeFlag = async (tx: Executor, nationalId: string, countryId: number | null) => {
  const [row] = await tx
    .select({ id: employerWatchlist.id })
    .from(employerWatchlist)
    .where(
      and(
        eq(employerWatchlist.nationalId, nationalId),
        IN_FORCE,
        countryId === null ? isNull(employerWatchlist.countryId) : eq(employerWatchlist.countryId, countryId),
      ),
    )
    .limit(1);
  return row ?? null;
};
