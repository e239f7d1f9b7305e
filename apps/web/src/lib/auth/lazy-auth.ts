import { setAccessTokenProvider, setUnauthorizedHandler } from './auth-hooks';
import { storedAccessToken } from './stored-session';

/** The sign-in code with oidc-client-ts, loaded when a page needs more than a stored valid token. */
export const loadUserManager = () => import('./user-manager');

/**
 * Until the sign-in code has loaded: API calls take the stored token while it is valid, and otherwise
 * (and on a 401) load the sign-in code, which installs its own hooks (`installAuthHooks`).
 */
export const installLazyAuthHooks = (): void => {
  setAccessTokenProvider(async () => {
    const token = storedAccessToken();
    if (token) return token;
    const auth = await loadUserManager();
    auth.installAuthHooks();
    return (await auth.currentUser())?.access_token ?? null;
  });
  setUnauthorizedHandler(() => {
    void loadUserManager().then((auth) => {
      auth.installAuthHooks();
      auth.handleUnauthorized();
    });
  });
};
