import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { DatabaseHandle } from '../../db/client';

export type SqlExecutor = {
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
};

/**
 * pg-boss's queries on the API's own database connection (its `db` option): the PostgreSQL pool,
 * or the embedded PGlite, whose one connection every query shares in turn. pg-boss sends some
 * commands as one text with `BEGIN … COMMIT` and no parameters; when one of them fails half-way
 * (two instances creating its tables at once: the second is told "already exists", which pg-boss
 * expects), the connection would be left in an aborted transaction, so it is rolled back here
 * before it serves anything else.
 */
export const sqlExecutorOf = (database: DatabaseHandle): SqlExecutor => {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'pglite') {
    const lite = client as PGlite;
    return {
      executeSql: async (text, values) => {
        if (values && values.length > 0) return lite.query<Record<string, unknown>>(text, values);
        try {
          const results = await lite.exec(text);
          return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
        } catch (err) {
          await lite.exec('ROLLBACK').catch(() => undefined);
          throw err;
        }
      },
    };
  }
  const pool = client as pg.Pool;
  return {
    executeSql: async (text, values) => {
      if (values && values.length > 0) return pool.query<Record<string, unknown>>(text, values);
      const connection = await pool.connect();
      try {
        // A text of several statements answers one result each: pg-boss reads the last.
        const result = (await connection.query(text)) as unknown as pg.QueryResult | pg.QueryResult[];
        return { rows: (Array.isArray(result) ? result.at(-1)?.rows : result.rows) ?? [] };
      } catch (err) {
        await connection.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        connection.release();
      }
    },
  };
};
