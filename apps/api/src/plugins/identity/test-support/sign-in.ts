import { createHash, randomBytes } from 'node:crypto';
import { createBrowser, type Browser, type Target } from './browser';

export type { InjectableApp, Target } from './browser';

export type TokenSet = { accessToken: string; refreshToken: string; idToken: string };

export type SignInOptions = {
  clientId?: string;
  /** Default: `<portal>/login/callback`, the portal being the issuer without `/auth`. */
  redirectUri?: string;
  scope?: string;
  uiLocales?: string;
  /** Reuse a browser (its cookies: the provider session) across calls. */
  browser?: Browser;
};

export type Discovery = {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  end_session_endpoint?: string;
  jwks_uri: string;
};

const base64url = (buffer: Buffer) => buffer.toString('base64url');

/** The issuer of an app (its embedded provider) or of a base URL (`<baseUrl>/auth`). */
export const issuerFor = (target: Target): string => {
  if (typeof target === 'string') return `${target.replace(/\/$/, '')}/auth`;
  if (!target.embeddedIdentity) throw new Error('the app has no embedded identity provider');
  return target.embeddedIdentity.issuer;
};

export const discover = async (target: Target, browser = createBrowser(target)): Promise<Discovery> => {
  const res = await browser.send(`${issuerFor(target)}/.well-known/openid-configuration`);
  if (res.status !== 200) throw new Error(`discovery failed: ${res.status}`);
  return JSON.parse(res.body) as Discovery;
};

const formAction = (html: string): string | undefined =>
  /<form[^>]*\baction="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');

const alertText = (html: string): string =>
  /role="alert"[^>]*>([^<]*)</.exec(html)?.[1]?.trim() ?? html.replace(/<[^>]+>/g, ' ').slice(0, 300);

/** Exchanges tokens at the token endpoint; throws with the provider's answer when refused. */
export const tokenRequest = async (
  target: Target,
  form: Record<string, string>,
  browser = createBrowser(target),
): Promise<TokenSet & { raw: Record<string, unknown> }> => {
  const { token_endpoint } = await discover(target, browser);
  const res = await browser.send(token_endpoint, { form, headers: { accept: 'application/json' } });
  const json = JSON.parse(res.body) as Record<string, unknown>;
  if (res.status !== 200) throw new Error(`token request failed: ${res.status} ${res.body}`);
  return {
    accessToken: String(json.access_token),
    refreshToken: String(json.refresh_token ?? ''),
    idToken: String(json.id_token ?? ''),
    raw: json,
  };
};

/**
 * Signs in through the real authorization code + PKCE flow of the embedded provider: the
 * authorization request, the sign-in form, the redirects, then the code exchange.
 */
export const signInWithPassword = async (
  target: Target,
  username: string,
  password: string,
  options: SignInOptions = {},
): Promise<TokenSet> => {
  const browser = options.browser ?? createBrowser(target);
  const issuer = issuerFor(target);
  const clientId = options.clientId ?? 'portal-web';
  const redirectUri = options.redirectUri ?? `${issuer.replace(/\/auth$/, '')}/login/callback`;
  const verifier = base64url(randomBytes(32));
  const challenge = base64url(createHash('sha256').update(verifier).digest());
  const state = base64url(randomBytes(12));
  const { authorization_endpoint } = await discover(target, browser);

  const authUrl = new URL(authorization_endpoint);
  authUrl.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: options.scope ?? 'openid profile email offline_access',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    nonce: base64url(randomBytes(12)),
    ...(options.uiLocales && { ui_locales: options.uiLocales }),
  }).toString();

  const atCallback = (url: string) => url.startsWith(redirectUri);
  let res = await browser.follow(authUrl.href, {}, atCallback);
  if (!atCallback(res.location ?? '')) {
    const action = formAction(res.body);
    if (res.status !== 200 || !action)
      throw new Error(`no sign-in form (${res.status}): ${alertText(res.body)}`);
    res = await browser.follow(new URL(action, res.url).href, { form: { username, password } }, atCallback);
  }
  if (!res.location || !atCallback(res.location))
    throw new Error(`sign-in refused (${res.status}): ${alertText(res.body)}`);

  const callback = new URL(res.location);
  const code = callback.searchParams.get('code');
  if (callback.searchParams.get('state') !== state || !code) {
    throw new Error(`bad callback: ${callback.search}`);
  }
  const tokens = await tokenRequest(
    target,
    {
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: clientId,
      code_verifier: verifier,
    },
    browser,
  );
  return { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, idToken: tokens.idToken };
};

/** Uses a refresh token; the answer carries the rotated refresh token. */
export const refreshTokens = async (
  target: Target,
  refreshToken: string,
  clientId = 'portal-web',
): Promise<TokenSet> => {
  const { raw: _raw, ...tokens } = await tokenRequest(target, {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: clientId,
  });
  return tokens;
};

/**
 * Starts an authorization request of the portal's web client as a fresh browser and stops on the
 * sign-in page: the page, and its form's action.
 */
export const openSignInPage = async (
  target: Target,
  extra: Record<string, string> = {},
  headers: Record<string, string> = {},
) => {
  const browser = createBrowser(target);
  const { authorization_endpoint } = await discover(target, browser);
  const url = new URL(authorization_endpoint);
  url.search = new URLSearchParams({
    client_id: 'portal-web',
    redirect_uri: 'http://portal.test/login/callback',
    response_type: 'code',
    scope: 'openid profile',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
    ...extra,
  }).toString();
  const res = await browser.follow(url.href, { headers });
  return { browser, res, action: /<form[^>]*action="([^"]+)"/.exec(res.body)?.[1] ?? '' };
};

/** Sends a form of a page to its action (relative to the page). */
export const postForm = (
  browser: Browser,
  page: { url: string },
  action: string,
  form: Record<string, string>,
) => browser.send(new URL(action, page.url).href, { form });
