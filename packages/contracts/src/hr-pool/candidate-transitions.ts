import { z } from 'zod';
import { defineTransitions, type TransitionRecord } from '../transitions/define';
import { CANDIDATE_STATUSES, type CandidateStatus } from './enums';

/**
 * A candidate's status follows the employment requests that name them (DOMAIN.md "Candidates"):
 * an office's request reserves an AVAILABLE candidate (PROCESSING); a request rejected (by the
 * agency or the embassy), cancelled or expired (by the portal) releases them (AVAILABLE again);
 * the worker's arrival makes them an EMPLOYEE.
 * No candidate route changes the status: the employment-requests module takes these actions
 * inside its own transaction (`changeCandidateStatus` in the API's hr-pool-candidates module).
 */
export const candidateTransitions = defineTransitions({
  stem: 'candidates',
  statuses: CANDIDATE_STATUSES,
  actions: {
    reserve: {
      from: ['AVAILABLE'],
      to: 'PROCESSING',
      by: ['office'],
      permission: { module: 'EMPLOYMENT_REQUEST', level: 'WRITE' },
      input: z.object({}),
    },
    release: {
      from: ['PROCESSING'],
      to: 'AVAILABLE',
      // The embassy releases with its rejection; the portal (`system`) with an expired request.
      by: ['office', 'agency', 'admin', 'embassy', 'system'],
      permission: { module: 'EMPLOYMENT_REQUEST', level: 'WRITE' },
      input: z.object({}),
    },
    arrive: {
      from: ['PROCESSING'],
      to: 'EMPLOYEE',
      by: ['office', 'agency', 'admin'],
      permission: { module: 'EMPLOYMENT_REQUEST', level: 'WRITE' },
      input: z.object({}),
    },
  },
});
export type CandidateAction = keyof typeof candidateTransitions.actions;
export const CANDIDATE_ACTIONS = Object.keys(candidateTransitions.actions) as CandidateAction[];

/**
 * A candidate as the rules read it: the owning agency, and the office of the employment request
 * that acts on them (the request, not the candidate, names the office).
 */
export const candidateTransitionRecord = (
  candidate: { status: CandidateStatus; agencyId: number },
  officeId?: number,
): TransitionRecord<CandidateStatus> => ({
  status: candidate.status,
  parties: { agency: candidate.agencyId, ...(officeId !== undefined && { office: officeId }) },
});
