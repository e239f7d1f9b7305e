import type { Page } from '@playwright/test';

/**
 * Sign-ins a test worker made, kept for the next test that signs the same account in on the same
 * server and in the same language (decision 0021, dated section 2026-11-30): the sign-in round trip
 * (the portal's page, the sign-in service's form, the callback page, two loads of the app) cost
 * 6–13 s each on a loaded machine, in most of the ~150 tests, often several times. A test that is
 * about signing in uses `signIn` itself and never reaches this.
 *
 * A kept sign-in is the browser storage the app wrote for it (the OIDC user, the credentials) and
 * the person as `/api/me` described them; it is used only while
 * - its access token has at least REUSE_MARGIN_MS left (so no test ever reaches the app's silent
 *   renewal, a minute before the end, with a token another test also holds), and
 * - `/api/me` answers the kept token with the same person (a sign-out, a suspension, accepted terms,
 *   a changed membership or licence: anything another test changed sends it through the sign-in).
 * The post-login modals' "already shown" lists are not kept: a reused sign-in shows the modals a new
 * one shows, and `settlePostLogin` answers them as always.
 */
type KeptSignIn = {
  storage: { session: Record<string, string>; local: Record<string, string> };
  landing: string;
  token: string;
  expiresAt: number;
  me: string;
};

const REUSE_MARGIN_MS = 10 * 60_000;
const kept = new Map<string, KeptSignIn>();

/** The keys the sign-in wrote: the OIDC user, the credentials and the "remember me" choice. */
const isSignInKey = (key: string) =>
  key.startsWith('oidc.user:') || key === 'credentials' || key === 'rememberMe';

const keyOf = (origin: string, username: string, language: string) => `${origin}|${username}|${language}`;

const meFor = async (page: Page, origin: string, token: string): Promise<string | null> => {
  const answer = await page.request.get(`${origin}/api/me`, {
    headers: { authorization: `Bearer ${token}` },
    failOnStatusCode: false,
  });
  return answer.status() === 200 ? answer.text() : null;
};

/** Keeps the sign-in the page has just completed and settled. */
export const keepSignIn = async (page: Page, username: string, language: string): Promise<void> => {
  const storage = await page.evaluate(() => {
    const entries = (store: Storage) =>
      Object.fromEntries(
        Array.from({ length: store.length }, (_, index) => store.key(index) ?? '').map((key) => [
          key,
          store.getItem(key) ?? '',
        ]),
      );
    return { session: entries(sessionStorage), local: entries(localStorage) };
  });
  const pick = (entries: Record<string, string>) =>
    Object.fromEntries(Object.entries(entries).filter(([key]) => isSignInKey(key)));
  const chosen = { session: pick(storage.session), local: pick(storage.local) };
  const userEntry = Object.entries({ ...chosen.session, ...chosen.local }).find(([key]) =>
    key.startsWith('oidc.user:'),
  );
  if (!userEntry) return;
  const user = JSON.parse(userEntry[1]) as { access_token?: string; expires_at?: number };
  if (!user.access_token || !user.expires_at) return;
  const origin = new URL(page.url()).origin;
  const me = await meFor(page, origin, user.access_token);
  if (!me) return;
  kept.set(keyOf(origin, username, language), {
    storage: chosen,
    landing: new URL(page.url()).pathname + new URL(page.url()).search,
    token: user.access_token,
    expiresAt: user.expires_at * 1000,
    me,
  });
};

/**
 * Opens the app on a fresh page already signed in with a kept sign-in of this account, at the page
 * the sign-in landed on; false (and nothing done) when there is none that still holds.
 */
export const reuseSignIn = async (
  page: Page,
  baseURL: string,
  username: string,
  language: string,
): Promise<boolean> => {
  if (page.url() !== 'about:blank') return false;
  const origin = new URL(baseURL).origin;
  const key = keyOf(origin, username, language);
  const entry = kept.get(key);
  if (!entry) return false;
  if (
    entry.expiresAt - Date.now() < REUSE_MARGIN_MS ||
    (await meFor(page, origin, entry.token)) !== entry.me
  ) {
    kept.delete(key);
    return false;
  }
  await page.addInitScript((storage) => {
    // Once per page: a reload or a later sign-out keeps what the app itself did since.
    if (sessionStorage.getItem('e2e-sign-in-restored')) return;
    sessionStorage.setItem('e2e-sign-in-restored', '1');
    for (const [name, value] of Object.entries(storage.session)) sessionStorage.setItem(name, value);
    for (const [name, value] of Object.entries(storage.local)) localStorage.setItem(name, value);
  }, entry.storage);
  await page.goto(entry.landing);
  return true;
};
