import { and, count, eq, isNull, ne } from 'drizzle-orm';
import type { EmployerRecord } from '@portal/contracts/employer-watchlist';
import { EMPLOYMENT_REQUEST_STATUS } from '@portal/contracts/employment-requests/transitions';
import type { Database } from '../../db/client';
import { complaints, employers, employmentRequests as requests } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import type { EstablishmentSession } from '../../types/session';
import { visibleRequests } from '../employment-requests/scope';
import { flagsCovering } from './service';

/**
 * The complaints the portal keeps (decision 0063) about the requests of the employer with this
 * national id, this request's included, every country's and whoever raised them, as a count; those
 * gone from the tracker are not counted.
 */
const complaintsAbout = async (db: Database, nationalId: string): Promise<number> => {
  const [row] = await db
    .select({ count: count() })
    .from(complaints)
    .innerJoin(requests, eq(requests.id, complaints.employmentRequestId))
    .innerJoin(employers, eq(employers.id, requests.employerId))
    .where(and(eq(employers.nationalId, nationalId), isNull(complaints.goneAt)));
  return row?.count ?? 0;
};

/**
 * What an embassy weighs before approving a request (decision 0062): the employer's other requests
 * by status (every country's, as counts only), its rejections, the complaints about its requests,
 * and the flags covering the request's country. The request itself must be one the caller sees
 * (404 otherwise). `complaints` is null while the portal records no complaints (the flag
 * `complaints` off: they are only in the issue tracker, if anywhere).
 */
export const employerRecordOf = async (
  db: Database,
  session: EstablishmentSession,
  requestId: number,
  options: { complaintsRecorded: boolean } = { complaintsRecorded: false },
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
    complaints: options.complaintsRecorded ? await complaintsAbout(db, request.nationalId) : null,
    flags: await flagsCovering(db, request.nationalId, request.countryId),
  };
};
