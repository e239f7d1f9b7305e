import { field, internal, type HistoryFields } from '../../platform/history/fields';

/**
 * What a contract template's history shows (decision 0053): each save is one entry with the
 * version it made and the wording that changed, under the template screen's labels.
 */
export const CONTRACT_TEMPLATE_HISTORY_FIELDS: HistoryFields = {
  countryId: field('contractTemplates.fields.country', { reference: 'country' }),
  version: field('contractTemplates.fields.version', 'number'),
  officeClausesAr: field('contractTemplates.fields.officeClausesAr'),
  officeClausesEn: field('contractTemplates.fields.officeClausesEn'),
  agencyClausesAr: field('contractTemplates.fields.agencyClausesAr'),
  agencyClausesEn: field('contractTemplates.fields.agencyClausesEn'),
  paymentTermsAr: field('contractTemplates.fields.paymentTermsAr'),
  paymentTermsEn: field('contractTemplates.fields.paymentTermsEn'),
  inForceFrom: field('contractTemplates.fields.inForceFrom', 'date'),
  ...internal('rowVersion'),
};
