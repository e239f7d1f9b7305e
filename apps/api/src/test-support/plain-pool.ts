import { createPostgresPool } from '../db/postgres-pool';

/**
 * The API's kind of pool on `url` (DATABASE_URL by default), with no statement timeout and no
 * handler for a lost connection: for tests of the statements the pool sends.
 */
export const plainPool = (url = process.env.DATABASE_URL ?? '', max = 1) =>
  createPostgresPool({
    url,
    max,
    connectTimeoutMs: 10_000,
    statementTimeoutMs: 0,
    onConnectionLost: () => undefined,
  });
