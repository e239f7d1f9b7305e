import { field, type HistoryFields } from '../../platform/history/fields';

/** What a watchlist flag's history shows, under the watchlist screen's labels (decision 0062). */
export const WATCHLIST_HISTORY_FIELDS: HistoryFields = {
  nationalId: field('watchlist.fields.nationalId'),
  reasonId: field('watchlist.fields.reason', { reference: 'reason' }),
  countryId: field('watchlist.fields.country', { reference: 'country' }),
  reviewOn: field('watchlist.fields.reviewOn', 'date'),
  liftReason: field('watchlist.fields.liftReason'),
};
