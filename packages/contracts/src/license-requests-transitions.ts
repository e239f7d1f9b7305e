import { z } from 'zod';
import { LICENCE_REQUEST_STATUSES, licenceRejectSchema, type LicenceRequest } from './license-requests';
import { defineTransitions, type TransitionRecord } from './transitions/define';

export { LICENCE_REQUEST_STATUS } from './license-requests-values';

/**
 * Licence updates: an office or agency submits one (it starts PENDING), an admin with organisation
 * write approves it or rejects it with a reason of the reasons lookup. Both decisions are final.
 */
export const licenceRequestTransitions = defineTransitions({
  stem: 'licence',
  statuses: LICENCE_REQUEST_STATUSES,
  actions: {
    approve: {
      from: ['PENDING'],
      to: 'APPROVED',
      by: ['admin'],
      permission: { module: 'ORGANIZATION', level: 'WRITE' },
      input: z.object({}),
    },
    reject: {
      from: ['PENDING'],
      to: 'REJECTED',
      by: ['admin'],
      permission: { module: 'ORGANIZATION', level: 'WRITE' },
      input: licenceRejectSchema,
    },
  },
});
export type LicenceRequestAction = keyof typeof licenceRequestTransitions.actions;

/** A licence request as the transition rules read it: the requesting organisation is its party. */
export const licenceTransitionRecord = (
  request: Pick<LicenceRequest, 'status'> & { organization: { id: number } },
): TransitionRecord<LicenceRequest['status']> => ({
  status: request.status,
  parties: { requester: request.organization.id },
});
