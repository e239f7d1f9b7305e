import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** Addresses kept per account; beyond them the count of addresses stops growing. */
const MAX_ADDRESSES = 100;

/**
 * Adds a wrong password to the account's record for its owner (docs/decisions/0043), in one
 * statement so that instances recording at once all count. An unknown username records nothing.
 */
export const recordSignInFailure = async (db: Database, username: string, address: string): Promise<void> => {
  await db.execute(sql`
    insert into sign_in_failures (user_id, attempts, addresses)
    select id, 1, array[${address}]::text[] from users where lower(username) = ${username.trim().toLowerCase()}
    on conflict (user_id) do update set
      attempts = sign_in_failures.attempts + 1,
      addresses = case
        when ${address} = any(sign_in_failures.addresses)
          or cardinality(sign_in_failures.addresses) >= ${MAX_ADDRESSES}
        then sign_in_failures.addresses
        else array_append(sign_in_failures.addresses, ${address}::text)
      end,
      last_at = now()`);
};
