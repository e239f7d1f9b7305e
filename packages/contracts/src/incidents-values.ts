import type { ColumnLabel } from './column-labels';
import { KINGDOM_UTC_OFFSET_MS } from './constants';

// The incidents' values a page shows without validating anything, apart from their schemas
// (incidents.ts re-exports them): the incidents' list and form take them from here and load the
// form's schema, and zod, with its first check (decision 0064).

export { INCIDENT_SCOPES, type IncidentScope } from './clocks/obligations';

/** Who recorded an incident: an admin, or the readiness check (the portal's own outages). */
export const INCIDENT_SOURCES = ['admin', 'readiness'] as const;
export type IncidentSource = (typeof INCIDENT_SOURCES)[number];

/** Open (still going on: it pauses clocks until closed) or closed. */
export const INCIDENT_STATES = ['open', 'closed'] as const;
export type IncidentState = (typeof INCIDENT_STATES)[number];

/**
 * How far ahead of the server's clock a start or an end may lie: a few minutes of difference
 * between the admin's watch and the server. An incident records what happened, never a plan:
 * a future end would pause clocks while the portal is up (decision 0057).
 */
export const INCIDENT_FUTURE_TOLERANCE_MS = 5 * 60_000;

/** The form's value of a stored moment: `YYYY-MM-DDTHH:mm` in the kingdom's time. */
export const isoToKingdomMoment = (iso: string): string =>
  new Date(Date.parse(iso) + KINGDOM_UTC_OFFSET_MS).toISOString().slice(0, 16);

/** The list's columns, on the screen and in the export. */
export const INCIDENT_COLUMN_LABELS = {
  scope: { 'en-US': 'What was down', 'ar-SA': 'ما توقف' },
  startedAt: { 'en-US': 'Started', 'ar-SA': 'البداية' },
  endedAt: { 'en-US': 'Ended', 'ar-SA': 'النهاية' },
  source: { 'en-US': 'Recorded by', 'ar-SA': 'سُجّل بواسطة' },
  descriptionAr: { 'en-US': 'Description (Arabic)', 'ar-SA': 'الوصف بالعربية' },
  descriptionEn: { 'en-US': 'Description (English)', 'ar-SA': 'الوصف بالإنجليزية' },
  updatedAt: { 'en-US': 'Last changed', 'ar-SA': 'آخر تعديل' },
} as const satisfies Record<string, ColumnLabel>;
