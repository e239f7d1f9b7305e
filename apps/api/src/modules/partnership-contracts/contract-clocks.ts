import type { PartnershipContractAction } from '@portal/contracts/partnership-contracts/transitions';
import type { Database } from '../../db/client';
import type { partnershipContracts } from '../../db/schema/index';
import { obligationRuleOf } from '../../platform/clocks/clock-rules';
import { closeClocks, meetClock, startClock } from '../../platform/clocks/clock-store';
import type { Executor } from '../../platform/history/service';
import { recentSettingValue } from '../settings/service';

type ContractRow = typeof partnershipContracts.$inferSelect;

/** The side that answers a cancellation: the one that did not ask for it. */
const otherSideOf = (row: ContractRow): number =>
  row.cancellationAskedBy === row.officeId ? row.agencyId : row.officeId;

/** Starts the contract's answer clock, owed by `party`, under the settings as they stand. */
export const startAnswerClock = async (executor: Executor, contractId: number, party: number, at: Date) =>
  startClock(executor, {
    obligation: 'partnershipAnswer',
    subjectId: contractId,
    partyOrganizationId: party,
    startedAt: at,
    ...(await obligationRuleOf(recentSettingValue, executor as Database, 'partnershipAnswer')),
  });

/** The wait ended without an answer (a cancellation taken back, a programme version no longer waiting). */
export const closeAnswerClock = (executor: Executor, contractId: number, at: Date) =>
  closeClocks(executor, 'partnershipContract', contractId, at, ['partnershipAnswer']);

/**
 * What an action does to the contract's answer clock (decision 0056), in its transaction: a contract
 * sent for approval or an amendment waits on the agency; a cancellation asked waits on the other
 * side; their answers meet the clock; a cancellation taken back closes it. One answer waits at a
 * time (an ACTIVE contract asked to cancel while an amendment waits keeps the amendment's clock).
 */
export const moveContractClock = async (
  tx: Executor,
  action: PartnershipContractAction,
  row: ContractRow,
  at: Date,
): Promise<void> => {
  switch (action) {
    case 'sendForApproval':
    case 'amend':
      await startAnswerClock(tx, row.id, row.agencyId, at);
      return;
    case 'cancel':
      await startAnswerClock(tx, row.id, otherSideOf(row), at);
      return;
    case 'approve':
    case 'reject':
    case 'acceptCancellation':
    case 'rejectCancellation':
    case 'confirm':
      await meetClock(tx, 'partnershipAnswer', row.id, at);
      return;
    case 'undoCancellation':
      await closeAnswerClock(tx, row.id, at);
      return;
    case 'update':
      return;
  }
};
