import type { Database } from '../../db/client';
import type { Executor } from '../history/service';
import { refreshClocks } from './clock-store';

/**
 * What a module that keeps a copy of a due moment beside its records does after clocks were read
 * again (the employment requests' `respondBy`, which their lists and expiry read).
 */
export type ClocksMovedFollower = (executor: Executor, now: Date) => Promise<unknown>;

/** Reads open clocks again (those due by now, or all), then lets the modules copy what moved. */
export const refreshAndFollow = async (
  db: Database,
  follower: ClocksMovedFollower | undefined,
  now: Date,
  dueOnly: boolean,
): Promise<{ changed: number; breached: number }> => {
  const { changed, breached } = await refreshClocks(db, now, dueOnly ? now : undefined);
  await follower?.(db, now);
  return { changed, breached: breached.length };
};
