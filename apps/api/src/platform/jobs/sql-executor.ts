import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { DatabaseHandle } from '../../db/client';

type Rows = { rows: Record<string, unknown>[] };
/** What pg-boss's own connection answers once closed: nothing. */
const CLOSED = undefined as unknown as Rows;

export type SqlExecutor = {
  executeSql: (text: string, values?: unknown[]) => Promise<Rows>;
  /**
   * Waits for the queries under way, then runs no more, answering nothing as pg-boss's own
   * connection does once closed: pg-boss completes a job without awaiting it (and a worker may
   * finish a job it fetched while stopping), and such a late write must not reach a pool the app is
   * about to end (it would reject with nobody listening). A job left unfinished that way is taken
   * again by another instance when its lease runs out.
   */
  close: () => Promise<void>;
};

/** Counts the queries under way and stops running new ones once closed. */
const guarded = (run: (text: string, values?: unknown[]) => Promise<Rows>): SqlExecutor => {
  const running = new Set<Promise<unknown>>();
  let closed = false;
  return {
    executeSql: (text, values) => {
      if (closed) return Promise.resolve(CLOSED);
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
