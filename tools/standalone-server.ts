import type { FastifyInstance } from 'fastify';

/**
 * Serves a simulator run on its own: on PORT (default `defaultPort`) and HOST (default 127.0.0.1)
 * until SIGINT or SIGTERM; exits with 1 when it cannot listen.
 */
export const serveStandalone = async (app: FastifyInstance, defaultPort: number): Promise<void> => {
  const port = Number(process.env.PORT ?? defaultPort);
  const host = process.env.HOST ?? '127.0.0.1';
  try {
    await app.listen({ port, host });
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
  const shutdown = () => void app.close().then(() => process.exit(0));
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
};
