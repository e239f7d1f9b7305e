import { and, eq, inArray } from 'drizzle-orm';
import type {
  LicenceRequestDetail,
  LicenceRequestFields,
  LicenceReject,
} from '@portal/contracts/license-requests';
import {
  licenceRequestTransitions,
  licenceTransitionRecord,
} from '@portal/contracts/license-requests-transitions';
import type { ActionInput } from '@portal/contracts/transitions/define';
import { actionableStatuses } from '@portal/contracts/transitions/statuses';
import type { Database } from '../../db/client';
import { licenceRequestComments, licenceRequests, organizations } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { obligationRuleOf } from '../../platform/clocks/clock-rules';
import { clocksOf, meetClock, startClock } from '../../platform/clocks/clock-store';
import { runTransition } from '../../platform/transition-runner';
import { recentSettingValue } from '../settings/service';
import type { EstablishmentSession } from '../../types/session';
import { diffChanges, recordChange, type Executor } from '../../platform/history/service';
import type { FileStore } from '../../platform/uploads/store';
import type { UploadedPart } from '../../platform/uploads/multipart';
import { findComments, findRejectReason, findRequest, markCommentsRead, type Side } from './repository';

export const sideOf = (session: EstablishmentSession): Side =>
  session.membership.role === 'ADMIN' ? 'ADMIN' : 'REQUESTER';

/** Admins see all requests; others only their organisation's (others' answer 404). */
export const scopeOf = (session: EstablishmentSession): number | null =>
  sideOf(session) === 'ADMIN' ? null : session.organization.id;

export const submitRequest = async (
  db: Database,
  store: FileStore,
  session: EstablishmentSession,
  fields: LicenceRequestFields,
  document: UploadedPart | undefined,
): Promise<LicenceRequestDetail> => {
  if (!document) throw badRequest('uploads.missing');
  // One open request (one a declared decision may still be taken on) per organisation.
  const [pending] = await db
    .select({ id: licenceRequests.id })
    .from(licenceRequests)
    .where(
      and(
        eq(licenceRequests.organizationId, session.organization.id),
        inArray(licenceRequests.status, actionableStatuses(licenceRequestTransitions)),
      ),
    )
    .limit(1);
  if (pending) throw conflict('licence.pendingExists');
  const changedInfo = Object.fromEntries(Object.entries(fields.changedInfo).filter(([, v]) => v)) as Record<
    string,
    string
  >;
  const review = await obligationRuleOf(recentSettingValue, db, 'licenceReview');
  const row = await store.saveWith(db, [document], session.user.id, async (tx, [file]) => {
    if (!file) throw new Error('the document was not stored');
    const [inserted] = await tx
      .insert(licenceRequests)
      .values({
        organizationId: session.organization.id,
        requestedBy: session.user.id,
        licenseNumber: fields.licenseNumber,
        licenseDate: fields.licenseDate,
        documentFileId: file.id,
        changedInfo,
      })
      .returning({ id: licenceRequests.id, createdAt: licenceRequests.createdAt });
    // The admins' review clock (decision 0056): owed by the programme, no organisation.
    if (inserted) {
      await startClock(tx, {
        obligation: 'licenceReview',
        subjectId: inserted.id,
        partyOrganizationId: null,
        startedAt: inserted.createdAt,
        ...review,
      });
    }
    return inserted;
  });
  if (!row) throw new Error('licence request insert returned no row');
  return getRequest(db, session, row.id);
};

/**
 * One request with its comments; reading it marks the other side's comments read. The scope is
 * checked before anything is written: another organisation's request answers 404 and stays unread.
 */
export const getRequest = async (
  db: Database,
  session: EstablishmentSession,
  id: number,
): Promise<LicenceRequestDetail> => {
  const side = sideOf(session);
  const scope = scopeOf(session);
  if (!(await findRequest(db, side, id, scope))) throw notFound();
  await markCommentsRead(db, id, side, scope);
  const request = await findRequest(db, side, id, scope);
  if (!request) throw notFound();
  return {
    ...request,
    comments: await findComments(db, id),
    clocks: await clocksOf(db, 'licenceRequest', [id]),
  };
};

