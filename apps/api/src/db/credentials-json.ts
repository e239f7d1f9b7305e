import { sql, type SQL } from 'drizzle-orm';
import { suspendedTodaySql } from '../lib/organization-active';

/**
 * One membership in the shape of the credentials (contracts/credentials `membershipSchema`), built by
 * the database: GET /api/me runs on every page load, and PostgreSQL assembles JSON faster than the
 * API can map some sixty columns. Expects aliases m (membership), e, o, c (country), p (parent user)
 * and u (the member).
 */
const membershipJson = sql`json_build_object(
  'establishment', json_build_object(
    'id', json_build_object('laborOfficeId', e.labor_office_id, 'sequenceNumber', e.sequence_number),
    'membershipId', m.id,
    'name', json_build_object('ar', e.name_ar, 'en', e.name_en),
    'role', m.role,
    'superUser', m.super_user,
    'organizationId', o.id,
    'parentUser', case when p.id is null then null
      else json_build_object('id', p.id, 'almatarRegistered', p.almatar_registered) end,
    'termsAndConditionsAccepted', m.terms_accepted,
    'almatarRegistered', u.almatar_registered
  ),
  'organization', json_build_object(
    'id', o.id,
    'name', json_build_object('ar', o.name_ar, 'en', o.name_en),
    'country', case when c.id is null then null
      else json_build_object('id', c.id, 'code3', c.code3, 'name', json_build_object('ar', c.name_ar, 'en', c.name_en)) end,
    'active', (o.active and not ${suspendedTodaySql(sql`o.id`)}),
    'externalActive', o.external_active,
    'licenseDate', o.license_date,
    'almatarRegistered', o.almatar_registered,
    'almatarRegistrationEnabled', o.almatar_registration_enabled,
    'address', json_build_object('ar', o.address_ar, 'en', o.address_en),
    'bankAccount', json_build_object('bank', o.bank_name, 'iban', o.iban),
    'responsiblePerson', json_build_object('ar', o.responsible_person_ar, 'en', o.responsible_person_en),
    'contactNumber1', o.contact_number1,
    'contactNumber2', o.contact_number2,
    'city', o.city,
    'officeLocation', o.office_location,
    'establishmentOwnerInfo', json_build_object(
      'ownerId', o.owner_id,
      'sevenHundredNumber', o.seven_hundred_number,
      'unifiedNationalNumber', o.unified_national_number
    ),
    'rowVersion', o.row_version
  ),
  'accessRights', m.access_rights
)`;

const membershipsFrom = (where: SQL) => sql`from memberships m
  join users u on u.id = m.user_id
  join establishments e on e.id = m.establishment_id
  join organizations o on o.id = e.organization_id
  left join countries c on c.id = o.country_id
  left join users p on p.id = m.parent_user_id
  where ${where}`;

/** A JSON array of the active memberships of the user whose id is `userId` (an SQL expression). */
export const activeMembershipsJson = (userId: SQL) =>
  sql`(select coalesce(json_agg(${membershipJson} order by m.id), '[]'::json)
    ${membershipsFrom(sql`m.user_id = ${userId} and m.active`)})`;

/** One membership as JSON, selected by its id. */
export const membershipJsonById = (membershipId: number) =>
  sql`select ${membershipJson} as membership ${membershipsFrom(sql`m.id = ${membershipId}`)}`;
