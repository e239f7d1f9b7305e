import { getTableColumns, type Table } from 'drizzle-orm';
import { establishments, memberships, organizations, users } from '../../db/schema/index';
import { organizationActiveSql } from '../../lib/organization-active';

/** The named columns of a table, as `select` takes them. */
const columnsOf = <T extends Table, K extends keyof T['_']['columns'] & string>(
  table: T,
  keys: readonly K[],
) => {
  const all = getTableColumns(table) as T['_']['columns'];
  return Object.fromEntries(keys.map((key) => [key, all[key]])) as Pick<T['_']['columns'], K>;
};

/*
 * What a request reads of its caller (types/session.ts), loaded on every establishment-level call
 * (decision 0106): the person, membership, establishment and organisation as far as access, scopes,
 * stamps and answers use them, not whole rows: each column is sent, parsed and mapped at every call,
 * and the organisation's bank, address and contact details and the rows' timestamps were half of them.
 * A module that needs more of its caller's rows reads them itself.
 */
export const SESSION_USER_KEYS = [
  'id',
  'username',
  'subject',
  'nameAr',
  'nameEn',
  'active',
  'mustChangePassword',
  'almatarRegistered',
] as const;
export const SESSION_MEMBERSHIP_KEYS = [
  'id',
  'userId',
  'establishmentId',
  'role',
  'superUser',
  'parentUserId',
  'termsAccepted',
  'accessRights',
] as const;
export const SESSION_ESTABLISHMENT_KEYS = [
  'id',
  'organizationId',
  'laborOfficeId',
  'sequenceNumber',
  'nameAr',
  'nameEn',
] as const;
export const SESSION_ORGANIZATION_KEYS = [
  'id',
  'type',
  'nameAr',
  'nameEn',
  'countryId',
  'officeLocation',
  'ownerId',
  'licenseDate',
  'almatarRegistered',
  'almatarRegistrationEnabled',
] as const;

export const sessionUserColumns = columnsOf(users, SESSION_USER_KEYS);
export const sessionMembershipColumns = columnsOf(memberships, SESSION_MEMBERSHIP_KEYS);
export const sessionEstablishmentColumns = columnsOf(establishments, SESSION_ESTABLISHMENT_KEYS);
/** With `active` derived (spec 4: suspended if not active), as every read of an organisation. */
export const sessionOrganizationColumns = {
  ...columnsOf(organizations, SESSION_ORGANIZATION_KEYS),
  active: organizationActiveSql,
};
