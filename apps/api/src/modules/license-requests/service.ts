import { and, eq } from 'drizzle-orm';
import type {
  LicenceRequestDetail,
  LicenceRequestFields,
  LicenceReject,
} from '@portal/contracts/license-requests';
import type { Database } from '../../db/client';
import { licenceRequestComments, licenceRequests, organizations } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { EstablishmentSession } from '../../types/session';
import { diffChanges, recordChange } from '../history/service';
import type { FileStore } from '../uploads/store';
import type { UploadedPart } from '../uploads/multipart';
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
  const [pending] = await db
    .select({ id: licenceRequests.id })
    .from(licenceRequests)
    .where(
      and(eq(licenceRequests.organizationId, session.organization.id), eq(licenceRequests.status, 'PENDING')),
    )
    .limit(1);
  if (pending) throw conflict('licence.pendingExists');
  const file = await store.save(db, document, session.user.id);
  const changedInfo = Object.fromEntries(Object.entries(fields.changedInfo).filter(([, v]) => v)) as Record<
    string,
    string
  >;
  const [row] = await db
    .insert(licenceRequests)
    .values({
      organizationId: session.organization.id,
      requestedBy: session.user.id,
      licenseNumber: fields.licenseNumber,
      licenseDate: fields.licenseDate,
      documentFileId: file.id,
      changedInfo,
    })
    .returning({ id: licenceRequests.id });
  if (!row) throw new Error('licence request insert returned no row');
  return getRequest(db, session, row.id);
};

/** One request with its comments; reading it marks the other side's comments read. */
export const getRequest = async (
  db: Database,
  session: EstablishmentSession,
  id: number,
): Promise<LicenceRequestDetail> => {
  const side = sideOf(session);
  await markCommentsRead(db, id, side);
  const request = await findRequest(db, side, id, scopeOf(session));
  if (!request) throw notFound();
  return { ...request, comments: await findComments(db, id) };
};

export const addComment = async (db: Database, session: EstablishmentSession, id: number, text: string) => {
  const side = sideOf(session);
  const request = await findRequest(db, side, id, scopeOf(session));
  if (!request) throw notFound();
  await db.insert(licenceRequestComments).values({ requestId: id, authorId: session.user.id, side, text });
  return getRequest(db, session, id);
};

const decide = async (
  db: Database,
  session: EstablishmentSession,
  id: number,
  values: Partial<typeof licenceRequests.$inferInsert>,
) =>
  db.transaction(async (tx) => {
    const [request] = await tx
      .update(licenceRequests)
      .set({ ...values, decidedBy: session.user.id, decidedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(licenceRequests.id, id), eq(licenceRequests.status, 'PENDING')))
      .returning();
    if (!request) {
      const [exists] = await tx
        .select({ id: licenceRequests.id })
        .from(licenceRequests)
        .where(eq(licenceRequests.id, id));
      throw exists ? conflict('licence.notPending') : notFound();
    }
    return request;
  });

/**
 * Approves: the request's status, the organisation's licence and changed info, and the history
 * row commit together (one transaction, guarded by the PENDING status: a second approval is 409).
 */
export const approveRequest = async (db: Database, session: EstablishmentSession, id: number) => {
  await db.transaction(async (tx) => {
    const [request] = await tx
      .update(licenceRequests)
      .set({ status: 'APPROVED', decidedBy: session.user.id, decidedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(licenceRequests.id, id), eq(licenceRequests.status, 'PENDING')))
      .returning();
    if (!request) {
      const [exists] = await tx
        .select({ id: licenceRequests.id })
        .from(licenceRequests)
        .where(eq(licenceRequests.id, id));
      throw exists ? conflict('licence.notPending') : notFound();
    }
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
  });
  return getRequest(db, session, id);
};

/** The reasons an admin can reject a licence request for (active reasons of kind LICENCE). */
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
  await decide(db, session, id, {
    status: 'REJECTED',
    rejectionReason: input.comment ?? null,
    rejectionReasonId: input.reasonId,
  });
  return getRequest(db, session, id);
};
