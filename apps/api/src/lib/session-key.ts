import { createHash } from 'node:crypto';
import type { Database } from '../db/client';
import type { EstablishmentSession } from '../types/session';

/**
 * A key that tells apart any two establishment sessions that differ in anything: a hash of the
 * rows the session was read from, whole (the person, the membership, the establishment, the
 * organisation as derived at the time). What is made from a session alone can be kept under it
 * (decision 0070): a change to any of those rows, a rights change included, makes another key.
 */
export const sessionKey = (session: EstablishmentSession): string =>
  createHash('sha256')
    .update(JSON.stringify([session.user, session.membership, session.establishment, session.organization]))
    .digest('base64url');

/** How many sessions' values are kept (a bound, not a working size: the callers active at once). */
const KEPT_SESSIONS = 500;

/**
 * A value made from a session alone, made once per {@link sessionKey} and kept (decision 0070).
 * `make` may read nothing but the session and the database's dialect: no clock, no setting, no row
 * (what it answers is reused for every later call of an identical session).
 */
export const keptPerSession = <T>(
  make: (session: EstablishmentSession, db: Database) => T,
): ((session: EstablishmentSession, db: Database) => T) => {
  const kept = new Map<string, T>();
  return (session, db) => {
    const key = sessionKey(session);
    let value = kept.get(key);
    if (value === undefined) {
      if (kept.size >= KEPT_SESSIONS) kept.clear();
      value = make(session, db);
      kept.set(key, value);
    }
    return value;
  };
};
