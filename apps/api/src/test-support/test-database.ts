import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { databaseUrlFor, quoteIdent } from './postgres-urls';

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
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: source.adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(source.template)}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ databaseUrl: databaseUrlFor(source.adminUrl, name), poolSize: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      const client = new pg.Client({ connectionString: source.adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
      await client.end();
    },
  };
};
