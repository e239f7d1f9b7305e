import { field, type HistoryFields } from '../../platform/history/fields';

/** What an organisation limit's history shows, under the limit screen's labels. */
export const LIMIT_HISTORY_FIELDS: HistoryFields = {
  organizationId: field('limits.fields.organizationId', { reference: 'organization' }),
  countryId: field('limits.fields.countryId', { reference: 'country' }),
  maximum: field('limits.fields.maximum', 'number'),
};
