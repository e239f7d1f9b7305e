import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { requiredReference } from './columns';
import { countries } from './lookups';
import { organizations } from './organizations';

/**
 * Country quota (DOMAIN.md lookups): at most `maximum` new employment requests for workers of a
 * country in one calendar month (`month` is `YYYY-MM`). No row for a country and month: no limit.
 */
export const countryQuotas = pgTable(
  'country_quotas',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    countryId: requiredReference(() => countries.id),
    month: text().notNull(),
    maximum: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Raised by every change: an edit carries the version it was made on (409 when it moved). */
    rowVersion: integer().notNull().default(1),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('country_quotas_country_month_uq').on(t.countryId, t.month),
    index('country_quotas_month_idx').on(t.month),
  ],
);

/**
 * Organisation limit (DOMAIN.md lookups): a local office (PRO_OFFICE / PRO_COMPANY organisation)
 * may hold at most `maximum` active partnership contracts with agencies of one country. No row for
 * an office and country: no limit.
 */
export const organizationLimits = pgTable(
  'organization_limits',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organizationId: requiredReference(() => organizations.id),
    countryId: requiredReference(() => countries.id),
    maximum: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Raised by every change: an edit carries the version it was made on (409 when it moved). */
    rowVersion: integer().notNull().default(1),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('organization_limits_org_country_uq').on(t.organizationId, t.countryId),
    index('organization_limits_country_idx').on(t.countryId),
  ],
);
