import { aliasedTable, and, count, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type {
  LicenceComment,
  LicenceRequest,
  LicenceRequestListQuery,
} from '@portal/contracts/license-requests';
import type { ListResponse } from '@portal/contracts/list';
import { licenceRequestTransitions } from '@portal/contracts/license-requests-transitions';
import { actionableStatuses } from '@portal/contracts/transitions/statuses';
import type { Database } from '../../db/client';
import {
  files,
  licenceRequestComments,
  licenceRequests,
  organizations,
  reasons,
  users,
} from '../../db/schema/index';
import { orderByOf, runListPage, textSearch } from '../../lib/list/list-query';
import { fileInfoOf } from '../../platform/uploads/store';

export type Side = 'ADMIN' | 'REQUESTER';
const requester = aliasedTable(users, 'requester');
const decider = aliasedTable(users, 'decider');

const person = (row: { id: number; nameAr: string; nameEn: string }) => ({
  id: row.id,
  nameAr: row.nameAr,
  nameEn: row.nameEn,
});

/** Comments of the other side not yet read by `side`. */
const unreadFor = (side: Side) =>
  sql<number>`(select count(*)::int from ${licenceRequestComments} c where c.request_id = ${licenceRequests.id} and c.side <> ${side} and c.read_at is null)`;

const selectRequests = (db: Database, side: Side) =>
  db
    .select({
      request: licenceRequests,
      organization: organizations,
      requester,
      decider,
      file: files,
      reason: { id: reasons.id, textAr: reasons.textAr, textEn: reasons.textEn },
      unread: unreadFor(side),
    })
    .from(licenceRequests)
    .innerJoin(organizations, eq(organizations.id, licenceRequests.organizationId))
    .innerJoin(requester, eq(requester.id, licenceRequests.requestedBy))
    .innerJoin(files, eq(files.id, licenceRequests.documentFileId))
    .leftJoin(decider, eq(decider.id, licenceRequests.decidedBy))
    .leftJoin(reasons, eq(reasons.id, licenceRequests.rejectionReasonId));

type Row = {
  request: typeof licenceRequests.$inferSelect;
  organization: typeof organizations.$inferSelect;
  requester: typeof users.$inferSelect;
  decider: typeof users.$inferSelect | null;
  file: typeof files.$inferSelect;
  reason: { id: number; textAr: string; textEn: string } | null;
  unread: number;
};

const toRequest = (row: Row): LicenceRequest => ({
  id: row.request.id,
  organization: {
    id: row.organization.id,
    nameAr: row.organization.nameAr,
    nameEn: row.organization.nameEn,
    type: row.organization.type,
    licenseNumber: row.organization.licenseNumber,
    licenseDate: row.organization.licenseDate,
  },
  requestedBy: person(row.requester),
  licenseNumber: row.request.licenseNumber,
  licenseDate: row.request.licenseDate,
  document: fileInfoOf(row.file),
  changedInfo: row.request.changedInfo,
  status: row.request.status,
  decidedBy: row.decider ? person(row.decider) : null,
  decidedAt: row.request.decidedAt?.toISOString() ?? null,
  rejectionReason: row.reason
    ? { id: row.reason.id, text: { ar: row.reason.textAr, en: row.reason.textEn } }
    : null,
  rejectionComment: row.request.rejectionReason,
  unreadComments: Number(row.unread),
  createdAt: row.request.createdAt.toISOString(),
});

/** Admins see every request; a requester only its organisation's (`organizationId`). */
export const listRequests = async (
  db: Database,
  side: Side,
  organizationId: number | null,
  query: LicenceRequestListQuery,
): Promise<ListResponse<LicenceRequest>> => {
  const where = and(
    organizationId === null ? undefined : eq(licenceRequests.organizationId, organizationId),
    query.status ? eq(licenceRequests.status, query.status) : undefined,
    textSearch(query.q, [organizations.nameEn, organizations.nameAr, licenceRequests.licenseNumber]),
  );
  const order = orderByOf(
    { sort: query.sort, dir: query.sort ? query.dir : 'desc' },
    {
      createdAt: licenceRequests.createdAt,
      licenseDate: licenceRequests.licenseDate,
      status: licenceRequests.status,
    },
    'createdAt',
    licenceRequests.id,
  );
  return runListPage(
    query,
    async (limit, offset) =>
      (
        await selectRequests(db, side)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset)
      ).map(toRequest),
    async () => {
      const [row] = await db
        .select({ total: count() })
        .from(licenceRequests)
        .innerJoin(organizations, eq(organizations.id, licenceRequests.organizationId))
        .where(where);
      return row?.total ?? 0;
    },
  );
};

