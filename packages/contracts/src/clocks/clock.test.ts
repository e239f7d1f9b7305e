import { describe, expect, it } from 'vitest';
import { readClock, thresholdsPassed, timeLeft } from './clock';
import {
  countableStretches,
  countableTime,
  dueMoment,
  isWorkingDay,
  type CountingRules,
} from './countable-time';

/** A moment in the kingdom's time (UTC+3), e.g. `k('2026-11-26 10:00')`. */
const k = (local: string) => Date.parse(`${local.replace(' ', 'T')}:00+03:00`);
const iso = (moment: number) => new Date(moment).toISOString();
const DAY = 86_400_000;
const HOUR = 3_600_000;

const working = (holidays: string[] = [], pauses: CountingRules['pauses'] = []): CountingRules => ({
  counting: 'working',
  holidays: new Set(holidays),
  pauses,
});
const calendar = (pauses: CountingRules['pauses'] = []): CountingRules => ({
  counting: 'calendar',
  holidays: new Set(),
  pauses,
});

// 2026-11-26 is a Thursday; Friday 27 and Saturday 28 are the weekend; Sunday 29 a working day.
describe('working days', () => {
  it('skips the weekend: a day from Thursday 10:00 ends on Sunday 10:00', () => {
    expect(iso(dueMoment(k('2026-11-26 10:00'), DAY, working()))).toBe(iso(k('2026-11-29 10:00')));
  });

  it('skips a public holiday after the weekend', () => {
    expect(iso(dueMoment(k('2026-11-26 10:00'), DAY, working(['2026-11-29'])))).toBe(
      iso(k('2026-11-30 10:00')),
    );
  });

  it('two days from Wednesday 15:00 run across the weekend to Sunday 15:00', () => {
    expect(iso(dueMoment(k('2026-11-25 15:00'), 2 * DAY, working()))).toBe(iso(k('2026-11-29 15:00')));
  });

  it('a clock started on the weekend counts from Sunday midnight', () => {
    expect(iso(dueMoment(k('2026-11-27 10:00'), DAY, working()))).toBe(iso(k('2026-11-30 00:00')));
  });

  it('calendar days count the weekend', () => {
    expect(iso(dueMoment(k('2026-11-26 10:00'), DAY, calendar()))).toBe(iso(k('2026-11-27 10:00')));
  });

  it('knows the kingdom day of a moment late in the UTC day', () => {
    // 22:00 UTC on Thursday is already Friday in the kingdom: no working time left that day.
    expect(countableTime(Date.parse('2026-11-26T22:00:00Z'), k('2026-11-29 00:00'), working())).toBe(0);
    expect(isWorkingDay('2026-11-27', new Set())).toBe(false);
    expect(isWorkingDay('2026-11-29', new Set(['2026-11-29']))).toBe(false);
  });
});

describe('outages pause clocks', () => {
  const start = k('2026-11-30 09:00'); // Monday; two calendar days end on Wednesday 09:00

  it('an outage inside the run extends the due moment by its length', () => {
    const pauses = [{ start: k('2026-12-01 12:00'), end: k('2026-12-01 18:00') }];
    expect(iso(dueMoment(start, 2 * DAY, calendar(pauses)))).toBe(iso(k('2026-12-02 15:00')));
  });

  it('an outage over the due moment: the clock is paused, not breached, and ends after the outage', () => {
    const pauses = [{ start: k('2026-12-02 08:00'), end: k('2026-12-02 11:00') }];
    const facts = { rule: { days: 2, counting: 'calendar' as const }, startedAt: start, metAt: null };
    const inside = readClock(facts, { holidays: new Set(), pauses }, k('2026-12-02 10:00'));
    expect(inside.state).toBe('paused');
    expect(iso(inside.dueAt)).toBe(iso(k('2026-12-02 12:00')));
    expect(inside.pausesOverlapping).toHaveLength(1);
    expect(readClock(facts, { holidays: new Set(), pauses }, k('2026-12-02 11:30')).state).toBe('running');
    expect(readClock(facts, { holidays: new Set(), pauses }, k('2026-12-02 12:00')).state).toBe('breached');
  });

  it('overlapping outages count once', () => {
    const pauses = [
      { start: k('2026-12-01 10:00'), end: k('2026-12-01 14:00') },
      { start: k('2026-12-01 12:00'), end: k('2026-12-01 16:00') },
    ];
    expect(iso(dueMoment(start, 2 * DAY, calendar(pauses)))).toBe(iso(k('2026-12-02 15:00')));
  });

  it('an outage on a weekend does not extend a working-day clock twice', () => {
    const pauses = [{ start: k('2026-11-27 00:00'), end: k('2026-11-29 00:00') }];
    expect(iso(dueMoment(k('2026-11-26 10:00'), DAY, working([], pauses)))).toBe(iso(k('2026-11-29 10:00')));
  });
});

