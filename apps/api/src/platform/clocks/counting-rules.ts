import type { CountingRules, Interval } from '@portal/contracts/clocks/countable-time';
import {
  CLOCK_OBLIGATIONS,
  INCIDENT_SCOPES,
  type ClockObligation,
  type IncidentScope,
} from '@portal/contracts/clocks/obligations';
import { sql } from 'drizzle-orm';
import { incidents, publicHolidays } from '../../db/schema/index';
import { recentReads } from '../../lib/recent-reads';
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

type RuleRows = { holidays: string[]; incidents: IncidentRow[] };

/** Every holiday and incident in one round trip: small tables, a few dozen rows a year. */
const readRuleRows = async (executor: Executor): Promise<RuleRows> => {
  const answer = (await executor.execute(sql`
    select
      (select coalesce(json_agg(${publicHolidays.day}::text), '[]') from ${publicHolidays}) as holidays,
      (select coalesce(json_agg(json_build_object('scope', ${incidents.scope},
         'startedAt', ${incidents.startedAt}, 'endedAt', ${incidents.endedAt})), '[]') from ${incidents}) as incidents
  `)) as unknown as { rows: { holidays: string[] | string; incidents: IncidentRow[] | string }[] };
  const row = answer.rows[0]!;
  // PGlite answers json as text, node-postgres as values.
  return {
    holidays: (typeof row.holidays === 'string' ? JSON.parse(row.holidays) : row.holidays) as string[],
    incidents: (typeof row.incidents === 'string'
      ? JSON.parse(row.incidents)
      : row.incidents) as IncidentRow[],
  };
};

/** The rules at `now`: an open incident pauses until `now` and a minute more. */
const rulesAt = ({ holidays, incidents: incidentRows }: RuleRows, now: Date): LoadedRules => {
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
  return { holidays: new Set(holidays), pauses };
};

/** Loads every holiday and incident in one round trip: small tables, a few dozen rows a year. */
export const loadCountingRules = async (executor: Executor, now: Date): Promise<LoadedRules> =>
  rulesAt(await readRuleRows(executor), now);

/**
 * How long an instance reuses the holidays and incidents it read to start a clock (as the settings
 * are reused, decision 0036): an agency's accept starts the embassy's clock, and reading both tables
 * at every accept was a round trip of its own. A change through this instance applies at once
 * (`forgetCountingRules`, called when a change asks for the clocks to be read again); one through
 * another instance within this time, and the refresh that change asks for reads the clock again.
 */
export const COUNTING_RULES_REUSE_MS = 5_000;

const keptRules = recentReads<'rules', RuleRows>(COUNTING_RULES_REUSE_MS);

/** The holidays or the incidents changed through this instance: the next clock reads them again. */
export const forgetCountingRules = (): void => keptRules.forgetAll();

/**
 * `loadCountingRules` from rows read at most `COUNTING_RULES_REUSE_MS` ago through the same
 * database handle (a transaction is a handle of its own: it reads them). The open incidents' pause
 * is still reckoned from `now`, so a clock started from kept rows is the one a fresh read gives.
 */
export const recentCountingRules = async (executor: Executor, now: Date): Promise<LoadedRules> =>
  rulesAt(await keptRules.read(executor, 'rules', () => readRuleRows(executor)), now);

/** The rules one obligation's clocks count under: the holidays, and the outages that pause it. */
export const rulesOf = (
  obligation: ClockObligation,
  loaded: LoadedRules,
): Omit<CountingRules, 'counting'> => ({
  holidays: loaded.holidays,
  pauses: CLOCK_OBLIGATIONS[obligation].pausedBy.flatMap((scope) => loaded.pauses[scope]),
});
