import { and, eq, lt, sql } from 'drizzle-orm';
import type { ComplaintSubjectClaims, ComplaintSubjectRequest } from '@portal/contracts/complaints';
import type { Database } from '../../db/client';
import { complaintTokenUses, employmentRequests as requests, reasons } from '../../db/schema/index';
import { AppError } from '../../lib/errors';
import type { EstablishmentSession } from '../../types/session';
import { requestNumber } from '../employment-requests/present';
import { visibleRequests } from '../employment-requests/scope';

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
    .select({
      id: requests.id,
      officeId: requests.officeId,
      countryId: requests.countryId,
      officeLocation: requests.officeLocation,
    })
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
