import { and, asc, count, desc, eq, gte, ilike, inArray, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { OrganizationListQuery } from '@portal/contracts/organizations';
import type { Database } from '../../db/client';
import { countries, establishments, organizations, reasons, suspensions } from '../../db/schema/index';
import { organizationActiveSql, organizationWithDerivedActive } from '../../lib/organization-active';
import type { InferSelectModel } from 'drizzle-orm';
import type { EstablishmentRow, OrganizationRow } from '../../types/session';
import { kingdomTodaySql } from '../../lib/kingdom-day';
import { ORGANIZATION_STATUS } from '@portal/contracts/organizations';

type CountryRow = InferSelectModel<typeof countries>;

export type CountryRef = Pick<CountryRow, 'id' | 'code3' | 'nameAr' | 'nameEn'>;
export type OrganizationRecord = {
  organization: OrganizationRow;
  country: CountryRef | null;
  establishments: EstablishmentRow[];
};

const countryColumns = {
  id: countries.id,
  code3: countries.code3,
  nameAr: countries.nameAr,
  nameEn: countries.nameEn,
};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

const statusWhere = (status: OrganizationListQuery['status']): SQL | undefined => {
  if (status === ORGANIZATION_STATUS.SUSPENDED) return not(organizationActiveSql);
  const expired = sql`(${organizations.licenseDate} is not null and ${organizations.licenseDate} <= ${kingdomTodaySql})`;
  if (status === ORGANIZATION_STATUS.EXPIRED_LICENSE) return and(organizationActiveSql, expired);
  if (status === ORGANIZATION_STATUS.ACTIVE) return and(organizationActiveSql, not(expired));
  return undefined;
};

const filterWhere = (query: OrganizationListQuery, scope: SQL | undefined): SQL | undefined => {
  const name = query.name && `%${escapeLike(query.name)}%`;
  return and(
    scope,
    name ? or(ilike(organizations.nameEn, name), ilike(organizations.nameAr, name)) : undefined,
    query.type ? eq(organizations.type, query.type) : undefined,
    query.countryId ? eq(organizations.countryId, query.countryId) : undefined,
    statusWhere(query.status),
    query.licenseFrom ? gte(organizations.licenseDate, query.licenseFrom) : undefined,
    query.licenseTo ? lte(organizations.licenseDate, query.licenseTo) : undefined,
  );
};

const establishmentsOf = async (db: Database, ids: number[]): Promise<Map<number, EstablishmentRow[]>> => {
  const map = new Map<number, EstablishmentRow[]>();
  if (ids.length === 0) return map;
  const rows = await db
    .select()
    .from(establishments)
    .where(inArray(establishments.organizationId, ids))
    .orderBy(asc(establishments.id));
  for (const row of rows) {
    const list = map.get(row.organizationId) ?? [];
    list.push(row);
    map.set(row.organizationId, list);
  }
  return map;
};

/** One page of organisations in the caller's scope, with the filtered total. */
export const findOrganizationPage = async (
  db: Database,
  query: OrganizationListQuery,
  scope: SQL | undefined,
): Promise<{ items: OrganizationRecord[]; total: number }> => {
  const where = filterWhere(query, scope);
  const sortColumn = organizations[query.sort ?? 'nameEn'];
  const direction = query.dir === 'desc' ? desc : asc;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ organization: organizationWithDerivedActive, country: countryColumns })
      .from(organizations)
      .leftJoin(countries, eq(countries.id, organizations.countryId))
      .where(where)
      .orderBy(direction(sortColumn), asc(organizations.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ total: count() }).from(organizations).where(where),
  ]);
  const byOrg = await establishmentsOf(
    db,
    rows.map((row) => row.organization.id),
  );
  const items = rows.map((row) => ({ ...row, establishments: byOrg.get(row.organization.id) ?? [] }));
  return { items, total: counted?.total ?? 0 };
};

/** One organisation if it is in the scope; null otherwise (the caller answers 404). */
export const findOrganizationRecord = async (
  db: Database,
  id: number,
  scope: SQL | undefined,
): Promise<OrganizationRecord | null> => {
  const [row] = await db
    .select({ organization: organizationWithDerivedActive, country: countryColumns })
    .from(organizations)
    .leftJoin(countries, eq(countries.id, organizations.countryId))
    .where(and(eq(organizations.id, id), scope))
    .limit(1);
  if (!row) return null;
  const byOrg = await establishmentsOf(db, [id]);
  return { ...row, establishments: byOrg.get(id) ?? [] };
};

/** The suspension in force today, if any. */
export const findCurrentSuspension = async (db: Database, organizationId: number) => {
  const [row] = await db
    .select({ suspension: suspensions, reason: { textAr: reasons.textAr, textEn: reasons.textEn } })
    .from(suspensions)
    .innerJoin(reasons, eq(reasons.id, suspensions.reasonId))
    .where(
      and(
        eq(suspensions.organizationId, organizationId),
        sql`${suspensions.liftedAt} is null and ${suspensions.startsOn} <= ${kingdomTodaySql} and (${suspensions.endsOn} is null or ${suspensions.endsOn} >= ${kingdomTodaySql})`,
      ),
    )
    .orderBy(desc(suspensions.startsOn))
    .limit(1);
  return row ?? null;
};

/** Countries for the organisation form and filter (until the countries lookup has its own endpoint). */
export const findCountries = async (db: Database) =>
  db.select(countryColumns).from(countries).orderBy(asc(countries.nameEn));
