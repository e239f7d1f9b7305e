import type { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

/** The request context oidc-provider keeps for its own requests (one storage, module-wide). */
export type ProviderContext = Pick<AsyncLocalStorage<unknown>, 'disable'>;

/**
 * oidc-provider runs each of its requests inside its AsyncLocalStorage. On Node 20 and 22 a
 * storage's first `run` installs async hooks, and they stay installed: from the first sign-in on,
 * every promise the process makes (each API call makes dozens) pays the hooks' bookkeeping (about
 * 2 % of a signed-in read's samples in a CPU profile, decision 0087). Here the storage is disabled
 * again whenever no provider request is in flight: its next `run` enables it, and a request still
 * under way keeps its context, since nothing is disabled until the last one has answered.
 */
export const releasingContext = (handle: Handler, context: ProviderContext) => {
  let inFlight = 0;
  const settled = () => {
    inFlight -= 1;
    if (inFlight === 0) context.disable();
  };
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    inFlight += 1;
    try {
      await handle(req, res);
    } finally {
      settled();
    }
  };
};

/** The provider's own storage, loaded beside the library (it has no exports map: the file is its own). */
export const loadProviderContext = async (): Promise<ProviderContext> =>
  (await import('oidc-provider/lib/helpers/als.js')).default as ProviderContext;
