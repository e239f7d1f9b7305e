import Fastify from 'fastify';
import { pino, type LoggerOptions } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { appLoggerOptions } from './lib/log-redaction';
import { writeRequestLine, type RequestLineFields } from './request-log-line';

/** A pino logger writing into `lines`, and the child a request would have. */
const requestLogger = (options: LoggerOptions) => {
  const lines: string[] = [];
  const root = pino(options, { write: (line: string) => void lines.push(line) });
  return { lines, log: root.child({ reqId: 'req-7' }, {}) };
};

/** Fastify's request and reply are class instances (the scrub leaves them to their serializers). */
class LoggedRequest {
  method = 'GET';
  url = '/api/partnership/contracts/12?page=2&nationalId=1234567890&q=%s';
  host = 'portal.test';
  ip = '10.0.0.9';
  socket = { remotePort: 50123 };
  headers = { authorization: 'Bearer secret', cookie: 'XSRF-TOKEN=abc' };
}
class LoggedReply {
  statusCode = 200;
  getHeaders = () => ({ 'set-cookie': 'XSRF-TOKEN=abc' });
}
const request = new LoggedRequest();
const reply = new LoggedReply();
const fields: RequestLineFields = {
  req: request,
  res: reply,
  responseTime: 1.25,
  userId: 4,
  organizationId: 9,
};
const msg = 'GET /api/partnership/contracts/12 200 1 ms %s "quoted"';

/**
 * What pino writes for these fields, and what the direct writer writes, without the time; and
 * whether the writer went through pino's `info`.
 */
const bothLines = (options: LoggerOptions) => {
  const viaPino = requestLogger(options);
  viaPino.log.info(fields, msg);
  const direct = requestLogger(options);
  const info = vi.spyOn(direct.log, 'info');
  writeRequestLine(direct.log, 'info', fields, msg);
  const withoutTime = (line: string | undefined) => line?.replace(/"time":\d+/, '"time":0');
  return {
    pino: withoutTime(viaPino.lines[0]),
    direct: withoutTime(direct.lines[0]),
    throughPino: info.mock.calls.length > 0,
  };
};

describe("a request's line written directly (decision 0067)", () => {
  it("is pino's own line, character for character, with the API's logger options", () => {
    const { pino: expected, direct, throughPino } = bothLines(appLoggerOptions('info'));
    expect(throughPino).toBe(false);
    expect(expected).toBeDefined();
    expect(direct).toBe(expected);
    // The serializers applied: the query masked, no headers.
    expect(direct).toContain('nationalId=[redacted]');
    expect(direct).not.toContain('secret');
    expect(direct).not.toContain('XSRF');
  });

  it("is pino's own line without a signed-in user and with a time that is not a number", () => {
    const viaPino = requestLogger(appLoggerOptions('info'));
    const direct = requestLogger(appLoggerOptions('info'));
    const anonymous = { req: request, res: reply, responseTime: Number.NaN };
    viaPino.log.info(anonymous, 'GET / 200 0 ms');
    writeRequestLine(direct.log, 'info', anonymous, 'GET / 200 0 ms');
    const withoutTime = (line: string | undefined) => line?.replace(/"time":\d+/, '"time":0');
    expect(withoutTime(direct.lines[0])).toBe(withoutTime(viaPino.lines[0]));
  });

  it('leaves a logger it does not know to be plain to pino (a mixin, a message prefix, redaction)', () => {
    for (const options of [
      { ...appLoggerOptions('info'), mixin: () => ({ extra: 1 }) },
      { ...appLoggerOptions('info'), msgPrefix: '[api] ' },
      { ...appLoggerOptions('info'), redact: ['req.url'] },
    ] satisfies LoggerOptions[]) {
      const { pino: expected, direct, throughPino } = bothLines(options);
      expect(throughPino).toBe(true);
      expect(direct).toBe(expected);
    }
  });

  it("takes the line from Fastify's stand-in when logging is off", () => {
    expect(() => writeRequestLine(Fastify({ logger: false }).log, 'info', fields, msg)).not.toThrow();
  });

  it('writes nothing below the logger level', () => {
    const { lines, log } = requestLogger(appLoggerOptions('warn'));
    writeRequestLine(log, 'info', fields, msg);
    expect(lines).toEqual([]);
  });
});
