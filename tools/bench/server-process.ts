import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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
 * The Node.js options `npm start` gives the server (package.json's `start`: `exec node <options>
 * scripts/start.mjs`), so the bench runs the server as it is started (decision 0107).
 */
export const startNodeOptions = (root = repoRoot): string[] => {
  const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const match = /^exec node (.*?)\s*scripts\/start\.mjs$/.exec(scripts.start ?? '');
  if (!match) throw new Error(`package.json's start script is not "exec node … scripts/start.mjs"`);
  return match[1]!.split(' ').filter(Boolean);
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
  const child = spawn(process.execPath, [...startNodeOptions(root), ...nodeArgs, 'scripts/start.mjs'], {
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
