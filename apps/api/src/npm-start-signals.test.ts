import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, HEADERS } from '@portal/contracts/http-headers';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const STOP_LIMIT_MS = 10_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });

/** Polls until `check` is true, failing after `limitMs`. */
const waitUntil = async (what: string, limitMs: number, check: () => Promise<boolean> | boolean) => {
  const deadline = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${limitMs} ms`);
    await sleep(100);
  }
};

const answers = async (url: string): Promise<boolean> => {
  try {
    return (await fetch(url, { headers: { connection: 'close' } })).ok;
  } catch {
    return false;
  }
};

/** A report whose body is sent in two halves: the request stays in flight between them. */
const startSlowReport = (port: number) => {
  const token = 'signal-test-token';
  const body = JSON.stringify({
    message: 'in flight while the portal stops',
    url: `http://127.0.0.1:${port}/`,
    time: new Date().toISOString(),
  });
  const half = Math.floor(body.length / 2);
  const request: ClientRequest = httpRequest({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/client-errors',
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      cookie: `${CSRF_COOKIE}=${token}`,
      [HEADERS.csrf]: token,
      // The server's "100 Continue" proves it is handling the request before the signal is sent.
      expect: '100-continue',
    },
  });
  const accepted = new Promise<void>((resolve) => request.once('continue', resolve));
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (res: IncomingMessage) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.once('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.once('error', reject);
    });
  });
  // A failed test may never read the answer; its error is then expected.
  response.catch(() => undefined);
  request.flushHeaders();
  return {
    accepted: accepted.then(
      () => new Promise<void>((resolve) => request.write(body.slice(0, half), () => resolve())),
    ),
    finish: () => request.end(body.slice(half)),
    response,
  };
};

/** Resolves when every process holding the child's output has ended (npm and the server it runs). */
const allExited = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal })),
  );

describe('npm start and signals', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-signals-data-'));
  const webDist = mkdtempSync(join(tmpdir(), 'portal-signals-web-'));
  let child: ChildProcess | null = null;
  let output = '';

  beforeAll(() => {
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>portal</title>');
  });

  afterAll(() => {
    // Only when the test failed: the whole group npm started, so no server is left behind.
    if (child?.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(webDist, { recursive: true, force: true });
  });

  it('SIGTERM to npm start finishes the request in flight and stops the portal within 10 s', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDist,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
    };
    // The embedded store of DATA_DIR, whatever database the surrounding suite uses.
    delete env.DATABASE_URL;
    const npm = spawn('npm', ['start'], { cwd: repoRoot, env, detached: true, stdio: 'pipe' });
    child = npm;
    npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = allExited(npm);

    await waitUntil('the portal ready', 180_000, async () => {
      if (npm.exitCode !== null) throw new Error(`npm start ended early:\n${output}`);
      return answers(`${base}/api/ready`);
    });

    const report = startSlowReport(port);
    await report.accepted;
    const signalledAt = Date.now();
    process.kill(npm.pid ?? 0, 'SIGTERM');

    // Stopping has begun (no new requests) while the first one still waits for its body.
    await waitUntil(
      'new requests refused',
      STOP_LIMIT_MS,
      async () => !(await answers(`${base}/api/health`)),
    );
    report.finish();
    const answer = await report.response;
    expect(answer.status, answer.body).toBe(202);
    expect(JSON.parse(answer.body)).toEqual({ accepted: true });

    const { code, signal } = await Promise.race([
      exited,
      sleep(STOP_LIMIT_MS + 5_000).then(() => {
        throw new Error(`npm start and the portal still running after SIGTERM:\n${output}`);
      }),
    ]);
    expect(Date.now() - signalledAt).toBeLessThan(STOP_LIMIT_MS);
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(await answers(`${base}/api/health`)).toBe(false);
    // Node 20.19+ is supported: oidc-provider's "use Node 22" notice is not shown (decision 0016).
    expect(output).not.toContain('Unsupported runtime');
  }, 300_000);
});
