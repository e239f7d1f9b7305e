import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { organizations, suspensions } from '../db/schema/index';
import { kingdomTodaySql } from './kingdom-day';

/** True while a suspension of that organisation covers today and has not been lifted. */
export const suspendedTodaySql = (organizationId: AnyPgColumn | SQL): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${suspensions} where ${suspensions.organizationId} = ${organizationId} and ${suspensions.liftedAt} is null and ${suspensions.startsOn} <= ${kingdomTodaySql} and (${suspensions.endsOn} is null or ${suspensions.endsOn} >= ${kingdomTodaySql}))`;

/**
 * The one rule for "active" (spec 4: suspended if not active): the stored flag (an admin's open-ended
 * suspension, e.g. the demo `suspended` office) and no suspension in force today. Suspensions end by
 * themselves at their end date because this is evaluated on every read.
 */
export const organizationActiveSql: SQL<boolean> = sql<boolean>`(${organizations.active} and not ${suspendedTodaySql(organizations.id)})`;

/** The organisation's columns with `active` replaced by the derived value; select this, not the table. */
export const organizationWithDerivedActive = {
  ...getTableColumns(organizations),
  active: organizationActiveSql,
};
