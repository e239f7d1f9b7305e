import { z } from 'zod';
import { ACCESS_LEVELS, MODULES } from './access';
import { OFFICE_LOCATIONS } from './constants';
import { ROLES } from './roles';

export const accessRightSchema = z.object({ module: z.enum(MODULES), access: z.enum(ACCESS_LEVELS) });

const bilingualSchema = z.object({ ar: z.string().nullable(), en: z.string().nullable() });

/** Organisation as kept in the credentials (spec section 3). */
export const credentialsOrganizationSchema = z.object({
  id: z.number().int(),
  name: bilingualSchema,
  country: z.object({ id: z.number().int(), code3: z.string(), name: bilingualSchema }).nullable(),
  active: z.boolean(),
  externalActive: z.boolean(),
  licenseDate: z.string().nullable(),
  almatarRegistered: z.boolean(),
  almatarRegistrationEnabled: z.boolean(),
  address: bilingualSchema,
  bankAccount: z.object({ bank: z.string().nullable(), iban: z.string().nullable() }),
  responsiblePerson: bilingualSchema,
  contactNumber1: z.string().nullable(),
  contactNumber2: z.string().nullable(),
  city: z.string().nullable(),
  officeLocation: z.enum(OFFICE_LOCATIONS).nullable(),
  establishmentOwnerInfo: z.object({
    ownerId: z.string().nullable(),
    sevenHundredNumber: z.string().nullable(),
    unifiedNationalNumber: z.string().nullable(),
  }),
  /** The version the profile edit sends back (docs/decisions/0039). */
  rowVersion: z.number().int(),
});
export type CredentialsOrganization = z.infer<typeof credentialsOrganizationSchema>;

/** One membership of the signed-in person: the "establishment" of the credentials. */
export const credentialsEstablishmentSchema = z.object({
  id: z.object({ laborOfficeId: z.number().int(), sequenceNumber: z.number().int() }),
  membershipId: z.number().int(),
  name: bilingualSchema,
  role: z.enum(ROLES),
  superUser: z.boolean(),
  organizationId: z.number().int(),
  parentUser: z.object({ id: z.number().int(), almatarRegistered: z.boolean() }).nullable(),
  termsAndConditionsAccepted: z.boolean(),
  almatarRegistered: z.boolean(),
});
export type CredentialsEstablishment = z.infer<typeof credentialsEstablishmentSchema>;

/** One establishment the person may act for, with its organisation and rights. */
export const membershipSchema = z.object({
  establishment: credentialsEstablishmentSchema,
  organization: credentialsOrganizationSchema,
  accessRights: z.array(accessRightSchema),
});
export type Membership = z.infer<typeof membershipSchema>;

/** `GET /api/me`. */
export const meResponseSchema = z.object({
  profile: z.object({
    id: z.number().int(),
    username: z.string(),
    name: bilingualSchema,
    email: z.string().nullable(),
  }),
  memberships: z.array(membershipSchema),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/** What the web app keeps in local or session storage (spec section 3). */
export type Credentials = {
  establishment: CredentialsEstablishment;
  organization: CredentialsOrganization;
  profile: { id: number };
  accessRights: z.infer<typeof accessRightSchema>[];
};
