import { sql } from 'drizzle-orm';
import type { Language } from '@portal/contracts/constants';
import {
  type EmploymentRequest,
  type EmploymentRequestStatus,
} from '@portal/contracts/employment-requests/schemas';
import {
  APPROVAL_FLOW,
  EMPLOYMENT_REQUEST_REASON_KINDS,
  MOFA_CANCELLATION,
  cancellationWaitsForMofa,
  employmentRequestTransitions as declaration,
  requestTransitionRecord,
  type EmploymentRequestAction,
  type EmploymentRequestPostAction,
  EMPLOYMENT_REQUEST_STATUS,
  AWAITING_ANSWER_STATUSES,
} from '@portal/contracts/employment-requests/transitions';
import type { ReasonKind } from '@portal/contracts/reasons';
import type { TransitionRecord } from '@portal/contracts/transitions/define';
import type { Database } from '../../db/client';
import { employmentRequests as requests, recordClaims } from '../../db/schema/index';
import { template } from '../../db/statement-template';
import { clocksOf } from '../../platform/clocks/clock-store';
import type { Executor } from '../../platform/history/service';
import { checkReasonOfKind } from '../../platform/reason-check';
import { runTransition } from '../../platform/transition-runner';
import type { EstablishmentSession } from '../../types/session';
import { checkArrivalDay } from '../booking/arrival';
import { requestEffects, requestHasEffects } from './effects';
import { requestClockMoves } from './request-clocks';
import type { EmploymentRequestOptions } from './module';
import { toDetail } from './present';
import { findRequestViewById, type RequestRow, type RequestView } from './repository';
import { visibleRequests } from './scope';
import { getActedRequest } from './service';

/**
 * What the actions need from other modules: candidates move with the request; the answer
 * deadlines; and the flag `pendingMofaCancellation` (the cancellation path).
 */
export type ActionDeps = Pick<
  EmploymentRequestOptions,
  'changeCandidateStatus' | 'settingValue' | 'pendingMofaCancellation'
>;

const target = {
  table: requests,
  id: 'id',
  status: 'status',
  rowVersion: 'rowVersion',
  history: 'employmentRequest',
} as const;

const awaiting = (status: EmploymentRequestStatus) =>
  (AWAITING_ANSWER_STATUSES as readonly string[]).includes(status);

/** What picks one of two actions behind one button. */
export type ActionFacts = {
  usesApprovalFlow: boolean;
  status: EmploymentRequestStatus;
  /** The flag `pendingMofaCancellation`. */
  pendingMofaCancellation?: boolean | undefined;
};

/**
 * `accept` and `acceptDirect` are one button: the request's country (fixed on the request when it
 * was made) decides which of the two the declaration allows. `cancel` and `cancelViaMofa` too:
 * the flag `pendingMofaCancellation` and the status decide.
 */
export const resolveAction = (
  action: EmploymentRequestPostAction,
  facts: ActionFacts,
): EmploymentRequestPostAction => {
  if (action === 'accept' || action === 'acceptDirect') {
    return facts.usesApprovalFlow ? 'accept' : 'acceptDirect';
  }
  if (action === 'cancel' || action === 'cancelViaMofa') {
    return cancellationWaitsForMofa(facts.status, facts.pendingMofaCancellation ?? false)
      ? 'cancelViaMofa'
      : 'cancel';
  }
  return action;
};

export const reasonKindOf = (action: EmploymentRequestAction) =>
  (EMPLOYMENT_REQUEST_REASON_KINDS as Partial<Record<EmploymentRequestAction, ReasonKind>>)[action];

/** The reason a reasoned action names: an active reason of the action's kind (400 on `reasonId` otherwise). */
export const checkReason = async (
  db: Database | Executor,
  action: EmploymentRequestAction,
  reasonId: number | undefined,
  language: Language,
): Promise<number | undefined> => {
  const kind = reasonKindOf(action);
  return kind ? checkReasonOfKind(db, reasonId, kind, language) : undefined;
};

/**
 * The columns an action sets beside the status: the reason, the contract date, no answer deadline
 * once nobody's answer is awaited (the embassy's is its clock's, set when the clock starts). A
 * refused foreign-affairs cancellation goes back to CONTRACTED without its reason and keeps its
 * first contract date.
 */
const changesOf = (
  action: EmploymentRequestAction,
  session: EstablishmentSession,
  now: Date,
  reasonId: number | undefined,
): Partial<typeof requests.$inferInsert> => {
  const to = declaration.actions[action].to;
  const restored = action === 'rejectMofaCancellation';
  return {
    ...(reasonId !== undefined && { reasonId }),
    ...(restored && { reasonId: null }),
    ...(!awaiting(to) && { respondBy: null }),
    ...(to === EMPLOYMENT_REQUEST_STATUS.CONTRACTED && !restored && { contractedAt: now }),
    updatedBy: session.user.id,
    updatedAt: now,
  };
};

export type RequestActionCall = {
  session: EstablishmentSession;
  id: number;
  /**
   * With its reason checked. The button's action: `accept`/`acceptDirect` and `cancel`/`cancelViaMofa`
   * are resolved from the request read in the transaction (bookTicket: the booking module's).
   */
  action: EmploymentRequestAction;
  reasonId: number | undefined;
  /**
   * Checks `reasonId` against the action taken, answering in this language, once the caller may
   * take it (a record outside the caller's visibility answers 404 first). A bulk call leaves it out:
   * it checked its one reason before acting on each request.
   */
  checkReasonIn?: Language;
  /** The day the worker arrived (`arrive`), checked against the booked flight once the action is allowed. */
  arrival?: { arrivedOn: string; language: Language };
  now: Date;
  /** Reads the request by id, the visibility checked by the runner (see `runTransition`). */
  readById?: (db: Database) => Promise<RequestRow | undefined>;
  /**
   * The request's claim ends with the action (a decision ends the review, decision 0061): removed
   * in the action's own statement, only when the action goes through.
   */
  endsClaim?: boolean;
};

