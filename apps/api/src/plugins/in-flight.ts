import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';

export type InFlight = {
  readonly count: () => number;
  /** Resolves when no handler is running any more, or after the timeout. */
  drained: (timeoutMs: number) => Promise<void>;
};

/**
 * Counts running route handlers. `app.close()` waits for open connections only, so a handler whose
 * client went away could still be using the database; shutdown waits for those too.
 */
const inFlightPlugin = async (app: FastifyInstance): Promise<void> => {
  let running = 0;
  let waiters: (() => void)[] = [];
  const settle = () => {
    running -= 1;
    if (running === 0) {
      for (const wake of waiters) wake();
      waiters = [];
    }
  };
  // `then` with both reactions rather than `finally`, which makes two more promises per request
  // (its callback's result and the value passed on; decision 0067).
  const answered = <T>(value: T): T => {
    settle();
    return value;
  };
  const failed = (error: unknown): never => {
    settle();
    throw error;
  };

  app.addHook('onRoute', (route) => {
    const handler = route.handler as RouteHandlerMethod;
    // Only promises are counted; a handler that answers by callback (static files) keeps its own flow.
    route.handler = function counted(this: FastifyInstance, request, reply) {
      const result: unknown = handler.call(this, request, reply);
      if (!(result instanceof Promise)) return result;
      running += 1;
      return result.then(answered, failed);
    } as RouteHandlerMethod;
  });

  // Keep-alive connections of requests still running at shutdown close after their answer.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  app.decorate<InFlight>('inFlight', {
    count: () => running,
    drained: (timeoutMs) =>
      running === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, timeoutMs);
            waiters.push(() => {
              clearTimeout(timer);
              resolve();
            });
          }),
  });
};

export default fp(inFlightPlugin, { name: 'in-flight' });
