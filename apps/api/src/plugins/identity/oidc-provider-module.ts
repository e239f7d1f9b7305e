import type * as oidcProvider from 'oidc-provider';

export type OidcProviderModule = typeof oidcProvider;

const RUNTIME_WARNING = 'oidc-provider WARNING: Unsupported runtime.';

/**
 * Imports oidc-provider without its start-up warning on Node 20: the library is tested upstream on
 * Node 22+ LTS only and says so at import time, while the portal supports and tests Node 20.19+
 * (README, docs/decisions/0016). Only that one message is dropped; every other warning passes.
 */
export const loadOidcProvider = async (
  load: () => Promise<OidcProviderModule> = () => import('oidc-provider'),
): Promise<OidcProviderModule> => {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes(RUNTIME_WARNING)) return;
    warn(...args);
  };
  try {
    return await load();
  } finally {
    console.warn = warn;
  }
};
