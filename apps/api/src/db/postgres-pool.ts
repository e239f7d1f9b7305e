import pg from 'pg';
import { installArrayRowFields } from './array-row-fields';
import { installDescribeOnce } from './described-statements';
import { pipelinedStatements } from './pipelined-statements';
import { nameStatementsOf } from './statement-naming';

export type PostgresPoolOptions = {
  url: string;
  max: number;
  /** Time limit for opening a connection or waiting for a free one. */
  connectTimeoutMs: number;
  /** Server-side limit of one statement and of a transaction left idle (0: none). */
  statementTimeoutMs: number;
  /** A connection the server closed or that broke (idle or checked out). */
  onConnectionLost: (error: Error) => void;
  /**
   * Connections in pipeline mode shared by the statements run outside a transaction, beside the
   * pool's (decision 0102); 0: every statement takes a pooled connection.
   */
  pipelineConnections?: number;
  /** Statements one shared connection holds before the next goes to the pool (decision 0108). */
  pipelineDepth?: number | undefined;
};

/** `DATABASE_PIPELINE_DEPTH`'s default (decision 0108). */
export const PIPELINE_DEPTH = 32;

/**
 * A pg pool whose checked-out clients survive the server closing their connection. pg-pool
 * listens for errors only on idle clients; a client checked out for a transaction that the server
 * terminates emits 'error' with no listener, which kills the process. Here every checked-out
 * client has a listener that hands the broken client back to be discarded at once (the pool opens
 * a new one when asked), and `release` may be called again afterwards.
 */
class GuardedPool extends pg.Pool {
  constructor(
    config: pg.PoolConfig,
    private readonly onConnectionLost: (error: Error) => void,
  ) {
    super(config);
    // An idle connection closed by the server: the pool has already dropped it.
    this.on('error', (error) => onConnectionLost(error));
    // A connection the server ended can still report it after it was given back and is being
    // destroyed (no pool or guard listener left then): that late report is already counted, and
    // must never reach the process as an uncaught exception.
    this.on('connect', (client) => {
      client.on('error', () => undefined);
      nameStatementsOf(client);
    });
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      error: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void;
  override connect(
    callback?: (
      error: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): Promise<pg.PoolClient> | void {
    // pg-pool's own `query` connects with a callback and listens for errors itself.
    if (callback) return super.connect(callback);
    return super.connect().then((client) => this.guard(client));
  }

  private guard(client: pg.PoolClient): pg.PoolClient {
    const giveBack = client.release;
    let released = false;
    let lost: Error | undefined;
    const release = (error?: Error | boolean) => {
      if (released) return;
      released = true;
      client.removeListener('error', onError);
      giveBack(error ?? lost);
    };
    const onError = (error: Error) => {
      lost ??= error;
      this.onConnectionLost(error);
      release(error);
    };
    client.on('error', onError);
    client.release = release;
    return client;
  }
}

export const createPostgresPool = (options: PostgresPoolOptions): pg.Pool => {
  // Once per process; pg's Result, Query and Connection are shared by every pool (decisions 0080, 0104).
  installArrayRowFields();
  installDescribeOnce();
  const connection = {
    connectionString: options.url,
    // Notices a peer that vanished without closing the connection (network cut, failover).
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    ...(options.statementTimeoutMs > 0 && {
      statement_timeout: options.statementTimeoutMs,
      idle_in_transaction_session_timeout: options.statementTimeoutMs,
    }),
  };
  const pool = new GuardedPool(
    {
      ...connection,
      max: options.max,
      // A fixed-size pool (decision 0084): a connection once opened stays open while idle. A new
      // connection's backend starts cold and plans every prepared statement anew on its first use
      // (50 to 200 ms for a page's read on a busy machine), so a pool that closed idle connections
      // and reopened them at the next burst put that wait on the burst's requests.
      min: options.max,
      connectionTimeoutMillis: options.connectTimeoutMs,
    },
    options.onConnectionLost,
  );
  if (!options.pipelineConnections) return pool;
  const pipelined = pipelinedStatements(
    { ...connection, connectionTimeoutMillis: options.connectTimeoutMs },
    { count: options.pipelineConnections, depth: options.pipelineDepth ?? PIPELINE_DEPTH },
    options.onConnectionLost,
  );
  // A statement with a callback is pg-pool's own use (and a caller that wants a connection's events).
  const pooled = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as { query: unknown }).query = (...args: unknown[]) =>
    (typeof args.at(-1) !== 'function' && pipelined.query(args[0], args[1])) || pooled(...args);
  const endPool = pool.end.bind(pool);
  pool.end = (async () => {
    await pipelined.end();
    await endPool();
  }) as typeof pool.end;
  return pool;
};
