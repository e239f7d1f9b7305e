import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { DatabaseHandle } from '../../db/client';

type Rows = { rows: Record<string, unknown>[] };

export type SqlExecutor = {
  executeSql: (text: string, values?: unknown[]) => Promise<Rows>;
  /**
   * Waits for the queries under way, then answers no rows to any later one without running it:
   * pg-boss completes a job without awaiting it, and such a late write must not reach a pool the
   * app is about to end (it would reject with nobody listening). The stopped queue retries
   * nothing from here: an unfinished job's lease runs out and another instance takes it.
   */
  close: () => Promise<void>;
};

/** Counts the queries under way and stops running new ones once closed. */
const guarded = (run: (text: string, values?: unknown[]) => Promise<Rows>): SqlExecutor => {
  const running = new Set<Promise<unknown>>();
  let closed = false;
  return {
    executeSql: (text, values) => {
      if (closed) return Promise.resolve({ rows: [] });
      const query = run(text, values);
      const settled = query.catch(() => undefined).finally(() => running.delete(settled));
      running.add(settled);
      return query;
    },
    close: async () => {
      closed = true;
      await Promise.all([...running]);
    },
  };
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
    return guarded(async (text, values) => {
      if (values && values.length > 0) return lite.query<Record<string, unknown>>(text, values);
      try {
        const results = await lite.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      } catch (err) {
        await lite.exec('ROLLBACK').catch(() => undefined);
        throw err;
      }
    });
  }
  const pool = client as pg.Pool;
  return guarded(async (text, values) => {
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
  });
};
