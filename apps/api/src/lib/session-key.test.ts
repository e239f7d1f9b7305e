import { describe, expect, it } from 'vitest';
import type { EstablishmentSession } from '../types/session';
import type { Database } from '../db/client';
import { keptPerScope, keptPerSession, sessionKey } from './session-key';

const session = {
  user: { id: 7, username: 'office', updatedAt: new Date('2026-11-01T00:00:00Z') },
  membership: { id: 3, role: 'PRO_OFFICE', accessRights: [{ module: 'employmentRequests', level: 'WRITE' }] },
  establishment: { id: 2 },
  organization: { id: 5, countryId: null, officeLocation: null, ownerId: null, active: true },
} as unknown as EstablishmentSession;

describe('sessionKey', () => {
  it('is the same for the same rows read twice', () => {
    expect(sessionKey(structuredClone(session))).toBe(sessionKey(session));
  });

  it('differs when any row differs, a right or a derived state included', () => {
    const keys = new Set([
      sessionKey(session),
      sessionKey({ ...session, user: { ...session.user, id: 8 } }),
      sessionKey({ ...session, membership: { ...session.membership, role: 'PRO_COMPANY' } }),
      sessionKey({ ...session, membership: { ...session.membership, accessRights: [] } }),
      sessionKey({ ...session, establishment: { ...session.establishment, id: 9 } }),
      sessionKey({ ...session, organization: { ...session.organization, active: false } }),
    ]);
    expect(keys.size).toBe(6);
  });
});

describe('keptPerSession', () => {
  it('makes a value once per identical session and again for a changed one', () => {
    let made = 0;
    const roleOf = keptPerSession((s) => {
      made += 1;
      return s.membership.role;
    });
    const db = {} as Database;
    expect(roleOf(session, db)).toBe('PRO_OFFICE');
    expect(roleOf(structuredClone(session), db)).toBe('PRO_OFFICE');
    expect(made).toBe(1);
    expect(roleOf({ ...session, membership: { ...session.membership, role: 'PRO_COMPANY' } }, db)).toBe(
      'PRO_COMPANY',
    );
    expect(made).toBe(2);
  });
});

describe('keptPerScope', () => {
  it('makes one value per role and organisation, whoever of them calls', () => {
    const made: unknown[] = [];
    const scopeOf = keptPerScope((scope) => {
      made.push(scope);
      return { ...scope };
    });
    const first = scopeOf(session);
    expect(first).toEqual({
      role: 'PRO_OFFICE',
      organizationId: 5,
      countryId: null,
      officeLocation: null,
      ownerId: null,
    });
    // Another person of the same organisation and role: the same object, made once.
    expect(scopeOf({ ...session, user: { ...session.user, id: 8 } })).toBe(first);
    expect(made).toHaveLength(1);
  });

  it('makes another value when the role, the organisation or where it is placed differs', () => {
    let made = 0;
    const scopeOf = keptPerScope((scope) => {
      made += 1;
      return scope;
    });
    scopeOf(session);
    expect(scopeOf({ ...session, membership: { ...session.membership, role: 'PRO_COMPANY' } }).role).toBe(
      'PRO_COMPANY',
    );
    const placed = (change: Partial<EstablishmentSession['organization']>) =>
      scopeOf({ ...session, organization: { ...session.organization, ...change } });
    expect(placed({ id: 6 }).organizationId).toBe(6);
    expect(placed({ countryId: 3 }).countryId).toBe(3);
    expect(placed({ officeLocation: 'JEDDAH' }).officeLocation).toBe('JEDDAH');
    expect(placed({ ownerId: '1000000001' }).ownerId).toBe('1000000001');
    expect(made).toBe(6);
  });
});
