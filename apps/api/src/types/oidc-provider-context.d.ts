// oidc-provider's request context (lib/helpers/als.js): the one AsyncLocalStorage its requests run in.
declare module 'oidc-provider/lib/helpers/als.js' {
  import type { AsyncLocalStorage } from 'node:async_hooks';

  const context: AsyncLocalStorage<unknown>;
  export default context;
}
