import { fileURLToPath } from 'node:url';
import { startChildServer } from './child-server';

const server = fileURLToPath(new URL('./bare-fastify-server.ts', import.meta.url));

/** Starts the bare Fastify route in a child process; its URL, process id and stop. */
export const startBareFastify = async (port: number) => {
  const { pid, stop } = await startChildServer(server, { PORT: String(port) });
  return { url: `http://localhost:${port}/health`, pid, stop };
};
