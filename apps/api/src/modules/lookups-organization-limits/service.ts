import { sql, type SQL } from 'drizzle-orm';
import type { Language } from '@portal/contracts/constants';
import type { ListResponse } from '@portal/contracts/list';
import {
  LIMITED_ORGANIZATION_TYPES,
  type LimitOfficeOption,
  type OrganizationLimit,
  type OrganizationLimitInput,
  type OrganizationLimitListQuery,
  type PartnershipLimit,
} from '@portal/contracts/lookups-organization-limits';
import type { Database } from '../../db/client';
import { translate } from '../../i18n/catalogue';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { sqlStateOf } from '../../lib/sql-state';
import { lookupWrites, uniqueConflict } from '../../lib/lookup-crud/lookup-writes';
import type { Executor } from '../../platform/history/service';
import { countryNames } from '../lookups-countries/service';
import type { ActivePartnershipContracts } from './providers';
import {
  findLimit,
  findLimitOf,
  findLimitsPage,
  findOffice,
  findOffices,
  limitStore,
  type LimitRecordRow,
  type LimitRow,
} from './repository';

const isOfficeType = (type: string): type is (typeof LIMITED_ORGANIZATION_TYPES)[number] =>
  (LIMITED_ORGANIZATION_TYPES as readonly string[]).includes(type);

export const toOrganizationLimit = (row: LimitRow, used: number): OrganizationLimit => ({
  id: row.id,
  organization: {
    id: row.organization.id,
    name: { ar: row.organization.nameAr, en: row.organization.nameEn },
    type: row.organization.type,
  },
  country: {
    id: row.country.id,
    code3: row.country.code3,
    name: { ar: row.country.nameAr, en: row.country.nameEn },
  },
  maximum: row.maximum,
  used,
  rowVersion: row.rowVersion,
  updatedAt: row.updatedAt.toISOString(),
});

/** The rows with how many active partnership contracts each office holds for each country. */
export const withUsed = async (
  db: Database,
  rows: LimitRow[],
  activeContracts: ActivePartnershipContracts,
): Promise<OrganizationLimit[]> => {
  const used = await activeContracts(
    db,
    rows.map((row) => ({ organizationId: row.organizationId, countryId: row.countryId })),
  );
  return rows.map((row, index) => toOrganizationLimit(row, used[index] ?? 0));
};

const countryNameOf = async (
  executor: Executor,
  countryId: number,
  language: Language,
): Promise<string | null> => {
  const country = await countryNames(executor, countryId);
  if (!country) return null;
  return language === 'ar-SA' ? country.nameAr : country.nameEn;
};

/** The office must be a local office and the country must exist (400 on the field otherwise). */
const validateInput = async (
  db: Database,
  input: OrganizationLimitInput,
  language: Language,
): Promise<string> => {
  const [office, country] = await Promise.all([
    findOffice(db, input.organizationId),
    countryNameOf(db, input.countryId, language),
  ]);
  const fieldErrors: Record<string, string[]> = {};
  if (!office || !isOfficeType(office.type))
    fieldErrors.organizationId = [translate(language, 'limits.notOffice')];
  if (country === null) fieldErrors.countryId = [translate(language, 'countries.unknown')];
  if (Object.keys(fieldErrors).length > 0) throw badRequest('errors.validation', { fieldErrors });
  return country!;
};

export const listOrganizationLimits = async (
  db: Database,
  query: OrganizationLimitListQuery,
  activeContracts: ActivePartnershipContracts,
): Promise<ListResponse<OrganizationLimit>> => {
  const page = await findLimitsPage(db, query);
  return { ...page, items: await withUsed(db, page.items, activeContracts) };
};

export const getOrganizationLimit = async (
  db: Database,
  id: number,
  activeContracts: ActivePartnershipContracts,
): Promise<OrganizationLimit> => {
  const row = await findLimit(db, id);
  if (!row) throw notFound();
  const [limit] = await withUsed(db, [row], activeContracts);
  return limit!;
};

/**
 * Set, change and delete limits, the answers with `used` from `activeContracts`. The office must
 * be a local office and the country must exist (400 on the field); a second limit for the same
 * office and country answers 409 on the country field. Limits are not referred to by other
 * records: deleting one lifts the limit.
 */
