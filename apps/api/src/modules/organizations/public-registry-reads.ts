import {
  and,
  asc,
  count,
  eq,
  ilike,
  inArray,
  isNotNull,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { ARABIC_FOLD_FROM, ARABIC_FOLD_TO, ARABIC_MARKS, foldArabic } from '@portal/contracts/arabic-search';
import type { Language } from '@portal/contracts/constants';
import { REGISTRY_KINDS } from '@portal/contracts/public-registry';
import type { Database } from '../../db/client';
import { countries, organizations } from '../../db/schema/index';
import { escapeLike } from '../../lib/list/list-query';
import { organizationActiveSql } from '../../lib/organization-active';

/**
 * What the public registry (modules/public-registry, decision 0052) reads of organisations: their
 * public facts only. The selection names every column it takes, so a contact, address, bank or
 * owner column added to the table later never reaches a public answer by itself.
 */
const publicColumns = {
  id: organizations.id,
  kind: organizations.type,
  nameAr: organizations.nameAr,
  nameEn: organizations.nameEn,
  licenseNumber: organizations.licenseNumber,
  licenseDate: organizations.licenseDate,
  city: organizations.city,
  createdAt: organizations.createdAt,
  active: organizationActiveSql,
  countryCode3: countries.code3,
  countryNameAr: countries.nameAr,
  countryNameEn: countries.nameEn,
};

export type RegistryOrganizationRow = {
  id: number;
  kind: (typeof REGISTRY_KINDS)[number];
  nameAr: string;
  nameEn: string;
  licenseNumber: string;
  licenseDate: string | null;
  city: string | null;
  createdAt: Date;
  active: boolean;
  countryCode3: string | null;
  countryNameAr: string | null;
  countryNameEn: string | null;
};

/**
 * Listed: offices, companies and agencies that hold a licence number. Organisations exist only once
 * an admin accepted them (a pending registration is a row of `registrations`, never listed here);
 * embassies, ministries, employers and integration accounts are not licensed organisations.
 */
const listed: SQL = and(
  inArray(organizations.type, [...REGISTRY_KINDS]),
  isNotNull(organizations.licenseNumber),
)!;

/** The same folding as `foldArabic`, in SQL. */
const folded = (column: AnyColumn): SQL =>
  sql`translate(regexp_replace(regexp_replace(lower(${column}), ${ARABIC_MARKS}, '', 'g'), '\\s+', ' ', 'g'), ${ARABIC_FOLD_FROM}, ${ARABIC_FOLD_TO})`;

const searchWhere = (q: string | undefined): SQL | undefined => {
  if (!q) return undefined;
  const name = `%${escapeLike(foldArabic(q))}%`;
  return or(
    sql`${folded(organizations.nameAr)} like ${name}`,
    sql`${folded(organizations.nameEn)} like ${name}`,
    ilike(organizations.licenseNumber, `%${escapeLike(q)}%`),
  );
};

const baseQuery = (db: Database) =>
  db.select(publicColumns).from(organizations).leftJoin(countries, eq(countries.id, organizations.countryId));

/** One page of listed organisations matching `q`, by name in the asker's language, and the total. */
export const findRegistryPage = async (
  db: Database,
  query: { q?: string | undefined; page: number; size: number },
  language: Language,
): Promise<{ rows: RegistryOrganizationRow[]; total: number }> => {
  const where = and(listed, searchWhere(query.q));
  const byName = language === 'ar-SA' ? organizations.nameAr : organizations.nameEn;
  const [rows, [counted]] = await Promise.all([
    baseQuery(db)
      .where(where)
      .orderBy(asc(byName), asc(organizations.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ total: count() }).from(organizations).where(where),
  ]);
  return { rows: rows as RegistryOrganizationRow[], total: counted?.total ?? 0 };
};

/** One listed organisation, or null (unlisted and unknown alike: the caller answers 404). */
export const findRegistryOrganization = async (
  db: Database,
  id: number,
): Promise<RegistryOrganizationRow | null> => {
  const [row] = await baseQuery(db)
    .where(and(listed, eq(organizations.id, id)))
    .limit(1);
  return (row as RegistryOrganizationRow | undefined) ?? null;
};
