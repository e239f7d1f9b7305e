/**
 * Seams between the API client (in the public entry) and the sign-in code (lazy, with oidc-client-ts):
 * the auth module registers how to get a token and how to sign out when it loads.
 */
type TokenProvider = () => Promise<string | null>;
type UnauthorizedHandler = () => void;

let tokenProvider: TokenProvider = async () => null;
let unauthorizedHandler: UnauthorizedHandler = () => {
  window.location.assign('/login');
};

export const setAccessTokenProvider = (provider: TokenProvider): void => {
  tokenProvider = provider;
};

export const getAccessToken = (): Promise<string | null> => tokenProvider();

export const setUnauthorizedHandler = (handler: UnauthorizedHandler): void => {
  unauthorizedHandler = handler;
};

export const handleUnauthorized = (): void => unauthorizedHandler();
