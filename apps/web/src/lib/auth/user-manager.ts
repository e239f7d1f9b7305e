import { UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import type { PublicConfig } from '@portal/contracts/public-config';
import { queryClient } from '../query-client';
import { publicConfigQuery } from '../config';
import { clearCredentials, isRememberMe } from '../storage/credentials-storage';
import { configureErrorReporting } from '../error-reporting';
import { setAccessTokenProvider, setUnauthorizedHandler } from './auth-hooks';

let manager: Promise<UserManager> | null = null;

/** OIDC authorization code + PKCE; tokens kept with the credentials (local with "remember me"). */
export const createUserManager = (config: PublicConfig, origin = window.location.origin): UserManager =>
  new UserManager({
    authority: config.oidc.authority.startsWith('/')
      ? `${origin}${config.oidc.authority}`
      : config.oidc.authority,
    client_id: config.oidc.clientId,
    redirect_uri: `${origin}/login/callback`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: config.oidc.scope,
    automaticSilentRenew: true,
    // Spec 9: login is checked at start without an iframe session check.
    monitorSession: false,
    loadUserInfo: false,
    userStore: new WebStorageStateStore({
      store: isRememberMe() ? window.localStorage : window.sessionStorage,
    }),
  });

export const getUserManager = (): Promise<UserManager> => {
  manager ??= queryClient.fetchQuery(publicConfigQuery).then((config) => {
    configureErrorReporting(config.errorReporting.dsn);
    return createUserManager(config);
  });
  manager.catch(() => {
    manager = null;
  });
  return manager;
};

/** Forgets the manager so the next one uses the storage chosen by "remember me". */
export const resetUserManager = (): void => {
  manager = null;
};

/** The signed-in user with a usable access token, renewing it with the refresh token when needed. */
export const currentUser = async (): Promise<User | null> => {
  const userManager = await getUserManager();
  const user = await userManager.getUser();
  if (!user) return null;
  if (!user.expired) return user;
  if (!user.refresh_token) return null;
  try {
    return await userManager.signinSilent();
  } catch {
    await userManager.removeUser();
    return null;
  }
};

/** Local sign-out: forget credentials and tokens (the provider session stays). */
export const forgetSession = async (): Promise<void> => {
  clearCredentials();
  queryClient.clear();
  const userManager = await getUserManager();
  await userManager.removeUser();
};

/** Sign-out: clears credentials, then ends the provider session and comes back to `/`. */
export const signOut = async (): Promise<void> => {
  clearCredentials();
  queryClient.clear();
  const userManager = await getUserManager();
  const user = await userManager.getUser();
  try {
    await userManager.signoutRedirect({ id_token_hint: user?.id_token });
  } catch {
    await userManager.removeUser();
    window.location.assign('/');
  }
};

/** Spec 8: any 401 logs the user out, back to the sign-in page with the way back to here. */
export const handleUnauthorized = (): void => {
  void forgetSession().finally(() => {
    const here = `${window.location.pathname}${window.location.search}`;
    window.location.assign(
      here.startsWith('/login') ? '/login' : `/login?returnTo=${encodeURIComponent(here)}`,
    );
  });
};

/** Wires the API client to the tokens and the 401 rule. */
export const installAuthHooks = (): void => {
  setAccessTokenProvider(async () => (await currentUser())?.access_token ?? null);
  setUnauthorizedHandler(handleUnauthorized);
};
