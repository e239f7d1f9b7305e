import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { WaitingClock, WaitingClocks, WaitingClocksQuery } from '@portal/contracts/clocks/schemas';
import { complianceOrderNumber } from '@portal/contracts/compliance-orders';
import { formatRequestNumber } from '@portal/contracts/my-contract';
import type { Database } from '../../db/client';
import { clocks, complaints, partnershipContracts } from '../../db/schema/index';
import { presentClock, type ClockRow } from '../../platform/clocks/clock-store';
import type { EstablishmentSession } from '../../types/session';

/** The clocks still waiting for their party: a breached one waits too, until met or closed. */
const OPEN_STATES = ['running', 'paused', 'breached'] as const;

/**
 * Whose clocks the caller sees (decision 0056): its organisation's; an admin the programme's
 * (`partyOrganizationId` null: the licence reviews). Sub-users see their organisation's.
 */
const ownedBy = (session: EstablishmentSession) =>
  session.membership.role === 'ADMIN'
    ? isNull(clocks.partyOrganizationId)
    : eq(clocks.partyOrganizationId, session.organization.id);

/**
 * The record's number for the link. An employment request's and a compliance order's are their ids
 * printed (`ER-0000123`, `ORD-000001`); a partnership contract's is issued at its first approval
 * (null before); a complaint's is the tracker's (`CMP-000001`, kept by the sync); a licence request
 * has none.
 */
const subjectNumberOf = (
  row: ClockRow,
  contractNumber: string | null,
  complaintNumber: string | null,
): string | null => {
  switch (row.subjectType) {
    case 'employmentRequest':
      return formatRequestNumber(row.subjectId);
    case 'partnershipContract':
      return contractNumber;
    case 'complianceOrder':
      return complianceOrderNumber(row.subjectId);
    case 'complaint':
      return complaintNumber;
    default:
      return null;
  }
};

/** `GET /api/clocks/waiting`: the caller's open clocks, nearest due first (overdue ones lead). */
export const listWaitingClocks = async (
  db: Database,
  session: EstablishmentSession,
  query: WaitingClocksQuery,
): Promise<WaitingClocks> => {
  const where = and(
    ownedBy(session),
    inArray(clocks.state, [...OPEN_STATES]),
    isNull(clocks.metAt),
    isNull(clocks.closedAt),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        clock: clocks,
        contractNumber: partnershipContracts.number,
        complaintNumber: complaints.number,
      })
      .from(clocks)
      .leftJoin(
        partnershipContracts,
        and(eq(clocks.subjectType, 'partnershipContract'), eq(partnershipContracts.id, clocks.subjectId)),
      )
      .leftJoin(complaints, and(eq(clocks.subjectType, 'complaint'), eq(complaints.id, clocks.subjectId)))
      .where(where)
      .orderBy(asc(clocks.dueAt), asc(clocks.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ total: count() }).from(clocks).where(where),
  ]);
  const items: WaitingClock[] = rows.map(({ clock, contractNumber, complaintNumber }) => ({
    ...presentClock(clock),
    subjectNumber: subjectNumberOf(clock, contractNumber, complaintNumber),
  }));
  return { items, total: counted?.total ?? 0 };
};
