import { and, eq, sql } from 'drizzle-orm';
import type { SignInFailuresNotice } from '@portal/contracts/sign-in-failures';
import type { Database } from '../../db/client';
import { signInFailures } from '../../db/schema/identity';

/** Wrong passwords for this person's account not yet acknowledged (the sign-in service records them). */
export const findSignInFailures = async (
  db: Database,
  userId: number,
): Promise<SignInFailuresNotice | null> => {
  const [row] = await db.select().from(signInFailures).where(eq(signInFailures.userId, userId));
  if (!row) return null;
  return {
    attempts: row.attempts,
    addresses: row.addresses.length,
    firstAt: row.firstAt.toISOString(),
    lastAt: row.lastAt.toISOString(),
  };
};

/** Removes the notice as it was shown: failures recorded after `lastAt` stay for the next one. */
export const acknowledgeSignInFailures = async (
  db: Database,
  userId: number,
  lastAt: Date,
): Promise<void> => {
  await db.delete(signInFailures).where(
    and(
      eq(signInFailures.userId, userId),
      // The notice showed lastAt to the millisecond; the column holds microseconds.
      sql`date_trunc('milliseconds', ${signInFailures.lastAt}) <= ${lastAt.toISOString()}::timestamptz`,
    ),
  );
};
