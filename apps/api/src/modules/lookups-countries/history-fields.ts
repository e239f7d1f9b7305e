import { field, type HistoryFields } from '../../platform/history/fields';

/** What a country's history shows, under the country screen's labels. */
export const COUNTRY_HISTORY_FIELDS: HistoryFields = {
  code3: field('countries.fields.code3'),
  nameAr: field('countries.fields.nameAr'),
  nameEn: field('countries.fields.nameEn'),
  nationalityAr: field('countries.fields.nationalityAr'),
  nationalityEn: field('countries.fields.nationalityEn'),
  activeForRecruitment: field('countries.fields.activeForRecruitment', 'yesNo'),
  usesApprovalFlow: field('countries.fields.usesApprovalFlow', 'yesNo'),
  careerRequiredInFilters: field('countries.fields.careerRequiredInFilters', 'yesNo'),
};