export const organizationLimitWrites = (activeContracts: ActivePartnershipContracts) =>
  lookupWrites<LimitRecordRow, OrganizationLimitInput, OrganizationLimit>({
    entityType: 'organizationLimit',
    store: limitStore,
    fields: ['organizationId', 'countryId', 'maximum'],
    present: (db, row) => getOrganizationLimit(db, row.id, activeContracts),
    checkInput: async (db, input, language) => {
      const country = await validateInput(db, input, language);
      return uniqueConflict('limits.taken', 'countryId', { country }, language);
    },
  });

export const limitOffices = async (db: Database): Promise<LimitOfficeOption[]> =>
  (await findOffices(db)).flatMap((row) =>
    isOfficeType(row.type) ? [{ id: row.id, name: { ar: row.nameAr, en: row.nameEn }, type: row.type }] : [],
  );

/**
 * `GET /api/partnership/contracts/limit?countryId=` for the calling office: used (active
 * partnership contracts with that country's agencies) and allowed (the limit; null when none is
 * set, meaning no limit). 404 when the country does not exist.
 */
export const partnershipLimit = async (
  db: Database | Executor,
  organizationId: number,
  countryId: number,
  activeContracts: ActivePartnershipContracts,
  lock = false,
): Promise<PartnershipLimit> => {
  if (!(await countryNames(db, countryId))) throw notFound();
  const limit = await findLimitOf(db, organizationId, countryId, lock);
  const [used = 0] = await activeContracts(db, [{ organizationId, countryId }]);
  return { countryId, used, allowed: limit?.maximum ?? null };
};

/**
 * For the partnership-contracts module, inside the transaction that creates a contract (an
 * approval checks within its statement: {@link limitHolds}): 409 `limits.exceeded` when the office
 * would hold more active contracts with that country's agencies than its limit allows. The limit
 * row stays locked until the transaction ends.
 */
export const checkOrganizationLimit = async (
  executor: Database | Executor,
  organizationId: number,
  countryId: number,
  options: { adding?: number; activeContracts: ActivePartnershipContracts; language?: Language },
): Promise<PartnershipLimit> => {
  const { adding = 1, activeContracts, language = 'en-US' } = options;
  const result = await partnershipLimit(executor, organizationId, countryId, activeContracts, true);
  if (result.allowed !== null && result.used + adding > result.allowed) {
    const country = (await countryNameOf(executor, countryId, language)) ?? String(countryId);
    throw conflict('limits.exceeded', { params: { country, used: result.used, allowed: result.allowed } });
  }
  return result;
};

/**
 * The organisation limit of an office for a country as a condition of a statement that makes one
 * of its contracts `contract` held (migration 0036's `partnership_limit_holds`): the limit row
 * locked, the office's other contracts in a status of `held` counted after the lock, true when one
 * more fits or no limit is set. When it does not fit the statement fails with SQLSTATE LM409 (and
 * writes nothing): {@link limitRefusalOf} answers it. Call it where it always runs, e.g. in a
 * data-modifying CTE's select (a select CTE no part reads is never run).
 */
export const limitHolds = (office: SQL, country: SQL, contract: SQL, held: readonly string[]): SQL =>
  sql`partnership_limit_holds(${office}, ${country}, ${contract}, array[${sql.join(
    held.map((status) => sql`${status}`),
    sql`, `,
  )}]::text[])`;

const LIMIT_REACHED = 'LM409';

/**
 * 409 `limits.exceeded` for a statement {@link limitHolds} failed (the figures from the check, the
 * country named in `language`); undefined for any other error.
 */
export const limitRefusalOf = async (
  executor: Database | Executor,
  error: unknown,
  countryId: number,
  language: Language,
) => {
  if (sqlStateOf(error) !== LIMIT_REACHED) return undefined;
  const cause = (error as { cause?: { detail?: unknown } }).cause;
  const detail = (error as { detail?: unknown }).detail ?? cause?.detail;
  const { used, allowed } = JSON.parse(String(detail)) as { used: number; allowed: number };
  const country = (await countryNameOf(executor, countryId, language)) ?? String(countryId);
  return conflict('limits.exceeded', { params: { country, used, allowed } });
};