export const findRequest = async (db: Database, side: Side, id: number, organizationId: number | null) => {
  const [row] = await selectRequests(db, side)
    .where(
      and(
        eq(licenceRequests.id, id),
        organizationId === null ? undefined : eq(licenceRequests.organizationId, organizationId),
      ),
    )
    .limit(1);
  return row ? toRequest(row) : undefined;
};

export const findComments = async (db: Database, requestId: number): Promise<LicenceComment[]> => {
  const rows = await db
    .select({ comment: licenceRequestComments, author: users })
    .from(licenceRequestComments)
    .innerJoin(users, eq(users.id, licenceRequestComments.authorId))
    .where(eq(licenceRequestComments.requestId, requestId))
    .orderBy(licenceRequestComments.createdAt, licenceRequestComments.id);
  return rows.map(({ comment, author }) => ({
    id: comment.id,
    side: comment.side,
    author: person(author),
    text: comment.text,
    createdAt: comment.createdAt.toISOString(),
    readAt: comment.readAt?.toISOString() ?? null,
  }));
};

/**
 * `side` has read the other side's comments on this request. The update carries the caller's
 * scope itself (`organizationId`, null for admins), so it never touches another organisation's request.
 */
export const markCommentsRead = async (
  db: Database,
  requestId: number,
  side: Side,
  organizationId: number | null,
): Promise<void> => {
  const inScope =
    organizationId === null
      ? undefined
      : inArray(
          licenceRequestComments.requestId,
          db
            .select({ id: licenceRequests.id })
            .from(licenceRequests)
            .where(
              and(eq(licenceRequests.id, requestId), eq(licenceRequests.organizationId, organizationId)),
            ),
        );
  await db
    .update(licenceRequestComments)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(licenceRequestComments.requestId, requestId),
        ne(licenceRequestComments.side, side),
        isNull(licenceRequestComments.readAt),
        inScope,
      ),
    );
};

/** Requests waiting for an admin's decision: in a status a declared admin action starts from. */
export const countPending = async (db: Database): Promise<number> => {
  const [row] = await db
    .select({ total: count() })
    .from(licenceRequests)
    .where(inArray(licenceRequests.status, actionableStatuses(licenceRequestTransitions, 'admin')));
  return row?.total ?? 0;
};

/**
 * Unread comments of the other side, as a condition on the comments table: for admins on all
 * requests, for a requester on its organisation's (the count below, and the dashboard's summary
 * counts it in its own statement, decision 0068).
 */
export const unreadCommentsWhere = (db: Database, side: Side, organizationId: number | null): SQL => {
  const conditions: SQL[] = [ne(licenceRequestComments.side, side), isNull(licenceRequestComments.readAt)];
  if (organizationId !== null) {
    const own = db
      .select({ id: licenceRequests.id })
      .from(licenceRequests)
      .where(eq(licenceRequests.organizationId, organizationId));
    conditions.push(inArray(licenceRequestComments.requestId, own));
  }
  return and(...conditions)!;
};

/** How many comments match `where` (e.g. {@link unreadCommentsWhere}). */
export const countComments = async (db: Database, where: SQL) => {
  const [row] = await db.select({ total: count() }).from(licenceRequestComments).where(where);
  return row?.total ?? 0;
};

/** The active reasons of kind LICENCE (the reject dialog's choices). */
/** An active reason of kind LICENCE, or undefined. */
export const findRejectReason = async (db: Database, id: number) => {
  const [row] = await db
    .select({ id: reasons.id })
    .from(reasons)
    .where(and(eq(reasons.id, id), eq(reasons.kind, 'LICENCE'), eq(reasons.active, true)));
  return row;
};
