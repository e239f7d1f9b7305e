import { timeLeft } from '@portal/contracts/clocks/clock';
import type { Clock } from '@portal/contracts/clocks/schemas';

/**
 * Where a clock stands on screen at `now` (decision 0056): the stored state, except that a running
 * clock whose due moment has passed reads overdue at once (the sweep stores the breach within a
 * minute; the screen does not wait for it).
 */
export type ClockStanding =
  | { kind: 'running' | 'overdue'; days: number; hours: number }
  | { kind: 'paused' }
  | { kind: 'met' | 'metLate'; at: string }
  | { kind: 'closed' };

export const clockStanding = (clock: Clock, now: number): ClockStanding => {
  if (clock.state === 'closed') return { kind: 'closed' };
  if (clock.metAt !== null) return { kind: clock.state === 'breached' ? 'metLate' : 'met', at: clock.metAt };
  if (clock.state === 'met') return { kind: 'met', at: clock.dueAt };
  const left = timeLeft(Date.parse(clock.dueAt), now);
  if (left.overdue || clock.state === 'breached')
    return { kind: 'overdue', days: left.days, hours: left.hours };
  if (clock.state === 'paused') return { kind: 'paused' };
  return { kind: 'running', days: left.days, hours: left.hours };
};

/** Whether the clock still waits for its party (running, paused or overdue). */
export const isOpenClock = (clock: Clock): boolean =>
  clock.state !== 'closed' && clock.state !== 'met' && clock.metAt === null;
