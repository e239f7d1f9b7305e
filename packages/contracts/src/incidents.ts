import { z } from 'zod';
import { INCIDENT_SCOPES } from './clocks/obligations';
import { KINGDOM_UTC_OFFSET_MS } from './constants';
import { toLatinDigits } from './digits';
import { dateFilter, idParamsSchema, requiredText, versioned } from './fields';
import { enumFilter, exportQuerySchema, listQuerySchema, listResponseSchema } from './list';
import { lookupRecordSchema } from './lookup-schemas';
import { INCIDENT_FUTURE_TOLERANCE_MS, INCIDENT_SOURCES, INCIDENT_STATES } from './incidents-values';

export {
  INCIDENT_COLUMN_LABELS,
  INCIDENT_FUTURE_TOLERANCE_MS,
  INCIDENT_SCOPES,
  INCIDENT_SOURCES,
  INCIDENT_STATES,
  isoToKingdomMoment,
  type IncidentScope,
  type IncidentSource,
  type IncidentState,
} from './incidents-values';

const LOCAL_MINUTE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * A moment as the form holds it, `YYYY-MM-DDTHH:mm` in the kingdom's time (UTC+3, decision 0038),
 * or as an API client sends it (ISO 8601 with `Z` or an offset); read as the ISO moment in UTC.
 */
export const kingdomMomentToIso = (value: string): string | null => {
  const local = LOCAL_MINUTE.exec(value);
  if (local) {
    const [, y, mo, d, h, mi] = local.map(Number) as [number, number, number, number, number, number];
    if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59) return null;
    const utc = Date.UTC(y, mo - 1, d, h, mi) - KINGDOM_UTC_OFFSET_MS;
    const check = new Date(utc + KINGDOM_UTC_OFFSET_MS);
    if (check.getUTCDate() !== d) return null;
    return new Date(utc).toISOString();
  }
  if (!z.iso.datetime({ offset: true }).safeParse(value).success) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
};

const moment = () =>
  z
    .string('validation.incidentMoment')
    .trim()
    .overwrite(toLatinDigits)
    .transform((value, context) => {
      const iso = kingdomMomentToIso(value);
      if (iso === null) {
        context.addIssue({ code: 'custom', message: 'validation.incidentMoment' });
        return z.NEVER;
      }
      return iso;
    });

/** An open incident's end: blank or null. */
const optionalMoment = () =>
  z.preprocess((value) => (value === '' || value === undefined ? null : value), moment().nullable());

/**
 * `POST /api/incidents` and `PUT /api/incidents/{id}`; also the add/edit form's resolver. The end
 * may be left blank while the outage lasts (closing it is an edit that sets the end). The end is
 * after the start; neither lies in the future beyond `INCIDENT_FUTURE_TOLERANCE_MS`.
 */
export const incidentInputSchema = z
  .object({
    scope: z.enum(INCIDENT_SCOPES, 'validation.required'),
    startedAt: moment(),
    endedAt: optionalMoment(),
    descriptionAr: requiredText(2000),
    descriptionEn: requiredText(2000),
  })
  .superRefine((value, context) => {
    const latest = Date.now() + INCIDENT_FUTURE_TOLERANCE_MS;
    if (Date.parse(value.startedAt) > latest)
      context.addIssue({ code: 'custom', path: ['startedAt'], message: 'validation.incidentInFuture' });
    if (value.endedAt === null) return;
    if (Date.parse(value.endedAt) <= Date.parse(value.startedAt))
      context.addIssue({ code: 'custom', path: ['endedAt'], message: 'validation.incidentEndAfterStart' });
    else if (Date.parse(value.endedAt) > latest)
      context.addIssue({ code: 'custom', path: ['endedAt'], message: 'validation.incidentInFuture' });
  });
export type IncidentInput = z.infer<typeof incidentInputSchema>;
/** What the form holds before the schema reads it (moments in the kingdom's time). */
export type IncidentFormValues = z.input<typeof incidentInputSchema>;

/** The body of `PUT`: the fields and the `rowVersion` they were read on (409 when it moved). */
export const incidentUpdateSchema = versioned(incidentInputSchema);
export type IncidentUpdate = z.infer<typeof incidentUpdateSchema>;

export const incidentSchema = lookupRecordSchema({
  scope: z.enum(INCIDENT_SCOPES),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  descriptionAr: z.string(),
  descriptionEn: z.string(),
  source: z.enum(INCIDENT_SOURCES),
});
export type Incident = z.infer<typeof incidentSchema>;

/** Filters: what was down, open or closed, who recorded it, started from / to (kingdom days). */
export const incidentFiltersShape = {
  scope: enumFilter(INCIDENT_SCOPES),
  state: enumFilter(INCIDENT_STATES),
  source: enumFilter(INCIDENT_SOURCES),
  from: dateFilter(),
  to: dateFilter(),
};
export const INCIDENT_SORT_FIELDS = ['startedAt', 'endedAt', 'scope', 'updatedAt'] as const;
export type IncidentSortField = (typeof INCIDENT_SORT_FIELDS)[number];

export const incidentListQuerySchema = listQuerySchema(incidentFiltersShape, INCIDENT_SORT_FIELDS);
export type IncidentListQuery = z.infer<typeof incidentListQuerySchema>;
export const incidentExportQuerySchema = exportQuerySchema(incidentFiltersShape, INCIDENT_SORT_FIELDS);
export const incidentListResponseSchema = listResponseSchema(incidentSchema);
export const incidentIdParamsSchema = idParamsSchema;
