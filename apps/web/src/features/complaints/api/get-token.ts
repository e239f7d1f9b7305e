import type { ComplaintsToken } from '@portal/contracts/complaints';
import { api } from '../../../lib/api-client';

/** `GET /api/complaints/jwt`: the connector's own short-lived token and address. */
export const fetchComplaintsToken = (): Promise<ComplaintsToken> =>
  api.get<ComplaintsToken>('/api/complaints/jwt');
