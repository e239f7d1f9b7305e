import type {
  OrganizationDetail,
  OrganizationForm,
  OrganizationPartner,
  OrganizationSummary,
} from '@portal/contracts/organizations';
import { BANK_ACCOUNT_TYPES } from '@portal/contracts/organizations';
import { organizationStatus } from '@portal/contracts/organization-status';
import type { OrganizationRow } from '../../types/session';
import type { OrganizationRecord } from './repository';

export const toSummary = ({
  organization: org,
  country,
  establishments,
}: OrganizationRecord): OrganizationSummary => {
  const first = establishments[0];
  return {
    id: org.id,
    type: org.type,
    name: { ar: org.nameAr, en: org.nameEn },
    country: country
      ? { id: country.id, code3: country.code3, name: { ar: country.nameAr, en: country.nameEn } }
      : null,
    licenseNumber: org.licenseNumber,
    licenseDate: org.licenseDate,
    // `active` is the derived value (suspensions included); the one status function does the rest.
    status: organizationStatus(org),
    city: org.city,
    establishment: first
      ? {
          id: first.id,
          laborOfficeId: first.laborOfficeId,
          sequenceNumber: first.sequenceNumber,
          name: { ar: first.nameAr, en: first.nameEn },
        }
      : null,
  };
};

export const toPartner = (record: OrganizationRecord): OrganizationPartner => {
  const org = record.organization;
  return {
    ...toSummary(record),
    address: { ar: org.addressAr, en: org.addressEn },
    responsiblePerson: { ar: org.responsiblePersonAr, en: org.responsiblePersonEn },
    contactNumber1: org.contactNumber1,
    contactNumber2: org.contactNumber2,
    email: org.email,
  };
};

export type CurrentSuspension = {
  suspension: { id: number; startsOn: string; endsOn: string | null };
  reason: { textAr: string; textEn: string };
} | null;

export const toDetail = (record: OrganizationRecord, current: CurrentSuspension): OrganizationDetail => {
  const org = record.organization;
  return {
    ...toPartner(record),
    bankAccount: { bank: org.bankName, iban: org.iban },
    officeLocation: org.officeLocation,
    establishmentOwnerInfo: {
      ownerId: org.ownerId,
      sevenHundredNumber: org.sevenHundredNumber,
      unifiedNationalNumber: org.unifiedNationalNumber,
    },
    almatarRegistrationEnabled: org.almatarRegistrationEnabled,
    establishments: record.establishments.map((e) => ({
      id: e.id,
      laborOfficeId: e.laborOfficeId,
      sequenceNumber: e.sequenceNumber,
      name: { ar: e.nameAr, en: e.nameEn },
    })),
    suspension: current
      ? {
          id: current.suspension.id,
          reason: { ar: current.reason.textAr, en: current.reason.textEn },
          startsOn: current.suspension.startsOn,
          endsOn: current.suspension.endsOn,
        }
      : null,
    rowVersion: org.rowVersion,
    createdAt: org.createdAt.toISOString(),
    updatedAt: org.updatedAt.toISOString(),
  };
};

const orNull = (value: string): string | null => (value === '' ? null : value);

/** The stored columns of a validated form: blanks become null, fields that do not apply are cleared. */
export const toColumns = (form: OrganizationForm) => {
  const bank = BANK_ACCOUNT_TYPES.includes(form.type);
  return {
    type: form.type,
    nameAr: form.nameAr,
    nameEn: form.nameEn,
    countryId: form.countryId,
    licenseNumber: orNull(form.licenseNumber),
    licenseDate: orNull(form.licenseDate),
    addressAr: orNull(form.addressAr),
    addressEn: orNull(form.addressEn),
    responsiblePersonAr: orNull(form.responsiblePersonAr),
    responsiblePersonEn: orNull(form.responsiblePersonEn),
    bankName: bank ? orNull(form.bankName) : null,
    iban: bank ? orNull(form.iban) : null,
    contactNumber1: orNull(form.contactNumber1),
    contactNumber2: orNull(form.contactNumber2),
    email: orNull(form.email),
    city: orNull(form.city),
    officeLocation: form.type === 'FOREIGN_EMBASSY' ? form.officeLocation : null,
    ownerId: orNull(form.ownerId),
    sevenHundredNumber: orNull(form.sevenHundredNumber),
    unifiedNationalNumber: orNull(form.unifiedNationalNumber),
    almatarRegistrationEnabled: form.almatarRegistrationEnabled,
  } satisfies Partial<OrganizationRow>;
};
