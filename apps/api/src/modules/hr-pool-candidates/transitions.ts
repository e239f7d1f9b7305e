import {
  candidateTransitionRecord,
  candidateTransitions,
  type CandidateAction,
} from '@portal/contracts/hr-pool/candidate-transitions';
import type { Database } from '../../db/client';
import { candidates } from '../../db/schema/index';
import { runTransition } from '../../platform/transition-runner';
import type { Transaction } from '../../platform/uploads/store';
import type { EstablishmentSession } from '../../types/session';
import { isOfficeRole, ofPartnerAgencies } from './access';
import type { CandidateRow } from './repository';

export type CandidateStatusChange = {
  candidateId: number;
  action: CandidateAction;
  /** The person whose action on the employment request moves the candidate. */
  actor: EstablishmentSession;
  /**
   * The office of the employment request that names the candidate: the `office` party of the
   * declaration (the candidate's own agency is its `agency` party).
   */
  officeId?: number;
};

/**
 * Moves a candidate along the declared transitions (reserve, release, arrive) inside the caller's
 * transaction (the employment request's): a savepoint of `tx`, so a refusal rolls back only this
 * change when the caller catches it, and the caller's rollback takes it back too. The runner checks
 * the party and permission (403), the starting status (409 naming the current one; of two requests
 * reserving one candidate at once the second gets it) and writes the candidate's history entry.
 * A reservation reaches only the candidates of agencies holding an ACTIVE partnership contract with
 * the office (404 otherwise); one already PROCESSING answers 409 naming its status.
 */
export const changeCandidateStatus = (
  tx: Transaction | Database,
  change: CandidateStatusChange,
): Promise<CandidateRow> =>
  runTransition(tx as Database, {
    declaration: candidateTransitions,
    target: { table: candidates, id: 'id', status: 'status', rowVersion: 'rowVersion', history: 'candidate' },
    action: change.action,
    id: change.candidateId,
    session: change.actor,
    // An office reserves only its partners' candidates; one another request took first is a 409.
    ...(change.action === 'reserve' &&
      isOfficeRole(change.actor.membership.role) && {
        visible: ofPartnerAgencies(change.actor.organization.id),
      }),
    recordOf: (row) => candidateTransitionRecord(row, change.officeId),
    input: {},
    changes: () => ({ updatedAt: new Date(), updatedBy: change.actor.user.id }),
  });

export type CandidateStatusChanger = typeof changeCandidateStatus;

/** What this module offers the others (the employment-requests module moves candidates with it). */
export const HR_POOL_CANDIDATE_PROVIDES = { changeCandidateStatus };
