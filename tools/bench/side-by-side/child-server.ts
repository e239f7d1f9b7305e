import { spawn } from 'node:child_process';

export type ChildServer = { pid: number; stop: () => Promise<void> };

/**
 * Starts one of the bench's reference servers (a TypeScript file run through tsx, as the bench
 * runs) in its own process, as the API runs in its own; resolves once it printed `listening`.
 */
export const startChildServer = async (script: string, env: Record<string, string>): Promise<ChildServer> => {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start in 20 s`)), 20_000);
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { pid: child.pid!, stop };
};
