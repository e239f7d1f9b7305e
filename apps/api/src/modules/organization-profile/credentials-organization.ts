import type { CredentialsOrganization } from '@portal/contracts/credentials';
import type { OrganizationWithCountry } from './repository';

/** The organisation in the shape the web app keeps in its credentials (spec 3). */
export const toCredentialsOrganization = ({
  organization: org,
  country,
}: OrganizationWithCountry): CredentialsOrganization => ({
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
  rowVersion: org.rowVersion,
});
