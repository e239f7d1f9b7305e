import { eq } from 'drizzle-orm';
import type { Language } from '@portal/contracts/constants';
import type { ReasonKind } from '@portal/contracts/reasons';
import type { TransferContract } from '@portal/contracts/transfer-contracts/schemas';
import {
  TRANSFER_CONTRACT_REASON_KINDS,
  transferContractTransitions as declaration,
  type TransferContractAction,
} from '@portal/contracts/transfer-contracts/transitions';
import type { Database } from '../../db/client';
import { employers, transferContracts as transfers } from '../../db/schema/index';
import { recordChange, type Executor } from '../../platform/history/service';
import { checkReasonOfKind } from '../../platform/reason-check';
import { runTransition } from '../../platform/transition-runner';
import type { EstablishmentSession } from '../../types/session';
import { recordOf, transferNumber } from './present';
import type { TransferRow } from './repository';
import { visibleTransfers } from './scope';
import { getTransferContract } from './service';
import { TRANSFER_CONTRACT_STATUS } from '@portal/contracts/transfer-contracts/statuses';

const target = {
  table: transfers,
  id: 'id',
  status: 'status',
  rowVersion: 'rowVersion',
  history: 'transferContract',
} as const;

const reasonKindOf = (action: TransferContractAction) =>
  (TRANSFER_CONTRACT_REASON_KINDS as Partial<Record<TransferContractAction, ReasonKind>>)[action];

/** The reason a rejection names: an active reason of the action's kind (400 on `reasonId` otherwise). */
const checkReason = async (
  db: Database,
  action: TransferContractAction,
  reasonId: number | undefined,
  language: Language,
): Promise<number | undefined> => {
  const kind = reasonKindOf(action);
  return kind ? checkReasonOfKind(db, reasonId, kind, language) : undefined;
};

const nationalIdOf = async (tx: Executor, id: number) =>
  (await tx.select({ nationalId: employers.nationalId }).from(employers).where(eq(employers.id, id)))[0]
    ?.nationalId ?? null;

/**
 * A completed transfer of an arrived worker: the request's history records that its worker now
 * works for the new employer (the request itself, its visa and its EMPLOYEE candidate stay as
 * they are: the e-contract was made with the old employer).
 */
const completionEffects =
  (session: EstablishmentSession) =>
  async (tx: Executor, row: TransferRow): Promise<void> => {
    if (row.status !== TRANSFER_CONTRACT_STATUS.COMPLETED || row.employmentRequestId === null) return;
    await recordChange(tx, {
      entityType: 'employmentRequest',
      entityId: row.employmentRequestId,
      action: 'update',
      changedBy: session.user.id,
      changes: {
        currentEmployer: {
          from: await nationalIdOf(tx, row.oldEmployerId),
          to: await nationalIdOf(tx, row.newEmployerId),
        },
        transferContract: { from: null, to: transferNumber(row.id) },
      },
    });
  };

/**
 * `POST /api/transfer-contracts/{id}/{action}` through the platform runner: 404 outside the
 * caller's visibility, 403 not a party, 409 (nothing changed) from another status or when someone
 * acted first (the row version); then the reason (400), once the caller may act. Answers the
 * transfer as the caller now sees it.
 */
export const takeTransferAction = async (
  db: Database,
  session: EstablishmentSession,
  id: number,
  action: TransferContractAction,
  input: { reasonId?: number | undefined },
  language: Language,
  now: Date = new Date(),
): Promise<TransferContract> => {
  const to = declaration.actions[action].to;
  await runTransition(db, {
    declaration,
    target,
    action,
    id,
    session,
    visible: visibleTransfers(session),
    recordOf,
    input: { reasonId: input.reasonId },
    checkInput: async (checked) => ({ reasonId: await checkReason(db, action, checked.reasonId, language) }),
    changes: ({ reasonId }) => ({
      ...(reasonId !== undefined && { reasonId }),
      ...(to === TRANSFER_CONTRACT_STATUS.COMPLETED && { completedAt: now }),
      updatedBy: session.user.id,
      updatedAt: now,
    }),
    reason: ({ reasonId }) => reasonId,
    effects: completionEffects(session),
  });
  return getTransferContract(db, session, id);
};
