import { createHash } from 'node:crypto';
import type { Database } from '../db/client';
import type { Role } from '@portal/contracts/roles';
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

/** What a visibility rule may read of the caller: its role and its organisation (id and country). */
export type CallerScope = { role: Role; organizationId: number; countryId: number | null };

/** How many scopes' values are kept (a bound: the role and organisation pairs active at once). */
const KEPT_SCOPES = 500;

/**
 * A value made from the caller's role and organisation alone (a visibility filter), made once per
 * scope and kept (decision 0099): the same object comes back for every call of that scope, so what
 * is made from it (its rendered SQL, `named-statements.ts`) is kept with it. `make` sees nothing
 * else of the session, so the scope is the whole key.
 */
export const keptPerScope = <T>(make: (scope: CallerScope) => T): ((session: EstablishmentSession) => T) => {
  const kept = new Map<string, T>();
  return (session) => {
    const scope: CallerScope = {
      role: session.membership.role,
      organizationId: session.organization.id,
      countryId: session.organization.countryId,
    };
    const key = `${scope.role}|${scope.organizationId}|${scope.countryId}`;
    let value = kept.get(key);
    if (value === undefined) {
      if (kept.size >= KEPT_SCOPES) kept.clear();
      value = make(scope);
      kept.set(key, value);
    }
    return value;
  };
};
