import { DAY_MS } from '../constants';
import { countableTime, dueMoment, type CountingRules, type Interval } from './countable-time';

/**
 * A clock: one party's obligation with a time limit (an answer, an arrival, a trial, compliance
 * with an order), started by an event and met by another. Its due moment is recomputed from its
 * rule whenever the holidays or the outages change, so an outage recorded after the fact still
 * gives every party back the time it took.
 */
export type ClockRule = { days: number; counting: CountingRules['counting'] };

export type ClockState = 'running' | 'paused' | 'met' | 'breached';

export type ClockFacts = {
  rule: ClockRule;
  startedAt: number;
  /** When the obligation was met (the answer given), if it was. */
  metAt: number | null;
};

export type ClockReading = {
  state: ClockState;
  dueAt: number;
  /** How much of the limit has been used (0 to 1 and beyond), for the 50 % and 80 % reminders. */
  used: number;
  /** The moments the due moment moved by an outage: each pause that overlapped the clock's run. */
  pausesOverlapping: Interval[];
};

/** The clock as it stands at `now` under the rules (holidays, outages). */
export const readClock = (
  facts: ClockFacts,
  rules: Omit<CountingRules, 'counting'>,
  now: number,
): ClockReading => {
  const counting = { ...rules, counting: facts.rule.counting };
  const limit = facts.rule.days * DAY_MS;
  const dueAt = dueMoment(facts.startedAt, limit, counting);
  const end = facts.metAt ?? now;
  const used = countableTime(facts.startedAt, Math.min(end, dueAt), counting) / limit;
  const pausesOverlapping = rules.pauses.filter(
    (pause) => pause.start < Math.min(end, dueAt) && pause.end > facts.startedAt,
  );
  const inPause = rules.pauses.some((pause) => pause.start <= now && now < pause.end);
  const state: ClockState =
    facts.metAt !== null
      ? facts.metAt <= dueAt
        ? 'met'
        : 'breached'
      : now >= dueAt
        ? 'breached'
        : inPause
          ? 'paused'
          : 'running';
  return { state, dueAt, used: now >= dueAt && facts.metAt === null ? 1 : used, pausesOverlapping };
};

/** The reminder thresholds (issue on deadlines): half the time, four fifths, and the breach. */
export const REMINDER_THRESHOLDS = [0.5, 0.8, 1] as const;
export type ReminderThreshold = (typeof REMINDER_THRESHOLDS)[number];

/** The thresholds a running or breached clock has passed: each reminder is sent once per threshold. */
export const thresholdsPassed = (reading: ClockReading): ReminderThreshold[] =>
  reading.state === 'met' ? [] : REMINDER_THRESHOLDS.filter((threshold) => reading.used >= threshold);

/** The time left as whole days and hours (`{ days: 1, hours: 4 }` for "due in 1 day 4 h"); negative when overdue. */
export const timeLeft = (dueAt: number, now: number): { overdue: boolean; days: number; hours: number } => {
  const left = Math.abs(dueAt - now);
  const hours = Math.floor(left / 3_600_000);
  return { overdue: now > dueAt, days: Math.floor(hours / 24), hours: hours % 24 };
};
