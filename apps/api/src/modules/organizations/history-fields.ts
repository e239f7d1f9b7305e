import { field, type HistoryFields } from '../../platform/history/fields';

/**
 * What an organisation's history shows, under the organisation screen's labels: its own edits, the
 * profile its user completes, an approved licence update and its suspensions.
 */
export const ORGANIZATION_HISTORY_FIELDS: HistoryFields = {
  type: field('organizations.fields.type', { enum: 'roles' }),
  nameAr: field('organizations.fields.nameAr'),
  nameEn: field('organizations.fields.nameEn'),
  countryId: field('organizations.fields.countryId', { reference: 'country' }),
  establishment: field('organizations.fields.establishment'),
  licenseNumber: field('organizations.fields.licenseNumber'),
  licenseDate: field('organizations.fields.licenseDate', 'date'),
  addressAr: field('organizations.fields.addressAr'),
  addressEn: field('organizations.fields.addressEn'),
  responsiblePersonAr: field('organizations.fields.responsiblePersonAr'),
  responsiblePersonEn: field('organizations.fields.responsiblePersonEn'),
  bankName: field('organizations.fields.bankName'),
  iban: field('organizations.fields.iban'),
  contactNumber1: field('organizations.fields.contactNumber1'),
  contactNumber2: field('organizations.fields.contactNumber2'),
  email: field('organizations.fields.email'),
  city: field('organizations.fields.city'),
  officeLocation: field('organizations.fields.officeLocation', { enum: 'organizations.officeLocations' }),
  ownerId: field('organizations.fields.ownerId'),
  sevenHundredNumber: field('organizations.fields.sevenHundredNumber'),
  unifiedNationalNumber: field('organizations.fields.unifiedNationalNumber'),
  almatarRegistrationEnabled: field('organizations.fields.almatarRegistrationEnabled', 'yesNo'),
  suspension: field('organizations.fields.suspension', {
    group: {
      reasonId: field('suspensions.fields.reason', { reference: 'reason' }),
      startsOn: field('suspensions.fields.startsOn', 'date'),
      endsOn: field('suspensions.fields.endsOn', 'date'),
    },
  }),
};
