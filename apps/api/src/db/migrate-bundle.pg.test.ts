import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { startServer } from '../start-server';
import { databaseUrlFor, quoteIdent, runStatement } from '../test-support/postgres-urls';
import { openDatabase } from './client';
import { migrationsBehind } from './start-lock';

/**
 * Migrations as a release step (docs/decisions/0046): `npm run db:migrate` runs the bundle's
 * migrate.mjs on a fresh database, and a start with MIGRATE_ON_START=false refuses a database
 * whose migrations are behind instead of serving on an older schema.
 */
const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
const source = inject('testDatabase');
const adminUrl = source.kind === 'postgres' ? source.adminUrl : '';
const name = `portal_migrate_${randomBytes(4).toString('hex')}`;
const url = databaseUrlFor(adminUrl, name);

const admin = (statement: string) => runStatement(adminUrl, statement);

/** `npm run db:migrate` as an operator runs it; resolves with its exit code and output. */
const npmRunMigrate = () =>
  new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: url, NODE_ENV: 'production' };
    const child = spawn('npm', ['run', 'db:migrate'], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, output }));
  });

const startWithoutMigrating = () =>
  startServer({
    env: {
      NODE_ENV: 'production',
      DATABASE_URL: url,
      MIGRATE_ON_START: 'false',
      DATABASE_POOL_SIZE: '2',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
    },
  });

const behind = async () => {
  const database = await openDatabase({ databaseUrl: url, poolSize: 1 });
  try {
    return await migrationsBehind(database);
  } finally {
    await database.close();
  }
};

describe('migrations as a release step', () => {
  afterAll(() => admin(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`));

  it('MIGRATE_ON_START=false refuses an unmigrated database; npm run db:migrate (the bundle) migrates it', async () => {
    await admin(`CREATE DATABASE ${quoteIdent(name)}`);
    expect(await behind()).toBeGreaterThan(20);
    await expect(startWithoutMigrating()).rejects.toThrow(
      /migrations behind this version of the portal and MIGRATE_ON_START=false: run npm run db:migrate/,
    );

    const migrated = await npmRunMigrate();
    expect(migrated.output).toContain('node scripts/migrate.mjs');
    expect(migrated.output).toContain('Migrations applied (postgres).');
    expect(migrated.code).toBe(0);
    expect(await behind()).toBe(0);

    const server = await startWithoutMigrating();
    try {
      expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
    } finally {
      await server.stop();
    }

    // One release behind: the newest migration not applied yet.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(
        'delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)',
      );
    } finally {
      await client.end();
    }
    expect(await behind()).toBe(1);
    await expect(startWithoutMigrating()).rejects.toThrow(/1 migration behind/);
  }, 300_000);
});
