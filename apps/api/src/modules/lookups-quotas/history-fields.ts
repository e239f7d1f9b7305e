import { field, type HistoryFields } from '../../platform/history/fields';

/** What a country quota's history shows, under the quota screen's labels. */
export const QUOTA_HISTORY_FIELDS: HistoryFields = {
  countryId: field('quotas.fields.countryId', { reference: 'country' }),
  month: field('quotas.fields.month'),
  maximum: field('quotas.fields.maximum', 'number'),
};
