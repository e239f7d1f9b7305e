import type { CountingRules, Interval } from '@portal/contracts/clocks/countable-time';
import {
  CLOCK_OBLIGATIONS,
  INCIDENT_SCOPES,
  type ClockObligation,
  type IncidentScope,
} from '@portal/contracts/clocks/obligations';
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

/** Loads every holiday and incident: small tables, a few dozen rows a year. */
export const loadCountingRules = async (executor: Executor, now: Date): Promise<LoadedRules> => {
  const [holidayRows, incidentRows] = await Promise.all([
    executor.select({ day: publicHolidays.day }).from(publicHolidays),
    executor
      .select({ scope: incidents.scope, startedAt: incidents.startedAt, endedAt: incidents.endedAt })
      .from(incidents),
  ]);
  const pauses = Object.fromEntries(INCIDENT_SCOPES.map((scope) => [scope, [] as Interval[]])) as Record<
    IncidentScope,
    Interval[]
  >;
  for (const row of incidentRows) {
    const end =
      row.endedAt?.getTime() ?? Math.max(now.getTime(), row.startedAt.getTime()) + OPEN_INCIDENT_MARGIN_MS;
    pauses[row.scope]?.push({ start: row.startedAt.getTime(), end });
  }
  return { holidays: new Set(holidayRows.map((row) => row.day)), pauses };
};

/** The rules one obligation's clocks count under: the holidays, and the outages that pause it. */
export const rulesOf = (
  obligation: ClockObligation,
  loaded: LoadedRules,
): Omit<CountingRules, 'counting'> => ({
  holidays: loaded.holidays,
  pauses: CLOCK_OBLIGATIONS[obligation].pausedBy.flatMap((scope) => loaded.pauses[scope]),
});
