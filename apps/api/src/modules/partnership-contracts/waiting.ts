import { and, count, eq, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { hasAccess } from '@portal/contracts/access';
import {
  PENDING_UPDATE,
  partnershipContractTransitions,
  type PartnershipContractAction,
} from '@portal/contracts/partnership-contracts/transitions';
import type { PartnershipContractStatus } from '@portal/contracts/partnership-contracts/schemas';
import type { ActionDeclaration, Party } from '@portal/contracts/transitions/define';
import type { Database } from '../../db/client';
import { partnershipContracts as contracts } from '../../db/schema/index';
import type { EstablishmentSession } from '../../types/session';
import { visibleContracts } from './scope';

/** The actions that answer the other side's step: a contract waiting on one of them waits on the caller. */
export const ANSWER_ACTIONS = [
  'approve',
  'reject',
  'acceptCancellation',
  'rejectCancellation',
  'confirm',
] as const satisfies readonly PartnershipContractAction[];

/** A declared party as a condition on the contract row, for the calling organisation. */
const partySql = (party: Party, session: EstablishmentSession): SQL => {
  const me = session.organization.id;
  switch (party) {
    case 'admin':
      return session.membership.role === 'ADMIN' ? sql`true` : sql`false`;
    case 'office':
      return eq(contracts.officeId, me);
    case 'agency':
      return eq(contracts.agencyId, me);
    case 'requester':
      return eq(contracts.cancellationAskedBy, me);
    case 'otherParty':
      return and(
        or(eq(contracts.officeId, me), eq(contracts.agencyId, me)),
        isNotNull(contracts.cancellationAskedBy),
        ne(contracts.cancellationAskedBy, me),
      )!;
    case 'embassy':
    case 'system':
      return sql`false`;
  }
};

const FACTS: Record<string, SQL> = { [PENDING_UPDATE]: isNotNull(contracts.pendingUpdate) };

/**
 * The contracts on which the caller may take one of `actions` now, as SQL read from the
 * declaration (statuses, parties, facts and the permission), so the count never restates a rule.
 */
export const mayTakeSql = (
  session: EstablishmentSession,
  actions: readonly PartnershipContractAction[],
): SQL => {
  const conditions = actions.flatMap((action) => {
    const rule: ActionDeclaration<PartnershipContractStatus> = partnershipContractTransitions.actions[action];
    const rights = session.membership.accessRights;
    if (!hasAccess(rights, rule.permission.module, rule.permission.level)) return [];
    return [
      and(
        inArray(contracts.status, [...rule.from]),
        or(...rule.by.map((party) => partySql(party, session))),
        ...(rule.needs ?? []).map((fact) => FACTS[fact] ?? sql`false`),
      )!,
    ];
  });
  return conditions.length === 0 ? sql`false` : or(...conditions)!;
};

/** How many visible contracts wait on the caller's answer (notification `partnership_contracts`). */
export const countWaitingOn = async (db: Database, session: EstablishmentSession): Promise<number> => {
  const [row] = await db
    .select({ waiting: count() })
    .from(contracts)
    .where(and(visibleContracts(session), mayTakeSql(session, ANSWER_ACTIONS)));
  return row?.waiting ?? 0;
};

/** True when an update of a visible contract waits for the caller's confirmation (`check` answers 409). */
export const hasUpdateToConfirm = async (db: Database, session: EstablishmentSession): Promise<boolean> => {
  const [row] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(and(visibleContracts(session), mayTakeSql(session, ['confirm'])))
    .limit(1);
  return row !== undefined;
};