// The claim of the action's updated request (`updateWithHistory`'s `updated`), removed with it.
const CLAIM_ENDED = template(
  () => sql`delete from ${recordClaims}
  where subject_type = 'employmentRequest' and subject_id in (select id from updated)`,
)({});

/** The declared action one button stands for, on the request as read (its flow, its status). */
const chooseAction = (action: EmploymentRequestAction, record: TransitionRecord<EmploymentRequestStatus>) =>
  resolveAction(action as EmploymentRequestPostAction, {
    usesApprovalFlow: record.facts?.includes(APPROVAL_FLOW) ?? false,
    status: record.status,
    pendingMofaCancellation: record.facts?.includes(MOFA_CANCELLATION) ?? false,
  }) as EmploymentRequestAction;

/**
 * Runs one declared action on a request (404 outside the caller's visibility, 403 party, 409 status)
 * with its columns, its history (the reason beside the status) and its clocks (decision 0056) in one
 * statement, and its effects on the visa and the candidate in one transaction with it (a savepoint
 * when `db` is already a transaction). The request is read once: it picks the button's action. A
 * request that starts waiting for the embassy takes its answer clock's due moment as `respondBy`.
 */
export const runRequestAction = (
  db: Database | Executor,
  deps: ActionDeps,
  call: RequestActionCall,
): Promise<RequestRow> => {
  const { session, reasonId, now, checkReasonIn: language } = call;
  const effects = requestEffects(deps, session, now);
  return runTransition(db as Database, {
    declaration,
    target,
    action: call.action,
    choose: (record) => chooseAction(call.action, record),
    id: call.id,
    session,
    visible: visibleRequests(session),
    ...(call.readById && { readById: call.readById }),
    recordOf: (row: RequestRow) => requestTransitionRecord(row, deps.pendingMofaCancellation ?? false),
    input: { reasonId },
    ...(language !== undefined && {
      checkInput: async (input: { reasonId: number | undefined }, action: EmploymentRequestAction) => ({
        reasonId: await checkReason(db, action, input.reasonId, language),
      }),
    }),
    changes: async (input, action, executor) => {
      if (action === 'arrive' && call.arrival) {
        await checkArrivalDay(executor, call.id, call.arrival.arrivedOn, call.arrival.language);
      }
      return changesOf(action, session, now, input.reasonId);
    },
    reason: (input) => input.reasonId,
    noted: () => (call.arrival ? { arrivedOn: call.arrival.arrivedOn } : {}),
    // The clocks move in the update's own statement (decision 0036): an agency's accept is one
    // round trip after its read, with no transaction.
    alongside: async (_input, action) => {
      const moves = await requestClockMoves(db, deps.settingValue, declaration.actions[action].to, now);
      return {
        values: moves.respondBy ? { respondBy: moves.respondBy } : {},
        statements: call.endsClaim ? [...moves.statements, CLAIM_ENDED] : moves.statements,
      };
    },
    effects,
    hasEffects: (action) => requestHasEffects(declaration.actions[action].to),
  });
};

/** What an action call carries: its reason (`?reasonId=`) and, for `arrive`, the day (`{ arrivedOn }`). */
export type RequestActionInput = { reasonId?: number | undefined; arrivedOn?: string | undefined };

/** One action a caller asks of one request, with what the call carries, in the caller's language. */
export type RequestActionAsk = {
  session: EstablishmentSession;
  id: number;
  requested: EmploymentRequestPostAction;
  input: RequestActionInput;
  language: Language;
};

/**
 * One action as the caller asks it: the Accept button resolved by the request's flow, the
 * transition (404, 403, 409) with its reason checked once the caller may act (400), the request's
 * claim ended with it. Answers the updated row.
 */
export const decideRequest = async (
  db: Database,
  deps: ActionDeps,
  { session, id, requested, input, language }: RequestActionAsk,
  now: Date = new Date(),
  readById?: RequestActionCall['readById'],
): Promise<RequestRow> => {
  return runRequestAction(db, deps, {
    session,
    id,
    action: requested,
    reasonId: input.reasonId,
    checkReasonIn: language,
    now,
    ...(input.arrivedOn !== undefined && { arrival: { arrivedOn: input.arrivedOn, language } }),
    ...(readById && { readById }),
    endsClaim: true,
  });
};

/** `POST /api/employment-requests/{id}/{action}`: the action, then the request as the caller now sees it. */
export const takeRequestAction = async (
  db: Database,
  deps: ActionDeps,
  ask: RequestActionAsk,
): Promise<EmploymentRequest> => {
  const { session, id } = ask;
  // The action reads the request's whole view: the answer is that view with the request as the
  // action left it (an action changes nothing else the view shows but the reason, read again).
  let before: RequestView | undefined;
  const readById = async (executor: Database) => {
    before = await findRequestViewById(executor, id);
    return before?.request;
  };
  const updated = await decideRequest(db, deps, ask, new Date(), readById);
  if (before && updated.reasonId === before.request.reasonId) {
    const clocks = await clocksOf(db, 'employmentRequest', [id]);
    return toDetail({ ...before, request: updated, clocks }, session, deps.pendingMofaCancellation ?? false);
  }
  return getActedRequest(db, session, id, deps.pendingMofaCancellation);
};
