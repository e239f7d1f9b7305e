import { field, type HistoryFields } from '../../platform/history/fields';

/** What an incident's history shows, under the incident screen's labels. */
export const INCIDENT_HISTORY_FIELDS: HistoryFields = {
  scope: field('incidents.fields.scope', { enum: 'incidents.scope' }),
  startedAt: field('incidents.fields.startedAt', 'datetime'),
  endedAt: field('incidents.fields.endedAt', 'datetime'),
  descriptionAr: field('incidents.fields.descriptionAr'),
  descriptionEn: field('incidents.fields.descriptionEn'),
  source: field('incidents.fields.source', { enum: 'incidents.source' }),
};
