import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const apiRoot = fileURLToPath(new URL('../..', import.meta.url));

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nobody listens on right now (the kernel's pick). */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });

/** Polls until `check` is true, failing after `limitMs` (machines under load are slow, not broken). */
export const waitUntil = async (
  what: string,
  limitMs: number,
  check: () => Promise<boolean> | boolean,
  everyMs = 100,
) => {
  const deadline = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${limitMs} ms`);
    await sleep(everyMs);
  }
};

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output: () => string;
  /** Resolves once /api/ready answers 200; rejects when the process exits first. */
  ready: (limitMs?: number) => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * The API's entry point (src/server.ts through tsx) as a process of its own on `port`, with `env`
 * over this process's environment: what an operator's instance is, short of the bundle.
 */
export const startServerProcess = (port: number, env: Record<string, string>): ServerProcess => {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const ready = (limitMs = 300_000) =>
    waitUntil(`the server on port ${port}`, limitMs, async () => {
      if (child.exitCode !== null)
        throw new Error(`the server on port ${port} exited (${child.exitCode}):\n${printed}`);
      try {
        return (await fetch(`${url}/api/ready`)).ok;
      } catch {
        return false;
      }
    }).catch((error: unknown) => {
      throw new Error(`${error instanceof Error ? error.message : String(error)}; it printed:\n${printed}`);
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill('SIGTERM');
    });
  return { url, child, output: () => printed, ready, stop };
};
