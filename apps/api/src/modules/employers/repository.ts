import { and, eq, exists, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { EmployerInput, EmployerListQuery } from '@portal/contracts/employers';
import type { Database } from '../../db/client';
import { employers, employmentRequests as requests } from '../../db/schema/index';
import { escapeLike, orderByOf } from '../../lib/list/list-query';
import type { Executor } from '../../platform/history/service';
import { updateVersioned } from '../../lib/versioned-update';

export type EmployerRow = typeof employers.$inferSelect;

/** The employer row's id, named with its table: drizzle leaves a one-table select list unqualified. */
const employerIdColumn = sql`${sql.identifier('employers')}.${sql.identifier('id')}`;

/**
 * The employers the caller sees, from the requests they see: every employer when they see every
 * request (admins), else those with at least one visible request (an office: those it served).
 */
export const visibleEmployers = (visibleRequests: SQL | undefined): SQL | undefined =>
  visibleRequests === undefined
    ? undefined
    : exists(
        sql`(select 1 from ${requests} where ${requests.employerId} = ${employerIdColumn} and ${visibleRequests})`,
      );

/** How many of the employer's requests the caller sees (a subquery correlated to the employer row). */
const requestCount = (visibleRequests: SQL | undefined) =>
  sql<number>`(select count(*)::int from ${requests} where ${requests.employerId} = ${employerIdColumn}${
    visibleRequests ? sql` and ${visibleRequests}` : sql``
  })`.mapWith(Number);

const columns = (visibleRequests: SQL | undefined) => ({
  employer: employers,
  requests: requestCount(visibleRequests),
});
export type EmployerWithCount = { employer: EmployerRow; requests: number };

const SORT_COLUMNS = {
  nationalId: employers.nationalId,
  nameEn: employers.nameEn,
  nameAr: employers.nameAr,
  city: employers.city,
  updatedAt: employers.updatedAt,
  id: employers.id,
};

export const employersWhere = (
  query: EmployerListQuery,
  visibleRequests: SQL | undefined,
): SQL | undefined => {
  const pattern = query.q ? `%${escapeLike(query.q)}%` : undefined;
  return and(
    visibleEmployers(visibleRequests),
    query.city ? eq(employers.city, query.city) : undefined,
    pattern
      ? or(
          ilike(employers.nationalId, pattern),
          ilike(employers.nameEn, pattern),
          ilike(employers.nameAr, pattern),
          ilike(employers.mobile, pattern),
        )
      : undefined,
  );
};

export const findEmployerPage = (
  db: Database,
  query: EmployerListQuery,
  visibleRequests: SQL | undefined,
  limit: number,
  offset: number,
): Promise<EmployerWithCount[]> =>
  db
    .select(columns(visibleRequests))
    .from(employers)
    .where(employersWhere(query, visibleRequests))
    .orderBy(
      ...(query.sort
        ? orderByOf(query, SORT_COLUMNS, query.sort, employers.id)
        : orderByOf({ dir: 'desc' }, SORT_COLUMNS, 'id', employers.id)),
    )
    .limit(limit)
    .offset(offset);

export const findEmployer = async (
  db: Database | Executor,
  where: SQL,
  visibleRequests: SQL | undefined,
): Promise<EmployerWithCount | undefined> => {
  const [row] = await db
    .select(columns(visibleRequests))
    .from(employers)
    .where(and(where, visibleEmployers(visibleRequests)))
    .limit(1);
  return row;
};

const fieldsOf = (input: EmployerInput) => ({
  nationalId: input.nationalId,
  nameAr: input.nameAr,
  nameEn: input.nameEn,
  mobile: input.mobile,
  city: input.city,
  address: input.address,
});

/** The guarded update of an employer's details on the version they were read on (409 when it moved). */
export const updateEmployerRow = (
  tx: Executor,
  target: { id: number; rowVersion: number },
  input: EmployerInput,
  userId: number,
) => updateVersioned(tx, employers, target, { ...fieldsOf(input), updatedBy: userId, updatedAt: new Date() });
