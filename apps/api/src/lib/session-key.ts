import { createHash } from 'node:crypto';
import type { Database } from '../db/client';
import type { Role } from '@portal/contracts/roles';
import type { EstablishmentSession, OrganizationRow } from '../types/session';

/**
 * A key that tells apart any two establishment sessions that differ in anything: a hash of all the
 * session holds (what it read of the person, the membership, the establishment and the organisation
 * as derived at the time, decision 0106). What is made from a session alone can be kept under it
 * (decision 0070): a change to any of those columns, a rights change included, makes another key.
 */
export const sessionKey = (session: EstablishmentSession): string =>
  createHash('sha256')
    .update(JSON.stringify([session.user, session.membership, session.establishment, session.organization]))
    .digest('base64url');

/**
 * One value per key, made at its first call and kept; past `bound` keys all are dropped at once (a
 * bound, not a working size: the callers active at once).
 */
const keptUnder = <T>(bound: number) => {
  const kept = new Map<string, T>();
  return (key: string, make: () => T): T => {
    let value = kept.get(key);
    if (value === undefined) {
      if (kept.size >= bound) kept.clear();
      value = make();
      kept.set(key, value);
    }
    return value;
  };
};

/** How many sessions' values are kept. */
const KEPT_SESSIONS = 500;

/**
 * A value made from a session alone, made once per {@link sessionKey} and kept (decision 0070).
 * `make` may read nothing but the session and the database's dialect: no clock, no setting, no row
 * (what it answers is reused for every later call of an identical session).
 */
export const keptPerSession = <T>(
  make: (session: EstablishmentSession, db: Database) => T,
): ((session: EstablishmentSession, db: Database) => T) => {
  const kept = keptUnder<T>(KEPT_SESSIONS);
  return (session, db) => kept(sessionKey(session), () => make(session, db));
};

/**
 * What a visibility rule may read of the caller: its role and what places its organisation (its id,
 * country, office location and owner).
 */
export type CallerScope = {
  role: Role;
  organizationId: number;
  countryId: OrganizationRow['countryId'];
  officeLocation: OrganizationRow['officeLocation'];
  ownerId: OrganizationRow['ownerId'];
};

/** How many scopes' values are kept (the role and organisation pairs active at once). */
const KEPT_SCOPES = 500;

/**
 * A value made from the caller's role and organisation alone (a visibility filter), made once per
 * scope and kept (decision 0099): the same object comes back for every call of that scope, so what
 * is made from it (its rendered SQL, `named-statements.ts`) is kept with it. `make` sees nothing
 * else of the session, so the scope is the whole key.
 */
export const keptPerScope = <T>(make: (scope: CallerScope) => T): ((session: EstablishmentSession) => T) => {
  const kept = keptUnder<T>(KEPT_SCOPES);
  return ({ membership, organization }) =>
    // JSON keeps each part apart from its neighbours and null apart from any text.
    kept(
      JSON.stringify([
        membership.role,
        organization.id,
        organization.countryId,
        organization.officeLocation,
        organization.ownerId,
      ]),
      () =>
        make({
          role: membership.role,
          organizationId: organization.id,
          countryId: organization.countryId,
          officeLocation: organization.officeLocation,
          ownerId: organization.ownerId,
        }),
    );
};
