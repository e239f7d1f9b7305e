import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import type { DatabaseHandle } from './db/client';
import { appLoggerOptions, redactedUrl } from './lib/log-redaction';
import { openSignInPage, postForm } from './plugins/identity/test-support/sign-in';
import { openTestDatabase } from './test-support/test-database';
import { identifiersIn, storedIdentifiers } from './test-support/log-identifiers';
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

describe('request logs', () => {
  let database: DatabaseHandle;
  let identifiers: string[];
  beforeAll(async () => {
    database = await openTestDatabase();
    identifiers = await storedIdentifiers(database);
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
    const { found, lines } = identifiersIn(log, identifiers);
    expect(found, lines.join('\n')).toEqual([]);
  });
});
