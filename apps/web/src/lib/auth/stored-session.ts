import { credentialsStorageKind } from '../storage/credentials-storage';

/** oidc-client-ts's `WebStorageStateStore` keeps the signed-in user under `oidc.user:<authority>:<client id>`. */
const USER_KEY_PREFIX = 'oidc.user:';

/**
 * A token this close to its end is left to oidc-client-ts, which renews it (its automatic renewal
 * starts 60 s before the end, `accessTokenExpiringNotificationTimeInSeconds`).
 */
const RENEWAL_MARGIN_MS = 60_000;

type StoredUser = { access_token?: unknown; expires_at?: unknown };

const storageOf = (): Storage | null => {
  try {
    return credentialsStorageKind() === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
};

const storedUsers = (storage: Storage): StoredUser[] => {
  const users: StoredUser[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (!key?.startsWith(USER_KEY_PREFIX)) continue;
    try {
      users.push(JSON.parse(storage.getItem(key) ?? 'null') as StoredUser);
    } catch {
      /* not ours to repair: oidc-client-ts reads it when it loads */
    }
  }
  return users;
};

/**
 * The access token oidc-client-ts stored at sign-in, while it is valid for more than a minute: read
 * without loading oidc-client-ts (17 KB gzipped), so that a signed-in page's first screen and its first
 * API calls do not wait for it (decision 0050). Null when there is none, it is about to expire or
 * storage is unavailable; then the sign-in code decides (renewal, sign-in page).
 */
export const storedAccessToken = (now = Date.now()): string | null => {
  const storage = storageOf();
  if (!storage) return null;
  for (const user of storedUsers(storage)) {
    const { access_token: token, expires_at: expiresAt } = user;
    if (
      typeof token === 'string' &&
      typeof expiresAt === 'number' &&
      expiresAt * 1000 - RENEWAL_MARGIN_MS > now
    )
      return token;
  }
  return null;
};