export const addComment = async (db: Database, session: EstablishmentSession, id: number, text: string) => {
  const side = sideOf(session);
  const request = await findRequest(db, side, id, scopeOf(session));
  if (!request) throw notFound();
  await db.insert(licenceRequestComments).values({ requestId: id, authorId: session.user.id, side, text });
  return getRequest(db, session, id);
};

type LicenceAction = keyof typeof licenceRequestTransitions.actions;

/**
 * Takes a declared licence action through the transition runner: requesters see only their
 * organisation's requests (others answer 404), the declaration decides who may act and from which
 * status (409 naming the current status), and the decision's history is written with it. Either
 * decision meets the review clock, in the same transaction.
 */
const decide = <A extends LicenceAction>(
  db: Database,
  session: EstablishmentSession,
  id: number,
  action: A,
  input: ActionInput<typeof licenceRequestTransitions, A>,
  options: {
    changes?: Partial<typeof licenceRequests.$inferInsert>;
    reason?: unknown;
    effects?: (tx: Executor, request: typeof licenceRequests.$inferSelect) => Promise<void>;
  } = {},
) => {
  const scope = scopeOf(session);
  return runTransition(db, {
    declaration: licenceRequestTransitions,
    target: { table: licenceRequests, id: 'id', status: 'status', history: 'licenceRequest' },
    action,
    id,
    session,
    visible: scope === null ? undefined : eq(licenceRequests.organizationId, scope),
    recordOf: (row) =>
      licenceTransitionRecord({ status: row.status, organization: { id: row.organizationId } }),
    input,
    changes: () => ({
      ...options.changes,
      decidedBy: session.user.id,
      decidedAt: new Date(),
      updatedAt: new Date(),
    }),
    reason: () => options.reason,
    effects: async (tx, request) => {
      await options.effects?.(tx, request);
      await meetClock(tx, 'licenceReview', request.id, request.decidedAt ?? new Date());
    },
  });
};

/** The approved licence and changed info become the organisation's, with the organisation's history. */
const applyToOrganization =
  (session: EstablishmentSession) =>
  async (tx: Executor, request: typeof licenceRequests.$inferSelect): Promise<void> => {
    const [before] = await tx
      .select()
      .from(organizations)
      .where(eq(organizations.id, request.organizationId));
    if (!before) throw notFound();
    const after = {
      licenseNumber: request.licenseNumber,
      licenseDate: request.licenseDate,
      ...request.changedInfo,
    };
    await tx
      .update(organizations)
      .set({ ...after, updatedAt: new Date() })
      .where(eq(organizations.id, request.organizationId));
    await recordChange(tx, {
      entityType: 'organization',
      entityId: request.organizationId,
      action: 'update',
      changedBy: session.user.id,
      changes: diffChanges(before, after),
    });
  };

/**
 * Approves: the request's status, the organisation's licence and changed info, and both history
 * rows commit together (one transaction, guarded by the PENDING status: a second approval is 409).
 */
export const approveRequest = async (db: Database, session: EstablishmentSession, id: number) => {
  await decide(db, session, id, 'approve', {}, { effects: applyToOrganization(session) });
  return getRequest(db, session, id);
};

/**
 * Rejects with a reason of the reasons lookup (kind LICENCE, active) and an optional comment; the
 * requester reads the reason in its own language. The comment is kept in `rejection_reason`.
 */
export const rejectRequest = async (
  db: Database,
  session: EstablishmentSession,
  id: number,
  input: LicenceReject,
) => {
  if (!(await findRejectReason(db, input.reasonId))) throw badRequest('licence.reasonInvalid');
  await decide(db, session, id, 'reject', input, {
    changes: { rejectionReason: input.comment ?? null, rejectionReasonId: input.reasonId },
    reason: input.reasonId,
  });
  return getRequest(db, session, id);
};
