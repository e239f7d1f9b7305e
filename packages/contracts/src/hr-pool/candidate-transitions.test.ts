import { describe, expect, it } from 'vitest';
import { allowedActions, type Actor } from '../transitions/define';
import { candidateTransitionRecord, candidateTransitions } from './candidate-transitions';
import { CANDIDATE_STATUSES } from './enums';

const AGENCY = 20;
const OFFICE = 10;
const office: Actor = { role: 'PRO_OFFICE', organizationId: OFFICE, accessRights: [] };
const agency: Actor = { role: 'EPRO', organizationId: AGENCY, accessRights: [] };
const otherOffice: Actor = { role: 'PRO_OFFICE', organizationId: 11, accessRights: [] };
const admin: Actor = { role: 'ADMIN', organizationId: 1, accessRights: [] };
const embassy: Actor = { role: 'FOREIGN_EMBASSY', organizationId: 30, accessRights: [] };
/** The portal's expiry sweep: the `system` party only, whatever organisation it is given. */
const portal: Actor = { role: 'ADMIN', organizationId: OFFICE, accessRights: [], system: true };
const readOnlyOffice: Actor = {
  ...office,
  accessRights: [{ module: 'EMPLOYMENT_REQUEST', access: 'READ' }],
};

describe('candidate transitions', () => {
  it.each(CANDIDATE_STATUSES)(
    'lets the request office, the agency, admins, the embassy and the portal act on a %s candidate',
    (status) => {
      const record = candidateTransitionRecord({ status, agencyId: AGENCY }, OFFICE);
      const expected = {
        AVAILABLE: { office: ['reserve'], agency: [], admin: [], embassy: [], portal: [] },
        PROCESSING: {
          office: ['release', 'arrive'],
          agency: ['release', 'arrive'],
          admin: ['release', 'arrive'],
          embassy: ['release'],
          portal: ['release'],
        },
        EMPLOYEE: { office: [], agency: [], admin: [], embassy: [], portal: [] },
      }[status];
      expect(allowedActions(candidateTransitions, record, office)).toEqual(expected.office);
      expect(allowedActions(candidateTransitions, record, agency)).toEqual(expected.agency);
      expect(allowedActions(candidateTransitions, record, admin)).toEqual(expected.admin);
      expect(allowedActions(candidateTransitions, record, embassy)).toEqual(expected.embassy);
      expect(allowedActions(candidateTransitions, record, portal)).toEqual(expected.portal);
      expect(allowedActions(candidateTransitions, record, otherOffice)).toEqual([]);
      expect(allowedActions(candidateTransitions, record, readOnlyOffice)).toEqual([]);
    },
  );

  it('names no office when no request acts: only the agency and admins release', () => {
    const record = candidateTransitionRecord({ status: 'PROCESSING', agencyId: AGENCY });
    expect(allowedActions(candidateTransitions, record, office)).toEqual([]);
    expect(allowedActions(candidateTransitions, record, agency)).toEqual(['release', 'arrive']);
  });
});
