import type { CountingRules, Interval } from '@portal/contracts/clocks/countable-time';
import {
  CLOCK_OBLIGATIONS,
  INCIDENT_SCOPES,
  type ClockObligation,
  type IncidentScope,
} from '@portal/contracts/clocks/obligations';
import { sql } from 'drizzle-orm';
import { incidents, publicHolidays } from '../../db/schema/index';
import type { Executor } from '../history/service';

/** The holidays and the outages by what was down: what every clock's due moment is read from. */
export type LoadedRules = {
  holidays: ReadonlySet<string>;
  pauses: Record<IncidentScope, Interval[]>;
};

/**
 * An incident still open pauses "until now and a minute more": read again each minute by the
 * sweep, the due moment keeps moving while it lasts, so nothing falls due inside it (decision 0056).
 */
export const OPEN_INCIDENT_MARGIN_MS = 60_000;

type IncidentRow = { scope: IncidentScope; startedAt: string; endedAt: string | null };

/** Loads every holiday and incident in one round trip: small tables, a few dozen rows a year. */
export const loadCountingRules = async (executor: Executor, now: Date): Promise<LoadedRules> => {
  const answer = (await executor.execute(sql`
    select
      (select coalesce(json_agg(${publicHolidays.day}::text), '[]') from ${publicHolidays}) as holidays,
      (select coalesce(json_agg(json_build_object('scope', ${incidents.scope},
         'startedAt', ${incidents.startedAt}, 'endedAt', ${incidents.endedAt})), '[]') from ${incidents}) as incidents
  `)) as unknown as { rows: { holidays: string[] | string; incidents: IncidentRow[] | string }[] };
  const row = answer.rows[0]!;
  // PGlite answers json as text, node-postgres as values.
  const holidayDays = (
    typeof row.holidays === 'string' ? JSON.parse(row.holidays) : row.holidays
  ) as string[];
  const incidentRows = (
    typeof row.incidents === 'string' ? JSON.parse(row.incidents) : row.incidents
  ) as IncidentRow[];
  const pauses = Object.fromEntries(INCIDENT_SCOPES.map((scope) => [scope, [] as Interval[]])) as Record<
    IncidentScope,
    Interval[]
  >;
  for (const incident of incidentRows) {
    const start = Date.parse(incident.startedAt);
    const end =
      incident.endedAt === null
        ? Math.max(now.getTime(), start) + OPEN_INCIDENT_MARGIN_MS
        : Date.parse(incident.endedAt);
    pauses[incident.scope]?.push({ start, end });
  }
  return { holidays: new Set(holidayDays), pauses };
};

/** The rules one obligation's clocks count under: the holidays, and the outages that pause it. */
export const rulesOf = (
  obligation: ClockObligation,
  loaded: LoadedRules,
): Omit<CountingRules, 'counting'> => ({
  holidays: loaded.holidays,
  pauses: CLOCK_OBLIGATIONS[obligation].pausedBy.flatMap((scope) => loaded.pauses[scope]),
});
