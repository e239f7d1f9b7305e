import { and, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { hasAccess } from '@portal/contracts/access';
import type { EmploymentRequestStatus } from '@portal/contracts/employment-requests/schemas';
import {
  APPROVAL_FLOW,
  EMPLOYMENT_REQUEST_ANSWER_ACTIONS,
  NO_APPROVAL_FLOW,
  employmentRequestTransitions,
  type EmploymentRequestAction,
} from '@portal/contracts/employment-requests/transitions';
import type { ActionDeclaration, Party } from '@portal/contracts/transitions/define';
import type { Database } from '../../db/client';
import { employmentRequests as requests } from '../../db/schema/index';
import type { Executor } from '../../platform/history/service';
import type { EstablishmentSession } from '../../types/session';
import { visibleRequests } from './scope';

/**
 * A declared party as a condition on the request row, for the caller. `embassy` is any foreign
 * embassy: which requests it answers is its visibility (its country and office location), ANDed
 * by the callers of this SQL. The sweep (`system`) is never a person.
 */
const partySql = (party: Party, session: EstablishmentSession): SQL => {
  const me = session.organization.id;
  const role = session.membership.role;
  switch (party) {
    case 'admin':
      return role === 'ADMIN' ? sql`true` : sql`false`;
    case 'office':
      return eq(requests.officeId, me);
    case 'agency':
      return eq(requests.agencyId, me);
    case 'embassy':
      return role === 'FOREIGN_EMBASSY' ? sql`true` : sql`false`;
    case 'requester':
    case 'otherParty':
    case 'system':
      return sql`false`;
  }
};

const FACTS: Record<string, SQL> = {
  [APPROVAL_FLOW]: eq(requests.usesApprovalFlow, true),
  [NO_APPROVAL_FLOW]: eq(requests.usesApprovalFlow, false),
};

/**
 * The requests on which the caller may take one of `actions` now, as SQL read from the
 * declaration (statuses, parties, facts and the permission), so the count never restates a rule.
 */
export const mayTakeSql = (
  session: EstablishmentSession,
  actions: readonly EmploymentRequestAction[],
): SQL => {
  const conditions = actions.flatMap((action) => {
    const rule: ActionDeclaration<EmploymentRequestStatus> = employmentRequestTransitions.actions[action];
    if (!hasAccess(session.membership.accessRights, rule.permission.module, rule.permission.level)) return [];
    return [
      and(
        inArray(requests.status, [...rule.from]),
        or(...rule.by.map((party) => partySql(party, session))),
        ...(rule.needs ?? []).map((fact) => FACTS[fact] ?? sql`false`),
      )!,
    ];
  });
  return conditions.length === 0 ? sql`false` : or(...conditions)!;
};

/** The visible requests waiting on the caller's answer: the pending tab and the notification count. */
export const waitingOnCallerSql = (session: EstablishmentSession): SQL =>
  and(visibleRequests(session), mayTakeSql(session, EMPLOYMENT_REQUEST_ANSWER_ACTIONS))!;

/** How many visible requests wait on the caller's answer (notification `employment_requests`). */
export const countWaitingOn = async (
  db: Database | Executor,
  session: EstablishmentSession,
): Promise<number> => {
  const [row] = await db.select({ waiting: count() }).from(requests).where(waitingOnCallerSql(session));
  return row?.waiting ?? 0;
};
