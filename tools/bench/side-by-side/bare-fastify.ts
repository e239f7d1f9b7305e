import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const server = fileURLToPath(new URL('./bare-fastify-server.ts', import.meta.url));

/** Starts the bare Fastify route in a child process (through tsx, as the bench runs); its URL, process id and stop. */
export const startBareFastify = async (port: number) => {
  const child = spawn(process.execPath, ['--import', 'tsx', server], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the bare Fastify server did not start in 20 s')),
      20_000,
    );
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`the bare Fastify server exited with ${code}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url: `http://localhost:${port}/health`, pid: child.pid!, stop };
};