describe('reading a clock', () => {
  const facts = { rule: { days: 2, counting: 'calendar' as const }, startedAt: k('2026-11-30 00:00') };
  const rules = { holidays: new Set<string>(), pauses: [] };

  it('is met when answered before the due moment, breached when after', () => {
    expect(readClock({ ...facts, metAt: k('2026-12-01 10:00') }, rules, k('2026-12-05 00:00')).state).toBe(
      'met',
    );
    expect(readClock({ ...facts, metAt: k('2026-12-02 01:00') }, rules, k('2026-12-05 00:00')).state).toBe(
      'breached',
    );
  });

  it('passes 50 %, 80 % and the breach in turn, and none once met', () => {
    const at = (moment: number) => thresholdsPassed(readClock({ ...facts, metAt: null }, rules, moment));
    expect(at(k('2026-11-30 20:00'))).toEqual([]);
    expect(at(k('2026-12-01 00:00'))).toEqual([0.5]);
    expect(at(k('2026-12-01 15:00'))).toEqual([0.5, 0.8]);
    expect(at(k('2026-12-02 00:00'))).toEqual([0.5, 0.8, 1]);
    expect(
      thresholdsPassed(readClock({ ...facts, metAt: k('2026-12-01 20:00') }, rules, k('2026-12-03 00:00'))),
    ).toEqual([]);
  });

  it('says the time left in days and hours, and overdue', () => {
    expect(timeLeft(k('2026-12-02 04:30'), k('2026-12-01 00:00'))).toEqual({
      overdue: false,
      days: 1,
      hours: 4,
    });
    expect(timeLeft(k('2026-12-01 00:00'), k('2026-12-01 00:00') + 3 * HOUR)).toEqual({
      overdue: true,
      days: 0,
      hours: 3,
    });
  });
});

describe('calendar counting without the day walk', () => {
  /** The walk through the days, as working days are counted: what the calendar path must equal. */
  const walkedTime = (from: number, to: number, rules: CountingRules) =>
    countableStretches(from, to, rules).reduce((sum, part) => sum + (part.end - part.start), 0);
  const walkedDue = (start: number, limit: number, rules: CountingRules) => {
    for (let to = start + limit; ; to += HOUR / 4) {
      const counted = walkedTime(start, to, rules);
      if (counted >= limit) return to - (counted - limit);
    }
  };

  it('equals the walk for outages before, inside, across and after the run, overlapping or not', () => {
    // A fixed pseudo-random series (no flakiness): starts, limits and outages on quarter hours.
    let seed = 7;
    const next = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % below;
    };
    for (let round = 0; round < 200; round += 1) {
      const start = k('2026-11-26 10:00') + next(96) * (HOUR / 4);
      const limit = (1 + next(10)) * DAY;
      const pauses = Array.from({ length: next(4) }, () => {
        const from = start + (next(60 * 4) - 20) * (HOUR / 4);
        return { start: from, end: from + (1 + next(40)) * (HOUR / 4) };
      });
      const rules = calendar(pauses);
      expect(dueMoment(start, limit, rules)).toBe(walkedDue(start, limit, rules));
      const to = start + next(12 * 24) * HOUR;
      expect(countableTime(start, to, rules)).toBe(walkedTime(start, to, rules));
    }
  });
});
