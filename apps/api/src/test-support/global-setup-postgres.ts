import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { seedDemoData } from '../db/seed/seed-demo-data';
import { databaseUrlFor, quoteIdent } from './postgres-urls';

/** Builds one migrated and seeded template database; each test file copies it (CREATE DATABASE ... TEMPLATE). */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error('api-postgres needs DATABASE_URL');
  const adminUrl = databaseUrlFor(baseUrl, 'postgres');
  // One template per project: the isolated and the shared project (vitest.config.ts) each set one up.
  const template = `portal_tpl_${process.pid}_${project.name.replace(/\W/g, '_')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(template)} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${quoteIdent(template)}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ databaseUrl: databaseUrlFor(baseUrl, template), poolSize: 1 });
  try {
    await database.migrate();
    await seedDemoData(database.db);
  } finally {
    await database.close();
  }
  project.provide('testDatabase', { kind: 'postgres', adminUrl, template });
  return async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(template)} WITH (FORCE)`);
    await client.end();
  };
}
