import type { ComplaintSubject, ComplaintSubjectRequest } from '@portal/contracts/complaints';
import { api } from '../../../lib/api-client';

/** `POST /api/complaints/subject`: the API checks the request and the reason and signs them. */
export const checkComplaintSubject = (body: ComplaintSubjectRequest): Promise<ComplaintSubject> =>
  api.post<ComplaintSubject>('/api/complaints/subject', body);
