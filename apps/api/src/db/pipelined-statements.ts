import type { Socket } from 'node:net';
import pg from 'pg';
import { nameStatementsOf } from './statement-naming';

/**
 * Connections in node-postgres's pipeline mode (one by default), shared by every statement run outside a
 * transaction (decision 0102). A statement is written without waiting for the answers of the ones
 * before it on the connection, and the statements of one turn of the event loop leave in one write
 * (the socket is corked until `setImmediate`): many callers' reads cost the API, and PostgreSQL's
 * backend, one write and one wake-up instead of one each.
 *
 * A pipelined connection answers in order, so one slow statement holds up those behind it. A
 * statement goes to the pool's own connections instead when every shared connection already holds
 * `depth` statements (decision 0108), or its oldest has been out SLOW_MS or longer, or none is
 * connected.
 */
const SLOW_MS = 20;
/** After a shared connection failed to open, how long statements go to the pool before it is tried again. */
const RETRY_AFTER_MS = 1_000;

type Shared = {
  client: pg.Client | null;
  opening: boolean;
  failedAt: number;
  /** When each statement out on the connection was sent, oldest first. */
  sent: number[];
  corked: boolean;
};

export type PipelinedStatements = {
  /** Runs the statement on a shared connection; null when none can take it now (the caller uses the pool). */
  query: (config: unknown, values: unknown) => Promise<unknown> | null;
  end: () => Promise<void>;
};

const socketOf = (client: pg.Client) =>
  (client as unknown as { connection: { stream: Socket } }).connection.stream;

export const pipelinedStatements = (
  config: pg.ClientConfig,
  { count, depth }: { count: number; depth: number },
  onConnectionLost: (error: Error) => void,
): PipelinedStatements => {
  const shared: Shared[] = Array.from({ length: count }, () => ({
    client: null,
    opening: false,
    failedAt: -Infinity,
    sent: [],
    corked: false,
  }));
  let ended = false;

  const drop = (connection: Shared, client: pg.Client) => {
    if (connection.client !== client) return;
    connection.client = null;
    connection.sent = [];
    client.end().catch(() => undefined);
  };

  const open = (connection: Shared) => {
    connection.opening = true;
    const client = new pg.Client({ ...config, pipeline: true } as pg.ClientConfig);
    nameStatementsOf(client);
    client.on('error', (error) => {
      if (connection.client === client) onConnectionLost(error);
      drop(connection, client);
    });
    client.on('end', () => drop(connection, client));
    client
      .connect()
      .then(() => {
        if (ended) return client.end();
        connection.client = client;
      })
      .catch(() => {
        connection.failedAt = performance.now();
      })
      .finally(() => {
        connection.opening = false;
      });
  };

  const available = (now: number): Shared | null => {
    let best: Shared | null = null;
    for (const connection of shared) {
      if (!connection.client) {
        if (!ended && !connection.opening && now - connection.failedAt >= RETRY_AFTER_MS) open(connection);
        continue;
      }
      const { sent } = connection;
      if (sent.length >= depth || (sent.length > 0 && now - sent[0]! >= SLOW_MS)) continue;
      if (!best || sent.length < best.sent.length) best = connection;
    }
    return best;
  };

  /** Holds the connection's writes until this turn of the event loop is over, then sends them together. */
  const cork = (connection: Shared, client: pg.Client) => {
    if (connection.corked) return;
    const socket = socketOf(client);
    socket.cork();
    connection.corked = true;
    setImmediate(() => {
      connection.corked = false;
      socket.uncork();
    });
  };

  return {
    query: (statement, values) => {
      // A cursor, a stream or a paged read keeps a portal open across round trips: pg refuses those
      // in pipeline mode, so they keep to the pool.
      const config = statement as { submit?: unknown; rows?: unknown } | null;
      if (ended || (typeof config === 'object' && config !== null && (config.submit || config.rows)))
        return null;
      const now = performance.now();
      const connection = available(now);
      const client = connection?.client;
      if (!connection || !client) return null;
      cork(connection, client);
      connection.sent.push(now);
      const settled = () => {
        if (connection.client !== client) return;
        const at = connection.sent.indexOf(now);
        if (at >= 0) connection.sent.splice(at, 1);
      };
      const result = (client.query as (config: unknown, values: unknown) => Promise<unknown>)(
        statement,
        values,
      );
      return result.finally(settled);
    },
    end: async () => {
      ended = true;
      await Promise.all(
        shared.map(async (connection) => {
          const { client } = connection;
          connection.client = null;
          await client?.end().catch(() => undefined);
        }),
      );
    },
  };
};
