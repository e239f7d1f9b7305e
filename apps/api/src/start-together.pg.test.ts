import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { databaseUrlFor, quoteIdent } from './test-support/postgres-urls';
import { startServer, type RunningServer } from './start-server';

/**
 * Instances started at the same moment on a fresh database take turns to migrate and seed (the
 * start lock, docs/decisions/0046). Without the lock both ran the migrator's CREATE SCHEMA/TABLE at
 * once and one died with `duplicate key … pg_class_relname_nsp_index`. The race is between two
 * database sessions, so two starts in this process meet it as two processes did (without the lock
 * this test fails). Each attempt has its own new database.
 */
const ATTEMPTS = 10;
const SIDE_BY_SIDE = 2;

const source = inject('testDatabase');
const adminUrl = source.kind === 'postgres' ? source.adminUrl : '';

const admin = async (statement: string) => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
};

const envFor = (url: string, seed: boolean): NodeJS.ProcessEnv => ({
  NODE_ENV: 'test',
  DATABASE_URL: url,
  DATABASE_POOL_SIZE: '2',
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'silent',
  SEED_DEMO_DATA: String(seed),
});

const countUsers = async (url: string): Promise<number> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query<{ n: string }>('select count(*) as n from users')).rows[0]?.n);
  } finally {
    await client.end();
  }
};

type Attempt = { started: number; failures: string[]; users: number };

/** Two starts at once on a new database; how many came up, why the others did not. */
const attempt = async (index: number, seed: boolean): Promise<Attempt> => {
  const name = `portal_start_${randomBytes(4).toString('hex')}_${index}`;
  await admin(`CREATE DATABASE ${quoteIdent(name)}`);
  const url = databaseUrlFor(adminUrl, name);
  const servers: RunningServer[] = [];
  try {
    const results = await Promise.allSettled([
      startServer({ env: envFor(url, seed) }),
      startServer({ env: envFor(url, seed) }),
    ]);
    const failures: string[] = [];
    for (const result of results) {
      if (result.status === 'fulfilled') servers.push(result.value);
      else failures.push(String(result.reason));
    }
    for (const server of servers) {
      const ready = await fetch(`${server.url}/api/ready`);
      if (ready.status !== 200) failures.push(`/api/ready answered ${ready.status}`);
    }
    const users = await countUsers(url);
    return { started: servers.length, failures, users };
  } finally {
    await Promise.allSettled(servers.map((server) => server.stop()));
    await admin(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
  }
};

/** The users one start seeds on its own. */
const usersOfOneSeeding = async (): Promise<number> => {
  const name = `portal_start_${randomBytes(4).toString('hex')}_alone`;
  await admin(`CREATE DATABASE ${quoteIdent(name)}`);
  const url = databaseUrlFor(adminUrl, name);
  try {
    const server = await startServer({ env: envFor(url, true) });
    await server.stop();
    return await countUsers(url);
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
  }
};

describe('instances started together on a fresh database', () => {
  it(`both come up, ${ATTEMPTS} of ${ATTEMPTS} attempts`, async () => {
    const attempts: Attempt[] = [];
    // Two attempts (four starts) at a time: more starting apps than cores only slows each start.
    for (let index = 0; index < ATTEMPTS; index += SIDE_BY_SIDE) {
      const round = Array.from({ length: Math.min(SIDE_BY_SIDE, ATTEMPTS - index) }, (_, offset) =>
        attempt(index + offset, false),
      );
      attempts.push(...(await Promise.all(round)));
    }
    expect(attempts.flatMap((a) => a.failures)).toEqual([]);
    expect(attempts.map((a) => a.started)).toEqual(Array(ATTEMPTS).fill(2));
  }, 300_000);

  it('seed the demo data once: the second finds it seeded', async () => {
    const seeded = await attempt(ATTEMPTS, true);
    expect(seeded.failures).toEqual([]);
    expect(seeded.started).toBe(2);
    // Seeded by one of them (not by both: a duplicate-key stop, or the demo accounts twice).
    expect(seeded.users).toBe(await usersOfOneSeeding());
  }, 300_000);
});
