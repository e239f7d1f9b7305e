import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import { PARTNERSHIP_CONTRACT_STATUS } from '@portal/contracts/partnership-contracts/transitions';
import type { Database } from '../../db/client';
import { partnershipContracts as contracts } from '../../db/schema/index';
import { openOwedClocks, type OwedClock, withoutClock } from '../../platform/clocks/clock-backfill';
import { obligationRuleOf } from '../../platform/clocks/clock-rules';
import { recentSettingValue } from '../settings/service';

const { PENDING_APPROVAL, PENDING_CANCELLATION, ACTIVE } = PARTNERSHIP_CONTRACT_STATUS;

/**
 * The answer clocks of contracts already waiting on the other side (the demo data's, those from
 * before the clocks): sent for approval or with an amendment waiting (the agency owes it, from the
 * last change or the amendment's request), a cancellation asked (the other side owes it). At the
 * first start, then daily. Answers how many opened.
 */
export const backfillContractClocks = async (db: Database): Promise<number> => {
  const waiting = await db
    .select({
      id: contracts.id,
      status: contracts.status,
      officeId: contracts.officeId,
      agencyId: contracts.agencyId,
      cancellationAskedBy: contracts.cancellationAskedBy,
      pendingUpdate: contracts.pendingUpdate,
      updatedAt: contracts.updatedAt,
    })
    .from(contracts)
    .where(
      and(
        or(
          inArray(contracts.status, [PENDING_APPROVAL, PENDING_CANCELLATION]),
          and(eq(contracts.status, ACTIVE), isNotNull(contracts.pendingUpdate)),
        ),
        withoutClock('partnershipAnswer', contracts.id),
      ),
    );
  const owed = waiting.map((row): OwedClock => ({
    subjectId: row.id,
    partyOrganizationId:
      row.status === PENDING_CANCELLATION && row.cancellationAskedBy === row.agencyId
        ? row.officeId
        : row.agencyId,
    startedAt:
      row.status === ACTIVE && row.pendingUpdate ? new Date(row.pendingUpdate.requestedAt) : row.updatedAt,
  }));
  return openOwedClocks(
    db,
    'partnershipAnswer',
    await obligationRuleOf(recentSettingValue, db, 'partnershipAnswer'),
    owed,
  );
};
