import { field, type HistoryFields } from '../../platform/history/fields';

/** What an employer's history shows, under the employer screen's labels. */
export const EMPLOYER_HISTORY_FIELDS: HistoryFields = {
  nationalId: field('employers.fields.nationalId'),
  nameAr: field('employers.fields.nameAr'),
  nameEn: field('employers.fields.nameEn'),
  mobile: field('employers.fields.mobile'),
  city: field('employers.fields.city', { enum: 'employers.cities' }),
  address: field('employers.fields.address'),
};
