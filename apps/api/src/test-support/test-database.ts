import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { databaseUrlFor, quoteIdent } from './postgres-urls';
import type { TestDatabaseSource } from './provided-context';

/**
 * A private copy of the migrated, seeded test database for one test file: an in-memory PGlite
 * loaded from the dump, or a PostgreSQL database created from the template (dropped on close).
 */
export const openTestDatabase = async (): Promise<DatabaseHandle> => {
  const source = inject('testDatabase');
  if (source.kind === 'pglite') {
    const loadDataDir = new Blob([readFileSync(source.dumpPath)]);
    return openDatabase({ loadDataDir });
  }
  const { url, drop } = await copyTemplateDatabase(source);
  // A new connection waited over the product's 5 s on a loaded CI machine's whole suite and failed
  // a test: the copies allow a minute (tests of the timeout itself set their own).
  // The pipelined connections too (decision 0102): the whole suite runs its statements on them.
  const database = await openDatabase({
    databaseUrl: url,
    poolSize: 4,
    pipelineConnections: 2,
    connectTimeoutMs: 60_000,
  });
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
};

type PostgresSource = Extract<TestDatabaseSource, { kind: 'postgres' }>;

/** A new PostgreSQL database copied from the migrated, seeded template; `drop` removes it. */
export const copyTemplateDatabase = async (
  source: PostgresSource,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> => {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: source.adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(source.template)}`);
  return {
    name,
    url: databaseUrlFor(source.adminUrl, name),
    drop: () => admin(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`),
  };
};
