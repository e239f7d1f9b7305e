import Fastify from 'fastify';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  COLLECTOR_FLUSH_MS,
  collectorLogDestination,
  compactLineDestination,
  formatLogLine,
  RequestLogController,
  terminalLogDestination,
} from './log-output';
import { createTestApp } from './test-support/test-app';

type Line = { level: number; msg: string } & Record<string, unknown>;

/** A pino logger at debug level whose records land in `lines`. */
const capturingLogger = () => {
  const lines: Line[] = [];
  const logger = pino(
    { level: 'debug' },
    { write: (text: string) => void lines.push(JSON.parse(text) as Line) },
  );
  return { logger, lines };
};

describe('readable log lines', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows time, level, message and fields, without pid, host or request objects', () => {
    const time = new Date(2026, 10, 24, 9, 5, 7).getTime();
    const json = JSON.stringify({
      level: 40,
      time,
      pid: 1,
      hostname: 'vm',
      req: { method: 'GET' },
      reqId: 'abc',
      msg: 'database connection lost',
      attempt: 2,
      note: 'two words',
    });
    expect(formatLogLine(json)).toBe(
      '09:05:07 WARN  database connection lost reqId=abc attempt=2 note="two words"\n',
    );
  });

  it("puts an error's stack under its line", () => {
    const json = JSON.stringify({ level: 50, time: 0, msg: 'failed', err: { stack: 'Error: x\n    at y' } });
    expect(formatLogLine(json)).toMatch(/ERROR failed\nError: x\n {4}at y\n$/);
  });

  it('passes a line that is not JSON through', () => {
    expect(formatLogLine('plain text')).toBe('plain text\n');
  });

  it('falls back to its own format when pino-pretty is not installed', async () => {
    const written: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((text) => {
      written.push(String(text));
      return true;
    });
    const destination = await terminalLogDestination(() => Promise.reject(new Error('not installed')));
    destination.write(JSON.stringify({ level: 30, time: 0, msg: 'ready', pid: 7 }));
    expect(written).toEqual([expect.stringMatching(/^\d\d:\d\d:\d\d INFO {2}ready\n$/)]);
  });

  it('writes through the given writer', () => {
    const written: string[] = [];
    compactLineDestination((text) => written.push(text)).write(JSON.stringify({ level: 20, msg: 'x' }));
    expect(written).toEqual(['--:--:-- DEBUG x\n']);
  });
});

describe('the request log', () => {
  const appWith = async (interactive: boolean) => {
    const { logger, lines } = capturingLogger();
    const app = Fastify({ loggerInstance: logger, logController: new RequestLogController({ interactive }) });
    app.get('/ok', async () => ({ ok: true }));
    await app.ready();
    return { app, lines };
  };

  it('logs successes at debug and failures at info at a terminal, one short line each', async () => {
    const { app, lines } = await appWith(true);
    await app.inject({ method: 'GET', url: '/ok?token=secret' });
    await app.inject({ method: 'GET', url: '/missing' });
    expect(lines.map(({ level, msg }) => ({ level, msg }))).toEqual([
      { level: 20, msg: expect.stringMatching(/^GET \/ok 200 \d+ ms$/) },
      { level: 30, msg: expect.stringMatching(/^GET \/missing 404 \d+ ms$/) },
    ]);
    await app.close();
  });

  it('logs every request at info for a log collector', async () => {
    const { app, lines } = await appWith(false);
    await app.inject({ method: 'GET', url: '/ok' });
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        res: { statusCode: 200 },
        req: expect.objectContaining({ url: '/ok' }),
      }),
    ]);
    await app.close();
  });

  it("leaves a probe's successful answers out and logs its failures", async () => {
    const { logger, lines } = capturingLogger();
    const app = Fastify({
      loggerInstance: logger,
      logController: new RequestLogController({ interactive: false }),
    });
    let up = true;
    app.get('/probe', { config: { probe: true } }, async (_request, reply) =>
      up ? { status: 'ok' } : reply.code(503).send({ status: 'down' }),
    );
    await app.inject({ method: 'GET', url: '/probe' });
    expect(lines).toEqual([]);
    up = false;
    await app.inject({ method: 'GET', url: '/probe' });
    expect(lines.map(({ level, msg }) => ({ level, msg }))).toEqual([
      { level: 30, msg: expect.stringMatching(/^GET \/probe 503 \d+ ms$/) },
    ]);
    await app.close();
  });

  it("replaces the two lines Fastify would log per request in the application, and leaves its probes' out", async () => {
    const { logger, lines } = capturingLogger();
    const t = await createTestApp({ logger });
    try {
      lines.length = 0;
      for (const url of ['/api/health', '/api/ready', '/api/config']) {
        expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
      }
      expect(lines.filter((line) => line.reqId !== undefined).map((line) => line.msg)).toEqual([
        expect.stringMatching(/^GET \/api\/config 200 \d+ ms$/),
      ]);
    } finally {
      await t.close();
    }
  });
});

describe("the log collectors' destination", () => {
  it('does not write while the caller runs, then writes every line in order', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'portal-log-')), 'out.log');
    const logger = pino({ base: null }, collectorLogDestination(openSync(file, 'w')));
    for (let index = 0; index < 1_000; index += 1) logger.info({ index }, 'answered');
    // A synchronous destination would hold all thousand lines by now.
    expect(readFileSync(file, 'utf8').split('\n').length).toBeLessThan(1_000);
    const indexes = () =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => (JSON.parse(line) as { index: number }).index);
    await vi.waitFor(() => expect(indexes()).toHaveLength(1_000), { timeout: 20_000, interval: 50 });
    expect(indexes()).toEqual([...Array(1_000).keys()]);
  });

  it('writes the lines still gathered when the process exits', () => {
    const script = [
      "import { pino } from 'pino';",
      "import { collectorLogDestination } from './src/log-output.ts';",
      'const logger = pino({ base: null }, collectorLogDestination());',
      "for (let index = 0; index < 3; index += 1) logger.info({ index }, 'before exit');",
      'process.exit(0);',
    ].join('\n');
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      encoding: 'utf8',
    });
    const indexes = out
      .split('\n')
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { index: number }).index);
    expect(indexes).toEqual([0, 1, 2]);
  });

  it('writes a line logged at rest within its flush interval (decision 0067)', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'portal-log-')), 'out.log');
    const logger = pino({ base: null }, collectorLogDestination(openSync(file, 'w')));
    logger.info({ index: 1 }, 'alone');
    await vi.waitFor(() => expect(readFileSync(file, 'utf8')).toContain('"index":1'), {
      timeout: 20 * COLLECTOR_FLUSH_MS,
      interval: 10,
    });
  });
});
