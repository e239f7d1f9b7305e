import type {
  EmploymentRequestBulkAction,
  EmploymentRequestBulkDecision,
} from '@portal/contracts/employment-requests/transitions';
import { api } from '../../../lib/api-client';
import { REQUESTS_URL } from './requests-keys';

/**
 * `POST /api/employment-requests/bulk-action`: the embassy's decision on several requests, all or
 * nothing, but for those a colleague reviews (skipped and counted).
 */
export const postBulkAction = (body: EmploymentRequestBulkAction) =>
  api.post<EmploymentRequestBulkDecision>(`${REQUESTS_URL}/bulk-action`, body);
