import type { z } from 'zod';
import type { CredentialsOrganization } from '@portal/contracts/credentials';
import type { profileUpdateSchema } from '@portal/contracts/profile';

/** What the profile form holds: the input side of the server's own schema. */
export type ProfileFormValues = z.input<typeof profileUpdateSchema>;

export type ProfileField = keyof ProfileFormValues;

/** The fields in page order (also the keys of the server's `fieldErrors`). */
export const PROFILE_FIELDS = [
  'addressEn',
  'addressAr',
  'bankName',
  'iban',
  'responsiblePersonEn',
  'responsiblePersonAr',
  'contactNumber1',
  'contactNumber2',
  'city',
] as const satisfies readonly ProfileField[];

export const isProfileField = (key: string): key is ProfileField =>
  (PROFILE_FIELDS as readonly string[]).includes(key);

/** The form prefilled from the stored credentials organisation. */
export const profileFormDefaults = (organization: CredentialsOrganization): ProfileFormValues => ({
  addressEn: organization.address.en ?? '',
  addressAr: organization.address.ar ?? '',
  bankName: organization.bankAccount.bank ?? '',
  iban: organization.bankAccount.iban ?? '',
  responsiblePersonEn: organization.responsiblePerson.en ?? '',
  responsiblePersonAr: organization.responsiblePerson.ar ?? '',
  contactNumber1: organization.contactNumber1 ?? '',
  contactNumber2: organization.contactNumber2 ?? '',
  city: organization.city ?? '',
});
