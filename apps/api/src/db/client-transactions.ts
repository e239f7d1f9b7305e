import type pg from 'pg';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';

type Transaction<S extends Record<string, unknown>> = NodePgDatabase<S>['transaction'];

/**
 * Transactions that always give their client back. drizzle's pool transaction checks a client out
 * and runs BEGIN outside its try/finally, so a BEGIN that fails (the connection was cut) keeps
 * the client checked out for good and the pool shrinks by one each time. Here the client is
 * checked out and released by us, and drizzle runs BEGIN/COMMIT/ROLLBACK on that one client
 * through a drizzle instance bound to it (made once per pooled client).
 */
export const clientTransactions = <S extends Record<string, unknown>>(
  pool: pg.Pool,
  databaseOn: (client: pg.PoolClient) => NodePgDatabase<S>,
): Transaction<S> => {
  const databases = new WeakMap<pg.PoolClient, NodePgDatabase<S>>();
  const databaseOf = (client: pg.PoolClient) => {
    let database = databases.get(client);
    if (!database) databases.set(client, (database = databaseOn(client)));
    return database;
  };
  const transaction = async (...args: Parameters<Transaction<S>>) => {
    const client = await pool.connect();
    try {
      return await databaseOf(client).transaction(...args);
    } finally {
      // A broken connection is not queryable any more: pg-pool discards it instead of keeping it.
      client.release();
    }
  };
  return transaction as Transaction<S>;
};
