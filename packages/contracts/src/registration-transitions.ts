import { z } from 'zod';
import { text } from './fields';
import { REGISTRATION_STATUSES, type Registration, type RegistrationDecision } from './registration';
import { defineTransitions, type TransitionRecord } from './transitions/define';
import { statusNames } from './transitions/statuses';

/** Each status by name: code outside the contracts names a status through this (lint). */
export const REGISTRATION_STATUS = statusNames(REGISTRATION_STATUSES);

/** What an admin may add to either decision: a note the queue shows beside it. */
const decisionNoteSchema = z.object({ note: text(1000).optional() });

/**
 * Requests of the public registration form: anyone submits one (it starts PENDING, with no
 * organisation yet), an admin with organisation write accepts it (then creates the organisation
 * from it) or rejects it. Both decisions are final.
 */
export const registrationTransitions = defineTransitions({
  stem: 'registration',
  statuses: REGISTRATION_STATUSES,
  actions: {
    accept: {
      from: ['PENDING'],
      to: 'ACCEPTED',
      by: ['admin'],
      permission: { module: 'ORGANIZATION', level: 'WRITE' },
      input: decisionNoteSchema,
    },
    reject: {
      from: ['PENDING'],
      to: 'REJECTED',
      by: ['admin'],
      permission: { module: 'ORGANIZATION', level: 'WRITE' },
      input: decisionNoteSchema,
    },
  },
});
export type RegistrationAction = keyof typeof registrationTransitions.actions;

/** `POST /api/registrations/{id}/decision` names the status it asks for; this is its action. */
export const REGISTRATION_ACTION_OF_DECISION = {
  ACCEPTED: 'accept',
  REJECTED: 'reject',
} as const satisfies Record<RegistrationDecision['decision'], RegistrationAction>;

/** A registration as the transition rules read it: no organisation is a party (it has none yet). */
export const registrationTransitionRecord = (
  registration: Pick<Registration, 'status'>,
): TransitionRecord<Registration['status']> => ({ status: registration.status, parties: {} });

/** The status a request has once an organisation may be made from it: the one `accept` ends in. */
export const REGISTRATION_STATUS_FOR_ORGANIZATION = registrationTransitions.actions.accept.to;

/** An accepted request no organisation was made from yet (`organization/add?registration=<id>`). */
export const awaitsOrganization = (registration: Pick<Registration, 'status' | 'organizationId'>) =>
  registration.status === REGISTRATION_STATUS_FOR_ORGANIZATION && registration.organizationId === null;
