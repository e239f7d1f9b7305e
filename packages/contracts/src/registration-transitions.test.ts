import { describe, expect, it } from 'vitest';
import { REGISTRATION_STATUSES } from './registration';
import {
  REGISTRATION_ACTION_OF_DECISION,
  registrationTransitionRecord,
  registrationTransitions,
} from './registration-transitions';
import { allowedActions, type Actor } from './transitions/define';

const admin: Actor = { role: 'ADMIN', organizationId: 1, accessRights: [] };
const readOnlyAdmin: Actor = { ...admin, accessRights: [{ module: 'ORGANIZATION', access: 'READ' }] };
const office: Actor = { role: 'PRO_OFFICE', organizationId: 7, accessRights: [] };
const agency: Actor = { role: 'EPRO', organizationId: 8, accessRights: [] };

describe('registration transitions', () => {
  it.each(REGISTRATION_STATUSES)(
    'lets only an admin with organisation write decide a %s request',
    (status) => {
      const record = registrationTransitionRecord({ status });
      expect(allowedActions(registrationTransitions, record, admin)).toEqual(
        status === 'PENDING' ? ['accept', 'reject'] : [],
      );
      for (const someone of [readOnlyAdmin, office, agency])
        expect(allowedActions(registrationTransitions, record, someone)).toEqual([]);
    },
  );

  it('maps each decision of the decision call onto its action, and takes an optional note', () => {
    expect(REGISTRATION_ACTION_OF_DECISION).toEqual({ ACCEPTED: 'accept', REJECTED: 'reject' });
    const { accept, reject } = registrationTransitions.actions;
    expect(accept.to).toBe('ACCEPTED');
    expect(reject.to).toBe('REJECTED');
    expect(accept.input.safeParse({}).success).toBe(true);
    expect(reject.input.safeParse({ note: 'Licence expired' }).success).toBe(true);
    expect(reject.input.safeParse({ note: 'x'.repeat(1001) }).success).toBe(false);
  });
});
