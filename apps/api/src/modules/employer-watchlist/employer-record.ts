import { and, count, eq, ne } from 'drizzle-orm';
import type { EmployerRecord } from '@portal/contracts/employer-watchlist';
import { EMPLOYMENT_REQUEST_STATUS } from '@portal/contracts/employment-requests/transitions';
import type { Database } from '../../db/client';
import { employers, employmentRequests as requests } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import type { EstablishmentSession } from '../../types/session';
import { visibleRequests } from '../employment-requests/scope';
import { flagsCovering } from './service';

/**
 * What an embassy weighs before approving a request (decision 0062): the employer's other requests
 * by status (every country's, as counts only), its rejections, and the flags covering the
 * request's country. The request itself must be one the caller sees (404 otherwise). Complaints
 * are kept in the external issue tracker, which has no count by employer: `complaints` is null.
 */
export const employerRecordOf = async (
  db: Database,
  session: EstablishmentSession,
  requestId: number,
): Promise<EmployerRecord> => {
  const [request] = await db
    .select({
      employerId: requests.employerId,
      countryId: requests.countryId,
      nationalId: employers.nationalId,
    })
    .from(requests)
    .innerJoin(employers, eq(employers.id, requests.employerId))
    .where(and(eq(requests.id, requestId), visibleRequests(session)))
    .limit(1);
  if (!request) throw notFound();
  const byStatus = await db
    .select({ status: requests.status, count: count() })
    .from(requests)
    .where(and(eq(requests.employerId, request.employerId), ne(requests.id, requestId)))
    .groupBy(requests.status)
    .orderBy(requests.status);
  return {
    nationalId: request.nationalId,
    requestsByStatus: byStatus,
    totalRequests: byStatus.reduce((sum, row) => sum + row.count, 0),
    rejections: byStatus.find((row) => row.status === EMPLOYMENT_REQUEST_STATUS.REJECTED)?.count ?? 0,
    complaints: null,
    flags: await flagsCovering(db, request.nationalId, request.countryId),
  };
};
