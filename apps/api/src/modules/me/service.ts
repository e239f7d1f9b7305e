import type { MeResponse, Membership } from '@portal/contracts/credentials';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { MembershipView, UserRow } from '../../types/session';
import { findMembership, markTermsAccepted } from './repository';

const toMembership = (row: MembershipView, user: Pick<UserRow, 'almatarRegistered'>): Membership => {
  const { membership, establishment, organization: org, country, parent } = row;
  return {
    establishment: {
      id: { laborOfficeId: establishment.laborOfficeId, sequenceNumber: establishment.sequenceNumber },
      membershipId: membership.id,
      name: { ar: establishment.nameAr, en: establishment.nameEn },
      role: membership.role,
      superUser: membership.superUser,
      organizationId: org.id,
      parentUser: parent ? { id: parent.id, almatarRegistered: parent.almatarRegistered } : null,
      termsAndConditionsAccepted: membership.termsAccepted,
      almatarRegistered: user.almatarRegistered,
    },
    organization: {
      id: org.id,
      name: { ar: org.nameAr, en: org.nameEn },
      country: country
        ? { id: country.id, code3: country.code3, name: { ar: country.nameAr, en: country.nameEn } }
        : null,
      active: org.active,
      externalActive: org.externalActive,
      licenseDate: org.licenseDate,
      almatarRegistered: org.almatarRegistered,
      almatarRegistrationEnabled: org.almatarRegistrationEnabled,
      address: { ar: org.addressAr, en: org.addressEn },
      bankAccount: { bank: org.bankName, iban: org.iban },
      responsiblePerson: { ar: org.responsiblePersonAr, en: org.responsiblePersonEn },
      contactNumber1: org.contactNumber1,
      contactNumber2: org.contactNumber2,
      city: org.city,
      officeLocation: org.officeLocation,
      establishmentOwnerInfo: {
        ownerId: org.ownerId,
        sevenHundredNumber: org.sevenHundredNumber,
        unifiedNationalNumber: org.unifiedNationalNumber,
      },
    },
    accessRights: membership.accessRights,
  };
};

/** The signed-in person and every establishment they may act for (loaded with the session). */
export const toMeResponse = (user: UserRow, rows: MembershipView[]): MeResponse => {
  return {
    profile: {
      id: user.id,
      username: user.username,
      name: { ar: user.nameAr, en: user.nameEn },
      email: user.email,
    },
    memberships: rows.map((row) => toMembership(row, user)),
  };
};

/** Records that the person accepted the terms for this membership and answers it afresh. */
export const acceptTerms = async (db: Database, user: UserRow, membershipId: number): Promise<Membership> => {
  await markTermsAccepted(db, membershipId);
  const row = await findMembership(db, membershipId);
  if (!row) throw new AppError(404, 'errors.notFound');
  return toMembership(row, user);
};
