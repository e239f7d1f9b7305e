import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import type { DatabaseHandle } from './db/client';
import { appLoggerOptions, redactedUrl } from './lib/log-redaction';
import { openSignInPage, postForm } from './plugins/identity/test-support/sign-in';
import { openTestDatabase } from './test-support/test-database';
import { createTestApp, testConfig } from './test-support/test-app';

/** A pino logger with the API's options writing into an array of lines. */
const capturingLogger = () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { logger: pino(appLoggerOptions('info'), stream), text: () => lines.join('') };
};

/** Every national id, passport, border and visa number the demo data holds, read from the seeded tables. */
const demoIdentifiers = async (database: DatabaseHandle): Promise<string[]> => {
  const columns = (await database.db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public'
      and column_name in ('national_id', 'passport_number', 'border_number', 'visa_number', 'iqama_number')
  `)) as unknown as { rows?: { table_name: string; column_name: string }[] };
  const values = new Set<string>();
  for (const { table_name, column_name } of columns.rows ?? []) {
    const result = (await database.db.execute(
      sql`select distinct ${sql.identifier(column_name)}::text as value from ${sql.identifier(table_name)}
          where ${sql.identifier(column_name)} is not null`,
    )) as unknown as { rows?: { value: string }[] };
    for (const { value } of result.rows ?? []) if (value.length >= 5) values.add(value);
  }
  return [...values];
};

describe('request logs', () => {
  let database: DatabaseHandle;
  let identifiers: string[];
  beforeAll(async () => {
    database = await openTestDatabase();
    identifiers = await demoIdentifiers(database);
  });
  afterAll(() => database?.close());

  it('mask every query value but paging, sorting, format, language and status filters', () => {
    expect(redactedUrl('/api/x?nationalId=1077889903&page=2&passportNumber=P1&q=maria&status=SENT')).toBe(
      '/api/x?nationalId=[redacted]&page=2&passportNumber=[redacted]&q=[redacted]&status=SENT',
    );
    expect(redactedUrl('/api/x?iban=SA03&phone=0555&mobile=1&search=x&newFilter=y&sort=name')).toBe(
      '/api/x?iban=[redacted]&phone=[redacted]&mobile=[redacted]&search=[redacted]&newFilter=[redacted]&sort=name',
    );
    expect(redactedUrl('/api/x')).toBe('/api/x');
  });

  it('carry none of the demo national ids or passport numbers, and say who asked', async () => {
    expect(identifiers.length).toBeGreaterThan(10);
    const { logger, text } = capturingLogger();
    const t = await createTestApp({ database, logger });
    const [first = '', second = '', third = ''] = identifiers;
    const filters = `nationalId=${first}&passportNumber=${second}&search=${third}&q=${first}&keyword=${second}`;
    try {
      const office = await t.headersFor('office');
      const admin = await t.headersFor('admin');
      const calls = [
        { url: `/api/hr-pool/candidates?${filters}&page=1`, headers: office },
        { url: `/api/employment-requests?${filters}`, headers: office },
        { url: `/api/old-contracts?${filters}`, headers: office },
        { url: `/api/users?${filters}`, headers: admin },
        { url: `/api/organizations?${filters}`, headers: admin },
        { url: `/api/lookups/jobs?${filters}` },
        { url: `/api/no-such-route?${filters}` },
        { url: `/api/hr-pool/candidates?pageSize=not-a-number&${filters}`, headers: office },
      ];
      for (const identifier of identifiers.slice(0, 40)) {
        calls.push({ url: `/api/hr-pool/candidates?passportNumber=${identifier}`, headers: office });
      }
      for (const call of calls) {
        const answer = await t.app.inject({ method: 'GET', ...call });
        expect(answer.statusCode).toBeLessThan(500);
      }
    } finally {
      await t.close();
    }
    // A refused sign-in with a national id as the user name.
    const app = await buildApp({ config: testConfig(), database, logger, serveWeb: false });
    try {
      await app.ready();
      const { browser, res, action } = await openSignInPage(app);
      const refused = await postForm(browser, res, action, { username: first, password: 'not-it' });
      expect(refused.status).toBe(401);
    } finally {
      await app.close();
    }

    const log = text();
    expect(log).toContain('/api/hr-pool/candidates');
    expect(log).toContain('nationalId=[redacted]');
    expect(log).toMatch(/"userId":\d+/);
    expect(log).toMatch(/"organizationId":\d+/);
    // A whole value, not digits inside another number (a response time such as 21.2219100000002).
    const whole = (identifier: string) => new RegExp(`(?<![\\d.])${identifier}(?!\\d)`);
    const found = identifiers.filter((identifier) => whole(identifier).test(log));
    const lines = log.split('\n').filter((line) => found.some((identifier) => whole(identifier).test(line)));
    expect(found, lines.join('\n')).toEqual([]);
  });
});
