import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type {
  ComplaintClocks,
  ComplaintSubjectClaims,
  ComplaintSubjectRequest,
} from '@portal/contracts/complaints';
import type { Database } from '../../db/client';
import {
  complaints,
  complaintTokenUses,
  employmentRequests as requests,
  reasons,
} from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import { clocksOf } from '../../platform/clocks/clock-store';
import type { EstablishmentSession } from '../../types/session';
import { requestNumber } from '../employment-requests/present';
import { visibleRequests } from '../employment-requests/scope';
import { scopeOf } from './tokens';

/** What a complaint keeps of its request: the office it binds and the embassy's seat (country, location). */
export const complaintRequestColumns = {
  id: requests.id,
  officeId: requests.officeId,
  countryId: requests.countryId,
  officeLocation: requests.officeLocation,
};

/**
 * Checks what a complaint is about before the connector sees it: an employment request the
 * caller sees (the employment requests' own visibility) and an active COMPLAINT reason.
 * Answers the facts the connector keeps (scope and texts), which the API then signs.
 */
export const checkSubject = async (
  db: Database,
  session: EstablishmentSession,
  input: ComplaintSubjectRequest,
): Promise<ComplaintSubjectClaims> => {
  const [request] = await db
    .select(complaintRequestColumns)
    .from(requests)
    .where(and(eq(requests.id, input.employmentRequestId), visibleRequests(session)))
    .limit(1);
  if (!request) {
    throw new AppError(404, 'complaints.requestNotFound');
  }
  const [reason] = await db
    .select({ id: reasons.id, textAr: reasons.textAr, textEn: reasons.textEn })
    .from(reasons)
    .where(and(eq(reasons.id, input.reasonId), eq(reasons.kind, 'COMPLAINT'), eq(reasons.active, true)))
    .limit(1);
  if (!reason) {
    throw new AppError(400, 'complaints.reasonNotFound');
  }
  return {
    organizationId: session.organization.id,
    employmentRequest: { id: request.id, number: requestNumber(request.id) },
    officeId: request.officeId,
    countryId: request.countryId,
    officeLocation: request.officeLocation,
    reason: { id: reason.id, text: { ar: reason.textAr, en: reason.textEn } },
  };
};

/**
 * Spends a connector token's one complaint (decision 0031): true for the first use of `tokenId`,
 * false for any later one, on every instance of the database — the primary key decides between
 * concurrent uses. Rows of expired tokens are removed on the way (an expired token is refused
 * by its signature check anyway).
 */
export const claimConnectorToken = async (
  db: Database,
  tokenId: string,
  expiresAt: Date,
): Promise<boolean> => {
  await db.delete(complaintTokenUses).where(lt(complaintTokenUses.expiresAt, sql`now()`));
  const claimed = await db
    .insert(complaintTokenUses)
    .values({ jti: tokenId, expiresAt })
    .onConflictDoNothing()
    .returning({ jti: complaintTokenUses.jti });
  return claimed.length === 1;
};

/**
 * `GET /api/complaints/clocks?ids=` (decision 0063): the answer clocks of those of these complaints
 * the caller sees in the tracker (the token's scope, `scopeOf`: an office its requests', a foreign
 * embassy its country's in its location), read from the portal's copy. Others are left out, as a
 * complaint the sync has not seen yet.
 */
export const complaintClocksOf = async (
  db: Database,
  session: EstablishmentSession,
  ids: readonly number[],
): Promise<ComplaintClocks> => {
  const scope = scopeOf(session);
  if (ids.length === 0 || scope.kind === 'none' || scope.kind === 'all') return { items: [] };
  const inScope =
    scope.kind === 'office'
      ? eq(complaints.officeId, scope.officeId)
      : and(eq(requests.countryId, scope.countryId), eq(requests.officeLocation, scope.officeLocation));
  const visible = await db
    .select({ id: complaints.id })
    .from(complaints)
    .innerJoin(requests, eq(requests.id, complaints.employmentRequestId))
    .where(and(inArray(complaints.id, [...ids]), inScope));
  const clocks = await clocksOf(
    db,
    'complaint',
    visible.map((row) => row.id),
  );
  return {
    items: visible.map(({ id }) => ({
      complaintId: id,
      clocks: clocks.filter((clock) => clock.subject.id === id),
    })),
  };
};
