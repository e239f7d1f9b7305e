import { eq, inArray } from 'drizzle-orm';
import { REGISTRY_KINDS } from '@portal/contracts/public-registry';
import type { Database } from '../../db/client';
import {
  establishments,
  licenceRequests,
  memberships,
  organizations,
  registrations,
  suspensions,
  users,
} from '../../db/schema/index';

/** Values shorter than this (an initial, a two-digit number) would match by chance. */
const MIN_LENGTH = 4;

/**
 * Every personal value held about the organisations the registry may list, read from the database:
 * contact person, phones, e-mail, address, bank account and owner numbers of each organisation; the
 * names, e-mails and national ids of its members; the contact data of its registration; the
 * comments of its suspensions; the details changed by its licence requests. None may appear in a
 * public answer (issue 25's acceptance, decision 0052).
 */
export const collectPersonalValues = async (db: Database): Promise<string[]> => {
  const kinds = [...REGISTRY_KINDS];
  const orgs = await db.select().from(organizations).where(inArray(organizations.type, kinds));
  const ids = orgs.map((org) => org.id);
  const members = await db
    .select({ nameAr: users.nameAr, nameEn: users.nameEn, email: users.email, nationalId: users.nationalId })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .innerJoin(establishments, eq(establishments.id, memberships.establishmentId))
    .where(inArray(establishments.organizationId, ids));
  const joined = await db.select().from(registrations);
  const suspended = await db
    .select({ comment: suspensions.comment })
    .from(suspensions)
    .where(inArray(suspensions.organizationId, ids));
  const licenceChanges = await db
    .select({ changedInfo: licenceRequests.changedInfo })
    .from(licenceRequests)
    .where(inArray(licenceRequests.organizationId, ids));
  const values = [
    ...orgs.flatMap((org) => [
      org.addressAr,
      org.addressEn,
      org.bankName,
      org.iban,
      org.responsiblePersonAr,
      org.responsiblePersonEn,
      org.contactNumber1,
      org.contactNumber2,
      org.email,
      org.ownerId,
      org.sevenHundredNumber,
      org.unifiedNationalNumber,
    ]),
    ...members.flatMap((member) => [member.nameAr, member.nameEn, member.email, member.nationalId]),
    // Every registration, pending or decided: a person's contact data whatever became of the request.
    ...joined.flatMap((row) => [row.contactName, row.contactPhone, row.email, row.addressAr, row.addressEn]),
    ...suspended.map((row) => row.comment),
    ...licenceChanges.flatMap((row) => Object.values(row.changedInfo)),
  ];
  return [
    ...new Set(
      values.filter(
        (value): value is string => typeof value === 'string' && value.trim().length >= MIN_LENGTH,
      ),
    ),
  ];
};
