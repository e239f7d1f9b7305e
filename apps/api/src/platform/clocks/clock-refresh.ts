import type { Database } from '../../db/client';
import type { Executor } from '../history/service';
import { refreshClocks, type ClockRow } from './clock-store';

/**
 * What a module that keeps a copy of a due moment beside its records does after clocks were read
 * again (the employment requests' `respondBy`, which their lists and expiry read): given the clocks
 * of one batch that moved, it copies theirs.
 */
export type ClocksMovedFollower = (executor: Executor, moved?: readonly ClockRow[]) => Promise<unknown>;

/**
 * Reads open clocks again (those due by now, or all, at the background pace), and lets the modules
 * copy what moved after each batch, so a copy never lags a whole refresh behind its clock.
 */
export const refreshAndFollow = async (
  db: Database,
  follower: ClocksMovedFollower | undefined,
  now: Date,
  dueOnly: boolean,
): Promise<{ changed: number; breached: number }> => {
  const { changed, breached } = await refreshClocks(db, now, {
    ...(dueOnly && { dueBefore: now }),
    ...(follower && { afterBatch: (moved: readonly ClockRow[]) => follower(db, moved) }),
    paced: !dueOnly,
  });
  return { changed, breached: breached.length };
};
