import { describe, expect, it } from 'vitest';
import type { AccessRight } from '../access';
import type { Role } from '../roles';
import { allowedActions, type Actor } from '../transitions/define';
import { EMPLOYMENT_REQUEST_STATUSES, type EmploymentRequestStatus } from './schemas';
import {
  AWAITING_ANSWER_STATUSES,
  employmentRequestTransitions,
  HOLDING_STATUSES,
  requestTransitionRecord,
} from './transitions';

const OFFICE = 10;
const AGENCY = 20;
const write: AccessRight[] = [{ module: 'EMPLOYMENT_REQUEST', access: 'WRITE' }];
const actor = (role: Role, organizationId: number, rights = write): Actor => ({
  role,
  organizationId,
  accessRights: rights,
});
const record = (status: EmploymentRequestStatus, usesApprovalFlow = true) =>
  requestTransitionRecord({ status, officeId: OFFICE, agencyId: AGENCY, usesApprovalFlow });
const may = (status: EmploymentRequestStatus, me: Actor, usesApprovalFlow = true) =>
  allowedActions(employmentRequestTransitions, record(status, usesApprovalFlow), me);

describe('employment request transitions', () => {
  it('lets the agency answer a pending request, to the embassy where the country uses the approval flow', () => {
    expect(may('PENDING_AGENCY', actor('EPRO', AGENCY))).toEqual(['accept', 'reject']);
    expect(may('PENDING_AGENCY', actor('EPRO', AGENCY), false)).toEqual(['acceptDirect', 'reject']);
  });

  it('lets any foreign embassy that sees the request approve or reject it while it waits on the embassy', () => {
    expect(may('PENDING_EMBASSY', actor('FOREIGN_EMBASSY', 99))).toEqual(['approve', 'embassyReject']);
    expect(may('PENDING_AGENCY', actor('FOREIGN_EMBASSY', 99))).toEqual([]);
  });

  it('lets the office book, record the arrival and cancel before the arrival', () => {
    const office = actor('PRO_OFFICE', OFFICE);
    expect(may('PENDING_AGENCY', office)).toEqual(['cancel']);
    expect(may('CONTRACTED', office)).toEqual(['bookTicket', 'cancel']);
    expect(may('TICKET_BOOKED', office)).toEqual(['arrive', 'cancel']);
    expect(may('ARRIVED', office)).toEqual([]);
  });

  it('leaves ended requests alone and gives nothing to other organisations or read-only roles', () => {
    for (const status of ['REJECTED', 'CANCELLED', 'EXPIRED'] as const) {
      for (const me of [actor('PRO_OFFICE', OFFICE), actor('EPRO', AGENCY), actor('ADMIN', 1)]) {
        expect(may(status, me)).toEqual([]);
      }
    }
    for (const status of EMPLOYMENT_REQUEST_STATUSES) {
      expect(may(status, actor('PRO_OFFICE', OFFICE + 1))).toEqual([]);
      expect(may(status, actor('EPRO', AGENCY + 1))).toEqual([]);
      for (const role of ['SAMOL', 'FMOL', 'SA_EMBASSY', 'IMPORT', 'TAKAMOL', 'EMPLOYER'] as const) {
        expect(may(status, actor(role, 1))).toEqual([]);
      }
    }
  });

  it('needs employment-request write access', () => {
    const reader = actor('EPRO', AGENCY, [{ module: 'EMPLOYMENT_REQUEST', access: 'READ' }]);
    expect(may('PENDING_AGENCY', reader)).toEqual([]);
  });

  it('with the flag pendingMofaCancellation on, cancels a contracted request through the foreign-affairs confirmation', () => {
    const office = actor('PRO_OFFICE', OFFICE);
    const admin = actor('ADMIN', 1);
    const mofa = (status: EmploymentRequestStatus, me: Actor) =>
      allowedActions(
        employmentRequestTransitions,
        requestTransitionRecord({ status, officeId: OFFICE, agencyId: AGENCY, usesApprovalFlow: true }, true),
        me,
      );
    expect(mofa('PENDING_AGENCY', office)).toEqual(['cancel']);
    expect(mofa('PENDING_EMBASSY', office)).toEqual(['cancel']);
    expect(mofa('CONTRACTED', office)).toEqual(['bookTicket', 'cancelViaMofa']);
    expect(mofa('TICKET_BOOKED', office)).toEqual(['arrive', 'cancelViaMofa']);
    expect(mofa('PENDING_MOFA_CANCELLATION', office)).toEqual([]);
    expect(mofa('PENDING_MOFA_CANCELLATION', admin)).toEqual([
      'confirmMofaCancellation',
      'rejectMofaCancellation',
    ]);
    expect(mofa('PENDING_MOFA_CANCELLATION', actor('SAMOL', 1))).toEqual([]);
    // Off (the build): the same request is cancelled directly, nothing waits.
    expect(may('CONTRACTED', office)).toContain('cancel');
    expect(may('CONTRACTED', office)).not.toContain('cancelViaMofa');
  });

  it('expires only through the portal itself', () => {
    const portal: Actor = { ...actor('ADMIN', 0), system: true };
    expect(may('PENDING_AGENCY', portal)).toEqual(['expire']);
    expect(may('PENDING_EMBASSY', portal)).toEqual(['expire']);
    expect(may('CONTRACTED', portal)).toEqual([]);
    expect(may('PENDING_AGENCY', actor('ADMIN', 1))).not.toContain('expire');
  });
});

describe('status lists read from the declaration', () => {
  it('waits for an answer while the agency or the embassy has not answered', () => {
    expect(AWAITING_ANSWER_STATUSES).toEqual(['PENDING_AGENCY', 'PENDING_EMBASSY']);
  });

  it('holds the visa and the candidate in every status but a refusal, a cancellation or the expiry', () => {
    expect(HOLDING_STATUSES).toEqual([
      'PENDING_AGENCY',
      'PENDING_EMBASSY',
      'CONTRACTED',
      'TICKET_BOOKED',
      'ARRIVED',
      'PENDING_MOFA_CANCELLATION',
    ]);
  });
});
