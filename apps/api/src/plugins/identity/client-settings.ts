import type { AppConfig } from '../../config';

/** The Vite dev server's origin; its callback is registered only in development. */
export const DEV_WEB_ORIGIN = 'http://localhost:5173';

export type ClientSettings = {
  clientId: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  /** Origins allowed to call the token endpoint (CORS) and to receive redirects. */
  origins: string[];
};

/** The web app's registration with the embedded provider. */
export const clientSettingsOf = (config: AppConfig): ClientSettings => {
  const bases = [config.publicUrl];
  if (config.nodeEnv === 'development' && new URL(config.publicUrl).origin !== DEV_WEB_ORIGIN) {
    bases.push(DEV_WEB_ORIGIN);
  }
  return {
    clientId: config.oidcClientId,
    redirectUris: bases.map((base) => `${base}/login/callback`),
    postLogoutRedirectUris: bases.map((base) => `${base}/`),
    origins: [...new Set(bases.map((base) => new URL(base).origin))],
  };
};

const isAbsoluteUrl = (value: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(value) && URL.canParse(value);

/**
 * The resource indicator of the API. Resource indicators must be absolute URIs, while the
 * audience may be any string ('portal-api'): use the audience when it is a URI, else the API URL.
 */
export const apiResourceOf = (config: AppConfig): string =>
  isAbsoluteUrl(config.oidcAudience) ? config.oidcAudience : `${config.publicUrl}/api`;

/** A CSP for the service's pages: same-origin assets, forms may land on the client origins. */
export const pageCspOf = (settings: ClientSettings): string =>
  [
    "default-src 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `form-action 'self' ${settings.origins.join(' ')}`,
    "frame-ancestors 'none'",
  ].join('; ');
