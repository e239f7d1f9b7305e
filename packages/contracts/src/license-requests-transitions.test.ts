import { describe, expect, it } from 'vitest';
import { LICENCE_REQUEST_STATUSES } from './license-requests';
import { licenceRequestTransitions, licenceTransitionRecord } from './license-requests-transitions';
import { allowedActions, type Actor } from './transitions/define';

const admin: Actor = { role: 'ADMIN', organizationId: 1, accessRights: [] };
const requester: Actor = { role: 'PRO_OFFICE', organizationId: 7, accessRights: [] };
const readOnlyAdmin: Actor = { ...admin, accessRights: [{ module: 'ORGANIZATION', access: 'READ' }] };

describe('licence request transitions', () => {
  it.each(LICENCE_REQUEST_STATUSES)('allows the right people to decide a %s request', (status) => {
    const record = licenceTransitionRecord({ status, organization: { id: 7 } });
    expect(allowedActions(licenceRequestTransitions, record, admin)).toEqual(
      status === 'PENDING' ? ['approve', 'reject'] : [],
    );
    expect(allowedActions(licenceRequestTransitions, record, requester)).toEqual([]);
    expect(allowedActions(licenceRequestTransitions, record, readOnlyAdmin)).toEqual([]);
  });

  it('asks a reason of a rejection and nothing of an approval', () => {
    const { approve, reject } = licenceRequestTransitions.actions;
    expect(approve.input.safeParse({}).success).toBe(true);
    expect(reject.input.safeParse({}).success).toBe(false);
    expect(reject.input.safeParse({ reasonId: 3 }).success).toBe(true);
  });
});
