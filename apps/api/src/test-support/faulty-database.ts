import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';
import { copyTemplateDatabase } from './test-database';

export type FaultyDatabase = {
  /** The app's database: a private copy of the seeded template, reached through `proxy`. */
  database: DatabaseHandle;
  proxy: TcpProxy;
  /** Terminates the app's server processes of this database (all, or those in one state). */
  terminate: (only?: 'idle in transaction' | 'active') => Promise<number>;
  /**
   * `false`: PostgreSQL refuses new connections to this database (FATAL 55000 "not currently
   * accepting connections", as during maintenance) and the app's open ones are ended; `true`:
   * accepts them again.
   */
  acceptConnections: (accepting: boolean) => Promise<void>;
  /** Reads straight from PostgreSQL, past the proxy and the app's pool. */
  query: <R extends pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<R[]>;
  /** Connections the app's pool reported lost. */
  lostConnections: () => number;
  close: () => Promise<void>;
};

/**
 * PostgreSQL only: the seeded database behind a TCP proxy, with an admin connection that
 * terminates only this database's server processes (other tests share the server).
 */
export const openFaultyDatabase = async (
  options: { poolSize?: number; connectTimeoutMs?: number } = {},
): Promise<FaultyDatabase> => {
  const source = inject('testDatabase');
  if (source.kind !== 'postgres') throw new Error('database fault tests need PostgreSQL (*.pg.test.ts)');
  const copy = await copyTemplateDatabase(source);
  const direct = new URL(copy.url);
  const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const viaProxy = new URL(copy.url);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  let lost = 0;
  const database = await openDatabase({
    databaseUrl: viaProxy.toString(),
    poolSize: options.poolSize ?? 4,
    connectTimeoutMs: options.connectTimeoutMs ?? 5_000,
    onConnectionLost: () => (lost += 1),
  });
  const admin = new pg.Client({ connectionString: source.adminUrl });
  const reader = new pg.Client({ connectionString: copy.url });
  await Promise.all([admin.connect(), reader.connect()]);
  const readerPid = (await reader.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid;

  const terminate = async (only?: 'idle in transaction' | 'active') => {
    const result = await admin.query<{ terminated: string }>(
      `select count(*) filter (where pg_terminate_backend(pid)) as terminated from pg_stat_activity
        where datname = $1 and pid <> $2 and ($3::text is null or state = $3)`,
      [copy.name, readerPid, only ?? null],
    );
    return Number(result.rows[0]?.terminated ?? 0);
  };

  return {
    database,
    proxy,
    terminate,
    acceptConnections: async (accepting) => {
      const name = admin.escapeIdentifier(copy.name);
      await admin.query(`alter database ${name} with allow_connections ${accepting ? 'true' : 'false'}`);
      if (!accepting) await terminate();
    },
    query: async (text, values) => (await reader.query(text, values)).rows,
    lostConnections: () => lost,
    close: async () => {
      await database.close().catch(() => undefined);
      await proxy.close();
      await Promise.all([admin.end(), reader.end()]);
      await copy.drop();
    },
  };
};
