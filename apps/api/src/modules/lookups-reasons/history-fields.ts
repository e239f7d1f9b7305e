import { field, type HistoryFields } from '../../platform/history/fields';

/** What a reason's history shows, under the reason screen's labels. */
export const REASON_HISTORY_FIELDS: HistoryFields = {
  kind: field('reasons.fields.kind', { enum: 'reasons.kind' }),
  textAr: field('reasons.fields.textAr'),
  textEn: field('reasons.fields.textEn'),
  active: field('reasons.fields.active', 'yesNo'),
};
