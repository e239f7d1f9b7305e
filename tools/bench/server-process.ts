import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export type RunningServer = {
  baseUrl: string;
  readyAfterMs: number;
  /** The server process's id (its memory is read from /proc). */
  pid: number;
  stop: () => Promise<void>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const waitForReady = async (baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
  throw new Error(`the server was not ready within ${timeoutMs} ms`);
};

/**
 * Starts `npm start`'s entry point and measures the time until /api/ready answers 200; `root`: the
 * checkout to start (another worktree, to compare two builds side by side).
 */
export const startServer = async (
  port: number,
  env: Record<string, string>,
  readyWithinMs = 60_000,
  root = repoRoot,
): Promise<RunningServer> => {
  const baseUrl = `http://localhost:${port}`;
  const started = Date.now();
  // BENCH_SERVER_NODE_ARGS, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`, profiles the server under load.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, 'scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), PUBLIC_URL: baseUrl, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', process.env.BENCH_SERVER_STDOUT ? 'inherit' : 'ignore', 'inherit'],
  });
  await waitForReady(baseUrl, child, readyWithinMs);
  const readyAfterMs = Date.now() - started;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { baseUrl, readyAfterMs, pid: child.pid ?? 0, stop };
};
