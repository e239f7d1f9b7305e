import type { z } from 'zod';
import type { OrganizationDetail } from '@portal/contracts/organizations';
import type { organizationAddFormSchema } from './organization-form-schema';

export type OrganizationFormValues = z.input<typeof organizationAddFormSchema>;
export type OrganizationAddValues = z.output<typeof organizationAddFormSchema>;

/** Field order of the form; also the names the server's field errors are matched against. */
export const ORGANIZATION_FIELDS = [
  'type',
  'nameAr',
  'nameEn',
  'countryId',
  'licenseNumber',
  'licenseDate',
  'addressAr',
  'addressEn',
  'responsiblePersonAr',
  'responsiblePersonEn',
  'bankName',
  'iban',
  'contactNumber1',
  'contactNumber2',
  'email',
  'city',
  'officeLocation',
  'ownerId',
  'sevenHundredNumber',
  'unifiedNationalNumber',
  'almatarRegistrationEnabled',
  'laborOfficeId',
  'sequenceNumber',
] as const;

export const emptyOrganizationForm: OrganizationFormValues = {
  type: '' as OrganizationFormValues['type'],
  nameAr: '',
  nameEn: '',
  countryId: '',
  licenseNumber: '',
  licenseDate: '',
  addressAr: '',
  addressEn: '',
  responsiblePersonAr: '',
  responsiblePersonEn: '',
  bankName: '',
  iban: '',
  contactNumber1: '',
  contactNumber2: '',
  email: '',
  city: '',
  officeLocation: '',
  ownerId: '',
  sevenHundredNumber: '',
  unifiedNationalNumber: '',
  almatarRegistrationEnabled: false,
  laborOfficeId: '',
  sequenceNumber: '',
};

/** The edit form prefilled from the record (the establishment fields are not edited here). */
export const organizationFormDefaults = (org: OrganizationDetail): OrganizationFormValues => ({
  ...emptyOrganizationForm,
  type: org.type as OrganizationFormValues['type'],
  nameAr: org.name.ar ?? '',
  nameEn: org.name.en ?? '',
  countryId: org.country ? String(org.country.id) : '',
  licenseNumber: org.licenseNumber ?? '',
  licenseDate: org.licenseDate ?? '',
  addressAr: org.address.ar ?? '',
  addressEn: org.address.en ?? '',
  responsiblePersonAr: org.responsiblePerson.ar ?? '',
  responsiblePersonEn: org.responsiblePerson.en ?? '',
  bankName: org.bankAccount.bank ?? '',
  iban: org.bankAccount.iban ?? '',
  contactNumber1: org.contactNumber1 ?? '',
  contactNumber2: org.contactNumber2 ?? '',
  email: org.email ?? '',
  city: org.city ?? '',
  officeLocation: org.officeLocation ?? '',
  ownerId: org.establishmentOwnerInfo.ownerId ?? '',
  sevenHundredNumber: org.establishmentOwnerInfo.sevenHundredNumber ?? '',
  unifiedNationalNumber: org.establishmentOwnerInfo.unifiedNationalNumber ?? '',
  almatarRegistrationEnabled: org.almatarRegistrationEnabled,
  laborOfficeId: String(org.establishments[0]?.laborOfficeId ?? 1),
  sequenceNumber: String(org.establishments[0]?.sequenceNumber ?? 1),
});
