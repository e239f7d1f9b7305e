import { afterEach, describe, expect, it } from 'vitest';
import { storedAccessToken } from './stored-session';
import { setRememberMe } from '../storage/credentials-storage';

const NOW = Date.UTC(2026, 10, 28, 12, 0, 0);
const KEY = 'oidc.user:http://localhost/auth:portal-web';
const store = (storage: Storage, user: object) => storage.setItem(KEY, JSON.stringify(user));
const inSeconds = (ms: number) => Math.floor((NOW + ms) / 1000);

describe('storedAccessToken', () => {
  afterEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('reads the token oidc-client-ts stored while it is valid for more than a minute', () => {
    store(sessionStorage, { access_token: 'abc', expires_at: inSeconds(5 * 60_000) });
    expect(storedAccessToken(NOW)).toBe('abc');
  });

  it('leaves a token about to expire, an expired one and a missing one to the sign-in code', () => {
    store(sessionStorage, { access_token: 'abc', expires_at: inSeconds(30_000) });
    expect(storedAccessToken(NOW)).toBeNull();
    store(sessionStorage, { access_token: 'abc', expires_at: inSeconds(-1_000) });
    expect(storedAccessToken(NOW)).toBeNull();
    sessionStorage.clear();
    expect(storedAccessToken(NOW)).toBeNull();
    sessionStorage.setItem(KEY, '{not json');
    expect(storedAccessToken(NOW)).toBeNull();
  });

  it('reads the storage "remember me" chose', () => {
    store(localStorage, { access_token: 'remembered', expires_at: inSeconds(5 * 60_000) });
    expect(storedAccessToken(NOW)).toBeNull();
    setRememberMe(true);
    expect(storedAccessToken(NOW)).toBe('remembered');
    setRememberMe(false);
  });
});
