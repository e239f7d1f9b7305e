import { DAY_MS, KINGDOM_UTC_OFFSET_MS } from '../constants';

/**
 * How a time limit counts (spec: the answer deadlines; issue on deadlines): calendar days count
 * every hour; working days count only the hours of the kingdom's working days (Sunday to Thursday,
 * not a public holiday), so a day's limit started on Thursday at 10:00 ends on Sunday at 10:00.
 * Time inside an outage (an incident of the portal or a partner) never counts, whatever the days.
 */
export type DayCounting = 'calendar' | 'working';

/** A stretch of time: from `start` (inclusive) to `end` (exclusive), in milliseconds since the epoch. */
export type Interval = { start: number; end: number };

export type CountingRules = {
  counting: DayCounting;
  /** The kingdom's public holidays as ISO days (`2026-09-23`), kept by admins. */
  holidays: ReadonlySet<string>;
  /** Outages during which no clock runs; any order, may overlap. */
  pauses: readonly Interval[];
};

/** Friday and Saturday, the kingdom's weekend (getUTCDay of the kingdom's day). */
const WEEKEND = new Set([5, 6]);

/** The kingdom's day that contains a moment, as an ISO day, and where that day starts (UTC ms). */
const kingdomDayOf = (moment: number): { iso: string; start: number; weekday: number } => {
  const shifted = new Date(moment + KINGDOM_UTC_OFFSET_MS);
  const iso = shifted.toISOString().slice(0, 10);
  const start = Date.parse(`${iso}T00:00:00Z`) - KINGDOM_UTC_OFFSET_MS;
  return { iso, start, weekday: shifted.getUTCDay() };
};

export const isWorkingDay = (isoDay: string, holidays: ReadonlySet<string>): boolean =>
  !WEEKEND.has(new Date(`${isoDay}T00:00:00Z`).getUTCDay()) && !holidays.has(isoDay);

/** The parts of `[from, to)` that count under the rules, in order (weekends, holidays and pauses cut out). */
export const countableStretches = (from: number, to: number, rules: CountingRules): Interval[] => {
  const stretches: Interval[] = [];
  let cursor = from;
  while (cursor < to) {
    const day = kingdomDayOf(cursor);
    const dayEnd = Math.min(day.start + DAY_MS, to);
    const counts =
      rules.counting === 'calendar' || (!WEEKEND.has(day.weekday) && !rules.holidays.has(day.iso));
    if (counts) stretches.push(...withoutPauses({ start: cursor, end: dayEnd }, rules.pauses));
    cursor = dayEnd;
  }
  return stretches;
};

/** One interval with every pause cut out of it. */
const withoutPauses = (interval: Interval, pauses: readonly Interval[]): Interval[] => {
  let parts = [interval];
  for (const pause of pauses) {
    if (pause.end <= pause.start) continue;
    parts = parts.flatMap((part) => {
      if (pause.end <= part.start || pause.start >= part.end) return [part];
      const kept: Interval[] = [];
      if (pause.start > part.start) kept.push({ start: part.start, end: pause.start });
      if (pause.end < part.end) kept.push({ start: pause.end, end: part.end });
      return kept;
    });
  }
  return parts;
};

/** The pauses in start order with overlapping ones joined (empty ones left out). */
const mergedPauses = (pauses: readonly Interval[]): Interval[] => {
  const sorted = pauses.filter((pause) => pause.end > pause.start).sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const pause of sorted) {
    const last = merged[merged.length - 1];
    if (last && pause.start <= last.end) last.end = Math.max(last.end, pause.end);
    else merged.push({ ...pause });
  }
  return merged;
};

/**
 * Calendar counting needs no walk through the days: every hour counts but the pauses'. A sweep
 * reads hundreds of thousands of clocks, so this path is the common one's (decision 0056).
 */
const calendarTime = (from: number, to: number, pauses: readonly Interval[]): number =>
  mergedPauses(pauses).reduce(
    (left, pause) => left - Math.max(0, Math.min(to, pause.end) - Math.max(from, pause.start)),
    Math.max(0, to - from),
  );

const calendarDue = (start: number, limitMs: number, pauses: readonly Interval[]): number => {
  let left = limitMs;
  let cursor = start;
  for (const pause of mergedPauses(pauses)) {
    if (pause.end <= cursor) continue;
    const before = Math.max(0, pause.start - cursor);
    if (before >= left) return cursor + left;
    left -= before;
    cursor = pause.end;
  }
  return cursor + left;
};

/** How much time counts between two moments (ms). */
export const countableTime = (from: number, to: number, rules: CountingRules): number =>
  rules.counting === 'calendar'
    ? calendarTime(from, to, rules.pauses)
    : countableStretches(from, to, rules).reduce((sum, part) => sum + (part.end - part.start), 0);

/** The longest a limit may reach past its start: a year of limits plus outages (a guard, not a rule). */
const HORIZON_MS = 800 * DAY_MS;

/**
 * The moment a limit of `limitMs` counted time is used up, starting at `start`: the due moment.
 * Walks the countable stretches day by day; pauses and non-working days push it later.
 */
export const dueMoment = (start: number, limitMs: number, rules: CountingRules): number => {
  if (rules.counting === 'calendar') return calendarDue(start, limitMs, rules.pauses);
  let left = limitMs;
  let cursor = start;
  while (cursor < start + HORIZON_MS) {
    const dayEnd = kingdomDayOf(cursor).start + DAY_MS;
    for (const part of countableStretches(cursor, dayEnd, rules)) {
      const length = part.end - part.start;
      if (length >= left) return part.start + left;
      left -= length;
    }
    cursor = dayEnd;
  }
  throw new Error(`a limit of ${limitMs} ms from ${new Date(start).toISOString()} never ends`);
};
