import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../test-support/test-database';
import { createTestApp } from '../test-support/test-app';
import { appLoggerOptions, redactSqlText } from './log-redaction';

const IBAN = 'SA0380000000608010167519';
const NAME = 'Maria Santos passport';
/** A user id no row has; distinctive, so a response time cannot contain it by chance. */
const USER_ID = 987_654_321;

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

describe('log redaction', () => {
  it('removes bound values and PostgreSQL key details from SQL error text', () => {
    const text = `Failed query: insert into x (iban) values ($1)\nparams: ${IBAN},7: duplicate key`;
    expect(redactSqlText(text, [`${IBAN},7`])).toBe(
      'Failed query: insert into x (iban) values ($1)\nparams: [redacted]: duplicate key',
    );
    expect(redactSqlText('Key (iban)=(SA03 (old)) already exists.')).toBe(
      'Key (iban)=([redacted]) already exists.',
    );
    expect(redactSqlText('Failing row contains (1, Maria, null).')).toBe(
      'Failing row contains ([redacted]).',
    );
  });

  it('hides personal fields and credentials at any depth', () => {
    const { logger, text } = capturingLogger();
    logger.info(
      { body: { password: 'hunter2', organization: { iban: IBAN, bankAccount: [{ IBAN: IBAN }] } } },
      'saved',
    );
    logger.info({ headers: { authorization: 'Bearer abc.def', Cookie: 'XSRF-TOKEN=1' } }, 'call');
    expect(text()).not.toMatch(/hunter2|SA038|abc\.def|XSRF-TOKEN=1/);
    expect(text()).toContain('[redacted]');
  });

  it('writes no header of a request or reply, without path redaction (decision 0067)', () => {
    const { logger, text } = capturingLogger();
    const headers = { authorization: 'Bearer abc.def', cookie: 'XSRF-TOKEN=1', 'set-cookie': 'sid=2' };
    logger.info(
      {
        req: { method: 'GET', url: '/api/x?nationalId=1077889903', headers, socket: { remotePort: 1 } },
        res: { statusCode: 200, headers, getHeaders: () => headers },
      },
      'answered',
    );
    logger.info({ response: { headers: [{ 'Set-Cookie': 'sid=3' }] } }, 'nested');
    const line = text();
    expect(line).not.toMatch(/abc\.def|XSRF-TOKEN=1|sid=2|sid=3|1077889903/);
    expect(line).toContain('"res":{"statusCode":200}');
    expect(line).toContain('"url":"/api/x?nationalId=[redacted]"');
  });

  it('logs a line with nothing to hide as it is', () => {
    const { logger, text } = capturingLogger();
    logger.info({ userId: 7, organizationId: 3, responseTime: 1.5, list: [{ page: 2 }] }, 'plain');
    expect(JSON.parse(text())).toMatchObject({
      userId: 7,
      organizationId: 3,
      responseTime: 1.5,
      list: [{ page: 2 }],
    });
  });
});

describe('the API log', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  it('never carries the values of a failed query (500) or of a foreign-key violation (409)', async () => {
    const { logger, text } = capturingLogger();
    const open = { config: { access: { public: true as const } } };
    const t = await createTestApp({
      database,
      logger,
      extend: (app) => {
        app.get('/api/test-bad-cast', open, async () => database.db.execute(sql`select ${IBAN}::int as n`));
        app.get('/api/test-foreign-key', open, async () =>
          database.db.execute(
            sql`insert into files (id, original_name, content_type, size, uploaded_by)
                values ('f-1', ${NAME}, 'application/pdf', 1, ${USER_ID})`,
          ),
        );
      },
    });
    try {
      const failed = await t.app.inject({ url: '/api/test-bad-cast' });
      expect(failed.statusCode).toBe(500);
      expect(failed.body).not.toContain(IBAN);
      expect((await t.app.inject({ url: '/api/test-foreign-key' })).statusCode).toBe(409);
    } finally {
      await t.close();
    }
    const log = text();
    expect(log).toContain('Failed query');
    expect(log).toContain('[redacted]');
    expect(log).not.toContain(IBAN);
    expect(log).not.toContain(NAME);
    expect(log).not.toMatch(new RegExp(`\\b${USER_ID}\\b`));
  });
});
