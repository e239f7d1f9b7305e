import { complaintListSchema, complaintSchema, type Complaint } from '@portal/contracts/complaints';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { EstablishmentSession } from '../../types/session';
import { complaintsConnectorOf } from '../complaints/module';
import { signAccessToken, signPortalReadToken } from '../complaints/tokens';

/**
 * The admins read complaints through the same connector as everyone, server-side, with a token of
 * the read-only scope `all` (decision 0059): the browser of an admin never holds a tracker token.
 * Without a session (`null`) the portal reads for itself, the complaints' sync (decision 0063): the
 * same scope, signed for no person.
 */
const call = async (db: Database, session: EstablishmentSession | null, path: string) => {
  const reached = complaintsConnectorOf(db);
  if (!reached) throw new AppError(503, 'complianceOrders.connectorUnavailable');
  const secret = await reached.secret();
  const { token } = session
    ? await signAccessToken(session, secret, new Date(), undefined, { kind: 'all' })
    : await signPortalReadToken(secret);
  try {
    return await reached.connector.transport({
      method: 'GET',
      path,
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    });
  } catch {
    throw new AppError(503, 'complianceOrders.connectorUnavailable');
  }
};

/** Every complaint, newest first (an admin's reading, or the portal's own with `null`). */
export const allComplaints = async (
  db: Database,
  session: EstablishmentSession | null,
): Promise<Complaint[]> => {
  const response = await call(db, session, '/api/complaints');
  if (response.status !== 200) throw new AppError(503, 'complianceOrders.connectorUnavailable');
  return complaintListSchema.parse(JSON.parse(response.body)).items;
};

/** One complaint with the office it binds; 404 when the tracker does not know it. */
export const complaintById = async (
  db: Database,
  session: EstablishmentSession,
  complaintId: number,
): Promise<Complaint & { officeId: number }> => {
  const response = await call(db, session, `/api/complaints/${complaintId}`);
  if (response.status === 404) throw new AppError(404, 'complianceOrders.complaintNotFound');
  if (response.status !== 200) throw new AppError(503, 'complianceOrders.connectorUnavailable');
  const complaint = complaintSchema.parse(JSON.parse(response.body));
  if (complaint.officeId === undefined) throw new AppError(503, 'complianceOrders.connectorUnavailable');
  return { ...complaint, officeId: complaint.officeId };
};
