/** `GET /api/config`'s address (lib/config.ts asks it through the API client). */
const CONFIG_URL = '/api/config';

let early: Promise<unknown> | null = null;

/**
 * Starts `GET /api/config` from the boot script for a signed-in address: the signed-in layout's guard
 * waits for it (the server's feature flags), and requested by the guard it was one more step after the
 * layout's code (decision 0065).
 */
export const prefetchPublicConfig = (): void => {
  if (early) return;
  early = fetch(CONFIG_URL, { headers: { accept: 'application/json' }, credentials: 'same-origin' })
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
    .catch(() => null);
};

/** The early answer once (null when there was none or it failed: then the API client asks again). */
export const takeEarlyConfig = (): Promise<unknown> | null => {
  const answer = early;
  early = null;
  return answer;
};
