import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SuspensionListQuery } from '@portal/contracts/suspensions';
import type { Database } from '../../db/client';
import { organizations, reasons, suspensions, users } from '../../db/schema/index';
import { kingdomTodaySql } from '../../lib/kingdom-day';
import { SUSPENSION_STATE } from '@portal/contracts/suspensions';

const liftedByUsers = alias(users, 'lifted_by_users');
const createdByUsers = alias(users, 'created_by_users');

const IN_FORCE = sql`(${suspensions.liftedAt} is null and ${suspensions.startsOn} <= ${kingdomTodaySql} and (${suspensions.endsOn} is null or ${suspensions.endsOn} >= ${kingdomTodaySql}))`;

const stateWhere = (state: SuspensionListQuery['state']): SQL | undefined => {
  if (state === SUSPENSION_STATE.ACTIVE) return IN_FORCE;
  if (state === SUSPENSION_STATE.ENDED)
    return sql`(${suspensions.liftedAt} is not null or ${suspensions.endsOn} < ${kingdomTodaySql})`;
  if (state === SUSPENSION_STATE.SCHEDULED)
    return sql`(${suspensions.liftedAt} is null and ${suspensions.startsOn} > ${kingdomTodaySql})`;
  return undefined;
};

const selection = {
  suspension: suspensions,
  organization: {
    id: organizations.id,
    nameAr: organizations.nameAr,
    nameEn: organizations.nameEn,
    type: organizations.type,
  },
  reason: { id: reasons.id, textAr: reasons.textAr, textEn: reasons.textEn },
  liftedBy: { id: liftedByUsers.id, nameAr: liftedByUsers.nameAr, nameEn: liftedByUsers.nameEn },
  createdBy: { id: createdByUsers.id, nameAr: createdByUsers.nameAr, nameEn: createdByUsers.nameEn },
};

const baseQuery = (db: Database) =>
  db
    .select(selection)
    .from(suspensions)
    .innerJoin(organizations, eq(organizations.id, suspensions.organizationId))
    .innerJoin(reasons, eq(reasons.id, suspensions.reasonId))
    .leftJoin(liftedByUsers, eq(liftedByUsers.id, suspensions.liftedBy))
    .leftJoin(createdByUsers, eq(createdByUsers.id, suspensions.createdBy));

export type SuspensionRecord = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

export const findSuspensionPage = async (db: Database, query: SuspensionListQuery) => {
  const where = and(
    query.organizationId ? eq(suspensions.organizationId, query.organizationId) : undefined,
    stateWhere(query.state),
  );
  const direction = query.dir === 'desc' ? desc : asc;
  const order = query.sort ? direction(suspensions[query.sort]) : desc(suspensions.createdAt);
  const [items, [counted]] = await Promise.all([
    baseQuery(db)
      .where(where)
      .orderBy(order, desc(suspensions.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ total: count() }).from(suspensions).where(where),
  ]);
  return { items, total: counted?.total ?? 0 };
};

export const findSuspension = async (db: Database, id: number): Promise<SuspensionRecord | null> => {
  const [row] = await baseQuery(db).where(eq(suspensions.id, id)).limit(1);
  return row ?? null;
};

export const findSuspensionReasons = async (db: Database) =>
  db
    .select()
    .from(reasons)
    .where(and(eq(reasons.kind, 'SUSPENSION'), eq(reasons.active, true)))
    .orderBy(asc(reasons.id));

/** Suspensions of the organisation not lifted whose period meets [startsOn, endsOn]. */
export const overlappingSuspensionSql = (
  organizationId: number,
  startsOn: string,
  endsOn: string | null,
): SQL =>
  sql`${suspensions.organizationId} = ${organizationId} and ${suspensions.liftedAt} is null and (${suspensions.endsOn} is null or ${suspensions.endsOn} >= ${startsOn}) and ${endsOn === null ? sql`true` : sql`${suspensions.startsOn} <= ${endsOn}`}`;
